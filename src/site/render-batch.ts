/**
 * Renders the pages at `routes` and packs each result
 * for the site writer: HTML, search segment, summary for sitemap and llms.txt, which client
 * libraries the page needs, and its Open Graph image (drawn here, on the rendering thread).
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import { pageSegment, segmentFingerprint } from '../search/index.ts';
import type { CachedIndex, PageSegment, SegmentFingerprint } from '../search/index.ts';
import { readTextInsideSync } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { hashText } from './cached-html.ts';
import type { TextStore } from './cached-html.ts';
import { pageSummary } from './page-summary.ts';
import { SegmentStore } from './stored-segments.ts';
import { pageFeed } from './update-feeds.ts';
import type { OgImageDrawer } from './og-images.ts';
import type { SearchFile } from './search-files.ts';
import { hasMarkdown, pageMarkdownText } from './site-files.ts';
import type { PageSummary } from './site-files.ts';
import type { PageRenderer } from '../render/index.ts';

export interface PageResult {
  route: string;
  file?: string | undefined;
  /** Undefined when the page has errors, or when it was written to the cache (`htmlHash`). */
  html?: string | undefined;
  /** Set when the rendering thread wrote the HTML into the build cache: its hash there. */
  htmlHash?: string | undefined;
  /** Size of the HTML in bytes (0 when the page has errors). */
  htmlBytes: number;
  summary: PageSummary;
  /**
   * The page's segment of its search index as JSON, only when it could not be stored (no store,
   * or the store cannot be written): stored, it is read back by its fingerprint's hash when its
   * index is built (see `stored-segments.ts`), so the building thread holds no page's segment.
   */
  searchJson?: string | undefined;
  /**
   * What stands for the segment where the segment itself is not needed (see `indexFiles`); its
   * hash names the stored segment.
   */
  searchFingerprint: SegmentFingerprint;
  /** The hash of the stored segment's body, which its head names (see `stored-segments.ts`). */
  searchBody?: string | undefined;
  usesMath: boolean;
  usesMermaid: boolean;
  /** The page's own diagnostics. */
  diagnostics: Diagnostic[];
  /** Snippet files it uses. */
  dependencies: string[];
  /** The script of its interactive components, written under `_folio/islands/`. */
  islandScript?: { url: string; text: string } | undefined;
  /** The hash of its generated Open Graph image (see `og-images.ts`). */
  ogImage?: string | undefined;
  /**
   * Its RSS feed when it holds changelog entries (see `update-feeds.ts`): made here, on the
   * rendering thread, so the building thread neither parses every changelog again nor keeps
   * their sources. Only when it could not be stored (see `feedFile`).
   */
  feed?: string | undefined;
  /** Its feed's hash in the store and size in bytes, when stored: the site links the file. */
  feedFile?: { hash: string; bytes: number } | undefined;
}

/** Messages from a render worker. */
export type WorkerMessage =
  | { type: 'progress' }
  | { type: 'batch'; pages: PageResult[] }
  | { type: 'done' }
  /** One search index, in order; `search-done` follows the last. */
  | { type: 'search-file'; file: SearchFile }
  | { type: 'search-done' };

/**
 * Messages to a render worker: one start order, then possibly a search job, and a `search-next`
 * each time the building thread takes one of its indexes (see `INDEXES_AHEAD`).
 */
export type WorkerOrder = StartOrder | SearchOrder | { type: 'search-next' };

/**
 * Search indexes a worker sends that the building thread has not taken yet: one, so the worker
 * makes the next while this thread splits the last, and no more pile up in this thread's memory
 * (on a site with 140 indexes dozens were waiting while the first ones were split).
 */
export const INDEXES_AHEAD = 1;

/**
 * Build the search indexes of `pages`: each segment given as JSON or stored in `folder` (see
 * `stored-segments.ts`).
 */
export interface SearchOrder {
  type: 'search';
  pages: JsonIndexPage[];
  folder: string | undefined;
  cached: CachedIndex[];
  fullText: boolean;
}

/**
 * A page for the search indexes with its segment as JSON (parsed by whoever builds them), or
 * without when it is stored under its fingerprint's hash.
 */
export interface JsonIndexPage {
  fingerprint: SegmentFingerprint;
  json?: string | undefined;
  /** The hash of its stored segment's body (see `SegmentReader`). */
  body?: string | undefined;
}

/**
 * The one message to a render worker: the project (as the building thread loaded it), what to
 * render, and the counter to claim batches of routes with.
 */
