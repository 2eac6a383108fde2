/**
 * Test helper: the whole search index a build wrote for the browser, read back from its split
 * files (`_folio/search/{key}.json` and the shards beside it).
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isSplitManifest, readSplitIndex, searchIndexOf } from '../../src/search/index.ts';
import type { SearchIndex, SerializedIndex } from '../../src/search/index.ts';

/** The serialised whole index `key` of the site built in `outDir`. */
export async function builtSearchData(outDir: string, key = '_--_'): Promise<SerializedIndex> {
  const folder = path.join(outDir, '_folio/search');
  const manifest = JSON.parse(await readFile(path.join(folder, `${key}.json`), 'utf8')) as unknown;
  if (!isSplitManifest(manifest)) throw new Error(`${key}.json is not a split search index`);
  return readSplitIndex(manifest, (file) => readFile(path.join(folder, file), 'utf8'));
}

/** The whole index `key` of the site built in `outDir`, as JSON text. */
export async function builtSearchText(outDir: string, key = '_--_'): Promise<string> {
  return JSON.stringify(await builtSearchData(outDir, key));
}

/** The whole index `key` of the site built in `outDir`, ready for `query()`. */
export async function builtSearchIndex(outDir: string, key = '_--_'): Promise<SearchIndex> {
  return searchIndexOf(await builtSearchData(outDir, key));
}
