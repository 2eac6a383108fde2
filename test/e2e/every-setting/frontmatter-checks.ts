/**
 * The every-setting checks of page frontmatter: one per field of the table in
 * docs/reference/frontmatter.mdx, each over the fixture page that sets it. `fieldsOfDocsPage`
 * reads that table, so a field added to the page without a check here fails the test.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { files, page, read, searchText, type Check } from './built-site.ts';

/** The fields the docs page's table lists (`og:*` and `twitter:*` kept as patterns). */
export async function fieldsOfDocsPage(): Promise<string[]> {
  const text = await readFile('docs/reference/frontmatter.mdx', 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
    );
}

/** The path data of a Font Awesome icon as drawn in `style` (the package Folio draws from). */
export async function fontAwesomePath(style: string, name: string): Promise<string> {
  const svg = await readFile(
    `node_modules/@fortawesome/fontawesome-free/svgs-full/${style}/${name}.svg`,
    'utf8',
  );
  return /\bd="([^"]+)"/.exec(svg)?.[1] ?? '';
}

/** The sprite symbol the link to `href` shows as its icon, as SVG text. */
export async function iconOfLink(html: string, href: string): Promise<string> {
  const id = new RegExp(
    `href="${href}" class="[^"]*"[^>]*><span class="folio-icon[^"]*"[^>]*><svg[^>]*><use href="[^"#]+#([^"]+)"`,
  ).exec(html)?.[1];
  if (id === undefined) throw new Error(`no icon on the link to ${href}`);
  const sprite = (await files()).find((file) => /^_folio\/icons\.[0-9a-f]+\.svg$/.test(file)) ?? '';
  return new RegExp(`<symbol id="${id}"[\\s\\S]*?</symbol>`).exec(await read(sprite))?.[0] ?? '';
}

const nav = () => page('guide');

export const FRONTMATTER_CHECKS: Record<string, Check> = {
  title: async () => {
    expect(await page('guide/first')).toContain('<h1 class="folio-title">First page title<');
  },
  sidebarTitle: async () => {
    expect(await nav()).toMatch(
      /href="\/guide\/first" class="folio-nav-page"><span class="folio-nav-title">First<\/span>/,
    );
  },
  description: async () => {
    expect(await page('guide/first')).toContain(
      '<meta name="description" content="The first page."/>',
    );
  },
  icon: async () => {
    // face-grin: a Font Awesome name, drawn from Font Awesome although the site uses Lucide.
    expect(await iconOfLink(await nav(), '/guide/fields')).toContain('viewBox="0 0 640 640"');
  },
  iconType: async () => {
    const regular = await fontAwesomePath('regular', 'face-grin');
    expect(regular).not.toBe(await fontAwesomePath('solid', 'face-grin'));
    expect(await iconOfLink(await nav(), '/guide/fields')).toContain(regular.slice(0, 40));
  },
  tag: async () => {
    expect(await nav()).toContain(
      '<span class="folio-nav-title">Fields page</span><span class="folio-tag">FIELDTAG</span>',
    );
  },
  mode: async () => {
    expect(await page('guide/fields')).toContain(
      '<main id="folio-main" class="folio-main" data-mode="wide"',
    );
  },
  url: async () => {
    expect(await nav()).toContain(
      '<a href="https://external.example.com/page" class="folio-nav-page"',
    );
  },
  openapi: async () => {
    expect(await page('guide/lowered')).toContain('data-folio-api="operation"');
    expect(await page('guide/lowered')).toMatch(
      /data-folio-api-base="">https:\/\/water\.example\.com</,
    );
  },
  api: async () => {
    expect(await page('guide/endpoint')).toContain('folio-api-method-post');
    expect(await page('guide/endpoint')).toContain('https://mdx.every.example.com');
  },
  authMethod: async () => {
    // `basic` on this page, instead of api.mdx.auth's key header.
    expect(await page('guide/endpoint')).toContain('&quot;kind&quot;:&quot;basic&quot;');
  },
  playground: async () => {
    // `interactive` on this page, although api.playground.display is `simple`.
    expect(await page('guide/endpoint')).toContain('data-folio-playground=');
  },
  asyncapi: async () => {
    expect(await page('guide/channel')).toContain(
      'smartylighting/streetlights/1/0/action/{streetlightId}/turn/on',
    );
  },
  deprecated: async () => {
    expect(await nav()).toContain(
      '<span class="folio-nav-title">First</span><span class="folio-tag folio-deprecated">Deprecated</span>',
    );
  },
  hidden: async () => {
    expect(await nav()).not.toContain('Secret page');
    expect(await page('guide/secret')).toContain('Secret wombatword body.');
  },
  noindex: async () => {
    expect(await page('guide/noindexed')).toContain('<meta name="robots" content="noindex"/>');
    expect(await read('sitemap.xml')).not.toContain('/guide/noindexed');
    expect(await read('llms.txt')).not.toContain('/guide/noindexed');
  },
  keywords: async () => {
    expect(await page('guide/first')).toContain('<meta name="keywords" content="zebracorn"/>');
    expect(await searchText('en--v2')).toContain('zebracorn');
  },
  boost: async () => {
    expect(await searchText('en--v2')).toContain('["/guide/lowered","Lowered page",0,0.5]');
  },
  hideFooterPagination: async () => {
    expect(await page('guide/first')).toContain('<nav class="folio-pagination"');
    expect(await page('guide/second')).not.toContain('class="folio-pagination"');
  },
  timestamp: async () => {
    // false on this page, although metadata.timestamp is true.
    expect(await page('guide/first')).toContain('folio-last-modified');
    expect(await page('guide/fields')).not.toContain('folio-last-modified');
  },
  lastUpdatedDate: async () => {
    expect(await page('guide/endpoint')).toContain(
      '<time dateTime="2024-03-05">March 5, 2024</time>',
    );
  },
  'og:*': async () => {
    expect(await page('guide/second')).toContain(
      '<meta property="og:title" content="Second for social"/>',
    );
    expect(await page('guide/fields')).toContain(
      '<meta property="og:image" content="https://every.example.com/fields-card.png"/>',
    );
  },
  'twitter:*': async () => {
    const html = await page('guide/fields');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:title" content="Fields for Twitter"/>');
  },
  canonical: async () => {
    expect(await page('guide/fields')).toContain(
      '<link rel="canonical" href="https://canonical.example.com/fields"/>',
    );
  },
  robots: async () => {
    expect(await page('guide/fields')).toContain('<meta name="robots" content="nofollow"/>');
  },
};
