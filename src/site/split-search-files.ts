/**
 * The browser's search files of one index: the whole index a build makes (and its cache keeps)
 * is written as a split index, a manifest at `_folio/search/{key}.json` and shards in
 * `_folio/search/{key}/`, so a reader downloads only what a query needs (see the search
 * module's `split-index.ts`).
 *
 * @module
 */
import { splitFileTexts, splitIndex } from '../search/index.ts';
import type { SerializedIndex } from '../search/index.ts';

/** Where the browser's search files go, inside a built site. */
export const SEARCH_FOLDER = '_folio/search';

/**
 * The files of the whole serialised index `text` as [path inside the site, JSON text]: the
 * manifest first.
 */
export function splitSearchFiles(text: string): [string, string][] {
  const index = JSON.parse(text) as SerializedIndex;
  return splitFileTexts(splitIndex(index)).map(([file, json]) => [
    `${SEARCH_FOLDER}/${file}`,
    json,
  ]);
}
