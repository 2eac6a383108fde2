/**
 * The Markdown routes (`<route>.md`, and `Accept: text/markdown` on a route) never reach a file
 * outside the site: encoded `..` segments, backslashes and NUL bytes are refused before any file
 * is looked up (hosted sites answer 404, `folio dev` its 403 for paths leaving the docs folder),
 * and a Markdown file of a deployment that is a symbolic link out is not served.
 */
import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { ProjectCache } from '../../src/server/project-cache.ts';
import { createSiteHost } from '../../src/server/hosting/site-host.ts';
import type { Database } from '../../src/storage/index.ts';
import {
  buildTestSite,
  deploy,
  siteFetch,
  tempFolder,
  testDatabase,
  testProject,
} from '../server/hosting-site.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

/** What the files outside the site say: no answer may contain it. */
const SECRET = 'TOP-SECRET-md-8c21';

const docs = {
  'docs.json': JSON.stringify({
    name: 'Acme',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide/intro'] }] },
  }),
  'index.mdx': page('Home'),
  'guide/intro.mdx': page('Intro'),
};

/** Paths that try to leave the site through the Markdown route. */
const ATTACKS = [
  '/..%2f..%2fetc/passwd.md',
  '/..%2foutside.md',
  '/%2e%2e/outside.md',
  '/%2e%2e%2foutside.md',
  '/guide/..%2f..%2foutside.md',
  '/guide/%2e%2e%2f%2e%2e%2foutside.md',
  '/..%5coutside.md',
  '/outside%00.md',
];

describe('hosted sites', () => {
  let db: Database;
  let get: ReturnType<typeof siteFetch>;
  let remove: () => Promise<void>;
  let site: string;
  beforeAll(async () => {
    const folder = await tempFolder();
    remove = folder.remove;
    site = await buildTestSite(folder.root, docs);
    // Next to the deployment's folder, and what its Markdown file will link to.
    await writeFile(path.join(folder.root, 'outside.md'), SECRET);
    await writeFile(path.join(path.dirname(folder.root), 'outside.md'), SECRET).catch(() => {});
    const database = await testDatabase();
    db = database.db;
    await deploy(db, await testProject(db, database.organizationId, 'acme'), site);
    get = siteFetch(createSiteHost({ db, projects: new ProjectCache(db) }));
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await remove();
  });

  const url = (pathname: string): string => `http://acme.localhost:3000${pathname}`;

  it('answers 404 to .md paths that would leave the site', async () => {
    for (const attack of ATTACKS) {
      const response = await get(url(attack));
      const text = await response.text();
      expect([400, 404], attack).toContain(response.status);
      expect(text, attack).not.toContain(SECRET);
    }
    expect((await get(url('/..%2f..%2fetc/passwd.md'))).status).toBe(404);
  });

  it('answers Accept: text/markdown on such paths without reading outside', async () => {
    for (const attack of ATTACKS.map((item) => item.slice(0, -'.md'.length))) {
      const response = await get(url(attack), { headers: { accept: 'text/markdown' } });
      expect(await response.text(), attack).not.toContain(SECRET);
      expect(response.status, attack).not.toBe(200);
    }
  });

  it('never serves a Markdown file that is a link out of the deployment', async () => {
    const file = path.join(site, 'guide/intro.md');
    await rm(file);
    await symlink(path.join(site, '..', 'outside.md'), file);
    const direct = await get(url('/guide/intro.md'));
    expect(direct.status).toBe(404);
    expect(await direct.text()).not.toContain(SECRET);
    const negotiated = await get(url('/guide/intro'), { headers: { accept: 'text/markdown' } });
    expect(negotiated.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await negotiated.text()).not.toContain(SECRET);
  });
});

describe('folio dev', () => {
  let server: DevServer;
  beforeAll(async () => {
    const root = await tempDocs(docs);
    await writeFile(path.join(path.dirname(root), 'outside.md'), SECRET).catch(() => {});
    server = await startDevServer({ root, port: 0, onLog: () => undefined });
  }, 60_000);
  afterAll(() => server.close());

  it('refuses .md paths that would leave the docs folder', async () => {
    for (const attack of ATTACKS) {
      const response = await fetch(`${server.url}${attack}`, {
        headers: { accept: 'text/markdown' },
      });
      const text = await response.text();
      // fetch itself resolves a literal `%2e%2e` segment: that path stays inside, a plain 404.
      expect([400, 403, 404], attack).toContain(response.status);
      expect(text, attack).not.toContain(SECRET);
    }
    const response = await fetch(`${server.url}/..%2f..%2fetc/passwd.md`);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Forbidden: outside the docs folder');
  });
});
