/**
 * The browser's search files of one index: the whole index a build makes (and its cache keeps)
 * is written as a split index, a manifest at `_folio/search/{key}.json` and shards in
 * `_folio/search/{key}/`, so a reader downloads only what a query needs (see the search
 * module's `split-index.ts`). Splitting costs about 0.1 s per megabyte of index; a site with
 * many languages and versions changes few indexes per build, so the split of an index the cache
 * kept unchanged is kept beside it and read back instead.
 *
 * @module
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { splitFileTexts, splitIndex } from '../search/index.ts';
import type { SerializedIndex } from '../search/index.ts';
import { SPLIT_SUFFIX } from './cached-indexes.ts';

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

/**
 * {@link splitSearchFiles} of `text`, which the build cache keeps in `textFile` (never modified
 * once written): the split is read from beside it when an earlier build wrote it, else made and
 * kept there. Without a cache file, or when it cannot be read or written, it is just made.
 */
export async function keptSplitSearchFiles(
  text: string,
  textFile: string | undefined,
): Promise<[string, string][]> {
  if (textFile === undefined) return splitSearchFiles(text);
  const kept = `${textFile}${SPLIT_SUFFIX}`;
  try {
    const files = JSON.parse(await readFile(kept, 'utf8')) as unknown;
    if (Array.isArray(files)) return files as [string, string][];
  } catch {
    // Not kept yet (or unreadable): split below.
  }
  const files = splitSearchFiles(text);
  try {
    await writeFile(`${kept}.tmp`, JSON.stringify(files));
    await rename(`${kept}.tmp`, kept);
  } catch {
    // A read-only cache: the next build splits again.
  }
  return files;
}
