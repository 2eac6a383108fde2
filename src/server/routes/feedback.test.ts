import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltAssistantSite } from '../../../test/server/assistant-site.ts';
import type { AssistantSite } from '../../../test/server/assistant-site.ts';
import { bearer, createTestApp } from '../../../test/server/test-app.ts';
import type { TestApp } from '../../../test/server/test-app.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { createApiKey, listPageFeedback } from '../../storage/index.ts';

const BUILD_TIMEOUT = 60_000;
const ORIGIN = 'https://docs.acme.example';

describe.each(testBackends)('reader feedback over HTTP on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;

  beforeAll(async () => {
    test = await createTestApp(context.db, {
      app: { limits: { perIpPerDay: 8 }, trustProxy: true, domain: 'docs.test' },
    });
    site = await createBuiltAssistantSite(test, context.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  let address = 0;
  /** Each call from a new address, so only the rate-limit test meets the per-address limit. */
  const send = (body: unknown, init: { address?: string; path?: string; host?: string } = {}) =>
    test.app.request(init.path ?? `/v1/feedback/${site.project.subdomain}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'X-Forwarded-For': init.address ?? `198.51.100.${String((address += 1))}`,
        ...(init.host === undefined ? {} : { Host: init.host }),
      },
    });
  const list = (query = '', key = site.adminKey, projectId = site.project.id) =>
    test.app.request(`/v1/project/feedback/${projectId}${query}`, { headers: bearer(key) });

  it('stores a rating of a page with its comment and a hashed address', async () => {
    const response = await send(
      { page: '/tabs', rating: 'down', comment: '  The tab example is missing.  ' },
      { address: '203.0.113.50' },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const { id } = (await response.json()) as { id: string };
    const { feedback } = await listPageFeedback(context.db, {
      projectId: site.project.id,
      limit: 100,
    });
    const stored = feedback.find((row) => row.id === id);
    expect(stored).toMatchObject({
      page: '/tabs',
      rating: 'down',
      comment: 'The tab example is missing.',
    });
    expect(stored?.clientHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(feedback)).not.toContain('203.0.113.50');
  });

  it('takes feedback on the site host at /_folio/feedback, naming the site by host', async () => {
    const host = `${site.project.subdomain}.docs.test`;
    const response = await send({ page: '/', rating: 'up' }, { path: '/_folio/feedback', host });
    expect(response.status).toBe(201);
    const elsewhere = await send({ page: '/', rating: 'up' }, { path: '/_folio/feedback' });
    expect(elsewhere.status).toBe(404);
  });

  it('takes feedback at /_sites/{domain}/_folio/feedback, for a site reached by path', async () => {
    const path = `/_sites/${site.project.subdomain}/_folio/feedback`;
    const response = await send({ page: '/tabs', rating: 'up' }, { path });
    expect(response.status).toBe(201);
    const unknown = await send(
      { page: '/', rating: 'up' },
      { path: '/_sites/no-such-site/_folio/feedback' },
    );
    expect(unknown.status).toBe(404);
    // The pages there are sandboxed (origin "null"): the browser asks first.
    const preflight = await test.app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('null');
    expect(await unknown.json()).toEqual({
      error: 'No documentation site has the domain "no-such-site".',
    });
  });

  it('refuses a path that is not a page of the site', async () => {
    for (const page of ['/no-such-page', '/_folio/assistant.json']) {
      const response = await send({ page, rating: 'up' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: `"${page}" is not a page of the site "${site.project.subdomain}": send the path of one of its pages, such as /.`,
      });
    }
    const relative = await send({ page: 'tabs', rating: 'up' });
    expect(relative.status).toBe(400);
  });

  it('refuses a comment over 1,000 characters, an unknown rating, extra fields and big bodies', async () => {
    const long = await send({ page: '/tabs', rating: 'up', comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toContain('comment');
    expect((await send({ page: '/tabs', rating: 'meh' })).status).toBe(400);
    expect((await send({ page: '/tabs', rating: 'up', admin: true })).status).toBe(400);
    const big = await send(
      JSON.stringify({ page: '/tabs', rating: 'up', pad: 'x'.repeat(20_000) }),
    );
    expect(big.status).toBe(413);
    expect(big.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await send({ page: '/', rating: 'up' }, { path: '/v1/feedback/nobody' })).status).toBe(
      404,
    );
  });

  it('counts feedback against the per-address limit: 429 past it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await send({ page: '/', rating: 'up' }, { address: '192.0.2.9' })).status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses[8]).toBe(429);
  });

  it('lists feedback for an admin key of the project, paged and filtered', async () => {
    for (const rating of ['up', 'down', 'down'] as const) {
      expect((await send({ page: '/anchors', rating })).status).toBe(201);
    }
    const first = await list('?page=/anchors&limit=2');
    expect(first.status).toBe(200);
    const body = (await first.json()) as {
      feedback: { page: string; rating: string }[];
      nextCursor: string;
    };
    expect(body.feedback.map((row) => row.rating)).toEqual(['down', 'down']);
    const next = (await (
      await list(`?page=/anchors&limit=2&cursor=${body.nextCursor}`)
    ).json()) as { feedback: { rating: string }[]; nextCursor: string | null };
    expect(next).toMatchObject({ feedback: [{ rating: 'up' }], nextCursor: null });
    const downs = (await (await list('?page=/anchors&rating=down')).json()) as {
      feedback: unknown[];
    };
    expect(downs.feedback).toHaveLength(2);
  });

  it('answers bad listings and missing or wrong keys with JSON errors', async () => {
    expect(await (await list('?limit=500')).json()).toEqual({
      error: 'limit must be a whole number from 1 to 100; got "500".',
    });
    expect((await list('?rating=sideways')).status).toBe(400);
    expect((await list('?cursor=abc')).status).toBe(400);
    const none = await test.app.request(`/v1/project/feedback/${site.project.id}`);
    expect(none.status).toBe(401);
    expect((await list('', site.assistantKey)).status).toBe(403);
    expect((await list('', site.adminKey, 'no-such-project')).status).toBe(404);
    const other = await createApiKey(context.db, {
      type: 'admin',
      organizationId: site.organization.id,
    });
    expect((await list('?limit=1', other.key)).status).toBe(200);
  });
});
