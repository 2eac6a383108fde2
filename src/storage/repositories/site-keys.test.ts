import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { createTestProject } from '../../../test/storage/fixtures.ts';
import { listApiKeys, revokeApiKey, verifyApiKey } from './api-keys.ts';
import { SITE_KEY_LABEL, siteAssistantKey } from './site-keys.ts';

describe.each(testBackends)('site keys on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('makes one working assistant key per project and hands out the same one after', async () => {
    const { project } = await createTestProject(context.db);
    const key = await siteAssistantKey(context.db, project.id);
    expect(key).toMatch(/^folio_assistant_[A-Za-z0-9_-]{32}$/);
    expect(await siteAssistantKey(context.db, project.id)).toBe(key);
    const verified = await verifyApiKey(context.db, key);
    expect(verified).toMatchObject({
      type: 'assistant',
      projectId: project.id,
      label: SITE_KEY_LABEL,
    });
    expect(await listApiKeys(context.db, { projectId: project.id })).toHaveLength(1);
  });

  it('mints a fresh key once the site key is revoked', async () => {
    const { project } = await createTestProject(context.db);
    const first = await siteAssistantKey(context.db, project.id);
    const [record] = await listApiKeys(context.db, { projectId: project.id });
    await revokeApiKey(context.db, record?.id ?? '');
    const second = await siteAssistantKey(context.db, project.id);
    expect(second).not.toBe(first);
    expect(await verifyApiKey(context.db, first)).toBeUndefined();
    expect(await verifyApiKey(context.db, second)).toBeDefined();
  });

  it('gives every concurrent caller the same key', async () => {
    const { project } = await createTestProject(context.db);
    const keys = await Promise.all(
      Array.from({ length: 6 }, () => siteAssistantKey(context.db, project.id)),
    );
    expect(new Set(keys).size).toBe(1);
    const active = (await listApiKeys(context.db, { projectId: project.id })).filter(
      (key) => key.revokedAt === null,
    );
    expect(active).toHaveLength(1);
  });

  it('refuses an unknown project', async () => {
    await expect(siteAssistantKey(context.db, 'nope')).rejects.toThrow(
      'No project has the id "nope".',
    );
  });
});
