/**
 * The size of a built site's browser search indexes, as a reader downloads them. A site has one
 * index per (language, version): a manifest at `_folio/search/{key}.json` and shards in
 * `_folio/search/{key}/` (see the search module's `split-index.ts`). The search dialog fetches
 * the manifest on first open, then the term shards a query reaches and the section shards of the
 * hits it shows. So the bytes before the first result are the manifest plus those shards,
 * gzipped as a host serves them, measured here for a fixed list of everyday queries (median and
 * most); an index written whole (a site built before the split) is that one file.
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isSplitManifest, SplitSearch } from '../../src/search/index.ts';

const gzipAsync = promisify(gzip);

/** Everyday queries a reader types, whole words as the dialog sees them once typing pauses. */
export const SAMPLE_QUERIES = [
  'install',
  'quickstart',
  'configuration',
  'authentication',
  'api key',
  'deploy',
  'webhooks',
  'error handling',
  'rate limits',
  'environment variables',
];

/** One index: its key (language and version, as the build names it) and its sizes. */
export interface SearchIndexSize {
  key: string;
  /** Every file of the index together. */
  bytes: number;
  /** gzip at level 6, what static hosts commonly serve; every file of the index together. */
  gzipBytes: number;
  /** The manifest alone, gzipped (the whole index when it is not split). */
  manifestGzipBytes: number;
  /** How many shard files the index has (0 when it is not split). */
  shards: number;
  /** The largest shard, gzipped. */
  largestShardGzipBytes: number;
  /** Gzipped bytes fetched before the first result of each of {@link SAMPLE_QUERIES}. */
  firstResult: { median: number; max: number };
}

export interface SearchIndexSizes {
  /** Every index, most bytes before a first result first. */
  indexes: SearchIndexSize[];
  /** The index whose reader waits for the most bytes before a first result. */
  largest: SearchIndexSize | undefined;
  /** All indexes together, gzipped (what a crawler of every section would fetch). */
  totalGzipBytes: number;
}

/** Folder of the browser indexes inside a built site. */
export const SEARCH_FOLDER = path.join('_folio', 'search');

/** Reads the indexes under `outDir`; none when the site has no search folder. */
export async function searchIndexSizes(outDir: string): Promise<SearchIndexSizes> {
  const folder = path.join(outDir, SEARCH_FOLDER);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  } catch {
    names = [];
  }
  const indexes: SearchIndexSize[] = [];
  for (const name of names) {
    indexes.push(await indexSize(folder, name.slice(0, -'.json'.length)));
  }
  indexes.sort((a, b) => b.firstResult.max - a.firstResult.max || a.key.localeCompare(b.key));
  return {
    indexes,
    largest: indexes[0],
    totalGzipBytes: indexes.reduce((sum, index) => sum + index.gzipBytes, 0),
  };
}

async function indexSize(folder: string, key: string): Promise<SearchIndexSize> {
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const weigh = async (file: string): Promise<string> => {
    const content = await readFile(path.join(folder, file));
    if (!sizes.has(file)) {
      const zipped = await gzipAsync(content, { level: 6 });
      sizes.set(file, { bytes: content.length, gzipBytes: zipped.length });
    }
    return content.toString('utf8');
  };
  const text = await weigh(`${key}.json`);
  const manifest = sizes.get(`${key}.json`) ?? { bytes: 0, gzipBytes: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const perQuery: number[] = [];
  let shards = 0;
  if (isSplitManifest(parsed)) {
    const names = await readdir(path.join(folder, key)).catch(() => []);
    for (const name of names) await weigh(`${key}/${name}`);
    shards = names.length;
    for (const words of SAMPLE_QUERIES) {
      const read = new Set<string>();
      const search = new SplitSearch(text, (file) => {
        read.add(file);
        return weigh(file);
      });
      await search.query(words, { limit: 12 });
      perQuery.push(
        [...read].reduce((sum, file) => sum + (sizes.get(file)?.gzipBytes ?? 0), 0) +
          manifest.gzipBytes,
      );
    }
  } else {
    perQuery.push(manifest.gzipBytes);
  }
  perQuery.sort((a, b) => a - b);
  const files = [...sizes.values()];
  const shardSizes = [...sizes.entries()].filter(([file]) => file.includes('/'));
  return {
    key,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    manifestGzipBytes: manifest.gzipBytes,
    shards,
    largestShardGzipBytes: Math.max(0, ...shardSizes.map(([, size]) => size.gzipBytes)),
    firstResult: {
      median: perQuery[Math.floor((perQuery.length - 1) / 2)] ?? 0,
      max: perQuery.at(-1) ?? 0,
    },
  };
}
