/**
 * The search index files of a site: `_folio/search/{key}.json` for the browser (section text
 * clipped for snippets) and, for builds that ask for it, `_folio/assistant/{key}.json` with each
 * section's full text for the assistant's retrieval. One of each per (language, version).
 *
 * @module
 */
import { indexFiles } from '../search/index.ts';
import type { IndexFile, IndexPage, CachedIndex } from '../search/index.ts';
import type { BuildCache } from './build-cache.ts';
import type { PageOutput } from './render-all-pages.ts';
import type { RenderPool } from './render-pool.ts';

/**
 * A serialised search index (`text`, and `fullText` when asked for) with what the build cache
 * keeps of it for the next build.
 */
export type SearchFile = IndexFile;

/**
 * The search indexes of the site's `pages`, in page order. Pages rendered by this build bring
 * their segments; the others' are read from the build cache only when an index needs them: the
 * indexes the last build kept are reused as they are when none of their pages changed and
 * patched when few did. When every segment is at hand and render workers are up (a build that
 * rendered much), a worker builds the indexes while this thread writes the rest of the site.
 */
export function siteSearchFiles(
  pages: readonly PageOutput[],
  options: { cache?: BuildCache | undefined; pool?: RenderPool | undefined; fullText: boolean },
): Promise<SearchFile[]> {
  const { cache, pool, fullText } = options;
  const input = pages.map((page): IndexPage => ({
    fingerprint: page.searchFingerprint,
    segment: page.search,
  }));
  const keys = new Set(input.map((page) => page.fingerprint.key));
  const cached = cache ? [...keys].flatMap((key) => cache.cachedIndex(key) ?? []) : [];
  if (pool && input.every((page) => page.segment !== undefined)) {
    return pool.searchFiles(input, cached, fullText);
  }
  return Promise.resolve(searchFilesOf(input, cached, fullText, cache));
}

/** The search files of `pages`, updating `cached` (segments not given come from `cache`). */
export function searchFilesOf(
  pages: readonly IndexPage[],
  cached: readonly CachedIndex[],
  fullText: boolean,
  cache?: BuildCache,
): SearchFile[] {
  return indexFiles(pages, {
    cached: new Map(cached.map((index) => [index.key, index])),
    fullText,
    loadSegments: (routes) => cache?.segments(routes) ?? new Map(),
    earlierSegment: (route, hash) => cache?.earlierSegment(route, hash),
  });
}
