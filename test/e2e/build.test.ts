/**
 * `folio build` end to end: the real docs folders and Folio's own docs build with 0 errors and a
 * page for every route; the files a static host needs are there; a bad page fails the build
 * without hiding other pages' errors; `--keep-going`; the build cache.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CACHE_LAYOUT } from '../../src/shared/index.ts';
import { loadDocsProject } from '../../src/content/index.ts';
import { buildSite, htmlFile } from '../../src/site/index.ts';
import { query } from '../../src/search/index.ts';
import { corpus, hasCorpora, NEEDS_CORPORA } from '../helpers/corpora.ts';
import { runFolio, spawnFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import { builtSearchIndex, builtSearchText } from '../helpers/built-search-index.ts';

const docs = fileURLToPath(new URL('../../docs/', import.meta.url));

async function outDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
}

/** Builds the docs folder at `root` and checks every page and the files a static host needs. */
async function buildsEveryPage(root: string): Promise<void> {
  const out = await outDir();
  const result = await buildSite(root, { outDir: out, cache: false });
  expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
  expect(result.written).toBe(true);
  const project = await loadDocsProject(root);
  const routes = project.navigation?.pages.map((resolved) => resolved.route) ?? [];
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    expect(existsSync(path.join(out, htmlFile(route))), route).toBe(true);
  }
  for (const file of [
    'index.html',
    '404.html',
    'sitemap.xml',
    'robots.txt',
    'llms.txt',
    'llms-full.txt',
    '_folio/manifest.json',
  ]) {
    expect(existsSync(path.join(out, file)), file).toBe(true);
  }
  const searchFiles = await readdir(path.join(out, '_folio', 'search'));
  expect(searchFiles.length).toBeGreaterThan(0);
  // The assistant's full-text corpus is for deployments of a Folio server only.
  expect(existsSync(path.join(out, '_folio', 'assistant'))).toBe(false);
}

describe.skipIf(!hasCorpora).each(['mintlify-starter', 'trigger-docs'] as const)(
  `building %s, ${NEEDS_CORPORA}`,
  (name) => {
    it('writes every page with 0 errors', { timeout: 240_000 }, () =>
      buildsEveryPage(corpus(name)),
    );
  },
);

describe('building Folio docs', () => {
  it('writes every page with 0 errors', { timeout: 240_000 }, () => buildsEveryPage(docs));
});

