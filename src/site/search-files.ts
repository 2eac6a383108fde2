/**
 * The search index files of a site: `_folio/search/{key}.json` for the browser (section text
 * clipped for snippets) and, for builds that ask for it, `_folio/assistant/{key}.json` with each
 * section's full text for the assistant's retrieval. One of each per (language, version).
 *
 * @module
 */
import { eachIndexFile } from '../search/index.ts';
import type { CachedIndex, IndexFile, PageSegment } from '../search/index.ts';
import type { BuildCache } from './build-cache.ts';
import type { JsonIndexPage, SearchOrder } from './render-batch.ts';
import type { PageOutput } from './render-all-pages.ts';
import type { RenderPool } from './render-pool.ts';
import type { SiteOutput } from './site-output.ts';
import { addSearchFiles, keptSplitSearchFiles } from './split-search-files.ts';
import { readStoredSegment, SegmentReader } from './stored-segments.ts';

/**
 * A serialised search index (`text`, and `fullText` when asked for) with what the build cache
 * keeps of it for the next build.
 */
export type SearchFile = IndexFile;

/** Search files made one at a time as they are taken: here, or on a render worker. */
export type SearchFiles = Iterable<SearchFile> | AsyncIterable<SearchFile>;

/**
 * The search indexes of the site's `pages`, in page order, one at a time. Each page's segment is
 * stored in `folder` under its fingerprint's hash (see `stored-segments.ts`; pages whose segment
 * could not be stored bring it as JSON) and read only when its index is built: the indexes the
 * last build kept (`cache`) are reused as they are when none of their pages changed and patched
 * when few did. When render workers are up (a build that rendered much), a worker builds the
 * indexes, starting now, while this thread writes the rest of the site.
 */
export function siteSearchFiles(
  pages: readonly PageOutput[],
  options: {
    cache?: BuildCache | undefined;
    pool?: RenderPool | undefined;
    folder: string | undefined;
    fullText: boolean;
  },
): SearchFiles {
  const { cache, pool, folder, fullText } = options;
  const input = pages.map((page): JsonIndexPage => ({
    fingerprint: page.searchFingerprint,
    ...(page.searchJson === undefined ? {} : { json: page.searchJson }),
    ...(page.searchBody === undefined ? {} : { body: page.searchBody }),
  }));
  const keys = new Set(input.map((page) => page.fingerprint.key));
  const cached = cache ? [...keys].flatMap((key) => cache.cachedIndex(key) ?? []) : [];
  const job = { pages: input, folder, cached, fullText };
  return pool ? pool.searchFiles(job) : eachSearchFile(job);
}

/**
 * The search files of `job.pages`, updating `job.cached`, each made when the one before was
 * taken. Each segment is read from `job.folder` (or parsed, when given as JSON) when its index
 * is built, so only one index's are held at a time.
 */
export function eachSearchFile(
  job: Omit<SearchOrder, 'type'>,
): Generator<SearchFile, void, undefined> {
  const { pages, folder } = job;
  const given = new Map<string, string>();
  const hashes = new Map<string, string>();
  const reader =
    folder === undefined ? undefined : new SegmentReader(folder, bodiesOf(pages, job.cached));
  for (const page of pages) {
    const route = page.fingerprint.route;
    if (route === undefined) continue;
    if (page.json !== undefined) given.set(route, page.json);
    else hashes.set(route, page.fingerprint.hash);
  }
  const load = (routes: readonly string[]): Map<string, PageSegment> => {
    const found = new Map<string, PageSegment>();
    for (const route of routes) {
      const json = given.get(route);
      const hash = hashes.get(route);
      const segment =
        json !== undefined
          ? (JSON.parse(json) as PageSegment)
          : hash !== undefined
            ? reader?.read(hash)
            : undefined;
      if (segment !== undefined) found.set(route, segment);
    }
    return found;
  };
  const input = pages.map((page) => ({ fingerprint: page.fingerprint }));
  return eachIndexFile(input, {
    cached: new Map(job.cached.map((index) => [index.key, index])),
    fullText: job.fullText,
    loadSegments: load,
    // Stored segments are named by their hash: an earlier one is still there until the cache
    // is saved (after the indexes), if the last build stored it.
    earlierSegment: (_route, hash) =>
      folder === undefined ? undefined : readStoredSegment(folder, hash),
  });
}

/**
 * The bodies the segments of `pages` will be read with, once a page: those of pages in an index
 * the last build kept are left out, since a kept index reads no segment unless one changed.
 */
function bodiesOf(pages: readonly JsonIndexPage[], cached: readonly CachedIndex[]): string[] {
  const kept = new Set(cached.map((index) => index.key));
  return pages.flatMap((page) =>
    page.body === undefined || kept.has(page.fingerprint.key) ? [] : [page.body],
  );
}

/**
 * Adds the browser's search files of each of `files` to `output` (and the assistant's, when
 * made), as each index arrives: the build cache keeps the whole index (and its split) for the
 * next build, the site gets it split, and the index is let go before the next is taken, so a
 * site with many languages and versions never holds all its indexes at once. Returns the keys
 * of the indexes, in order.
 */
export async function writeSearchFiles(
  output: Pick<SiteOutput, 'text' | 'cached'>,
  files: SearchFiles,
  cache: BuildCache | undefined,
): Promise<string[]> {
  const keys: string[] = [];
  cache?.startIndexes();
  for await (const file of files) {
    keys.push(file.key);
    const kept = await cache?.storeIndex(file);
    const split = await keptSplitSearchFiles(file, kept?.file, cache?.cachedIndexFile(file.key));
    addSearchFiles(output, split);
    if (file.fullText !== undefined)
      output.text(`_folio/assistant/${file.key}.json`, file.fullText);
  }
  return keys;
}
