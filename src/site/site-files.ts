/**
 * The text files a built site carries besides its pages: sitemap.xml, robots.txt, llms.txt,
 * llms-full.txt, redirect rules, and the build manifest.
 *
 * @module
 */
import type { UpdateEntry } from '../content/index.ts';
import type { SiteConfig } from '../render/index.ts';

export interface PageSummary {
  route: string;
  title: string;
  description?: string | undefined;
  noindex: boolean;
  hidden: boolean;
  /** Group path, for the llms.txt sections. */
  breadcrumbs: string[];
  /** The page's body as Markdown (see `render/markdown`), for `<route>.md` and llms-full.txt. */
  markdown?: string | undefined;
  /**
   * Set instead of `markdown` when the page's thread wrote its `<route>.md` text to the build's
   * store (see `storeHtml`): the name of that file there, without `.md`.
   */
  markdownHash?: string | undefined;
  /**
   * The page's changelog entries (`<Update>`), for its feed (a build makes the feed where the
   * page renders and drops them, see `render-batch.ts`).
   */
  updates?: readonly UpdateEntry[] | undefined;
}

export interface Redirect {
  source: string;
  destination: string;
  permanent?: boolean | undefined;
}

function absolute(site: SiteConfig, route: string): string {
  return `${site.baseUrl ?? ''}${route}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** Every indexable page; relative URLs when docs.json names no canonical site URL. */
export function sitemapXml(site: SiteConfig, pages: readonly PageSummary[]): string {
  const urls = pages
    .filter((page) => !page.noindex && !page.hidden)
    .map((page) => `  <url><loc>${escapeXml(absolute(site, page.route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig): string {
  const sitemap = site.baseUrl === undefined ? '' : `\nSitemap: ${site.baseUrl}/sitemap.xml`;
  return `User-agent: *\nAllow: /${sitemap}\n`;
}

/** https://llmstxt.org: the site's name, description, and its pages by section. */
export function llmsTxt(site: SiteConfig, pages: readonly PageSummary[]): string {
  const lines = [`# ${site.name}`, ''];
  if (site.description !== undefined) lines.push(`> ${site.description}`, '');
  const instructions = agentInstructionsBlock(site.agentInstructions);
  if (instructions !== undefined) lines.push(instructions, '');
  const sections = new Map<string, PageSummary[]>();
  for (const page of pages) {
    if (page.hidden || page.noindex) continue;
    const section = page.breadcrumbs[0] ?? 'Pages';
    const list = sections.get(section) ?? [];
    list.push(page);
    sections.set(section, list);
  }
  for (const [section, list] of sections) {
    lines.push(`## ${section}`, '');
    for (const page of list) {
      const description = page.description === undefined ? '' : `: ${page.description}`;
      lines.push(`- [${page.title}](${absolute(site, page.route)})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every listed page's Markdown text (see `pageMarkdownText`), one after another, with its URL. */
export function llmsFullTxt(site: SiteConfig, pages: readonly PageSummary[]): string {
  const parts = [llmsFullStart(site)];
  for (const page of pages) {
    if (!hasMarkdown(page)) continue;
    parts.push(pageMarkdownText(page, absolute(site, page.route)));
  }
  return parts.join('\n');
}

/** The start of llms-full.txt: the site's name, and docs.json `markdown.instructions` once. */
export function llmsFullStart(site: SiteConfig): string {
  const instructions = agentInstructionsBlock(site.agentInstructions);
  return instructions === undefined ? `# ${site.name}\n` : `# ${site.name}\n\n${instructions}\n`;
}

/**
 * A page's part of llms-full.txt made from its `<route>.md` text (`pageMarkdownText(page,
 * undefined, site.agentInstructions)`): the same text with the `Source:` line under the title and
 * without the instructions, which llms-full.txt gives once. The build keeps pages' `.md` texts in
 * files, not their summaries' Markdown.
 */
export function llmsFullPart(markdownText: string, site: SiteConfig, route: string): string {
  const block = agentInstructionsBlock(site.agentInstructions);
  // `pageMarkdownText` ends the text with "\n" + the block + "\n" when there is one.
  const text = block === undefined ? markdownText : markdownText.slice(0, -(block.length + 2));
  const titleEnd = text.indexOf('\n');
  return `${text.slice(0, titleEnd)}\nSource: ${absolute(site, route)}${text.slice(titleEnd)}`;
}

/**
 * What `llmsFullPart` reads of the site, as text: a page's part made with other settings is made
 * again, not copied from the last llms-full.txt (see `llms-full-parts.ts`).
 */
export function llmsFullPartSettings(site: SiteConfig): string {
  return JSON.stringify([site.baseUrl ?? '', site.agentInstructions ?? []]);
}

/**
 * Whether the page has a Markdown text to give (`<route>.md`, llms-full.txt): pages llms.txt lists,
 * so a hidden or `noindex` page's text is never served where its HTML is kept out of indexes.
 */
export function hasMarkdown(page: PageSummary): page is PageSummary & { markdown: string } {
  return !page.hidden && !page.noindex && page.markdown !== undefined;
}

/**
 * docs.json `markdown.instructions` as the format shows them to agents: a quoted
 * `## Agent Instructions` heading and the lines. Undefined without instructions.
 */
export function agentInstructionsBlock(lines: readonly string[] | undefined): string | undefined {
  if (lines === undefined || lines.length === 0) return undefined;
  return [
    '> ## Agent Instructions',
    ...lines.map((line) => (line === '' ? '>' : `> ${line}`)),
  ].join('\n');
}

/**
 * A page's Markdown text: `# Title`, its description as a quote, then its body. The text of
 * `<route>.md`, and, with `url` (a `Source:` line under the title), of the page in llms-full.txt.
 * `instructions` (docs.json `markdown.instructions`, for `<route>.md`) are appended to it; in
 * llms-full.txt they come once, after the site's title.
 */
export function pageMarkdownText(
  page: Pick<PageSummary, 'title' | 'description' | 'markdown'>,
  url?: string,
  instructions?: readonly string[],
): string {
  const lines = [`# ${page.title.replace(/\s+/g, ' ').trim()}`];
  if (url !== undefined) lines.push(`Source: ${url}`);
  lines.push('');
  const description = page.description?.replace(/\s+/g, ' ').trim();
  if (description) lines.push(`> ${description}`, '');
  const body = page.markdown?.trim() ?? '';
  if (body !== '') lines.push(body, '');
  const block = agentInstructionsBlock(instructions);
  if (block !== undefined) lines.push(block, '');
  return lines.join('\n');
}

/** The Markdown file of `route` in a built site: `/guides/setup` → `guides/setup.md`, `/` → `index.md`. */
export function markdownFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}

/** The text files made from the site's pages, by name: the build writes them, `folio dev` serves them. */
export const SITE_TEXT_FILES = ['sitemap.xml', 'robots.txt', 'llms.txt', 'llms-full.txt'] as const;
export type SiteTextFile = (typeof SITE_TEXT_FILES)[number];

/** True for the name (a path in the site, without the leading slash) of a site text file. */
export function isSiteTextFile(name: string): name is SiteTextFile {
  return (SITE_TEXT_FILES as readonly string[]).includes(name);
}

/** The text of the site text file `name`, from the summaries of the site's pages (in order). */
export function siteTextFile(
  name: SiteTextFile,
  site: SiteConfig,
  pages: readonly PageSummary[],
): string {
  switch (name) {
    case 'sitemap.xml':
      return sitemapXml(site, pages);
    case 'robots.txt':
      return robotsTxt(site);
    case 'llms.txt':
      return llmsTxt(site, pages);
    case 'llms-full.txt':
      return llmsFullTxt(site, pages);
  }
}

/** `_redirects` (Netlify, Cloudflare Pages): `source destination status`, wildcards as written. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects
    .map((redirect) => {
      const source = redirect.source.replace(/:(\w+)\*/g, '*');
      const destination = redirect.destination.replace(/:(\w+)\*/g, ':splat');
      return `${source} ${destination} ${redirect.permanent === false ? '302' : '301'}`;
    })
    .join('\n');
}

/** A page that sends the browser on to `destination` (for hosts without redirect rules). */
export function redirectPage(destination: string): string {
  const url = escapeXml(destination);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${url}"><link rel="canonical" href="${url}"><meta name="robots" content="noindex"></head><body><p>This page has moved to <a href="${url}">${url}</a>.</p></body></html>`;
}