export interface StartOrder {
  type: 'start';
  /** The project without its docs.json locator (a function; rendering does not use it). */
  project: Omit<DocsProject, 'loaded'> & { loaded: Omit<DocsProject['loaded'], 'locate'> };
  assets: { css: string; js: string };
  /** Whether to use the build cache (highlighted code blocks). */
  cache: boolean;
  /** Where to write each page's HTML (see `storeText`); undefined: send it back. */
  htmlFolder: string | undefined;
  routes: string[];
  /** Where each batch of `routes` starts (see `RouteQueue`). */
  starts: number[];
  counter: SharedArrayBuffer;
}

/**
 * Renders `routes` in order; each page's warnings and errors are in its own result. Sources are
 * read from disk as each page renders (synchronously: a thread that renders has nothing else to
 * do while it waits), so no thread holds every page's text.
 */
export async function renderBatch(
  renderer: PageRenderer,
  routes: readonly string[],
  onPage: () => void,
  store?: TextStore,
  drawImage?: OgImageDrawer,
): Promise<PageResult[]> {
  const pages: PageResult[] = [];
  for (const route of routes) {
    const page = renderer.nav.tree.routes.get(route);
    if (!page) continue;
    const source =
      page.file === undefined ? undefined : readTextInsideSync(renderer.project.root, page.file);
    const rendered = await renderer.renderPage(page, source);
    const failed = rendered.diagnostics.some((item) => item.severity === 'error');
    const html = failed ? undefined : store?.(rendered.html, 'html');
    const full = pageSummary(page, rendered);
    const feed = failed ? undefined : storeFeed(pageFeed(renderer.site, full), store);
    // The entries are only kept for the feed, made now.
    const { updates: _updates, ...summary } = full;
    const ogImage = failed || !drawImage ? undefined : rendered.ogImage;
    if (ogImage) await drawImage?.(ogImage);
    pages.push({
      route: page.route,
      file: page.file,
      html: failed || html !== undefined ? undefined : rendered.html,
      htmlHash: html?.hash,
      htmlBytes: failed ? 0 : (html?.bytes ?? Buffer.byteLength(rendered.html)),
      summary: failed ? summary : storeMarkdown(summary, renderer.site.agentInstructions, store),
      // A page with errors is left out of the site: its segment is not worth a file.
      ...searchOf(
        pageSegment(renderer.searchDocument(page, rendered.sections)),
        failed ? undefined : store,
      ),
      usesMath: rendered.usesMath,
      usesMermaid: rendered.usesMermaid,
      diagnostics: rendered.diagnostics,
      dependencies: rendered.dependencies,
      islandScript: failed ? undefined : rendered.islandScript,
      ogImage: ogImage?.hash,
      ...feed,
    });
    onPage();
  }
  return pages;
}

/**
 * `summary` with its Markdown file's text written to the store (`markdownHash` set, `markdown`
 * dropped), so the building thread holds no page's Markdown; as it is without a store, or when
 * the page has no Markdown file or the store cannot be written.
 */
function storeMarkdown(
  summary: PageSummary,
  instructions: readonly string[] | undefined,
  store: TextStore | undefined,
): PageSummary {
  if (!store) return summary;
  // Pages without a Markdown file (hidden, `noindex`) need no text at all.
  if (!hasMarkdown(summary)) return { ...summary, markdown: undefined };
  const markdownHash = store(pageMarkdownText(summary, undefined, instructions), 'md')?.hash;
  return markdownHash === undefined ? summary : { ...summary, markdown: undefined, markdownHash };
}

/** `feed` written to the store, or as it is without a store or when it cannot be written. */
function storeFeed(
  feed: string | undefined,
  store: TextStore | undefined,
): Pick<PageResult, 'feed' | 'feedFile'> {
  if (feed === undefined) return {};
  const stored = store?.(feed, 'rss');
  return stored === undefined ? { feed } : { feedFile: stored };
}

/** The segment store of each text store: one a thread, which knows the bodies it stored. */
const segmentStores = new WeakMap<TextStore, SegmentStore>();

/** The fingerprint of `segment`, and its JSON unless it went into the store. */
function searchOf(
  segment: PageSegment,
  store: TextStore | undefined,
): Pick<PageResult, 'searchJson' | 'searchFingerprint' | 'searchBody'> {
  let segments = store && segmentStores.get(store);
  if (store && !segments) {
    segments = new SegmentStore(store);
    segmentStores.set(store, segments);
  }
  const stored = segments?.store(segment);
  if (stored) {
    return {
      searchFingerprint: segmentFingerprint(segment, stored.hash),
      ...(stored.body === undefined ? {} : { searchBody: stored.body }),
    };
  }
  const json = JSON.stringify(segment);
  return { searchJson: json, searchFingerprint: segmentFingerprint(segment, hashText(json)) };
}
