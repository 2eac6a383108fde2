/**
 * The build cache's files in the cache store's `build` folder: `index.json` (the format, the layout key and
 * what a build lays out once: the 404 page, shared sidebars, the home route) and the page entries
 * spread over a fixed number of shard files by route. A build that changed a few pages rewrites
 * the shards holding them, not every entry. Each shard names the layout key it was written
 * under, so a shard left from another layout (a build cut short) is never mixed in. What a
 * build needs of a page only now and then (its search segment) is not in the shards: it is a
 * file of its own (see `stored-segments.ts`), named in the entry by its hash.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asciiJson } from '../shared/index.ts';

/** How many shard files hold the page entries. */
export const SHARD_COUNT = 16;

/** The shard file that holds `route`'s entry (FNV-1a of the route). */
export function shardOf(route: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < route.length; index++) {
    hash ^= route.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SHARD_COUNT;
}

/** The cache's header: what the whole build shares. */
export interface CacheHeader<Layout> {
  format: number;
  layoutKey: string;
  /** What every page lays out the same way (absent until a build stored it). */
  layout?: Layout | undefined;
}

interface ShardFile<Entry> {
  format: number;
  layoutKey: string;
  pages: Record<string, Entry>;
}

/** What {@link readCacheFiles} found (entries and layout as the cache's writer stored them). */
export interface CacheContents {
  layout: unknown;
  pages: Record<string, unknown>;
  /** False when a shard was missing or from another layout: its entries are not in `pages`. */
  complete: boolean;
}

/**
 * Reads the header and every shard of `folder` written under `format` and `layoutKey`; anything
 * else (missing, damaged, another format or layout) reads as empty.
 */
export function readCacheFiles(folder: string, format: number, layoutKey: string): CacheContents {
  const header = readJson(path.join(folder, 'index.json')) as CacheHeader<unknown> | undefined;
  if (header?.format !== format || header.layoutKey !== layoutKey) {
    return { layout: undefined, pages: {}, complete: false };
  }
  const pages: Record<string, unknown> = {};
  let complete = true;
  for (let shard = 0; shard < SHARD_COUNT; shard++) {
    const file = readJson(shardFile(folder, shard)) as Partial<ShardFile<unknown>> | undefined;
    if (file?.format !== format || file.layoutKey !== layoutKey || !isRecord(file.pages)) {
      complete = false;
      continue;
    }
    Object.assign(pages, file.pages);
  }
  return { layout: header.layout, pages, complete };
}

/** Writes the shards listed in `shards`, with the entries of `pages` that belong to each. */
export async function writeShards<Entry>(
  folder: string,
  header: { format: number; layoutKey: string },
  pages: Readonly<Record<string, Entry>>,
  shards: ReadonlySet<number>,
): Promise<void> {
  if (shards.size === 0) return;
  const byShard = new Map<number, Record<string, Entry>>();
  for (const shard of shards) byShard.set(shard, {});
  for (const [route, entry] of Object.entries(pages)) {
    const entries = byShard.get(shardOf(route));
    if (entries) entries[route] = entry;
  }
  await mkdir(folder, { recursive: true });
  await Promise.all(
    [...byShard].map(([shard, entries]) => {
      const file: ShardFile<Entry> = { ...header, pages: entries };
      // In ASCII: read back on every build, it decodes about twice as fast (see ascii-json.ts).
      return writeAtomically(shardFile(folder, shard), asciiJson(file));
    }),
  );
}

/** Writes the header (after the shards, so it never announces entries not written). */
export async function writeHeader(folder: string, header: CacheHeader<unknown>): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeAtomically(path.join(folder, 'index.json'), asciiJson(header));
}

function shardFile(folder: string, shard: number): string {
  return path.join(folder, `pages-${String(shard)}.json`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed JSON of `file`; undefined when it is missing or damaged (cut short, say). */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}
