/**
 * Loading the corpus of a built site from its output folder, once: the build writes each search
 * index twice, `_folio/search/<key>.json` for the browser (section text clipped for snippets)
 * and `_folio/assistant/<key>.json` with every section's full text. The assistant reads the
 * second set, or the first on a site built before it existed. A deployment's folder never
 * changes, so corpora are kept, the most recently used ones, up to {@link MAX_CACHED_CORPORA}.
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSearchIndex, SearchIndexFormatError } from '../search/index.ts';
import type { SearchIndex } from '../search/index.ts';
import { createSiteCorpus } from './site-corpus.ts';
import type { SiteCorpus } from './site-corpus.ts';

/** Where the indexes with full text are, inside a built site. */
export const FULL_TEXT_FOLDER = '_folio/assistant';
/** Where the browser's indexes are, inside a built site. */
export const BROWSER_INDEX_FOLDER = '_folio/search';
/** How many sites' corpora stay loaded. */
export const MAX_CACHED_CORPORA = 16;

const cache = new Map<string, Promise<SiteCorpus>>();

/**
 * The corpus of the site built into `outputDir`. Loaded once per folder and kept (the least
 * recently used is dropped past {@link MAX_CACHED_CORPORA}); a folder without indexes gives an
 * empty corpus, which is not kept, so a later call sees a site written since. Files that are not
 * Folio search indexes are left out.
 */
export function loadSiteCorpus(outputDir: string): Promise<SiteCorpus> {
  const key = path.resolve(outputDir);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const forget = (): void => {
    if (cache.get(key) === loading) cache.delete(key);
  };
  const loading = readSiteCorpus(key).then(
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
export async function readSiteCorpus(outputDir: string): Promise<SiteCorpus> {
  let fullText = true;
  let files = await indexFiles(path.join(outputDir, FULL_TEXT_FOLDER));
  if (files.length === 0) {
    fullText = false;
    files = await indexFiles(path.join(outputDir, BROWSER_INDEX_FOLDER));
  }
  const indexes: SearchIndex[] = [];
  for (const file of files) {
    const index = await readIndex(file);
    if (index !== undefined) indexes.push(index);
  }
  return createSiteCorpus(indexes, fullText);
}

/** The `.json` files of `folder`, sorted; none when it does not exist. */
async function indexFiles(folder: string): Promise<string[]> {
  try {
    const names = await readdir(folder);
    return names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(folder, name));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The index in `file`, or undefined when it is not one (or vanished meanwhile). */
async function readIndex(file: string): Promise<SearchIndex | undefined> {
  try {
    return loadSearchIndex(await readFile(file, 'utf8'));
  } catch (error) {
    if (error instanceof SearchIndexFormatError || isMissing(error)) return undefined;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
