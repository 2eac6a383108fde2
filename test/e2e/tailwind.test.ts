/**
 * Tailwind classes in pages and snippets, end to end: `folio build` writes one stylesheet of the
 * classes the site names and links it from every page, a site that names none ships none, a
 * class added to one page renders that page only, and `folio dev` serves the new class after a
 * save.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const docsJson = {
  name: 'Tailwind site',
  navigation: { groups: [{ group: 'Start', pages: ['index', 'cards'] }] },
};

const classedSite = {
  'docs.json': docsJson,
  'index.mdx': page(
    'Home',
    [
      'import Hero from "/snippets/hero.mdx";',
      '',
      '<img className="hidden dark:block" src="/dark.png" alt="Dark logo" />',
      '',
      '<div className="grid md:grid-cols-2 gap-4">',
      '  <div className="w-[320px]">One</div>',
      '</div>',
      '',
      '<Hero />',
    ].join('\n'),
  ),
  'cards.mdx': page('Cards', '<div class="not-a-tailwind-class">Plain</div>'),
  'snippets/hero.mdx': '<section className="rounded-xl bg-primary/10 p-6">Hero</section>\n',
  'dark.png': 'png',
};

async function outDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
}

describe('folio build with Tailwind classes', () => {
  it('writes one stylesheet of the classes pages and snippets name, linked from every page', async () => {
    const root = await tempDocs(classedSite);
    const out = await outDir();
    const result = await buildSite(root, { outDir: out, cache: false });
    expect(result.diagnostics).toEqual([]);
    const css = await readFile(path.join(out, '_folio/tailwind.css'), 'utf8');
    expect(css).toContain('.hidden {\n  display: none;\n}');
    expect(css).toContain(
      '.dark\\:block:where([data-theme=dark], [data-theme=dark] *) {\n  display: block;\n}',
    );
    expect(css).toContain('.grid {\n  display: grid;\n}');
    expect(css).toMatch(
      /@media \(width >= 48rem\) \{\s*\.md\\:grid-cols-2 \{\s*grid-template-columns: repeat\(2, minmax\(0, 1fr\)\);/,
    );
    expect(css).toContain('.gap-4 {\n  gap: calc(var(--spacing) * 4);\n}');
    expect(css).toContain('.w-\\[320px\\] {\n  width: 320px;\n}');
    // The snippet's classes, and the primary colour as Folio's variable.
    expect(css).toContain('.rounded-xl {');
    expect(css).toContain('--color-primary: var(--folio-primary);');
    expect(css).not.toContain('not-a-tailwind-class');
    // No preflight: Folio's layout is not reset.
    expect(css).not.toMatch(/(^|\n)\s*\*, ::after, ::before/);
    for (const file of ['index.html', 'cards/index.html']) {
      const html = await readFile(path.join(out, file), 'utf8');
      expect(html).toMatch(
        /<link rel="stylesheet" href="\/_folio\/site\.[0-9a-f]+\.css"\/><link rel="stylesheet" href="\/_folio\/tailwind\.css"\/>/,
      );
    }
    const manifest = JSON.parse(await readFile(path.join(out, '_folio/manifest.json'), 'utf8')) as {
      assets: string[];
    };
    expect(manifest.assets).toContain('/_folio/tailwind.css');
  });

  it('ships no Tailwind stylesheet for a site whose pages name no Tailwind class', async () => {
    const root = await tempDocs({
      'docs.json': docsJson,
      'index.mdx': page('Home', '<div className="my-own-card">Styled by the site</div>'),
      'cards.mdx': page('Cards'),
    });
    const out = await outDir();
    const result = await buildSite(root, { outDir: out, cache: false });
    expect(result.written).toBe(true);
    expect(existsSync(path.join(out, '_folio/tailwind.css'))).toBe(false);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).not.toContain('tailwind');
  });

  it('renders only the page that adds a class, and the stylesheet gains it', async () => {
    const root = await tempDocs(classedSite);
    const out = await outDir();
    expect((await buildSite(root, { outDir: out })).rendered).toBe(2);
    await writeFile(
      path.join(root, 'cards.mdx'),
      page('Cards', '<div className="text-emerald-600">Green</div>'),
    );
    const again = await buildSite(root, { outDir: out });
    expect(again.rendered).toBe(1);
    const css = await readFile(path.join(out, '_folio/tailwind.css'), 'utf8');
    expect(css).toContain('.text-emerald-600 {');
    // The page taken from the cache still contributes its classes.
    expect(css).toContain('.w-\\[320px\\] {');
  });
});

describe('folio dev with Tailwind classes', () => {
  const running: DevServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  it('links the stylesheet from every page and serves a class saved into a page', async () => {
    const root = await tempDocs(classedSite);
    const server = await startDevServer({ root, port: 0 });
    running.push(server);
    const html = await (await fetch(`${server.url}/cards`)).text();
    expect(html).toContain('<link rel="stylesheet" href="/_folio/tailwind.css"/>');
    const first = await fetch(`${server.url}/_folio/tailwind.css`);
    expect(first.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const before = await first.text();
    expect(before).toContain('.w-\\[320px\\] {');
    expect(before).not.toContain('.text-emerald-600');

    await writeFile(
      path.join(root, 'cards.mdx'),
      page('Cards', '<div className="text-emerald-600">Green</div>'),
    );
    const deadline = Date.now() + 10_000;
    let after = '';
    while (!after.includes('.text-emerald-600 {') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await (await fetch(`${server.url}/_folio/tailwind.css`)).text();
    }
    expect(after).toContain('.text-emerald-600 {');
  });
});
