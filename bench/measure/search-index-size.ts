/**
 * The size of a built site's browser search indexes, as a reader downloads them. A site has one
 * index per (language, version) at `_folio/search/{key}.json`; the search dialog fetches the one
 * its page names (`<html data-folio-search-index>`) whole on first open, before it can show a
 * result. So the bytes before the first result are that one file, gzipped as a host serves it;
 * the largest index is what a reader of the heaviest section waits for.
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** One index file: its key (language and version, as the build names it) and its sizes. */
export interface SearchIndexSize {
  key: string;
  bytes: number;
  /** gzip at level 6, what static hosts commonly serve. */
  gzipBytes: number;
}

export interface SearchIndexSizes {
  /** Every index, largest gzipped first. */
  indexes: SearchIndexSize[];
  /** The largest gzipped index: the most a reader downloads before the first result. */
  largest: SearchIndexSize | undefined;
  /** All indexes together, gzipped (what a crawler of every section would fetch). */
  totalGzipBytes: number;
}

/** Folder of the browser indexes inside a built site. */
export const SEARCH_FOLDER = path.join('_folio', 'search');

/** Reads the indexes under `outDir`; none when the site has no search folder. */
export async function searchIndexSizes(outDir: string): Promise<SearchIndexSizes> {
  let names: string[];
  try {
    names = (await readdir(path.join(outDir, SEARCH_FOLDER))).filter((name) =>
      name.endsWith('.json'),
    );
  } catch {
    names = [];
  }
  const indexes: SearchIndexSize[] = [];
  for (const name of names) {
    const content = await readFile(path.join(outDir, SEARCH_FOLDER, name));
    const zipped = await gzipAsync(content, { level: 6 });
    indexes.push({
      key: name.slice(0, -'.json'.length),
      bytes: content.length,
      gzipBytes: zipped.length,
    });
  }
  indexes.sort((a, b) => b.gzipBytes - a.gzipBytes || a.key.localeCompare(b.key));
  return {
    indexes,
    largest: indexes[0],
    totalGzipBytes: indexes.reduce((sum, index) => sum + index.gzipBytes, 0),
  };
}
