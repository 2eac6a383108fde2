/**
 * A site's MCP server (docs/site/mcp-server.mdx) through the SDK's own client: a hosted site in
 * `folio serve` (in-process, on every database backend of the run, by path and by host), its
 * rate limits, the HTTP answers around the protocol, and `folio dev` over its live site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { ASSISTANT_DOCS, createBuiltAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { appFetch, callText, connectMcp, resultsOf } from '../server/mcp-client.ts';
import { createTestApp } from '../server/test-app.ts';
import type { TestApp } from '../server/test-app.ts';
import { OPEN_TIMEOUT, testBackends, useTestDatabase } from '../storage/backends.ts';

const BUILD_TIMEOUT = 120_000;
const [pglite] = testBackends;
if (!pglite) throw new Error('No test database backend.');

for (const backend of testBackends) {
  describe(`a hosted site (${backend.name})`, () => {
    const database = useTestDatabase(backend);
    let test: TestApp;
    let site: AssistantSite;
    let base: string;
    beforeAll(async () => {
      test = await createTestApp(database.db);
      site = await createBuiltAssistantSite(test, database.db);
      base = `http://localhost/_sites/${site.project.subdomain}`;
    }, BUILD_TIMEOUT);
    afterAll(async () => {
      await test.close();
    });

    it('lists search and read_page, named for the site', async () => {
      const client = await connectMcp(`${base}/mcp`, appFetch(test.app));
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['read_page', 'search']);
      for (const tool of tools) expect(tool.description).toContain('Acme docs');
      await client.close();
    });

    it('searches with the assistant retrieval: real pages of the site', async () => {
      const client = await connectMcp(`${base}/mcp`, appFetch(test.app));
      const answer = await callText(client, 'search', { query: 'add a tab to navigation' });
      expect(answer.isError).toBe(false);
      const results = resultsOf(answer.structured);
      expect(results[0]?.url).toBe(`${base}/tabs#add-a-tab`);
      expect(results[0]?.title).toBe('Tabs: Add a tab');
      expect(results[0]?.snippet).toContain('navigation.tabs');
      expect(answer.text).toContain(`${base}/tabs#add-a-tab`);
      const grouped = await callText(client, 'search', {
        query: 'anchors tabs',
        section: 'Reference',
      });
      const urls = resultsOf(grouped.structured).map((result) => result.url);
      // Only the Reference group's page, though "tabs" matches a Guides page best.
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${base}/anchors`), url).toBe(true);
      await client.close();
    });

    it('reads a page as the Markdown its .md route serves', async () => {
      const client = await connectMcp(`${base}/mcp`, appFetch(test.app));
      const served = await test.app.request(`${base}/tabs.md`);
      expect(served.status).toBe(200);
      const markdown = await served.text();
      expect(markdown).toContain('# Tabs');
      for (const path of ['/tabs', 'tabs', '/tabs.md', `${base}/tabs`, `${base}/tabs#add-a-tab`]) {
        const answer = await callText(client, 'read_page', { path });
        expect(answer, path).toEqual({ text: markdown, isError: false, structured: undefined });
      }
      const missing = await callText(client, 'read_page', { path: '/nowhere' });
      expect(missing.isError).toBe(true);
      expect(missing.text).toBe(
        "No page at /nowhere in the Acme docs documentation (404). Use search to find the page's path.",
      );
      await client.close();
    });

    it('answers on the site host too', async () => {
      const host = `http://${site.project.subdomain}.localhost`;
      const client = await connectMcp(`${host}/mcp`, appFetch(test.app));
      const answer = await callText(client, 'search', { query: 'global anchors' });
      expect(resultsOf(answer.structured)[0]?.url).toBe(`${host}/anchors#global-anchors`);
      await client.close();
    });

    it('answers bad input with JSON-RPC errors, not 500s', async () => {
      const post = (body: string, headers: Record<string, string> = {}) =>
        test.app.request(`${base}/mcp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...headers,
          },
          body,
        });
      const malformed = await post('{"jsonrpc":');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error: the request body is not JSON.' },
        id: null,
      });
      const large = await post(JSON.stringify({ padding: 'x'.repeat(70_000) }));
      expect(large.status).toBe(413);
      expect(((await large.json()) as { error: { message: string } }).error.message).toBe(
        'The request body is larger than 65536 bytes.',
      );
      const notRpc = await post('{"hello":1}');
      expect(notRpc.status).toBe(400);
      const stream = await test.app.request(`${base}/mcp`, {
        headers: { accept: 'text/event-stream' },
      });
      expect(stream.status).toBe(405);
      expect(stream.headers.get('allow')).toBe('POST');
      const end = await test.app.request(`${base}/mcp`, { method: 'DELETE' });
      expect(end.status).toBe(405);
      // A browser's GET of /mcp is the site's (no page there: its 404 page).
      expect((await test.app.request(`${base}/mcp`)).status).toBe(404);
      const unknown = await test.app.request('http://localhost/_sites/no-such-site/mcp', {
        method: 'POST',
        body: '{}',
      });
      expect(unknown.status).toBe(404);
    });
  });
}

describe('the rate limits', () => {
  const database = useTestDatabase(pglite);
  let test: TestApp;
  let site: AssistantSite;
  beforeAll(async () => {
    test = await createTestApp(database.db, { app: { limits: { perIpPerDay: 2 } } });
    site = await createBuiltAssistantSite(test, database.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  it('counts each tool call as a use of the assistant: 429 past the limit', async () => {
    const url = `http://localhost/_sites/${site.project.subdomain}/mcp`;
    const client = await connectMcp(url, appFetch(test.app));
    // Listing tools is not a use.
    await client.listTools();
    await client.listTools();
    await callText(client, 'search', { query: 'tabs' });
    await callText(client, 'read_page', { path: '/tabs' });
    const refused = await client.callTool({ name: 'search', arguments: { query: 'tabs' } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect((refused as StreamableHTTPError).code).toBe(429);
    expect((refused as Error).message).toContain(
      'Rate limit reached: this IP address has made its 2 requests of the day (UTC).',
    );
    await client.close();
  });
});

describe('folio dev', () => {
  let server: DevServer;
  beforeAll(async () => {
    const root = await tempDocs(ASSISTANT_DOCS);
    server = await startDevServer({ root, port: 0, onLog: () => undefined });
  }, OPEN_TIMEOUT);
  afterAll(() => server.close());

  it('serves the same tools over the live site', async () => {
    const client = await connectMcp(`${server.url}/mcp`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['read_page', 'search']);
    expect(tools[0]?.description).toContain('Acme docs');
    const found = await callText(client, 'search', { query: 'global anchors' });
    expect(resultsOf(found.structured)[0]?.url).toBe(`${server.url}/anchors#global-anchors`);
    const markdown = await (await fetch(`${server.url}/anchors.md`)).text();
    expect(markdown).toContain('# Anchors');
    expect(await callText(client, 'read_page', { path: '/anchors' })).toEqual({
      text: markdown,
      isError: false,
      structured: undefined,
    });
    const outside = await callText(client, 'read_page', { path: '../package.json' });
    expect(outside.isError).toBe(true);
    await client.close();
  });
});
