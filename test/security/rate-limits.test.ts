/**
 * The assistant's rate limits over HTTP: a request refused by one limit uses up nothing of the
 * others (a client over its key's month cannot spend its organization's hour or its address's
 * day), the threads listing is counted like a message or a search, and the three limits are
 * set by `FOLIO_RATE_LIMIT_*` variables that are checked when the server starts. Runs on PGlite
 * and, when configured, PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../src/server/index.ts';
import type { AssistantLimits } from '../../src/server/index.ts';
import { createApiKey, openDatabase } from '../../src/storage/index.ts';
import { runFolio } from '../helpers/run-folio.ts';
import { createAssistantSite } from '../server/assistant-site.ts';
import { bearer, createTestApp } from '../server/test-app.ts';
import { OPEN_TIMEOUT, testBackends, useTestDatabase } from '../storage/backends.ts';

describe.each(testBackends)('rate limits over HTTP on $name', (backend) => {
  const context = useTestDatabase(backend);

  /** An app with these limits, a new organization with one project, and `keys` assistant keys. */
  async function setUp(limits: Partial<AssistantLimits>, keys: number) {
    const test = await createTestApp(context.db, { app: { limits, trustProxy: true } });
    // Not built: a search is counted, then answered 503; over a limit it is a 429.
    const site = await createAssistantSite(context.db, '/srv/not-built');
    const more = [];
    for (let index = 1; index < keys; index++) {
      more.push(
        (await createApiKey(context.db, { type: 'assistant', projectId: site.project.id })).key,
      );
    }
    return { test, site, keys: [site.assistantKey, ...more] };
  }

  const address = `203.0.113.${String(Math.floor(Math.random() * 200) + 1)}`;
  const headersOf = (key: string) => ({
    ...bearer(key),
    'Content-Type': 'application/json',
    'X-Forwarded-For': address,
  });

  it('counts a request refused by its key against neither its organization nor its address', async () => {
    const { test, site, keys } = await setUp(
      { perKeyPerMonth: 1, perOrganizationPerHour: 3, perIpPerDay: 3 },
      4,
    );
    try {
      const search = (key: string) =>
        test.app.request(`/v1/search/${site.project.subdomain}`, {
          method: 'POST',
          headers: headersOf(key),
          body: JSON.stringify({ query: 'tabs' }),
        });
      const [first = '', second = '', third = '', fourth = ''] = keys;
      expect((await search(first)).status).toBe(503);
      for (let attempt = 0; attempt < 10; attempt++) {
        const refused = await search(first);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { error: string }).error).toMatch(
          /^Rate limit reached: this API key has made its 1 requests of the month \(UTC\)\./,
        );
      }
      // The organization's hour and the address's day have 2 requests left of 3.
      const other = await search(second);
      expect(other.status).toBe(503);
      expect((await search(third)).status).toBe(503);
      const over = await search(fourth);
      expect(over.status).toBe(429);
      expect(((await over.json()) as { error: string }).error).toMatch(
        /^Rate limit reached: this IP address has made its 3 requests of the day \(UTC\)\./,
      );
    } finally {
      await test.close();
    }
  });

  it('counts the threads listing as a use', async () => {
    const { test, site, keys } = await setUp({ perKeyPerMonth: 2 }, 1);
    try {
      const list = () =>
        test.app.request(`/v1/assistant/${site.project.subdomain}/threads?fp=reader`, {
          headers: headersOf(keys[0] ?? ''),
        });
      const first = await list();
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-remaining')).toBe('1');
      expect((await list()).status).toBe(200);
      const refused = await list();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^Rate limit reached: this API key has made its 2 requests of the month \(UTC\)\./,
      );
    } finally {
      await test.close();
    }
  });
});

describe('rate limits set by the environment', () => {
  const folders: string[] = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });
  const dataDir = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'folio-rate-env-'));
    folders.push(folder);
    return folder;
  };

  it.each([
    ['FOLIO_RATE_LIMIT_PER_IP_PER_DAY', 'lots'],
    ['FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR', '0'],
    ['FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH', '-5'],
    ['FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH', '2.5'],
    ['FOLIO_RATE_LIMIT_PER_IP_PER_DAY', '10000000000'],
  ])('stops folio serve on %s=%s with a message naming it', async (name, value) => {
    vi.stubEnv(name, value);
    const folder = await dataDir();
    const result = await runFolio(['serve', '--port', '0', '--data', folder]);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `folio serve: ${name}="${value}" is not a valid rate limit: give a whole number from 1 to 1,000,000,000 (default 10,000), or unset it.\nRun folio serve --help for usage.\n`,
    });
    await expect(startServer({ port: 0, dataDir: folder, log: () => undefined })).rejects.toThrow(
      `${name}="${value}" is not a valid rate limit`,
    );
  });

  it(
    'applies the limits the environment sets',
    async () => {
      const folder = await dataDir();
      const seed = await openDatabase({ dataDir: folder });
      const site = await createAssistantSite(seed, '/srv/not-built');
      await seed.close();
      vi.stubEnv('FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH', '2');
      vi.stubEnv('FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR', '1_000');
      const server = await startServer({ port: 0, dataDir: folder, log: () => undefined });
      try {
        const list = () =>
          fetch(`${server.url}/v1/assistant/${site.project.subdomain}/threads?fp=x`, {
            headers: bearer(site.assistantKey),
          });
        expect((await list()).status).toBe(200);
        expect((await list()).status).toBe(200);
        const refused = await list();
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { error: string }).error).toMatch(
          /this API key has made its 2 requests of the month/,
        );
      } finally {
        await server.close();
      }
    },
    OPEN_TIMEOUT,
  );
});
