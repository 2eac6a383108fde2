import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Project } from '../../storage/index.ts';
import { ProjectCache } from '../project-cache.ts';
import { IMMUTABLE } from './cache-headers.ts';
import { createSiteHost } from './site-host.ts';
import {
  buildTestSite,
  deploy,
  siteFetch,
  tempFolder,
  testDatabase,
  testProject,
  writeFiles,
} from '../../../test/server/hosting-site.ts';

const page = (title: string, body = `Content of ${title}.`): string =>
  `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`;

let folder: Awaited<ReturnType<typeof tempFolder>>;
let db: Database;
let organizationId: string;
let built: string;
let handWritten: string;
let projects: ProjectCache;
let get: ReturnType<typeof siteFetch>;

beforeAll(async () => {
  folder = await tempFolder();
  built = await buildTestSite(folder.root, {
    'docs.json': JSON.stringify({
      name: 'Acme',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guide/intro'] }] },
      redirects: [{ source: '/old', destination: '/guide/intro' }],
    }),
    'index.mdx': page('Home', 'Read the [intro](/guide/intro).\n\n![Logo](/images/logo.png)'),
    'guide/intro.mdx': page('Intro'),
    'images/logo.png': Uint8Array.from([137, 80, 78, 71]),
  });
  handWritten = path.join(folder.root, 'hand');
  await writeFiles(handWritten, {
    'index.html': '<!doctype html><html lang="en"><body><a href="/guide">Guide</a></body></html>',
    'guide.html': '<!doctype html><html><body><h1>Guide</h1></body></html>',
    'kept.html': '<p>kept</p>',
    '_folio/nav/0123456789ab.html':
      '<ul><li><a class="folio-nav-page" href="/guide">Guide</a></li></ul>',
    'theme.css': '@import "/base.css";\n.hero { background: url("/img/hero.png") }\n',
    _redirects: [
      '# rules',
      '/kept.html /guide 301!',
      '/docs/* /guide/:splat 308',
      '/rewrite /guide 200',
      'not a rule at all',
      '/away/* https://example.com/:splat 302',
    ].join('\n'),
  });
  const database = await testDatabase();
  db = database.db;
  organizationId = database.organizationId;
  await deploy(db, await testProject(db, organizationId, 'acme'), built);
  await deploy(db, await testProject(db, organizationId, 'hand'), handWritten);
  projects = new ProjectCache(db, { ttlMs: 60_000 });
  get = siteFetch(createSiteHost({ db, projects }));
}, 120_000);

afterAll(async () => {
  await db.close();
  await folder.remove();
});

describe('sites reached by path', () => {
  it('sends the bare prefix on to the prefix with a slash', async () => {
    const response = await get('http://localhost:3000/_sites/acme?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/_sites/acme/?x=1');
  });

  it('rewrites every root-relative URL of a page under the prefix', async () => {
    const response = await get('http://localhost:3000/_sites/acme/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.slice(0, html.indexOf('>', 16) + 1)).toMatchInlineSnapshot(
      `"<!doctype html><html lang="en" dir="ltr" data-theme-name="mint" data-folio-theme="mint" data-folio-search-index="/_sites/acme/_folio/search/_--_.json" data-folio-base="/_sites/acme">"`,
    );
    const urls = [...html.matchAll(/\s(?:href|src|data-folio-(?!base)[\w-]+)="(\/[^"]*)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(urls.length).toBeGreaterThan(3);
    expect(urls.filter((value) => !value.startsWith('/_sites/acme/'))).toEqual([]);
    expect(html).toContain('href="/_sites/acme/guide/intro"');
    expect(html).toContain('src="/_sites/acme/images/logo.png"');
    const length = Number(response.headers.get('content-length'));
    expect(length).toBe(Buffer.byteLength(html));
  });

  it('serves the files the rewritten page links to', async () => {
    const html = await (await get('http://localhost:3000/_sites/acme/guide/intro')).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(stylesheet).toMatch(/^\/_sites\/acme\/_folio\/site\.[0-9a-f]+\.css$/);
    const css = await get(`http://localhost:3000${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('rewrites redirects and the 404 page under the prefix', async () => {
    const moved = await get('http://localhost:3000/_sites/acme/old');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/_sites/acme/guide/intro');
    const missing = await get('http://localhost:3000/_sites/acme/nothing');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('data-folio-base="/_sites/acme"');
    expect(html).not.toMatch(/\shref="\/_folio/);
    const original = await readFile(path.join(built, '404.html'), 'utf8');
    expect(html).not.toBe(original);
  });

  it('rewrites url() and @import in stylesheets, and leaves other URLs alone', async () => {
    const css = await (await get('http://localhost/_sites/hand/theme.css')).text();
    expect(css).toMatchInlineSnapshot(`
      "@import "/_sites/hand/base.css";
      .hero { background: url("/_sites/hand/img/hero.png") }
      "
    `);
    const byHost = await (await get('http://hand.localhost/theme.css')).text();
    expect(byHost).toContain('url("/img/hero.png")');
    const away = await get('http://localhost/_sites/hand/away/a?b=1');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('https://example.com/a?b=1');
  });

  it('rewrites the sidebar fragments the pages fetch, which stay immutable', async () => {
    const response = await get('http://localhost/_sites/hand/_folio/nav/0123456789ab.html');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toBe(
      '<ul><li><a class="folio-nav-page" href="/_sites/hand/guide">Guide</a></li></ul>',
    );
  });
});

describe('hand-written output', () => {
  it('answers /guide with guide.html', async () => {
    const response = await get('http://hand.localhost/guide');
    expect(await response.text()).toContain('<h1>Guide</h1>');
  });

  it('lets forced rules win over files and skips lines it cannot honour', async () => {
    const forced = await get('http://hand.localhost/kept.html');
    expect(forced.status).toBe(301);
    expect(forced.headers.get('location')).toBe('/guide');
    const splat = await get('http://hand.localhost/docs/a/b');
    expect(splat.status).toBe(308);
    expect(splat.headers.get('location')).toBe('/guide/a/b');
    const rewrite = await get('http://hand.localhost/rewrite');
    expect(rewrite.status).toBe(404);
  });

  it("answers a missing page with the host's own page when the site has no 404.html", async () => {
    const response = await get('http://hand.localhost/missing');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page not found</h1>');
  });
});

describe('deployments', () => {
  it('serves a new current deployment once the project is forgotten', async () => {
    const project = (await projects.bySubdomain('hand')) as Project;
    const next = path.join(folder.root, 'next');
    await writeFiles(next, { 'index.html': '<p>Second deployment</p>' });
    await deploy(db, project, next);
    expect(await (await get('http://hand.localhost/')).text()).toContain('href="/guide"');
    projects.forget(project);
    expect(await (await get('http://hand.localhost/')).text()).toBe('<p>Second deployment</p>');
    expect((await get('http://hand.localhost/guide')).status).toBe(404);
  });

  it('starts serving a project once its first deployment is ready', async () => {
    const project = await testProject(db, organizationId, 'fresh');
    expect((await get('http://fresh.localhost/')).status).toBe(503);
    await deploy(db, project, built);
    projects.forget(project);
    expect((await get('http://fresh.localhost/')).status).toBe(200);
  });
});
