/**
 * Site settings and links that failed on public sites written for this format, kept fixed: each
 * folder of test/fixtures/real-world-excerpts holds a few lines copied from a real repository (see
 * SOURCES.md there), run through `folio validate`, `folio build` and `folio broken-links` as the
 * CLI runs them. Page content is in real-world-excerpts.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveIcon } from '../src/render/icons/index.ts';
import {
  brokenLinksExcerpt,
  buildExcerpt,
  diagnosticLine,
  validateExcerpt,
} from './helpers/excerpt-runs.ts';

const kinds = [
  'blank-group-names',
  'mint-json',
  'translated-ui-strings',
  'icons-brands',
  'broken-links-folder',
  'broken-links-home',
];

beforeAll(async () => {
  await Promise.all(
    kinds.flatMap((kind) => [buildExcerpt(kind), validateExcerpt(kind), brokenLinksExcerpt(kind)]),
  );
}, 120_000);

/** Checks that `kind` passes validate, build and broken-links with exactly `warnings`. */
async function builds(kind: string, warnings: string[] = []) {
  for (const run of [await validateExcerpt(kind), await buildExcerpt(kind)]) {
    expect(run.report.diagnostics.map(diagnosticLine)).toEqual(warnings);
    expect(run.code).toBe(0);
  }
  const links = await brokenLinksExcerpt(kind);
  expect(links.report.brokenLinks).toEqual([]);
  expect(links.code).toBe(0);
  return buildExcerpt(kind);
}

/** The sidebar's page list of a built page. */
function sidebar(html: string): string {
  return /<nav class="folio-sidebar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? 'no sidebar';
}

/** The `d` of the first path of an icon Folio draws. */
function iconPath(name: string, style: string): string {
  const icon = resolveIcon({ name, style, library: 'fontawesome' }, 'fontawesome');
  const svg = icon.kind === 'svg' ? icon.svg : '';
  return /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? `no path for ${name}`;
}

describe('real-world excerpts: site settings and links', () => {
  it('dify: "group": " " lists its pages without a heading', async () => {
    const built = await builds('blank-group-names');
    const nav = sidebar(await built.read('en/cli/overview/index.html'));
    expect(nav).toContain(
      '<li class="folio-nav-group-item"><div class="folio-nav-section folio-nav-untitled"><ul class="folio-nav-list folio-nav-depth-1"><li><a href="/en/cli/overview" class="folio-nav-page" aria-current="page">',
    );
    // The titled group inside it keeps its heading; the blank one has none.
    expect(
      nav.match(/<span class="folio-nav-title">[^<]*<\/span><span class="folio-chevron"/g),
    ).toEqual([
      '<span class="folio-nav-title">Integrate Your Agents</span><span class="folio-chevron"',
    ]);
    expect(nav).not.toContain('folio-nav-section-title');
    const nested = await built.read('en/cli/integrate-agents/overview/index.html');
    expect(nested).toContain('<h1 class="folio-title">Integrate Your Agents with Dify Apps</h1>');
  });

  it('AgentOps: a mint.json folder builds, with "group": "" untitled, naming folio upgrade', async () => {
    const built = await builds('mint-json', [
      'warning legacy-config mint.json:1:1 mint.json is the legacy format; converted in memory. Run `folio upgrade` to write docs.json.',
    ]);
    const nav = sidebar(await built.read('v2/quickstart/index.html'));
    expect(nav).toContain(
      '<div class="folio-nav-section folio-nav-untitled"><ul class="folio-nav-list folio-nav-depth-1"><li><a href="/v2/introduction" class="folio-nav-page">',
    );
    expect(nav).toContain(
      '<p class="folio-nav-section-title"><span class="folio-nav-title">Getting Started</span></p>',
    );
    const older = await built.read('v1/introduction/index.html');
    expect(older).toContain('<h1 class="folio-title">Introduction</h1>');
    // Each version's folder leads to its first page.
    expect(await built.read('_redirects')).toBe(
      '/v2 /v2/introduction 302\n/v1 /v1/introduction 302\n',
    );
  });

  it('dify: the layout words are translated on zh and ja pages', async () => {
    const built = await builds('translated-ui-strings');
    const toc = (html: string) => /class="folio-toc-title">([^<]+)</.exec(html)?.[1];
    const en = await built.read('en/cli/overview/index.html');
    const zh = await built.read('zh/cli/overview/index.html');
    const ja = await built.read('ja/cli/overview/index.html');
    expect([toc(en), toc(zh), toc(ja)]).toEqual(['On this page', '本页内容', '目次']);
    expect(ja).toMatch(/^<!doctype html><html lang="ja" /i);
    expect(zh).toMatch(/^<!doctype html><html lang="zh-Hans" /i);
  });

  it('mcp-use: footer socials on a Lucide site draw Font Awesome brand icons', async () => {
    const built = await builds('icons-brands');
    const html = await built.read('python/getting-started/quickstart/index.html');
    const socials = /<ul class="folio-socials"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    const uses = [
      ...socials.matchAll(/aria-label="([a-z]+)"[\s\S]*?<use href="([^"#]+)#([^"]+)"/g),
    ];
    expect(uses.map(([, platform]) => platform)).toEqual(['x', 'linkedin', 'github', 'discord']);
    expect(html).not.toContain('folio-icon-placeholder');
    // Each points at a symbol of the sprite holding that brand's drawing.
    const sprite = await built.read(String(uses[0]?.[2]).replace(/^\//, ''));
    const brands = ['x-twitter', 'linkedin', 'github', 'discord'];
    uses.forEach(([, , , id], index) => {
      const symbol = new RegExp(`<symbol id="${String(id)}"[^>]*>([\\s\\S]*?)</symbol>`).exec(
        sprite,
      );
      expect(symbol?.[1]).toContain(iconPath(String(brands[index]), 'brands'));
    });
  });

  it('hoppscotch: a link to a folder path reaches its first page', async () => {
    const built = await builds('broken-links-folder');
    const links = await brokenLinksExcerpt('broken-links-folder');
    expect(links.report.summary.checkedLinks).toBeGreaterThan(0);
    // The build answers the folder path as the platform does.
    expect(await built.read('_redirects')).toContain(
      '/documentation/clients/cli /documentation/clients/cli/overview 302\n',
    );
    const home = await built.read('index.html');
    expect(home).toContain('href="/documentation/clients/cli"');
  });

  it('mem0: redirects to / reach the home page, the first page of the navigation', async () => {
    const built = await builds('broken-links-home');
    const links = await brokenLinksExcerpt('broken-links-home');
    expect(links.report.summary.checkedLinks).toBeGreaterThan(0);
    expect(await built.read('_redirects')).toBe(
      '/migration/breaking-changes / 301\n/migration/v0-to-v1 / 301\n/platform/features/async-mode-default-change / 301\n',
    );
    expect(await built.read('index.html')).toContain('<title>Build AI apps that remember - Mem0');
  });
});
