import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAssistantSite,
  createBuiltAssistantSite,
} from '../../../test/server/assistant-site.ts';
import type { AssistantSite } from '../../../test/server/assistant-site.ts';
import { bearer, createTestApp } from '../../../test/server/test-app.ts';
import type { TestApp } from '../../../test/server/test-app.ts';
import { uniqueSubdomain } from '../../../test/storage/fixtures.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { createApiKey, createProject } from '../../storage/index.ts';

const BUILD_TIMEOUT = 60_000;
const ORIGIN = 'https://docs.acme.example';

describe.each(testBackends)('assistant rate limits over HTTP on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;
  let addressCount = 0;

  beforeAll(async () => {
    test = await createTestApp(context.db, {
      app: {
        limits: { perKeyPerMonth: 3, perOrganizationPerHour: 100, perIpPerDay: 100 },
        trustProxy: true,
      },
    });
    site = await createBuiltAssistantSite(test, context.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  /** An address no other test uses. */
  const newAddress = () => `203.0.113.${String(++addressCount)}`;

  const call = (
    kind: 'message' | 'search' | 'threads',
    options: { key: string; domain?: string; address: string },
  ) => {
    const domain = options.domain ?? site.project.subdomain;
    const headers = {
      ...bearer(options.key),
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'X-Forwarded-For': `198.51.100.200, ${options.address}`,
    };
    if (kind === 'threads') {
      return test.app.request(`/v1/assistant/${domain}/threads?fp=limits`, { headers });
    }
    const body =
      kind === 'message'
        ? { fp: 'limits', messages: [{ id: 'q', role: 'user', content: 'How do I add a tab?' }] }
        : { query: 'tabs' };
    const url = kind === 'message' ? `/v1/assistant/${domain}/message` : `/v1/search/${domain}`;
    return test.app.request(url, { method: 'POST', headers, body: JSON.stringify(body) });
  };

  const limitHeaders = (response: Response) => ({
    limit: response.headers.get('ratelimit-limit'),
    remaining: response.headers.get('ratelimit-remaining'),
  });

  it('counts messages, searches and thread listings against the key, then answers 429 with the limit headers', async () => {
    const key = (await createApiKey(context.db, { type: 'assistant', projectId: site.project.id }))
      .key;
    const address = newAddress();
    const first = await call('message', { key, address });
    expect(first.status).toBe(200);
    expect(limitHeaders(first)).toEqual({ limit: '3', remaining: '2' });
    await first.body?.cancel();
    // Listing threads is a use too.
    const second = await call('threads', { key, address });
    expect(second.status).toBe(200);
    expect(limitHeaders(second)).toEqual({ limit: '3', remaining: '1' });
    const third = await call('search', { key, address });
    expect(limitHeaders(third)).toEqual({ limit: '3', remaining: '0' });

    for (const kind of ['message', 'search', 'threads'] as const) {
      const refused = await call(kind, { key, address });
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { error: string };
      expect(body.error).toMatch(
        /^Rate limit reached: this API key has made its 3 requests of the month \(UTC\)\. Try again in \d+ seconds \(at .+\)\.$/,
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(31 * 86_400);
      expect(limitHeaders(refused)).toEqual({ limit: '3', remaining: '0' });
      expect(refused.headers.get('ratelimit-reset')).toBe(String(retryAfter));
      expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(refused.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    }
  });

  it('limits each client address, taken from X-Forwarded-For behind a trusted proxy', async () => {
    const strict = await createTestApp(context.db, {
      app: { limits: { perIpPerDay: 2 }, trustProxy: true },
    });
    try {
      const key = site.assistantKey;
      const address = newAddress();
      const request = (from: string) =>
        strict.app.request(`/v1/search/${site.project.subdomain}`, {
          method: 'POST',
          headers: { ...bearer(key), 'Content-Type': 'application/json', 'X-Forwarded-For': from },
          body: JSON.stringify({ query: 'tabs' }),
        });
      expect((await request(address)).status).toBe(200);
      const last = await request(address);
      expect(limitHeaders(last)).toEqual({ limit: '2', remaining: '0' });
      const refused = await request(address);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^Rate limit reached: this IP address has made its 2 requests of the day \(UTC\)\./,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
      // Another address with the same key goes on.
      expect((await request(newAddress())).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('limits the requests of an organization across its projects and keys', async () => {
    const strict = await createTestApp(context.db, {
      app: { limits: { perOrganizationPerHour: 2 }, trustProxy: true },
    });
    try {
      // A new organization (its sites not built: refused requests count too) with two projects.
      const first = await createAssistantSite(context.db, '/srv/first');
      const sibling = await createProject(context.db, {
        organizationId: first.organization.id,
        subdomain: uniqueSubdomain(),
        name: 'Sibling docs',
        source: { type: 'folder', path: '/srv/sibling' },
      });
      const siblingKey = (
        await createApiKey(context.db, { type: 'assistant', projectId: sibling.id })
      ).key;
      const request = (key: string, domain: string) =>
        strict.app.request(`/v1/search/${domain}`, {
          method: 'POST',
          headers: { ...bearer(key), 'X-Forwarded-For': newAddress() },
          body: JSON.stringify({ query: 'tabs' }),
        });
      expect((await request(first.assistantKey, first.project.subdomain)).status).toBe(503);
      expect((await request(first.assistantKey, first.project.subdomain)).status).toBe(503);
      const refused = await request(siblingKey, sibling.subdomain);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^Rate limit reached: this organization has made its 2 requests of the hour\./,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    } finally {
      await strict.close();
    }
  });
});