describe('folio build', () => {
  const site = {
    'docs.json': {
      name: 'Test site',
      navigation: {
        groups: [{ group: 'Start', pages: ['index', 'broken', 'other', 'also-broken'] }],
      },
      redirects: [{ source: '/old', destination: '/other' }],
    },
    'index.mdx': page('Home', 'Welcome. See [other](/other).'),
    'broken.mdx': page('Broken', '<Card title="x">\nnever closed\n'),
    'also-broken.mdx': page('Also broken', 'Value: {process.env.HOME}'),
    'other.mdx': page('Other', '## Part one\n\nText.'),
    'images/logo.png': new Uint8Array([137, 80, 78, 71]),
  };

  it('fails on bad pages, reports every one of them, and writes nothing', async () => {
    const root = await tempDocs(site);
    const out = await outDir();
    const result = await runFolio(['build', root, '--out', out, '--no-cache']);
    expect(result.code).toBe(1);
    expect(result.stderr.replaceAll(path.relative(process.cwd(), root), '<docs>'))
      .toMatchInlineSnapshot(`
      "error[mdx]: Expected a closing tag for \`<Card>\`
        --> <docs>/broken.mdx:5:1
         |
      5  | <Card title="x">
         | ^
        = fix: Close the component (</Card>) or make it self-closing (<Card />).

      error[mdx-code]: \`process\` is not available in page code: pages are built without Node.js globals (process, require, Buffer, fetch, timers); write the value in the page, or export it from a snippet
        --> <docs>/also-broken.mdx:5:9
         |
      5  | Value: {process.env.HOME}
         |         ^
      "
    `);
    expect(result.stdout).toMatch(
      /^Build failed in [\d.]+ s: 2 errors, 0 warnings\. Nothing was written \(fix the errors, or use --keep-going to build the other pages\)\.\n$/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('with --keep-going writes the good pages and still exits 1', async () => {
    const root = await tempDocs(site);
    const out = await outDir();
    const result = await runFolio(['build', root, '--out', out, '--keep-going', '--no-cache']);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(out, 'other/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'broken/index.html'))).toBe(false);
    expect(existsSync(path.join(out, 'images/logo.png'))).toBe(true);
    const redirect = await readFile(path.join(out, 'old/index.html'), 'utf8');
    expect(redirect).toContain('url=/other');
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toBe('/old /other 301\n');
  });

  it('reuses unchanged pages from the cache and re-renders an edited one', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Cached', navigation: { pages: ['a', 'b', 'c'] } },
      'a.mdx': page('A'),
      'b.mdx': page('B', "import Part from '/snippets/part.mdx';\n\n<Part />"),
      'c.mdx': page('C'),
      'snippets/part.mdx': 'First version of the part.',
    });
    const out = await outDir();
    const first = await buildSite(root, { outDir: out });
    expect(first.rendered).toBe(3);
    const second = await buildSite(root, { outDir: out });
    expect(second.rendered).toBe(0);
    expect(await readFile(path.join(out, 'b/index.html'), 'utf8')).toContain(
      'First version of the part.',
    );

    await writeFile(path.join(root, 'snippets/part.mdx'), 'Second version of the part.');
    const third = await buildSite(root, { outDir: out });
    expect(third.rendered).toBe(1);
    expect(await readFile(path.join(out, 'b/index.html'), 'utf8')).toContain(
      'Second version of the part.',
    );

    await writeFile(path.join(root, 'a.mdx'), page('A renamed'));
    const fourth = await buildSite(root, { outDir: out });
    // A title changes every sidebar: all pages are laid out again.
    expect(fourth.rendered).toBe(3);
    expect(await readFile(path.join(out, 'c/index.html'), 'utf8')).toContain('A renamed');

    // The output is updated in place: a removed page's file goes, the others stay current.
    await writeFile(
      path.join(root, 'docs.json'),
      JSON.stringify({ name: 'Cached', navigation: { pages: ['a', 'b'] } }),
    );
    await rm(path.join(root, 'c.mdx'));
    await buildSite(root, { outDir: out });
    expect(existsSync(path.join(out, 'c'))).toBe(false);
    expect(await readFile(path.join(out, 'b/index.html'), 'utf8')).not.toContain('href="/c"');
    expect(existsSync(path.join(out, 'a/index.html'))).toBe(true);
  });

  it('keeps one copy of the site assets in the cache, deleting those of older Folio code', async () => {
    const older = 'assets-0123456789abcdef.json';
    const root = await tempDocs({
      'docs.json': { name: 'Assets', navigation: { pages: ['a'] } },
      'a.mdx': page('A'),
      '.folio/cache/VERSION': `${String(CACHE_LAYOUT)}\n`,
      [`.folio/cache/assets/${older}`]: '{}',
    });
    const result = spawnFolio(['build', root, '--out', await outDir()]);
    expect(result.code).toBe(0);
    const kept = (await readdir(path.join(root, '.folio', 'cache', 'assets'))).filter((name) =>
      name.startsWith('assets-'),
    );
    expect(kept).toHaveLength(1);
    expect(kept).not.toContain(older);
  });

  it("empties a cache folder of another layout (an older Folio's) before using it", async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Layout', navigation: { pages: ['a'] } },
      'a.mdx': page('A'),
      '.folio/cache/highlight/old.pack': 'old',
      '.folio/cache/docs-json.json': '{}',
    });
    const result = spawnFolio(['build', root, '--out', await outDir()]);
    expect(result.code).toBe(0);
    const cache = path.join(root, '.folio', 'cache');
    expect(await readFile(path.join(cache, 'VERSION'), 'utf8')).toBe(`${String(CACHE_LAYOUT)}\n`);
    const names = await readdir(cache);
    expect(names).not.toContain('highlight');
    expect(names).not.toContain('docs-json.json');
    expect(names).toEqual(expect.arrayContaining(['build', 'config', 'assets']));
  });

  it('writes sitemap, robots, llms.txt and the search index', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Files',
        description: 'A small site.',
        seo: { metatags: { canonical: 'https://docs.example.com' } },
        navigation: { groups: [{ group: 'Guides', pages: ['intro', 'setup'] }] },
      },
      'intro.mdx': page('Intro', '## Why\n\nBecause.'),
      'setup.mdx': '---\ntitle: Setup\ndescription: Install it.\n---\n\nRun the installer.\n',
      'draft.mdx': page('Draft'),
    });
    const out = await outDir();
    await buildSite(root, { outDir: out, cache: false });
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.example.com/intro</loc>');
    expect(sitemap).not.toContain('/draft');
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
    expect(await readFile(path.join(out, 'llms.txt'), 'utf8')).toBe(
      '# Files\n\n> A small site.\n\n## Guides\n\n- [Intro](https://docs.example.com/intro)\n- [Setup](https://docs.example.com/setup): Install it.\n',
    );
    const full = await readFile(path.join(out, 'llms-full.txt'), 'utf8');
    // Each page as its Markdown file has it, with its URL under the title.
    expect(full).toContain(
      '# Setup\nSource: https://docs.example.com/setup\n\n> Install it.\n\nRun the installer.\n',
    );
    expect(await readFile(path.join(out, 'setup.md'), 'utf8')).toBe(
      '# Setup\n\n> Install it.\n\nRun the installer.\n',
    );
    expect(await builtSearchText(out)).toContain('Because');
  });
});

