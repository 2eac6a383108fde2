import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject, isoTimestamp } from '../../../test/storage/fixtures.ts';
import { verifyApiKey } from '../../storage/index.ts';
import { AdminError } from './admin-error.ts';
import { createKey, listKeys, revokeKey } from './key-operations.ts';

/** The refusal `promise` ends with, as `code: message`. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdminError)) throw error;
  return `${error.code}: ${error.message}`;
}

describe.each(testBackends)('key operations on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('creates an admin key limited to a project, found by id or by subdomain', async () => {
    const { organization, project } = await createTestProject(context.db);
    const created = await createKey(context.db, {
      type: 'admin',
      projectId: project.subdomain,
      label: ' CI ',
    });
    expect(created.key).toMatch(/^folio_admin_[A-Za-z0-9_-]{32}$/);
    expect(created.record).toEqual({
      id: anyString(),
      organizationId: organization.id,
      projectId: project.id,
      projectSubdomain: project.subdomain,
      type: 'admin',
      label: 'CI',
      prefix: created.key.slice(0, 'folio_admin_'.length + 8),
      createdAt: isoTimestamp(),
      lastUsedAt: null,
      revokedAt: null,
    });
    const verified = await verifyApiKey(context.db, created.key);
    expect(verified?.id).toBe(created.record.id);
    expect(verified?.projectId).toBe(project.id);

    const byId = await createKey(context.db, { type: 'assistant', projectId: project.id });
    expect(byId.record).toMatchObject({ type: 'assistant', projectId: project.id, label: null });
  });

  it('creates an organization-wide admin key', async () => {
    const { organization } = await createTestProject(context.db);
    const created = await createKey(context.db, { type: 'admin', organizationId: organization.id });
    expect(created.record).toMatchObject({
      organizationId: organization.id,
      projectId: null,
      projectSubdomain: null,
    });
    expect((await verifyApiKey(context.db, created.key))?.projectId).toBeNull();
  });

  it('refuses keys without exactly one owner, assistant keys of an organization, unknown owners', async () => {
    const { organization, project } = await createTestProject(context.db);
    const whom =
      'invalid: Say whom the key is for: a project (its id or subdomain), or an organization ' +
      'for an admin key of all its projects; not both.';
    expect(await refusal(createKey(context.db, { type: 'admin' }))).toBe(whom);
    expect(
      await refusal(
        createKey(context.db, {
          type: 'admin',
          projectId: project.id,
          organizationId: organization.id,
        }),
      ),
    ).toBe(whom);
    expect(
      await refusal(createKey(context.db, { type: 'assistant', organizationId: organization.id })),
    ).toBe(
      'invalid: An assistant key belongs to one project: give the project instead of the organization.',
    );
    expect(await refusal(createKey(context.db, { type: 'admin', projectId: 'nope' }))).toBe(
      'not-found: No project has the id or subdomain "nope": `folio projects list` shows them.',
    );
    expect(await refusal(createKey(context.db, { type: 'admin', organizationId: 'nope' }))).toBe(
      'not-found: No organization has the id "nope".',
    );
    expect(
      await refusal(
        createKey(context.db, { type: 'admin', projectId: project.id, label: 'x'.repeat(201) }),
      ),
    ).toBe('invalid: A key label has at most 200 characters; got 201.');
  });

  it('lists keys without their secrets, all or those of one project', async () => {
    const first = await createTestProject(context.db);
    const second = await createTestProject(context.db);
    const a = await createKey(context.db, { type: 'admin', projectId: first.project.id });
    const b = await createKey(context.db, { type: 'assistant', projectId: second.project.id });
    const wide = await createKey(context.db, {
      type: 'admin',
      organizationId: first.organization.id,
    });

    const all = await listKeys(context.db);
    expect(all.map((key) => key.id)).toEqual(
      expect.arrayContaining([a.record.id, b.record.id, wide.record.id]),
    );
    const text = JSON.stringify(all);
    for (const created of [a, b, wide]) expect(text).not.toContain(created.key);
    expect(text).not.toMatch(/hash/i);

    const ofSecond = await listKeys(context.db, { projectId: second.project.subdomain });
    expect(ofSecond).toEqual([b.record]);
    expect(await refusal(listKeys(context.db, { projectId: 'nope' }))).toMatch(/^not-found: /);
  });

  it('revokes a key by id or prefix, at once, and a second time changes nothing', async () => {
    const { project } = await createTestProject(context.db);
    const byId = await createKey(context.db, { type: 'admin', projectId: project.id });
    const byPrefix = await createKey(context.db, { type: 'assistant', projectId: project.id });

    const revoked = await revokeKey(context.db, byId.record.id);
    expect(revoked).toEqual({
      record: { ...byId.record, revokedAt: isoTimestamp() },
      alreadyRevoked: false,
    });
    expect(await verifyApiKey(context.db, byId.key)).toBeUndefined();

    const again = await revokeKey(context.db, byId.record.id);
    expect(again).toEqual({ record: revoked.record, alreadyRevoked: true });

    const viaPrefix = await revokeKey(context.db, ` ${byPrefix.record.prefix} `);
    expect(viaPrefix.record.id).toBe(byPrefix.record.id);
    expect(viaPrefix.record.projectSubdomain).toBe(project.subdomain);
    expect(await verifyApiKey(context.db, byPrefix.key)).toBeUndefined();
  });

  it('refuses an unknown key, and a prefix two keys share', async () => {
    const { project } = await createTestProject(context.db);
    expect(await refusal(revokeKey(context.db, 'folio_admin_nothing1'))).toBe(
      'not-found: No key has the id or prefix "folio_admin_nothing1": `folio keys list` shows them.',
    );
    const first = await createKey(context.db, { type: 'admin', projectId: project.id });
    const second = await createKey(context.db, { type: 'admin', projectId: project.id });
    // Two keys of 192 random bits do not share 48 of them in practice: make them.
    await context.db.query('UPDATE api_keys SET prefix = $1 WHERE id = $2', [
      first.record.prefix,
      second.record.id,
    ]);
    expect(await refusal(revokeKey(context.db, first.record.prefix))).toBe(
      `conflict: 2 keys have the prefix "${first.record.prefix}": give the id of the one to ` +
        `revoke (${first.record.id}, ${second.record.id}).`,
    );
    expect((await verifyApiKey(context.db, first.key))?.id).toBe(first.record.id);
  });
});
