import { beforeAll, describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { createAdminTestApp } from '../../../test/server/admin-test-server.ts';
import type { AdminTestApp } from '../../../test/server/admin-test-server.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { uniqueSubdomain } from '../../../test/storage/fixtures.ts';
import { getDeployment } from '../../storage/index.ts';
import type { Deployment, Project } from '../../storage/index.ts';
import type { CreatedKey, KeySummary, RevokedKey } from '../admin/key-operations.ts';
import type { ProjectSummary } from '../admin/project-operations.ts';
import { newControlToken } from '../admin/server-file.ts';
import { ADMIN_PATH } from './admin.ts';

describe.each(testBackends)('admin API on $name', (backend) => {
  const context = useTestDatabase(backend);
  const token = newControlToken();
  let test: AdminTestApp;
  let docs: string;

  beforeAll(async () => {
    test = createAdminTestApp(context.db, token);
    docs = await tempDocs({ 'docs.json': { name: 'Acme', navigation: { pages: [] } } });
  });

  const call = (method: string, route: string, body?: unknown, authorization = `Bearer ${token}`) =>
    test.app.request(`${ADMIN_PATH}${route}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function expectError(response: Response, status: number, error: string | RegExp) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    if (typeof error === 'string') expect(body.error).toBe(error);
    else expect(body.error).toMatch(error);
  }

  it('answers 401 without the control token, whatever else is sent', async () => {
    const message =
      'The admin API needs the control token of the running server: send ' +
      '"Authorization: Bearer <controlToken>" with the token of its server.json.';
    const attempts = [
      '',
      'Bearer',
      `Basic ${token}`,
      `Bearer ${newControlToken()}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
    ];
    for (const authorization of attempts) {
      const response = await call('GET', '/projects', undefined, authorization);
      await expectError(response, 401, message);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    await expectError(
      await call('POST', '/projects', { dir: docs, subdomain: 'x' }, 'Bearer nope'),
      401,
      message,
    );
  });

  it('adds a project, queues its build and serves its subdomain at once', async () => {
    const subdomain = uniqueSubdomain();
    // The project cache remembers that nobody has this subdomain yet.
    expect(await test.services.projects.bySubdomain(subdomain)).toBeUndefined();

    const response = await call('POST', '/projects', { dir: docs, subdomain, name: 'Handbook' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { project: Project; deployment: Deployment };
    expect(Object.keys(body)).toEqual(['project', 'deployment']);
    expect(body.project).toMatchObject({ subdomain, name: 'Handbook', source: { path: docs } });
    expect(body.deployment).toMatchObject({ projectId: body.project.id, status: 'queued' });
    expect(await getDeployment(context.db, body.deployment.id)).toEqual(body.deployment);
    expect(test.services.deployments.requested.at(-1)?.id).toBe(body.project.id);
    expect((await test.services.projects.bySubdomain(subdomain))?.id).toBe(body.project.id);
    expect(test.logs.at(-1)).toMatchObject({
      path: `${ADMIN_PATH}/projects`,
      status: 201,
      project: body.project.id,
      deployment: body.deployment.id,
    });

    const list = await call('GET', '/projects');
    expect(list.status).toBe(200);
    const { projects } = (await list.json()) as { projects: ProjectSummary[] };
    expect(projects.find((project) => project.id === body.project.id)).toEqual({
      ...body.project,
      live: false,
      latestDeployment: body.deployment,
    });
  });

  it('refuses projects with the status that names the problem', async () => {
    const subdomain = uniqueSubdomain();
    expect((await call('POST', '/projects', { dir: docs, subdomain })).status).toBe(201);
    const requested = test.services.deployments.requested.length;
    await expectError(
      await call('POST', '/projects', { dir: docs, subdomain }),
      409,
      `The subdomain "${subdomain}" is already used by another project: choose another one.`,
    );
    await expectError(
      await call('POST', '/projects', { dir: `${docs}/nowhere`, subdomain: uniqueSubdomain() }),
      400,
      `${docs}/nowhere does not exist: give the folder that holds your docs.json.`,
    );
    await expectError(
      await call('POST', '/projects', {
        dir: docs,
        subdomain: uniqueSubdomain(),
        organizationId: 'x',
      }),
      404,
      /^No organization has the id "x"/,
    );
    await expectError(
      await call('POST', '/projects', { subdomain: 'x' }),
      400,
      'Give a project either a docs folder or a git repository.',
    );
    await expectError(
      await call('POST', '/projects', { git: { url: 'nowhere' }, subdomain: uniqueSubdomain() }),
      400,
      /^"nowhere" is not a git repository address/,
    );
    expect(test.services.deployments.requested).toHaveLength(requested);
  });

  it('creates, lists and revokes keys; a revoked key stops working at once', async () => {
    const added = await call('POST', '/projects', { dir: docs, subdomain: uniqueSubdomain() });
    const { project } = (await added.json()) as { project: Project };

    const response = await call('POST', '/keys', {
      type: 'admin',
      projectId: project.subdomain,
      label: 'CI',
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreatedKey;
    expect(created.key).toMatch(/^folio_admin_/);
    expect(created.record).toMatchObject({ projectId: project.id, label: 'CI', revokedAt: null });
    expect(test.logs.at(-1)?.['key']).toBe(created.record.prefix);
    expect(JSON.stringify(test.logs)).not.toContain(created.key);

    const list = await call('GET', `/keys?projectId=${project.id}`);
    expect(list.status).toBe(200);
    const { keys } = (await list.json()) as { keys: KeySummary[] };
    expect(keys).toEqual([created.record]);
    expect(JSON.stringify(keys)).not.toContain(created.key);

    // The key cache trusts a verified key for a few seconds: revoking must forget it.
    expect((await test.services.keys.verify(created.key))?.id).toBe(created.record.id);
    const revoke = await call('POST', `/keys/${encodeURIComponent(created.record.prefix)}/revoke`);
    expect(revoke.status).toBe(200);
    const revoked = (await revoke.json()) as RevokedKey;
    expect(revoked.alreadyRevoked).toBe(false);
    expect(revoked.record.revokedAt).not.toBeNull();
    expect(await test.services.keys.verify(created.key)).toBeUndefined();

    const again = await call('POST', `/keys/${created.record.id}/revoke`);
    expect(((await again.json()) as RevokedKey).alreadyRevoked).toBe(true);
  });

  it('refuses keys with the status that names the problem', async () => {
    await expectError(
      await call('POST', '/keys', { type: 'admin', projectId: 'nope' }),
      404,
      'No project has the id or subdomain "nope": `folio projects list` shows them.',
    );
    await expectError(
      await call('POST', '/keys', { type: 'assistant', organizationId: 'any' }),
      400,
      'An assistant key belongs to one project: give the project instead of the organization.',
    );
    await expectError(
      await call('POST', '/keys', { type: 'owner', projectId: 'x' }),
      400,
      /^Invalid request body: type: /,
    );
    await expectError(await call('GET', '/keys?projectId=nope'), 404, /^No project has the id/);
    await expectError(
      await call('POST', '/keys/nope/revoke'),
      404,
      /^No key has the id or prefix "nope"/,
    );
  });
});
