/**
 * The Markdown text of every page (docs/site/markdown-pages.mdx), end to end: the `.md` files a
 * build writes, `folio dev` answering `.md` paths and `Accept: text/markdown` (and following an
 * edit), and a hosted site in `folio serve` answering both from its deployment's files, on every
 * database backend of the run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { ProjectCache } from '../../src/server/project-cache.ts';
import { createSiteHost } from '../../src/server/hosting/site-host.ts';
import { createOrganization } from '../../src/storage/index.ts';
import type { Database } from '../../src/storage/index.ts';
import {
  buildTestSite,
  deploy,
  siteFetch,
  tempFolder,
  testProject,
} from '../server/hosting-site.ts';
import { OPEN_TIMEOUT, testBackends } from '../storage/backends.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const docs = {
  'docs.json': JSON.stringify({
    name: 'Acme',
    variables: { product: 'Rocket' },
    navigation: {
      groups: [{ group: 'Start', pages: ['index', 'guides/install', 'guides/config', 'quiet'] }],
    },
  }),
  'index.mdx': '---\ntitle: Home\ndescription: Where to begin.\n---\n\nWelcome to {{product}}.\n',
  'guides/install.mdx': [
    '---',
    'title: Install',
    '---',
    '',
    "import Prereq from '/snippets/prereq.mdx';",
    '',
    '<Prereq tool="node" />',
    '',
    '<Warning>Back up first.</Warning>',
    '',
    '<Steps>',
    '  <Step title="Download">Get the archive.</Step>',
    '  <Step title="Run">Start it.</Step>',
    '</Steps>',
    '',
  ].join('\n'),
  'snippets/prereq.mdx': 'You need {tool} installed.\n',
  'guides/config.mdx': '---\ntitle: Config\n---\n\nSet the options.\n',
  'quiet.mdx': '---\ntitle: Quiet\nnoindex: true\n---\n\nNot for indexes.\n',
  'secret.mdx': '---\ntitle: Secret\n---\n\nNot in the navigation.\n',
};

const installText = [
  '# Install',
  '',
  'You need node installed.',
  '',
  '> **Warning:** Back up first.',
  '',
  '1. **Download**',
  '',
  '   Get the archive.',
  '',
  '2. **Run**',
  '',
  '   Start it.',
  '',
].join('\n');

describe('a built site', () => {
  let site: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const folder = await tempFolder();
    remove = folder.remove;
    site = await buildTestSite(folder.root, docs);
  }, 120_000);
  afterAll(() => remove());

  const read = (file: string): Promise<string> => readFile(path.join(site, file), 'utf8');
  const exists = (file: string): Promise<boolean> =>
    readFile(path.join(site, file)).then(
      () => true,
      () => false,
    );

  it('writes <route>.md next to each page, components and snippets as Markdown', async () => {
    expect(await read('guides/install.md')).toBe(installText);
    expect(await read('index.md')).toBe('# Home\n\n> Where to begin.\n\nWelcome to Rocket.\n');
    // The folder path leads to its first page: its Markdown is that page's.
    expect(await read('guides.md')).toBe(installText);
  });

  it('keeps noindex and hidden pages out, as llms.txt does', async () => {
    expect(await exists('quiet.md')).toBe(false);
    expect(await exists('secret.md')).toBe(false);
    const full = await read('llms-full.txt');
    expect(full).not.toContain('Not for indexes');
    expect(full).not.toContain('Not in the navigation');
  });

  it('gives llms-full.txt the same text, with the URL under the title', async () => {
    const full = await read('llms-full.txt');
    expect(full).toContain(
      installText.replace('# Install\n', '# Install\nSource: /guides/install\n'),
    );
  });
});

describe('folio dev', () => {
  let server: DevServer;
  let root: string;
  beforeAll(async () => {
    root = await tempDocs(docs);
    server = await startDevServer({ root, port: 0, onLog: () => undefined });
  }, 60_000);
  afterAll(() => server.close());

  it('answers <route>.md and Accept: text/markdown with the build text', async () => {
    const file = await fetch(`${server.url}/guides/install.md`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await file.text()).toBe(installText);

    const negotiated = await fetch(`${server.url}/guides/install`, {
      headers: { accept: 'text/markdown, text/html;q=0.5' },
    });
    expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(negotiated.headers.get('vary')).toBe('Accept');
    expect(await negotiated.text()).toBe(installText);

    const html = await fetch(`${server.url}/guides/install`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('vary')).toBe('Accept');

    expect(await (await fetch(`${server.url}/index.md`)).text()).toContain('Welcome to Rocket.');
    expect(await (await fetch(`${server.url}/guides.md`)).text()).toBe(installText);
  });

  it('answers 404 for noindex and hidden pages, never their source', async () => {
    for (const pathname of ['/quiet.md', '/secret.md']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toBe('Not found');
    }
  });

  it('follows an edit of the page', async () => {
    await fetch(`${server.url}/guides/config.md`);
    await writeFile(path.join(root, 'guides/config.mdx'), '---\ntitle: Config\n---\n\nNew text.\n');
    const deadline = Date.now() + 10_000;
    let text = '';
    while (Date.now() < deadline) {
      text = await (await fetch(`${server.url}/guides/config.md`)).text();
      if (text.includes('New text.')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toBe('# Config\n\nNew text.\n');
  });
});

describe.each(testBackends)('folio serve on $name', (backend) => {
  let db: Database | undefined;
  let get: ReturnType<typeof siteFetch>;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const folder = await tempFolder();
    remove = folder.remove;
    const site = await buildTestSite(folder.root, docs);
    const opened = await backend.open();
    db = opened;
    const organization = await createOrganization(opened, { name: 'Test' });
    await deploy(opened, await testProject(opened, organization.id, 'acme'), site);
    get = siteFetch(createSiteHost({ db: opened, projects: new ProjectCache(opened) }));
  }, 120_000 + OPEN_TIMEOUT);
  afterAll(async () => {
    await db?.close();
    await remove();
  });

  const url = (pathname: string): string => `http://acme.localhost:3000${pathname}`;

  it('answers <route>.md from the deployment', async () => {
    const response = await get(url('/guides/install.md'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(installText);
    expect((await get(url('/quiet.md'))).status).toBe(404);
  });

  it('answers Accept: text/markdown on the route, with Vary: Accept on both answers', async () => {
    const markdown = await get(url('/guides/install'), { headers: { accept: 'text/markdown' } });
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toMatch(/\baccept$/);
    expect(await markdown.text()).toBe(installText);

    const home = await get(url('/'), { headers: { accept: 'text/markdown' } });
    expect(await home.text()).toContain('Welcome to Rocket.');

    const html = await get(url('/guides/install'), { headers: { accept: 'text/html' } });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('vary')).toMatch(/\baccept$/);

    // A page without Markdown answers with its HTML.
    const quiet = await get(url('/quiet'), { headers: { accept: 'text/markdown' } });
    expect(quiet.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
