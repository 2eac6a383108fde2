/**
 * Two Folio servers on one PostgreSQL share the assistant's rate limits: the counters live in
 * the database, so a key's uses add up whichever server answers (docs/api/introduction.mdx).
 * Runs where a PostgreSQL test server is configured (always in CI).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { openDatabase } from '../../src/storage/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { testDatabaseUrl } from '../storage/backends.ts';
import { ASSISTANT_DOCS, createAssistantSite } from './assistant-site.ts';
import type { AssistantSite } from './assistant-site.ts';

const TIMEOUT = 120_000;
const USES_PER_KEY = 4;

describe.runIf(testDatabaseUrl !== undefined)('two servers on one PostgreSQL', () => {
  const url = testDatabaseUrl ?? '';
  const schema = `folio_limits_${randomBytes(5).toString('hex')}`;
  const servers: RunningServer[] = [];
  const folders: string[] = [];
  let site: AssistantSite;

  beforeAll(async () => {
    const db = await openDatabase({ url, schema });
    try {
      site = await createAssistantSite(db, await tempDocs(ASSISTANT_DOCS));
    } finally {
      await db.close();
    }
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-limits-'));
      folders.push(dataDir);
      servers.push(
        await startServer({
          port: 0,
          dataDir,
          databaseUrl: url,
          databaseSchema: schema,
          log: () => undefined,
          limits: { perKeyPerMonth: USES_PER_KEY },
        }),
      );
    }
    const [first] = servers;
    if (!first) throw new Error('no server');
    const queued = await first.services.deployments.request(site.project);
    expect((await first.services.deployments.settled(queued.id)).status).toBe('ready');
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    const db = await openDatabase({ url, migrate: false });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }, TIMEOUT);

  it(
    'counts a key’s uses across both servers and refuses the one over the limit on either',
    async () => {
      const search = (server: RunningServer) =>
        fetch(`${server.url}/v1/search/${site.project.subdomain}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${site.assistantKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ query: 'add a tab' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < USES_PER_KEY; i++) {
        const response = await search(servers[i % 2] as RunningServer);
        statuses.push(response.status);
        expect(response.headers.get('ratelimit-remaining')).toBe(String(USES_PER_KEY - i - 1));
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
      for (const server of servers) {
        const refused = await search(server);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as { error: string }).error).toMatch(/^Rate limit reached/);
      }
      const message = await fetch(
        `${servers[1]?.url}/v1/assistant/${site.project.subdomain}/message`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${site.assistantKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            fp: 'reader-1',
            messages: [
              { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I add a tab?' }] },
            ],
          }),
        },
      );
      expect(message.status).toBe(429);
    },
    TIMEOUT,
  );
});
