/**
 * `folio serve` over a real socket, as a separate process, on the embedded database and on
 * PostgreSQL: the jobs API, a rebuild through the API and the site it serves, a clean SIGTERM,
 * and kill -9 while sessions are being written (every acknowledged write survives).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/storage/index.ts';
import { tempDocs, pages } from '../helpers/temp-docs.ts';
import { createTestProject } from '../storage/fixtures.ts';
import {
  createServeTarget,
  serveBackends,
  startServeProcess,
  UNREACHABLE_MODEL_ENV,
} from './serve-process.ts';
import type { ServeProcess, ServeTarget } from './serve-process.ts';

const TIMEOUT = 120_000;

/** GET with an explicit Host header (fetch does not let a caller set Host). */
function getWithHost(port: number, host: string, urlPath: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: urlPath, headers: { Host: host } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe.each(serveBackends)('folio serve on %s', (backend) => {
  let target: ServeTarget;
  let server: ServeProcess | undefined;
  let projectId = '';
  let subdomain = '';
  let adminKey = '';
  let docsRoot = '';

  beforeAll(async () => {
    target = await createServeTarget(backend);
    docsRoot = await tempDocs({
      'docs.json': {
        name: 'Served docs',
        navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      },
      ...pages('index', 'guide'),
    });
    const db = await target.open();
    try {
      const { project } = await createTestProject(db);
      await db.query(`UPDATE projects SET source_location = $1 WHERE id = $2`, [
        docsRoot,
        project.id,
      ]);
      projectId = project.id;
      subdomain = project.subdomain;
      adminKey = (await createApiKey(db, { type: 'admin', projectId })).key;
    } finally {
      await db.close();
    }
    server = await startServeProcess(target, UNREACHABLE_MODEL_ENV);
  }, TIMEOUT);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await target.cleanup();
  }, TIMEOUT);

  const auth = () => ({ Authorization: `Bearer ${adminKey}` });

  it('answers the jobs API in the spec shape, and JSON errors', async () => {
    const url = `${server?.url}/v1/agent/${projectId}/jobs`;
    const created = await fetch(`${server?.url}/v1/agent/${projectId}/job`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Document webhooks' }] }),
    });
    expect(created.status).toBe(201);
    const response = await fetch(url, { headers: auth() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { allSessions: Record<string, unknown>[] };
    expect(body.allSessions).toHaveLength(1);
    expect(Object.keys(body.allSessions[0] ?? {})).toEqual([
      'sessionId',
      'subdomain',
      'branch',
      'haulted',
      'haultReason',
      'pullRequestLink',
      'messageToUser',
      'todos',
      'createdAt',
    ]);
    const denied = await fetch(url);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({
      error: 'Missing Authorization header: send "Authorization: Bearer <key>" with an API key.',
    });
  });

  it(
    'rebuilds a project on request and serves it by subdomain and under /_sites/',
    async () => {
      const before = await getWithHost(server?.port ?? 0, `${subdomain}.localhost`, '/');
      expect(before.status).toBe(503);

      const update = await fetch(`${server?.url}/v1/project/update/${projectId}`, {
        method: 'POST',
        headers: auth(),
      });
      expect(update.status).toBe(202);
      const { statusId } = (await update.json()) as { statusId: string };
      let status = '';
      for (let i = 0; i < 600 && status !== 'success' && status !== 'failure'; i++) {
        const poll = await fetch(`${server?.url}/v1/project/update-status/${statusId}`, {
          headers: auth(),
        });
        status = ((await poll.json()) as { status: string }).status;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe('success');

      const home = await getWithHost(
        server?.port ?? 0,
        `${subdomain}.localhost:${server?.port}`,
        '/guide',
      );
      expect(home.status).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.body).toContain('Content of guide.');
      const byPath = await fetch(`${server?.url}/_sites/${subdomain}/guide`);
      expect(byPath.status).toBe(200);
      expect(await byPath.text()).toContain(`href="/_sites/${subdomain}/"`);
      const missing = await getWithHost(server?.port ?? 0, `${subdomain}.localhost`, '/nope');
      expect(missing.status).toBe(404);

      const lines = (server?.stdout() ?? '').split('\n').filter((line) => line.startsWith('{'));
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'request', method: 'GET', path: '/guide', status: 200 }),
      );
      expect(server?.stdout()).not.toContain(adminKey);
    },
    TIMEOUT,
  );

  it(
    'keeps every acknowledged session when killed with SIGKILL mid-write, and stops cleanly on SIGTERM',
    async () => {
      const acknowledged: string[] = [];
      let writing = true;
      const writer = async () => {
        while (writing) {
          try {
            const response = await fetch(`${server?.url}/v1/agent/${projectId}/job`, {
              method: 'POST',
              headers: { ...auth(), 'Content-Type': 'application/json' },
              body: JSON.stringify({ messages: [{ role: 'user', content: 'crash test' }] }),
            });
            if (response.status === 201) {
              acknowledged.push(((await response.json()) as { sessionId: string }).sessionId);
            }
          } catch {
            // The server died mid-request: that write was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 6 }, writer);
      while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 10));
      server?.child.kill('SIGKILL');
      expect((await server?.exited)?.signal).toBe('SIGKILL');
      writing = false;
      await Promise.all(writers);

      server = await startServeProcess(target, UNREACHABLE_MODEL_ENV);
      const response = await fetch(`${server.url}/v1/agent/${projectId}/jobs`, { headers: auth() });
      const { allSessions } = (await response.json()) as { allSessions: { sessionId: string }[] };
      const stored = new Set(allSessions.map((session) => session.sessionId));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.stdout()).toContain('Stopped.');
      // The database was closed cleanly: it opens again at once.
      const db = await target.open();
      await db.close();
      server = undefined;
    },
    TIMEOUT,
  );
});
