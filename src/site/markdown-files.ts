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
 * The text comes from each page's summary, which the build cache keeps, or, in a build, from the
 * file its render thread wrote beside the pages' HTML (`markdownHash`): a warm build converts
 * nothing again, the building thread holds no page's text, and the site writer rewrites only the
 * files whose text changed. llms-full.txt is written in the same pass (see `llms-full-file.ts`).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../render/index.ts';
import { LlmsFullFile } from './llms-full-file.ts';
import {
  hasMarkdown,
  llmsFullPart,
  llmsFullPartSettings,
  llmsFullStart,
  markdownFile,
  pageMarkdownText,
} from './site-files.ts';
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

/**
 * Adds the site's Markdown files and llms-full.txt to `output`, reading each page's text in page
 * order and letting it go. `store` is the folder holding the `.md` files pages' summaries name
 * (`markdownHash`), where llms-full.txt is written too. `engine` is the hash of the code that
 * makes the parts of llms-full.txt: the parts of the last file made by the same code and
 * settings are copied from it for pages whose text has not changed, without reading their text.
 * Those copies are made while the caller goes on: llms-full.txt is in `output` once the promise
 * returned is fulfilled.
 */
export function addMarkdownFiles(
  output: SiteOutput,
  pages: readonly PageSummary[],
  routes: MarkdownRoutes,
  site: SiteConfig,
  store: string | undefined,
  engine = '',
): Promise<void> {
  const context = createHash('sha256')
    .update(`${engine}\0${llmsFullPartSettings(site)}`)
    .digest('hex')
    .slice(0, 20);
  const full = new LlmsFullFile(store, llmsFullStart(site), context);
  const placed = new Map<string, (relative: string) => void>();
  for (const page of pages) {
    if (page.hidden || page.noindex) continue;
    let place: (relative: string) => void;
    if (page.markdownHash !== undefined) {
      if (store === undefined) throw new Error(`No folder holds the Markdown of ${page.route}.`);
      const file = path.join(store, `${page.markdownHash}.md`);
      const hash = page.markdownHash;
      let bytes = full.reuse(page.route, hash);
      if (bytes === undefined) {
        const text = readFileSync(file, 'utf8');
        bytes = Buffer.byteLength(text);
        const listed = { route: page.route, key: hash, markdownBytes: bytes };
        full.append(llmsFullPart(text, site, page.route), listed);
      }
      const size = bytes;
      place = (relative) => {
        output.cached(relative, file, hash, size);
      };
    } else if (page.markdown !== undefined) {
      const own = pageMarkdownText(page, undefined, site.agentInstructions);
      full.append(llmsFullPart(own, site, page.route));
      place = (relative) => {
        output.text(relative, own);
      };
    } else continue;
    place(markdownFile(page.route));
    placed.set(page.route, place);
  }
  const taken = new Set([...placed.keys()].map(markdownFile));
  const aliases: [string, string][] = [['/', routes.home], ...routes.folders];
  for (const [source, destination] of aliases) {
    const place = placed.get(destination);
    const file = markdownFile(source);
    if (place && !taken.has(file)) {
      place(file);
      taken.add(file);
    }
  }
  return full.addTo(output);
}
