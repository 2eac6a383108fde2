/**
 * A site's MCP server reads only that site: `read_page` refuses paths that leave it (`..`,
 * encoded or not, backslashes, NUL), URLs of other origins or of another site on the same
 * server, and never answers with another project's page or a file outside the deployment;
 * `search` never finds another project's text.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDocs } from '../helpers/temp-docs.ts';
import {
  ASSISTANT_DOCS,
  createAssistantSite,
  createBuiltAssistantSite,
} from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { appFetch, callText, connectMcp, resultsOf } from '../server/mcp-client.ts';
import { createTestApp } from '../server/test-app.ts';
import type { TestApp } from '../server/test-app.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';

/** The other project's words: no answer of the first site may contain them. */
const SECRET = 'TOP-SECRET-mcp-5f1e';

const OTHER_DOCS = {
  'docs.json': { name: 'Other', navigation: { groups: [{ group: 'Only', pages: ['private'] }] } },
  'private.mdx': `---\ntitle: Private\n---\n\nThe launch code is ${SECRET}.\n`,
};

const [backend] = testBackends;
if (!backend) throw new Error('No test database backend.');

describe('the MCP server of a hosted site', () => {
  const database = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;
  let other: AssistantSite;
  beforeAll(async () => {
    test = await createTestApp(database.db);
    site = await createBuiltAssistantSite(test, database.db);
    other = await createAssistantSite(database.db, await tempDocs(OTHER_DOCS));
    const queued = await test.services.deployments.request(other.project);
    expect((await test.services.deployments.settled(queued.id)).status).toBe('ready');
    // A Markdown file next to the deployments, where a `..` would lead.
    await writeFile(path.join(test.dataDir, 'outside.md'), SECRET);
    await writeFile(path.join(test.dataDir, 'sites', 'outside.md'), SECRET).catch(() => {});
  }, 180_000);
  afterAll(async () => {
    await test.close();
  });

  const siteUrl = () => `http://localhost/_sites/${site.project.subdomain}`;

  it("refuses paths and URLs outside the site, and other projects' pages", async () => {
    const client = await connectMcp(`${siteUrl()}/mcp`, appFetch(test.app));
    const otherSub = other.project.subdomain;
    const attacks = [
      '/private',
      'private.md',
      `http://localhost/_sites/${otherSub}/private`,
      `http://localhost/_sites/${site.project.subdomain}/../${otherSub}/private`,
      `http://${otherSub}.localhost/private`,
      'https://evil.example/tabs',
      'file:///etc/passwd',
      '../outside',
      '../../outside.md',
      `../${otherSub}/private`,
      '/..%2f..%2foutside',
      '/%2e%2e/%2e%2e/outside',
      '/tabs/..%2f..%2f..%2foutside',
      '..\\outside',
      '/tabs%00',
      '/%2e%2e%5coutside',
    ];
    for (const attack of attacks) {
      const answer = await callText(client, 'read_page', { path: attack });
      expect(answer.isError, attack).toBe(true);
      expect(answer.text, attack).toContain('(404)');
      expect(answer.text, attack).not.toContain(SECRET);
    }
    expect((await callText(client, 'read_page', { path: '../outside' })).text).toBe(
      '"../outside" is not a page path: "." and ".." segments are not allowed. (404)',
    );
    expect((await callText(client, 'read_page', { path: 'https://evil.example/tabs' })).text).toBe(
      `"https://evil.example/tabs" is not a page of ${siteUrl()}. (404)`,
    );
    await client.close();
  });

  it("reads the other project's page only from that project's own server", async () => {
    const mine = await connectMcp(`${siteUrl()}/mcp`, appFetch(test.app));
    const found = await callText(mine, 'search', { query: `launch code ${SECRET}` });
    expect(found.text).not.toContain(SECRET);
    for (const result of resultsOf(found.structured)) expect(result.url).toContain(siteUrl());
    await mine.close();
    const theirs = await connectMcp(
      `http://localhost/_sites/${other.project.subdomain}/mcp`,
      appFetch(test.app),
    );
    expect((await callText(theirs, 'read_page', { path: '/private' })).text).toContain(SECRET);
    await theirs.close();
  });
});

describe('the MCP server of folio dev', () => {
  it('refuses paths that leave the docs folder', async () => {
    const { startDevServer } = await import('../../src/dev/index.ts');
    const root = await tempDocs({ ...ASSISTANT_DOCS, 'secret-notes.txt': SECRET });
    await writeFile(path.join(path.dirname(root), 'outside.md'), SECRET).catch(() => {});
    const server = await startDevServer({ root, port: 0, onLog: () => undefined });
    try {
      const client = await connectMcp(`${server.url}/mcp`);
      for (const attack of ['../outside', '/..%2foutside', '..\\outside', '/secret-notes.txt']) {
        const answer = await callText(client, 'read_page', { path: attack });
        expect(answer.isError, attack).toBe(true);
        expect(answer.text, attack).not.toContain(SECRET);
      }
      await client.close();
    } finally {
      await server.close();
    }
  }, 60_000);
});