describe('folio build: searchable and boost', () => {
  it('indexes hidden pages marked searchable, leaves out searchable: false, and boosts', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Search',
        navigation: {
          tabs: [
            {
              tab: 'Guides',
              groups: [
                { group: 'Plain', pages: ['plain'] },
                { group: 'Boosted', boost: 3, pages: ['boosted'] },
                { group: 'Secret', searchable: false, pages: ['secret'] },
              ],
            },
            { tab: 'Internal', hidden: true, searchable: true, pages: ['internal'] },
          ],
        },
      },
      'plain.mdx': page('Plain', 'Rotate the widget keys.'),
      'boosted.mdx': page('Boosted', 'Rotate the widget keys.'),
      'secret.mdx': page('Secret', 'Rotate the widget keys.'),
      'internal.mdx': page('Internal', 'Rotate the widget keys.'),
    });
    const out = await outDir();
    await buildSite(root, { outDir: out, cache: false });
    const index = await builtSearchIndex(out);
    const hits = query(index, 'rotate widget keys').map((hit) => hit.route);
    expect(hits[0]).toBe('/boosted');
    expect(hits).toContain('/plain');
    expect(hits).toContain('/internal');
    expect(hits).not.toContain('/secret');
  });
});

describe('folio build with a broken docs.json', () => {
  it('fails without suggesting --keep-going, which cannot help', async () => {
    const root = await tempDocs({
      'docs.json': '{ "name": "x", "navigation": ',
      'index.mdx': page('Home'),
    });
    const out = await outDir();
    const result = await runFolio(['build', root, '--out', out, '--no-cache']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^Build failed in [\d.]+ s: 1 error, 0 warnings\. Nothing was written\.\n$/,
    );
    expect(existsSync(out)).toBe(false);
  });
});

describe('folio build --assistant-api --assistant-key', () => {
  const API = 'https://folio.example.com/v1/assistant/acme/message';
  const KEY = 'folio_assistant_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

  it('adds the Ask AI panel: button, script and settings; without them there is none', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'x', navigation: { pages: ['index'] } },
      'index.mdx': page('Home'),
    });
    const out = await outDir();
    const result = await runFolio([
      'build',
      root,
      '--out',
      out,
      '--assistant-api',
      API,
      '--assistant-key',
      KEY,
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(await readFile(path.join(out, '_folio/assistant.json'), 'utf8'))).toEqual({
      api: API,
      key: KEY,
    });
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('data-folio-assistant-open');
    const script = /data-folio-assistant="\/(_folio\/assistant\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(script && existsSync(path.join(out, script))).toBe(true);

    // The same folder again without the flags: the cached pages lose the panel too.
    const plain = await runFolio(['build', root, '--out', out]);
    expect(plain.code).toBe(0);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).not.toContain('folio-assistant');
    expect(existsSync(path.join(out, '_folio/assistant.json'))).toBe(false);
  });

  it('refuses an admin key, a lone flag and a URL that is not http(s), writing nothing', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'x', navigation: { pages: ['index'] } },
      'index.mdx': page('Home'),
    });
    const out = await outDir();
    const cases = [
      [['--assistant-api', API, '--assistant-key', 'folio_admin_AbCdEfGhIjKlMnOpQrStUvWxYz012345']],
      [['--assistant-api', API]],
      [['--assistant-api', 'ftp://x/y', '--assistant-key', KEY]],
    ];
    const messages: string[] = [];
    for (const [flags] of cases) {
      const result = await runFolio(['build', root, '--out', out, ...(flags ?? [])]);
      expect(result.code).toBe(2);
      messages.push(result.stderr.trim());
    }
    expect(messages).toMatchInlineSnapshot(`
      [
        "folio build: --assistant-key got an admin key, which would be published in every page: create an assistant key (folio keys create --project ID --type assistant)
      Run folio build --help for usage.",
        "folio build: --assistant-api and --assistant-key go together: give both
      Run folio build --help for usage.",
        "folio build: --assistant-api takes the assistant's http(s) URL, such as https://folio.example.com/v1/assistant/acme/message; got "ftp://x/y"
      Run folio build --help for usage.",
      ]
    `);
    expect(existsSync(out)).toBe(false);
  });
});
