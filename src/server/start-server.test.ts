import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE_MODEL_ENV } from '../../test/server/serve-process.ts';
import { createTestProject } from '../../test/storage/fixtures.ts';
import { OPEN_TIMEOUT } from '../../test/storage/backends.ts';
import { createApiKey, listAgentSessions, openDatabase } from '../storage/index.ts';
import { startServer } from './start-server.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('startServer', () => {
  it(
    'finishes a request in flight when it shuts down, then closes the database',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-shutdown-'));
      folders.push(dataDir);
      const seed = await openDatabase({ dataDir });
      const { project } = await createTestProject(seed);
      const { key } = await createApiKey(seed, { type: 'admin', projectId: project.id });
      await seed.close();

      // A model (never reached) so that the server takes agent jobs.
      for (const [name, value] of Object.entries(UNREACHABLE_MODEL_ENV)) vi.stubEnv(name, value);
      const server = await startServer({ port: 0, dataDir, log: () => undefined });
      vi.unstubAllEnvs();
      const serverFile = JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8')) as {
        url: string;
      };
      expect(serverFile.url).toBe(`http://127.0.0.1:${server.port}`);

      const body = JSON.stringify({ messages: [{ role: 'user', content: 'Sent slowly' }] });
      const answered = new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: server.port,
            method: 'POST',
            path: `/v1/agent/${project.id}/job`,
            headers: {
              Authorization: `Bearer ${key}`,
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              resolve(res.statusCode ?? 0);
            });
          },
        );
        req.on('error', reject);
        // Half the body now, the rest after the shutdown has begun.
        req.write(body.slice(0, 10));
        setTimeout(() => {
          req.end(body.slice(10));
        }, 300);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closing = server.close();
      expect(await answered).toBe(201);
      await closing;

      await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow();
      await expect(readFile(path.join(dataDir, 'server.json'))).rejects.toThrow();
      const reopened = await openDatabase({ dataDir });
      try {
        const sessions = await listAgentSessions(reopened, project.id);
        expect(sessions).toHaveLength(1);
      } finally {
        await reopened.close();
      }
    },
    OPEN_TIMEOUT,
  );
});
