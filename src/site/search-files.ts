/**
 * The search index files of a site: `_folio/search/{key}.json` for the browser (section text
 * clipped for snippets) and, for builds that ask for it, `_folio/assistant/{key}.json` with each
 * section's full text for the assistant's retrieval. One of each per (language, version).
 *
 * @module
 */
import { indexFiles } from '../search/index.ts';
import type { IndexFile, CachedIndex, PageSegment } from '../search/index.ts';
import type { BuildCache } from './build-cache.ts';
import type { JsonIndexPage } from './render-batch.ts';
import type { PageOutput } from './render-all-pages.ts';
import type { RenderPool } from './render-pool.ts';

/**
 * A serialised search index (`text`, and `fullText` when asked for) with what the build cache
 * keeps of it for the next build.
 */
export type SearchFile = IndexFile;

/**
 * The search indexes of the site's `pages`, in page order. Pages rendered by this build bring
 * their segments (as JSON, parsed where the indexes are built); the others' are read from the
 * build cache only when an index needs them: the
 * indexes the last build kept are reused as they are when none of their pages changed and
 * patched when few did. When every segment is at hand and render workers are up (a build that
 * rendered much), a worker builds the indexes while this thread writes the rest of the site.
 */
export function siteSearchFiles(
  pages: readonly PageOutput[],
  options: { cache?: BuildCache | undefined; pool?: RenderPool | undefined; fullText: boolean },
): Promise<SearchFile[]> {
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
  return Promise.resolve(searchFilesOf(input, cached, fullText, cache));
}

/**
 * The search files of `pages`, updating `cached` (segments not given come from `cache`). Each
 * segment is parsed when its index is built, so only one index's are held at a time.
 */
export function searchFilesOf(
  pages: readonly JsonIndexPage[],
  cached: readonly CachedIndex[],
  fullText: boolean,
  cache?: BuildCache,
): SearchFile[] {
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
  return indexFiles(input, {
    cached: new Map(cached.map((index) => [index.key, index])),
    fullText,
    loadSegments: load,
    earlierSegment: (route, hash) => cache?.earlierSegment(route, hash),
  });
}
