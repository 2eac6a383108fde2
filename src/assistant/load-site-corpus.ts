/**
 * Loading the corpus of a built site from its output folder, once: the build writes each search
 * index twice, `_folio/search/<key>.json` for the browser (section text clipped for snippets)
 * and `_folio/assistant/<key>.json` with every section's full text. The assistant reads the
 * second set, or the first on a site built before it existed. A deployment's folder never
 * changes, so corpora are kept, the most recently used ones, up to {@link MAX_CACHED_CORPORA}.
 * The site is a folder, or any {@link CorpusSource} (the server's object storage).
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isSplitManifest,
  loadSearchIndex,
  readSplitIndex,
  SearchIndexFormatError,
  searchIndexOf,
  SPLIT_INDEX_FORMAT,
} from '../search/index.ts';
import type { SearchIndex, SplitManifest } from '../search/index.ts';
import { createSiteCorpus } from './site-corpus.ts';
import type { SiteCorpus } from './site-corpus.ts';

/** Where the indexes with full text are, inside a built site. */
export const FULL_TEXT_FOLDER = '_folio/assistant';
/** Where the browser's indexes are, inside a built site. */
export const BROWSER_INDEX_FOLDER = '_folio/search';
/** How many sites' corpora stay loaded. */
export const MAX_CACHED_CORPORA = 16;

const cache = new Map<string, Promise<SiteCorpus>>();

/** Where a built site's index files are read from, when it is not a local folder. */
export interface CorpusSource {
  /** Names the site (one id, one content), for the cache. */
  id: string;
  /** The paths (inside the site, with `/`) of the files directly in `folder`. */
  filesIn(folder: string): Promise<string[]>;
  /** The text of a file of the site, or undefined when it is missing. */
  text(file: string): Promise<string | undefined>;
}

/** A built site in the folder `outputDir`. */
function folderSource(outputDir: string): CorpusSource {
  const id = path.resolve(outputDir);
  return {
    id,
    filesIn: async (folder) => {
      try {
        return (await readdir(path.join(id, folder))).map((name) => `${folder}/${name}`);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    text: async (file) => {
      try {
        return await readFile(path.join(id, file), 'utf8');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}

/**
 * The corpus of the site built into `outputDir`. Loaded once per folder and kept (the least
 * recently used is dropped past {@link MAX_CACHED_CORPORA}); a folder without indexes gives an
 * empty corpus, which is not kept, so a later call sees a site written since. Files that are not
 * Folio search indexes are left out.
 */
export function loadSiteCorpus(outputDir: string | CorpusSource): Promise<SiteCorpus> {
  const source = typeof outputDir === 'string' ? folderSource(outputDir) : outputDir;
  const key = source.id;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const forget = (): void => {
    if (cache.get(key) === loading) cache.delete(key);
  };
  const loading = readSiteCorpus(source).then(
    (corpus) => {
      if (corpus.keys.length === 0) forget();
      return corpus;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  cache.set(key, loading);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_CACHED_CORPORA) break;
    cache.delete(oldest);
  }
  return loading;
}

/** Drops the cached corpus of `outputDir`, or of every site when no folder is given. */
export function forgetSiteCorpus(outputDir?: string): void {
  if (outputDir === undefined) cache.clear();
  else cache.delete(path.resolve(outputDir));
}

/** Reads the corpus of `outputDir` without the cache. */
export async function readSiteCorpus(outputDir: string | CorpusSource): Promise<SiteCorpus> {
  const source = typeof outputDir === 'string' ? folderSource(outputDir) : outputDir;
  let fullText = true;
  let files = await indexFiles(source, FULL_TEXT_FOLDER);
  if (files.length === 0) {
    fullText = false;
    files = await indexFiles(source, BROWSER_INDEX_FOLDER);
  }
  const indexes: SearchIndex[] = [];
  for (const file of files) {
    const index = await readIndex(source, file);
    if (index !== undefined) indexes.push(index);
  }
  return createSiteCorpus(indexes, fullText);
}

/** The `.json` files of `folder`, sorted; none when it does not exist. */
async function indexFiles(source: CorpusSource, folder: string): Promise<string[]> {
  return (await source.filesIn(folder)).filter((file) => file.endsWith('.json')).sort();
}

/**
 * The index in `file`, or undefined when it is not one (or vanished meanwhile). A browser index
 * split in shards (see the search module's `split-index.ts`) is read whole from its shards.
 */
async function readIndex(source: CorpusSource, file: string): Promise<SearchIndex | undefined> {
  try {
    const text = await source.text(file);
    if (text === undefined) return undefined;
    const manifest = splitManifestOf(text);
    if (manifest === undefined) return loadSearchIndex(text);
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    const data = await readSplitIndex(manifest, async (shard) => {
      const shardText = await source.text(`${folder}${shard}`);
      if (shardText === undefined) {
        throw new SearchIndexFormatError(`${folder}${shard} is missing. Rebuild the site.`);
      }
      return shardText;
    });
    return searchIndexOf(data);
  } catch (error) {
    if (error instanceof SearchIndexFormatError || isMissing(error)) return undefined;
    throw error;
  }
}

/** The split manifest `text` holds, if it is one (a whole index is left to `loadSearchIndex`). */
function splitManifestOf(text: string): SplitManifest | undefined {
  if (!text.slice(0, 64).includes(`"${SPLIT_INDEX_FORMAT}"`)) return undefined;
  try {
    const data = JSON.parse(text) as unknown;
    return isSplitManifest(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
