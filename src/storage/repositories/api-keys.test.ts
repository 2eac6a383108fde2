import { timingSafeEqual } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject } from '../../../test/storage/fixtures.ts';
import { hashApiKey } from './api-key-secret.ts';
import {
  createApiKey,
  getApiKey,
  listApiKeys,
  markApiKeyUsed,
  revokeApiKey,
  verifyApiKey,
} from './api-keys.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

describe.each(testBackends)('API keys on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('creates a project key: the clear key once, a record without secret', async () => {
    const { organization, project } = await createTestProject(context.db);
    const created = await createApiKey(context.db, {
      projectId: project.id,
      type: 'admin',
      label: 'CI',
    });
    expect(created.key).toMatch(/^folio_admin_[A-Za-z0-9_-]{32}$/);
    expect(created.record).toEqual({
      id: anyString(),
      organizationId: organization.id,
      projectId: project.id,
      type: 'admin',
      label: 'CI',
      prefix: created.key.slice(0, 20),
      createdAt: anyString(),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(await getApiKey(context.db, created.record.id)).toEqual(created.record);
  });

  it('stores a hash and a prefix, never the clear key', async () => {
    const { project } = await createTestProject(context.db);
    const { key, record } = await createApiKey(context.db, {
      projectId: project.id,
      type: 'assistant',
    });
    const { rows } = await context.db.query<{ line: string; key_hash: string }>(
      'SELECT t::text AS line, t.key_hash FROM api_keys t WHERE id = $1',
      [record.id],
    );
    expect(rows[0]?.key_hash).toBe(hashApiKey(key));
    const table = await context.db.query<{ line: string }>(
      'SELECT t::text AS line FROM api_keys t',
    );
    const secret = key.slice(record.prefix.length);
    for (const { line } of table.rows) expect(line).not.toContain(secret);
  });

  it('verifies a key by comparing hashes in constant time', async () => {
    const { project } = await createTestProject(context.db);
    const admin = await createApiKey(context.db, { projectId: project.id, type: 'admin' });
    const assistant = await createApiKey(context.db, { projectId: project.id, type: 'assistant' });
    vi.mocked(timingSafeEqual).mockClear();
    expect(await verifyApiKey(context.db, admin.key)).toEqual(admin.record);
    expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(1);
    expect(await verifyApiKey(context.db, assistant.key)).toEqual(assistant.record);

    const last = admin.key.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${admin.key.slice(0, -1)}${last}`;
    vi.mocked(timingSafeEqual).mockClear();
    expect(await verifyApiKey(context.db, tampered)).toBeUndefined();
    expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(1);
    for (const malformed of ['', 'Bearer x', admin.key.slice(0, -1), `${admin.key} `]) {
      expect(await verifyApiKey(context.db, malformed)).toBeUndefined();
    }
  });

  it('records the last use, at most once a minute', async () => {
    const { project } = await createTestProject(context.db);
    const { record } = await createApiKey(context.db, { projectId: project.id, type: 'admin' });
    await markApiKeyUsed(context.db, record.id);
    const used = await getApiKey(context.db, record.id);
    expect(used?.lastUsedAt).toEqual(anyString());
    await markApiKeyUsed(context.db, record.id);
    expect((await getApiKey(context.db, record.id))?.lastUsedAt).toBe(used?.lastUsedAt);
  });

  it('revokes a key for good: it no longer verifies', async () => {
    const { project } = await createTestProject(context.db);
    const { key, record } = await createApiKey(context.db, {
      projectId: project.id,
      type: 'admin',
    });
    const revoked = await revokeApiKey(context.db, record.id);
    expect(revoked).toEqual({ ...record, revokedAt: anyString() });
    expect(await verifyApiKey(context.db, key)).toBeUndefined();
    expect(await revokeApiKey(context.db, record.id)).toEqual(revoked);
    expect(await revokeApiKey(context.db, 'missing')).toBeUndefined();
  });

  it('makes organization-wide admin keys', async () => {
    const { organization } = await createTestProject(context.db);
    const { key, record } = await createApiKey(context.db, {
      organizationId: organization.id,
      type: 'admin',
    });
    expect(record).toMatchObject({ organizationId: organization.id, projectId: null });
    expect(await verifyApiKey(context.db, key)).toEqual(record);
  });

  it('refuses keys of an unknown project or organization', async () => {
    await expect(
      createApiKey(context.db, { projectId: 'missing', type: 'assistant' }),
    ).rejects.toMatchObject({ code: 'not-found', message: 'No project has the id "missing".' });
    await expect(
      createApiKey(context.db, { organizationId: 'missing', type: 'admin' }),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: 'No organization has the id "missing".',
    });
  });

  it('lists keys without secrets, by organization or project', async () => {
    const { organization, project } = await createTestProject(context.db);
    const projectKey = await createApiKey(context.db, { projectId: project.id, type: 'assistant' });
    const orgKey = await createApiKey(context.db, {
      organizationId: organization.id,
      type: 'admin',
    });
    await revokeApiKey(context.db, orgKey.record.id);
    const byOrganization = await listApiKeys(context.db, { organizationId: organization.id });
    expect(byOrganization.map((key) => key.id)).toEqual([projectKey.record.id, orgKey.record.id]);
    expect(byOrganization[1]?.revokedAt).toEqual(anyString());
    expect(await listApiKeys(context.db, { projectId: project.id })).toEqual([projectKey.record]);
    const everything = JSON.stringify(await listApiKeys(context.db));
    expect(everything).not.toContain(projectKey.key);
    expect(everything).not.toContain(hashApiKey(projectKey.key));
    expect(Object.keys(byOrganization[0] ?? {})).not.toContain('keyHash');
  });
});
