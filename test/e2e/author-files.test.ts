/**
 * The author's own CSS and JS files, end to end: every `.css` and `.js` file of the docs folder
 * is linked from every page, in path order, after Folio's stylesheet and script; a file added
 * later renders the pages again in a cached build; `folio dev` links them too and tells browsers
 * to reload when one is saved.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const site = {
  'docs.json': {
    name: 'Author files',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  },
  'index.mdx': page('Home'),
  'guide.mdx': page('Guide'),
  'style.css': '.hero { color: red; }\n',
  'css/a theme.css': '.hero { color: blue; }\n',
  'script.js': 'window.order = [...(window.order ?? []), "script"];\n',
  'analytics/tracker.js': 'window.order = [...(window.order ?? []), "tracker"];\n',
  'node_modules/pkg/index.js': 'throw new Error("never included");\n',
};

/** The stylesheet and script URLs of a page's head, in order. */
function headAssets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<(?:link rel="stylesheet" href|script src)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('folio build with author CSS and JS files', () => {
  it('links every .css and .js file from every page, in path order, after Folio’s own', async () => {
    const root = await tempDocs(site);
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
    const result = await buildSite(root, { outDir: out, cache: false });
    expect(result.written).toBe(true);
    for (const file of ['index.html', 'guide/index.html']) {
      const assets = headAssets(await readFile(path.join(out, file), 'utf8'));
      expect(assets.map((url) => url.replace(/\.[0-9a-f]+\./, '.HASH.'))).toEqual([
        '/_folio/site.HASH.css',
        '/css/a%20theme.css',
        '/style.css',
        '/_folio/site.HASH.js',
        '/analytics/tracker.js',
        '/script.js',
      ]);
    }
    expect(await readFile(path.join(out, 'css/a theme.css'), 'utf8')).toContain('blue');
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<script src="/script.js" defer=""></script>');
    expect(html).not.toContain('node_modules');
  });

  it('renders the pages again when a stylesheet is added to a cached build', async () => {
    const root = await tempDocs(site);
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
    expect((await buildSite(root, { outDir: out })).rendered).toBe(2);
    expect((await buildSite(root, { outDir: out })).rendered).toBe(0);
    await writeFile(path.join(root, 'extra.css'), '.extra { color: green; }\n');
    expect((await buildSite(root, { outDir: out })).rendered).toBe(2);
    expect(await readFile(path.join(out, 'guide/index.html'), 'utf8')).toContain(
      '<link rel="stylesheet" href="/extra.css"/>',
    );
  });
});

describe('folio dev with author CSS and JS files', () => {
  const running: DevServer[] = [];
  const streams: AbortController[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.abort();
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  /** Resolves with the data of the next `reload` event of the live-reload stream. */
  async function nextReload(url: string): Promise<() => Promise<string>> {
    const controller = new AbortController();
    streams.push(controller);
    const response = await fetch(`${url}/_folio/dev/events`, { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const read = async (event: string): Promise<string> => {
      for (;;) {
        const match = new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`).exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return match[1] ?? '';
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the event stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    await read('hello');
    return () => read('reload');
  }

  it('links the files, serves them, and reloads browsers when one is saved or added', async () => {
    const root = await tempDocs(site);
    const server = await startDevServer({ root, port: 0 });
    running.push(server);
    const html = await (await fetch(`${server.url}/guide`)).text();
    expect(headAssets(html)).toEqual([
      '/_folio/site.dev.css',
      '/_folio/tailwind.css',
      '/css/a%20theme.css',
      '/style.css',
      '/_folio/site.dev.js',
      '/analytics/tracker.js',
      '/script.js',
    ]);
    expect(await (await fetch(`${server.url}/style.css`)).text()).toContain('red');

    const reload = await nextReload(server.url);
    await writeFile(path.join(root, 'style.css'), '.hero { color: purple; }\n');
    expect(JSON.parse(await reload())).toEqual({ routes: null });
    expect(await (await fetch(`${server.url}/style.css`)).text()).toContain('purple');

    await writeFile(path.join(root, 'late.js'), 'window.late = true;\n');
    expect(JSON.parse(await reload())).toEqual({ routes: null });
    const again = await (await fetch(`${server.url}/guide`)).text();
    expect(headAssets(again)).toContain('/late.js');
  });
});
