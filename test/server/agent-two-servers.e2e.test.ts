/**
 * Two `folio serve` processes on one PostgreSQL share the agent's queue: jobs requested from
 * either server are claimed with `FOR UPDATE SKIP LOCKED`, so every job runs exactly once (the
 * model is asked about each job once) and all of them end. Runs where a PostgreSQL test server
 * is configured (always in CI).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocsRepository, removeTemporaryFolders } from '../agent/docs-repository.ts';
import { createApiKey, createOrganization, createProject } from '../../src/storage/index.ts';
import { localServer } from '../helpers/local-server.ts';
import { testDatabaseUrl } from '../storage/backends.ts';
import { createServeTarget, startServeProcess } from './serve-process.ts';
import type { ServeProcess, ServeTarget } from './serve-process.ts';

const TIMEOUT = 180_000;
const JOBS_PER_PROJECT = 4;
const PROJECTS = 3;

describe.runIf(testDatabaseUrl !== undefined)(
  'agent jobs on two servers sharing PostgreSQL',
  () => {
    // The model answers every job at once, and counts the jobs it was asked about.
    const asked = new Map<string, number>();
    const model = localServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const job = /job-\d+-\d+/.exec(body)?.[0] ?? 'unknown';
        asked.set(job, (asked.get(job) ?? 0) + 1);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'c',
            object: 'chat.completion',
            created: 1,
            model: 'scripted',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: `Nothing to change for ${job}.` },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          }),
        );
      });
    });
    let target: ServeTarget;
    const servers: ServeProcess[] = [];
    const folders: string[] = [];
    const projects: { id: string; key: string }[] = [];

    beforeAll(async () => {
      target = await createServeTarget('postgres');
      const db = await target.open();
      try {
        const organization = await createOrganization(db, { name: 'Acme' });
        for (let i = 0; i < PROJECTS; i++) {
          const { docs } = await createDocsRepository();
          const project = await createProject(db, {
            organizationId: organization.id,
            subdomain: `agents-${String(i)}`,
            name: `Docs ${String(i)}`,
            source: { type: 'folder', path: docs },
          });
          const { key } = await createApiKey(db, { type: 'admin', projectId: project.id });
          projects.push({ id: project.id, key });
        }
      } finally {
        await db.close();
      }
      const env = {
        FOLIO_AI_PROVIDER: 'openai-compatible',
        FOLIO_AI_MODEL: 'scripted',
        FOLIO_AI_BASE_URL: `${model.url()}/v1`,
        FOLIO_AGENT_MAX_JOBS: '4',
      };
      for (let i = 0; i < 2; i++) {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-agents-'));
        folders.push(dataDir);
        servers.push(await startServeProcess({ ...target, dataDir }, env));
      }
    }, TIMEOUT);

    afterAll(async () => {
      for (const server of servers) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      await target.cleanup();
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
      await removeTemporaryFolders();
    }, TIMEOUT);

    it(
      'runs every job exactly once, whichever server took the request',
      async () => {
        const requests: Promise<Response>[] = [];
        projects.forEach((project, p) => {
          for (let j = 0; j < JOBS_PER_PROJECT; j++) {
            const server = servers[(p + j) % 2];
            requests.push(
              fetch(`${server?.url ?? ''}/v1/agent/${project.id}/job`, {
                method: 'POST',
                headers: {
                  Authorization: `Bearer ${project.key}`,
                  'Content-Type': 'application/json',
                },
                body: JSON.stringify({
                  messages: [{ role: 'user', content: `Check job-${String(p)}-${String(j)}` }],
                }),
              }),
            );
          }
        });
        expect((await Promise.all(requests)).map((response) => response.status)).toEqual(
          Array.from({ length: PROJECTS * JOBS_PER_PROJECT }, () => 201),
        );

        const sessions = async (project: { id: string; key: string }) => {
          const response = await fetch(`${servers[0]?.url ?? ''}/v1/agent/${project.id}/jobs`, {
            headers: { Authorization: `Bearer ${project.key}` },
          });
          return (
            (await response.json()) as { allSessions: { haulted: boolean; haultReason: string }[] }
          ).allSessions;
        };
        await vi.waitFor(
          async () => {
            for (const project of projects) {
              const list = await sessions(project);
              expect(list.filter((session) => session.haulted)).toHaveLength(JOBS_PER_PROJECT);
            }
          },
          { timeout: 120_000, interval: 500 },
        );
        for (const project of projects) {
          expect((await sessions(project)).map((session) => session.haultReason)).toEqual(
            Array.from({ length: JOBS_PER_PROJECT }, () => 'completed'),
          );
        }
        expect(asked.size).toBe(PROJECTS * JOBS_PER_PROJECT);
        expect([...asked.values()].every((count) => count === 1)).toBe(true);
        expect(asked.has('unknown')).toBe(false);
      },
      TIMEOUT,
    );
  },
);
