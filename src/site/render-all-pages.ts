/**
 * Renders every page of a project that the build cache cannot supply: on this thread and on
 * worker threads when there is enough work (all claim routes from one queue), on this thread
 * alone otherwise.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocsProject } from '../content/index.ts';
import { readTextInside } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { SiteConfig } from '../render/index.ts';
import { BuildCache } from './build-cache.ts';
import { buildCacheFolder, hashText, htmlFolder, storeText } from './cached-html.ts';
import type { CachedPage, LayoutOutputs, SidebarFile } from './build-cache.ts';
import type { TextStore } from './cached-html.ts';
import { notFoundPage } from '../render/index.ts';
import { RenderPool, RouteQueue, copiesTogether } from './render-pool.ts';
import type { ThreadResult } from './render-pool.ts';
import { ogImageDrawer } from './og-images.ts';
import { renderBatch } from './render-batch.ts';
import type { PageResult } from './render-batch.ts';
import { PageRenderer } from '../render/index.ts';
import type { AssetUrls } from '../render/index.ts';

export type { PageResult };

export interface RenderAllOptions {
  assets: AssetUrls;
  workers?: number | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Reuse and update the build cache (default true). */
  cache?: boolean | undefined;
  /**
   * Where render threads write pages' HTML when there is no build cache (the build cache's own
   * folder otherwise); the caller removes it. Without either, the HTML comes back in the results.
   */
  htmlFolder?: string | undefined;
  /** The heap limit of each render worker, in MB (default: Node's). */
  threadMemoryMb?: number | undefined;
  /**
   * Workers started early by the caller (see {@link startRenderPool}); closed here when the
   * cache leaves too little to render.
   */
  pool?: RenderPool | undefined;
}

/**
 * A page to write: rendered now (`html` or `htmlHash` set) or taken from the cache (`cached`
 * set). Either way its search segment is stored under its fingerprint's hash (see
 * `stored-segments.ts`) and read only when its index is built, unless it came as JSON.
 */
export interface PageOutput extends PageResult {
  cached?: CachedPage | undefined;
}

export interface RenderAllResult extends LayoutOutputs {
  pages: PageOutput[];
  diagnostics: Diagnostic[];
  site: SiteConfig;
  /** The folder holding the pages' HTML named by `htmlHash` (cache hits' too), if any. */
  htmlFolder: string | undefined;
  /** How many pages were rendered (the rest came from the cache). */
  rendered: number;
  cache: BuildCache | undefined;
  /** The workers that rendered, still up (see `RenderPool.searchFiles`); the caller closes it. */
  pool: RenderPool | undefined;
}

export async function renderAllPages(
  project: DocsProject,
  options: RenderAllOptions,
): Promise<RenderAllResult> {
  const renderer = new PageRenderer(project, options.assets, {
    cache: options.cache !== false,
    ogImages: true,
  });
  const draw = ogImageDrawer(project.cacheDir, options.cache !== false);
  const all = renderer.nav.tree.pages;
  const cache =
    options.cache === false ? undefined : await BuildCache.open(project, assetsKey(options.assets));

  // The project has the hash of every page file it lists, from its digests (a build's) or
  // its texts (a page it did not read, none normally, is read here); the project gives its
  // texts up: each thread reads its pages again as it renders them, so no thread holds every
  // page's source.
  const keys = new Map<string, string>();
  const copies = new Map<string, string | undefined>();
  const dates = project.pageDates;
  for (const page of all) {
    const hash = page.file === undefined ? undefined : await textHash(project, page.file);
    const date = page.file === undefined ? undefined : dates?.get(page.file);
    keys.set(page.route, cacheKey(hash ?? hashText(''), date));
    copies.set(page.route, hash);
  }
  project.pageSources.clear();
  const hits = (await cache?.lookupAll(keys)) ?? new Map<string, CachedPage>();
  const outputs = new Map<string, PageOutput>();
  const stale: string[] = [];
  for (const page of all) {
    const hit = hits.get(page.route);
    if (hit) outputs.set(page.route, { ...hit.result, diagnostics: hit.warnings, cached: hit });
    else stale.push(page.route);
  }

  let done = all.length - stale.length;
  const progress = (): void => {
    done += 1;
    options.onProgress?.(done, all.length);
  };
  const wanted = workerCount(stale.length, options.workers);
  let pool = options.pool;
  if (pool && pool.size > wanted) {
    await pool.close();
    pool = undefined;
  }
  if (!pool && wanted > 0) pool = RenderPool.start(wanted, stale.length, options.threadMemoryMb);

  const folder = cache ? htmlFolder(project.cacheDir) : options.htmlFolder;
  const store: TextStore | undefined =
    folder === undefined ? undefined : (text, kind) => storeText(folder, text, kind);
  // This thread renders too, from the same queue, while the workers finish loading.
  const order = copiesTogether(stale, copies);
  const queue = new RouteQueue(order.routes, undefined, order.starts);
  const renderHere = async (): Promise<ThreadResult> => {
    const rendered: ThreadResult = { pages: [] };
    for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) {
      rendered.pages.push(...(await renderBatch(renderer, batch, progress, store, draw)));
    }
    renderer.flushCache();
    return rendered;
  };
  const running = pool;
  const [here, workers] = await Promise.all([
    renderHere(),
    running
      ? running.run(project, options.assets, options.cache !== false, folder, queue, progress)
      : Promise.resolve([]),
  ]).catch(async (error: unknown) => {
    await running?.close();
    throw error;
  });
  const results = [here, ...workers];
  const fresh = results.flatMap((result) => result.pages);
  for (const page of fresh) {
    outputs.set(page.route, page);
    await cache?.store(
      page,
      keys.get(page.route) ?? hashText(''),
      page.dependencies,
      page.diagnostics,
    );
  }

  const pages = all.flatMap((page) => {
    const output = outputs.get(page.route);
    return output ? [output] : [];
  });
  return {
    pages,
    diagnostics: dedupeDiagnostics(pages.flatMap((page) => page.diagnostics)),
    site: renderer.site,
    ...layoutOutputs(renderer, cache, store),
    htmlFolder: folder,
    rendered: fresh.length,
    cache,
    pool,
  };
}

