/**
 * The search index files of a site: `_folio/search/{key}.json` for the browser (section text
 * clipped for snippets) and, for builds that ask for it, `_folio/assistant/{key}.json` with each
 * section's full text for the assistant's retrieval. One of each per (language, version).
 *
 * @module
 */
import { eachIndexFile } from '../search/index.ts';
import type { IndexFile, CachedIndex, PageSegment } from '../search/index.ts';
import type { BuildCache } from './build-cache.ts';
import type { JsonIndexPage } from './render-batch.ts';
import type { PageOutput } from './render-all-pages.ts';
import type { RenderPool } from './render-pool.ts';
import type { SiteOutput } from './site-output.ts';
import { addSearchFiles, keptSplitSearchFiles } from './split-search-files.ts';

/**
 * A serialised search index (`text`, and `fullText` when asked for) with what the build cache
 * keeps of it for the next build.
 */
export type SearchFile = IndexFile;

/** Search files made one at a time as they are taken: here, or on a render worker. */
export type SearchFiles = Iterable<SearchFile> | AsyncIterable<SearchFile>;

/**
 * The search indexes of the site's `pages`, in page order, one at a time. Pages rendered by this
 * build bring their segments (as JSON, parsed where the indexes are built); the others' are read
 * from the build cache only when an index needs them: the indexes the last build kept are reused
 * as they are when none of their pages changed and patched when few did. When every segment is
 * at hand and render workers are up (a build that rendered much), a worker builds the indexes,
 * starting now, while this thread writes the rest of the site.
 */
export function siteSearchFiles(
  pages: readonly PageOutput[],
  options: { cache?: BuildCache | undefined; pool?: RenderPool | undefined; fullText: boolean },
): SearchFiles {
  const { cache, pool, fullText } = options;
  const input = pages.map((page): JsonIndexPage => ({
    fingerprint: page.searchFingerprint,
    json: page.searchJson,
  }));
  const keys = new Set(input.map((page) => page.fingerprint.key));
  const cached = cache ? [...keys].flatMap((key) => cache.cachedIndex(key) ?? []) : [];
  if (pool && input.every((page) => page.json !== undefined)) {
    return pool.searchFiles(input, cached, fullText);
  }
  return eachSearchFile(input, cached, fullText, cache);
}

/**
 * The search files of `pages`, updating `cached` (segments not given come from `cache`), each
 * made when the one before was taken. Each segment is parsed when its index is built, so only
 * one index's are held at a time.
 */
export function eachSearchFile(
  pages: readonly JsonIndexPage[],
  cached: readonly CachedIndex[],
  fullText: boolean,
  cache?: BuildCache,
): Generator<SearchFile, void, undefined> {
  const given = new Map<string, string>();
  for (const page of pages) {
    const route = page.fingerprint.route;
    if (route !== undefined && page.json !== undefined) given.set(route, page.json);
  }
  const load = (routes: readonly string[]): Map<string, PageSegment> => {
    const found = new Map<string, PageSegment>();
    const rest: string[] = [];
    for (const route of routes) {
      const json = given.get(route);
      if (json === undefined) rest.push(route);
      else found.set(route, JSON.parse(json) as PageSegment);
    }
    if (rest.length > 0 && cache)
      for (const [route, segment] of cache.segments(rest)) found.set(route, segment);
    return found;
  };
  const input = pages.map((page) => ({ fingerprint: page.fingerprint }));
  return eachIndexFile(input, {
    cached: new Map(cached.map((index) => [index.key, index])),
    fullText,
    loadSegments: load,
    earlierSegment: (route, hash) => cache?.earlierSegment(route, hash),
  });
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
