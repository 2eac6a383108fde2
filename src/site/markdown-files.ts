/**
 * The Markdown file of every page a built site carries (`<route>.md` next to the page's HTML, see
 * docs/site/markdown-pages.mdx): the page's Markdown text, the same as its part of llms-full.txt.
 * The home page's is `index.md` too when no page is at `/`, and a folder path that leads to its
 * first page (`/guides` → `/guides/intro`) has `guides.md`, that page's text, as a folder's URL
 * shows that page's HTML: a Markdown client follows no redirect page. Pages llms.txt leaves out
 * (hidden, `noindex`) have none.
 *
 * docs.json `markdown.instructions` end each file, as an "Agent Instructions" block.
 *
 * The text comes from each page's summary, which the build cache keeps: a warm build converts
 * nothing again, and the site writer rewrites only the files whose text changed.
 *
 * @module
 */
import { hasMarkdown, markdownFile, pageMarkdownText } from './site-files.ts';
import type { PageSummary } from './site-files.ts';
import type { SiteOutput } from './site-output.ts';

/** Where the site's other routes lead: the home page, and folder paths with their first page. */
export interface MarkdownRoutes {
  home: string;
  folders: ReadonlyMap<string, string>;
}

/** The Markdown files of the site, by path in the output folder (in page order). */
export function markdownFiles(
  pages: readonly PageSummary[],
  routes: MarkdownRoutes,
  instructions?: readonly string[],
): Map<string, string> {
  const files = new Map<string, string>();
  const byRoute = new Map<string, string>();
  for (const page of pages) {
    if (!hasMarkdown(page)) continue;
    const text = pageMarkdownText(page, undefined, instructions);
    byRoute.set(page.route, text);
    files.set(markdownFile(page.route), text);
  }
  const aliases: [string, string][] = [['/', routes.home], ...routes.folders];
  for (const [source, destination] of aliases) {
    const text = byRoute.get(destination);
    const file = markdownFile(source);
    if (text !== undefined && !files.has(file)) files.set(file, text);
  }
  return files;
}

/** Adds the site's Markdown files to `output`. */
export function addMarkdownFiles(
  output: SiteOutput,
  pages: readonly PageSummary[],
  routes: MarkdownRoutes,
  instructions?: readonly string[],
): void {
  for (const [file, text] of markdownFiles(pages, routes, instructions)) output.text(file, text);
}