/**
 * The 404 page, shared sidebars and home route: from the cache when it holds them for this
 * layout (they depend on nothing else), else laid out now and kept there.
 */
function layoutOutputs(
  renderer: PageRenderer,
  cache: BuildCache | undefined,
  store: TextStore | undefined,
): LayoutOutputs {
  const kept = cache?.layoutOutputs();
  if (kept) return kept;
  const outputs: LayoutOutputs = {
    homeRoute: renderer.layoutProps('/', renderer.nav.placeOf('/'), emptyParts).homeRoute,
    notFoundHtml: notFoundPage(renderer),
    // Stored as pages are, so this thread does not keep their HTML nor the cache's header.
    sidebarFiles: renderer.sidebarFiles().map((file): SidebarFile => {
      const stored = store?.(file.html, 'html');
      if (stored === undefined) return file;
      return { url: file.url, htmlHash: stored.hash, bytes: stored.bytes };
    }),
  };
  cache?.storeLayoutOutputs(outputs);
  return outputs;
}

const emptyParts = { title: '', mode: 'default', contentHtml: '', toc: [], noindex: true };

/** Below this many pages a worker costs more (loading Folio's code) than it saves. */
const PAGES_PER_WORKER = 150;

/** Worker threads worth starting for `pages` pages to render (besides this thread). */
function workerCount(pages: number, workers: number | undefined): number {
  const threads = Math.min(
    workers ?? os.availableParallelism(),
    Math.floor(pages / PAGES_PER_WORKER),
  );
  return Math.max(0, threads - 1);
}

/**
 * Starts render workers before the build knows what the cache holds, so they load Folio's code
 * while this thread loads the project: when no cache can help (none yet, or `cache: false`) and
 * the folder has enough pages (`files` is its file list). Returns undefined when starting them
 * later is as good. `cacheDir` is the project's cache folder.
 */
export function startRenderPool(
  cacheDir: string,
  files: readonly string[],
  options: {
    workers?: number | undefined;
    cache?: boolean | undefined;
    threadMemoryMb?: number | undefined;
  },
): RenderPool | undefined {
  const pages = files.filter((file) => /\.mdx?$/i.test(file) && !file.startsWith('snippets/'));
  const cached =
    options.cache !== false && existsSync(path.join(buildCacheFolder(cacheDir), 'index.json'));
  const count = workerCount(pages.length, options.workers);
  return cached || count === 0
    ? undefined
    : RenderPool.start(count, pages.length, options.threadMemoryMb);
}

/**
 * Keeps one of each warning. A code-language warning ("unknown language") comes from every page
 * that meets the language, rendered on any thread or taken from the cache: only the first in
 * page order is kept, so the build reports the same one, and counts the same number in its
 * manifest, however the pages were shared out.
 */
export function dedupeDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((item) => {
    const where =
      item.code === 'code-language'
        ? ''
        : `${item.position?.file ?? ''}\0${String(item.position?.line ?? '')}`;
    const key = `${item.severity}\0${item.code}\0${item.message}\0${where}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What the build cache keys each page by: its text's hash, with the date it shows when it shows
 * one (committing a file leaves its text as it was but changes its "Last modified" date).
 */
function cacheKey(hash: string, date: number | undefined): string {
  return date === undefined ? hash : hashText(`${String(date)}\0${hash}`);
}

/** The hash of the text of the page `file` of `project`, read now if the project has not it. */
async function textHash(project: DocsProject, file: string): Promise<string> {
  const known = project.pageDigests?.get(file)?.hash;
  if (known !== undefined) return known;
  const source = project.pageSources.get(file) ?? (await readTextInside(project.root, file));
  return hashText(source);
}

/** The part of the build cache's layout key that comes from the shared assets. */
function assetsKey(assets: AssetUrls): string {
  return [
    assets.css,
    assets.js,
    assets.assistant ?? '',
    assets.feedback ?? '',
    assets.tailwind ?? '',
    ...(assets.authorStylesheets ?? []),
    '',
    ...(assets.authorScripts ?? []),
    '',
    ...(assets.integrations ?? []).map((tag) => JSON.stringify(tag)),
  ].join('\0');
}
