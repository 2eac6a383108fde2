import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltAssistantSite } from '../../../test/server/assistant-site.ts';
import type { AssistantSite } from '../../../test/server/assistant-site.ts';
import { bearer, createTestApp } from '../../../test/server/test-app.ts';
import type { TestApp } from '../../../test/server/test-app.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';

const BUILD_TIMEOUT = 60_000;
const ORIGIN = 'https://docs.acme.example';

interface Result {
  content: string;
  path: string;
  metadata: { title: string; score: number; breadcrumbs: string[]; heading?: string };
}

describe.each(testBackends)('POST /v1/search/{domain} on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;

  beforeAll(async () => {
    test = await createTestApp(context.db);
    site = await createBuiltAssistantSite(test, context.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  const search = (body: unknown) =>
    test.app.request(`/v1/search/${site.project.subdomain}`, {
      method: 'POST',
      headers: { ...bearer(site.assistantKey), 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(body),
    });
  const results = async (body: unknown): Promise<Result[]> => {
    const response = await search(body);
    expect(response.status).toBe(200);
    return (await response.json()) as Result[];
  };

  it('answers a JSON array of {content, path, metadata}, best first', async () => {
    const response = await search({ query: 'global anchors' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('ratelimit-remaining')).toBe('9999');
    const body = (await response.json()) as Result[];
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toEqual({
      content: 'Global anchors are links shown on every page of the site. Each one needs an href.',
      path: '/anchors#global-anchors',
      metadata: {
        title: 'Anchors',
        heading: 'Global anchors',
        anchor: 'global-anchors',
        breadcrumbs: ['Reference'],
        score: expect.any(Number) as unknown,
      },
    });
    const scores = body.map((result) => result.metadata.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('returns pageSize results at most, 10 by default', async () => {
    const query = 'tab tabs anchors page site navigation welcome acme';
    const all = await results({ query });
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(10);
    expect(await results({ query, pageSize: 1 })).toEqual(all.slice(0, 1));
  });

  it('leaves out results scoring below scoreThreshold', async () => {
    const query = 'tab tabs anchors page site navigation';
    const all = await results({ query });
    const scores = all.map((result) => result.metadata.score);
    const middle = scores[Math.floor(scores.length / 2)] ?? 0;
    const kept = await results({ query, scoreThreshold: middle });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    expect(kept.every((result) => result.metadata.score >= middle)).toBe(true);
    expect(await results({ query, scoreThreshold: Math.max(...scores) + 1 })).toEqual([]);
  });

  it('narrows the search with the filter', async () => {
    const query = 'tab tabs anchors page site navigation';
    const reference = await results({ query, filter: { groups: ['reference'] } });
    expect(reference.length).toBeGreaterThan(0);
    expect(reference.every((result) => result.path.startsWith('/anchors'))).toBe(true);
    expect(await results({ query, filter: { version: 'v9' } })).toEqual([]);
    expect((await results({ query, filter: null })).length).toBeGreaterThan(reference.length);
  });

  it.each([
    ['no query', {}, 'Invalid request body: query: is required: the text to search for.'],
    ['an empty query', { query: ' ' }, 'Invalid request body: query: must not be empty.'],
    [
      'a query that is a number',
      { query: 3 },
      'Invalid request body: query: is required: the text to search for.',
    ],
    [
      'a pageSize of 0',
      { query: 'tabs', pageSize: 0 },
      'Invalid request body: pageSize: must be a whole number from 1 to 50.',
    ],
    [
      'a pageSize of 51',
      { query: 'tabs', pageSize: 51 },
      'Invalid request body: pageSize: must be a whole number from 1 to 50.',
    ],
    [
      'a pageSize of 2.5',
      { query: 'tabs', pageSize: 2.5 },
      'Invalid request body: pageSize: must be a whole number from 1 to 50.',
    ],
    [
      'a scoreThreshold that is a string',
      { query: 'tabs', scoreThreshold: 'high' },
      'Invalid request body: scoreThreshold: must be a number.',
    ],
    [
      'a filter that is a string',
      { query: 'tabs', filter: 'v2' },
      'Invalid request body: filter: must be an object with version, language and groups, or null.',
    ],
  ])('refuses %s with 400 and CORS headers', async (_name, body, message) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});
