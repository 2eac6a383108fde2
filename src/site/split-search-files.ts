/**
 * The browser's search files of one index: the whole index a build makes (and its cache keeps)
 * is written as a split index, a manifest at `_folio/search/{key}.json` and shards in
 * `_folio/search/{key}/`, so a reader downloads only what a query needs (see the search
 * module's `split-index.ts`). Splitting costs about 0.1 s per megabyte of index; a site with
 * many languages and versions changes few indexes per build, so the split of an index the cache
 * kept unchanged is kept beside it and read back instead, and the split of an index patched from
 * a kept one is made from that one's split, making again only the shards that changed (see the
 * search module's `split-update.ts`).
 *
 * @module
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  isSplitManifest,
  sectionShardPath,
  splitFileTexts,
  splitIndex,
  termShardPath,
  updateSplit,
} from '../search/index.ts';
import type { IndexFile, ReusedShard, SerializedIndex } from '../search/index.ts';
import { STORED_HASH, storeText } from './cached-html.ts';
import { SPLIT_FOLDER, SPLIT_SUFFIX } from './cached-indexes.ts';
import type { SiteOutput } from './site-output.ts';

/** Where the browser's search files go, inside a built site. */
export const SEARCH_FOLDER = '_folio/search';

/**
 * A search file for the site: its text, or (split from an index the cache keeps) the cache file
 * that holds it, named by its hash, to link into the site like a page's HTML.
 */
export type SearchFileEntry =
  { target: string; text: string } | { target: string; file: string; hash: string; bytes: number };

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
 * {@link splitSearchFiles} of `index`, which the build cache keeps in `textFile` (never modified
 * once written). With a cache file, each split file is written into the cache's split folder as
 * soon as it is made and given as that file, so a site with many indexes never holds all their
 * shards at once; the list is kept beside `textFile` and read back by the next build while every
 * file it names is whole. When `index` was patched from the index kept in `earlierFile`, whose
 * split list is whole, its split is made from that one. Without a cache file, or when the cache
 * cannot be written, the files are given as texts.
 */
export async function keptSplitSearchFiles(
  index: Pick<IndexFile, 'text' | 'cached' | 'patchedFrom'>,
  textFile: string | undefined,
  earlierFile?: string,
): Promise<SearchFileEntry[]> {
  const asTexts = (files: [string, string][]): SearchFileEntry[] =>
    files.map(([target, json]) => ({ target, text: json }));
  if (textFile === undefined) return asTexts(splitSearchFiles(index.text));
  const kept = `${textFile}${SPLIT_SUFFIX}`;
  const folder = path.join(path.dirname(textFile), SPLIT_FOLDER);
  const read = await readKept(kept, folder);
  if (read) return read;
  let entries = earlierFile === undefined ? undefined : await updated(index, earlierFile, folder);
  if (entries === undefined) {
    const files = splitSearchFiles(index.text);
    entries = [];
    for (const [target, json] of files) {
      const stored = storeJson(folder, target, json);
      if (stored === undefined) return asTexts(files);
      entries.push(stored);
    }
  }
  const list = entries.map((entry) =>
    'hash' in entry ? [entry.target, entry.hash, entry.bytes] : [],
  );
  try {
    await writeFile(`${kept}.tmp`, JSON.stringify(list));
    await rename(`${kept}.tmp`, kept);
  } catch {
    // A read-only cache: the next build splits again.
  }
  return entries;
}

/**
 * The split files of `index` made from the split of the index it was patched from (kept in
 * `earlierFile`), written into `folder`: undefined when there is no such split or a file cannot
 * be written (the caller splits the whole index).
 */
async function updated(
  index: Pick<IndexFile, 'cached' | 'patchedFrom'>,
  earlierFile: string,
  folder: string,
): Promise<SearchFileEntry[] | undefined> {
  const { cached, patchedFrom } = index;
  if (!cached || !patchedFrom) return undefined;
  const earlier = await readKept(`${earlierFile}${SPLIT_SUFFIX}`, folder);
  const manifestEntry = earlier?.[0];
  if (!earlier || !manifestEntry || !('file' in manifestEntry)) return undefined;
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(manifestEntry.file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isSplitManifest(manifest)) return undefined;
  const termCount = manifest.termFiles.length;
  if (earlier.length !== 1 + termCount + manifest.sectionFiles.length) return undefined;
  const update = updateSplit({ index: patchedFrom.index, manifest }, cached, patchedFrom.change);
  if (!update) return undefined;
  const { manifest: next } = update;
  const entries: (SearchFileEntry | undefined)[] = [
    storeJson(folder, `${SEARCH_FOLDER}/${next.key}.json`, JSON.stringify(next)),
  ];
  const add = (
    shard: string | ReusedShard,
    target: string,
    reusedAt: (n: number) => SearchFileEntry | undefined,
  ): void => {
    if (typeof shard === 'string') entries.push(storeJson(folder, target, shard));
    else {
      const old = reusedAt(shard.reused);
      entries.push(old && 'file' in old ? { ...old, target } : undefined);
    }
  };
  update.termShards.forEach((shard, n) => {
    add(shard, `${SEARCH_FOLDER}/${termShardPath(next, n)}`, (at) => earlier[1 + at]);
  });
  update.sectionShards.forEach((shard, n) => {
    add(
      shard,
      `${SEARCH_FOLDER}/${sectionShardPath(next, n)}`,
      (at) => earlier[1 + termCount + at],
    );
  });
  return entries.every((entry) => entry !== undefined) ? entries : undefined;
}

/** `json` stored in the cache's split `folder` as the site's `target`; undefined if it cannot be. */
function storeJson(folder: string, target: string, json: string): SearchFileEntry | undefined {
  const stored = storeText(folder, json, 'json');
  if (stored === undefined) return undefined;
  const { hash, bytes } = stored;
  return { target, file: path.join(folder, `${hash}.json`), hash, bytes };
}

/** Adds `entries` to the site being written. */
export function addSearchFiles(
  output: Pick<SiteOutput, 'text' | 'cached'>,
  entries: readonly SearchFileEntry[],
): void {
  for (const entry of entries) {
    if ('text' in entry) output.text(entry.target, entry.text);
    else output.cached(entry.target, entry.file, entry.hash, entry.bytes);
  }
}

/** The kept list `kept` as entries, unless it is missing, unreadable or names a file not whole. */
async function readKept(kept: string, folder: string): Promise<SearchFileEntry[] | undefined> {
  let list: unknown;
  try {
    list = JSON.parse(await readFile(kept, 'utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const entries: SearchFileEntry[] = [];
  for (const item of list as unknown[]) {
    if (!Array.isArray(item)) return undefined;
    const [target, hash, bytes] = item as unknown[];
    // The list is read from the cache folder, which a repository may ship: only a hash names a
    // file of the split folder (the targets are checked as the site adds them).
    if (
      typeof target !== 'string' ||
      typeof hash !== 'string' ||
      !STORED_HASH.test(hash) ||
      typeof bytes !== 'number'
    ) {
      return undefined;
    }
    const file = path.join(folder, `${hash}.json`);
    if (statSync(file, { throwIfNoEntry: false })?.size !== bytes) return undefined;
    entries.push({ target, file, hash, bytes });
  }
  return entries;
}
