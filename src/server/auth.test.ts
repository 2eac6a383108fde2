import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test/storage/backends.ts';
import { bearer, createProjectWithKeys, useTestApp } from '../../test/server/test-app.ts';
import { createApiKey, revokeApiKey, verifyApiKey } from '../storage/index.ts';
import { MAX_BODY_BYTES } from './app.ts';

describe.each(testBackends)('authentication and errors on $name', (backend) => {
  const context = useTestApp(backend);

  const jobs = (headers: Record<string, string>, projectId = context.owner.project.id) =>
    context.test.app.request(`/v1/agent/${projectId}/jobs`, { headers });

  async function expectError(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error });
  }

  it('answers 401 for a missing or malformed Authorization header', async () => {
    const missing = await jobs({});
    await expectError(
      missing,
      401,
      'Missing Authorization header: send "Authorization: Bearer <key>" with an API key.',
    );
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    await expectError(
      await jobs({ Authorization: `Basic ${context.owner.adminKey}` }),
      401,
      'Malformed Authorization header: expected "Bearer <key>".',
    );
    await expectError(
      await jobs({ Authorization: 'Bearer' }),
      401,
      'Malformed Authorization header: expected "Bearer <key>".',
    );
    await expectError(
      await jobs(bearer('sk-not-a-folio-key')),
      401,
      'Malformed API key: Folio keys look like folio_admin_... or folio_assistant_....',
    );
  });

  it('answers 401 for an unknown or revoked key, and accepts any case of "Bearer"', async () => {
    const unknown = `folio_admin_${'A'.repeat(32)}`;
    await expectError(
      await jobs(bearer(unknown)),
      401,
      'Invalid API key: it is unknown or has been revoked.',
    );
    const created = await createApiKey(context.db, {
      type: 'admin',
      projectId: context.owner.project.id,
    });
    expect((await jobs({ Authorization: `bearer ${created.key}` })).status).toBe(200);
    await revokeApiKey(context.db, created.record.id);
    await expectError(
      await jobs(bearer(created.key)),
      401,
      'Invalid API key: it is unknown or has been revoked.',
    );
  });

  it('answers 403 for an assistant key on an admin route', async () => {
    await expectError(
      await jobs(bearer(context.owner.assistantKey)),
      403,
      'This route needs an admin key; the request used an assistant key.',
    );
  });

  it('answers 403 for an admin key of another organization or limited to another project', async () => {
    await expectError(
      await jobs(bearer(context.stranger.adminKey)),
      403,
      `This key does not give access to project "${context.owner.project.id}".`,
    );
    const sibling = await createProjectWithKeys(context.db);
    const orgWide = await createApiKey(context.db, {
      type: 'admin',
      organizationId: sibling.organization.id,
    });
    expect((await jobs(bearer(orgWide.key), sibling.project.id)).status).toBe(200);
    expect((await jobs(bearer(orgWide.key))).status).toBe(403);
  });

  it('answers 404 for an unknown project and for unknown routes', async () => {
    await expectError(
      await jobs(bearer(context.owner.adminKey), 'no-such-project'),
      404,
      'No project has the id "no-such-project".',
    );
    await expectError(
      await context.test.app.request('/v1/nothing'),
      404,
      'No route for GET /v1/nothing.',
    );
  });

  it('answers 413 for a body over 1 MB, before reading it', async () => {
    const response = await context.test.app.request(`/v1/agent/${context.owner.project.id}/job`, {
      method: 'POST',
      headers: { ...bearer(context.owner.adminKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(MAX_BODY_BYTES) }] }),
    });
    await expectError(response, 413, 'The request body is larger than 1 MB.');
  });

  it('never writes a key into a log line', async () => {
    await jobs(bearer(context.owner.adminKey));
    await jobs(bearer(`folio_admin_${'B'.repeat(32)}`));
    const logged = JSON.stringify(context.test.logs);
    expect(logged).not.toContain(context.owner.adminKey);
    expect(logged).not.toContain('B'.repeat(32));
    expect(context.test.logs.at(-1)).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: `/v1/agent/${context.owner.project.id}/jobs`,
      status: 401,
    });
  });

  it('records when a key was last used', async () => {
    const created = await createApiKey(context.db, {
      type: 'admin',
      projectId: context.owner.project.id,
    });
    expect((await jobs(bearer(created.key))).status).toBe(200);
    await expect
      .poll(async () => (await verifyApiKey(context.db, created.key))?.lastUsedAt)
      .not.toBeNull();
  });
});
