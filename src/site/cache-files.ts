/**
 * The build cache's files in the cache store's `build` folder: `index.json` (the format, the layout key and
 * what a build lays out once: the 404 page, shared sidebars, the home route) and the page entries
 * spread over a fixed number of shard files by route. A build that changed a few pages rewrites
 * the shards holding them, not every entry. Each shard names the layout key it was written
 * under, so a shard left from another layout (a build cut short) is never mixed in.
 *
 * A shard is a two-part file (see {@link readTwoPartFile}): the entries on its first line, then
 * what a build needs of a page only now and then (its search segment), one line
 * per page (`"route"`, a tab, the JSON text), kept as text until asked for: a shard rewritten
 * for one changed page copies the other pages' lines as they were. Both parts are written at
 * once, so they always belong together.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  /** The search segments (JSON text) of a shard's entries by route (empty when the shard is unread). */
  searchSegments: (shard: number) => ReadonlyMap<string, string>;
}

/**
 * Reads the header and every shard of `folder` written under `format` and `layoutKey`; anything
 * else (missing, damaged, another format or layout) reads as empty.
 */
export function readCacheFiles(folder: string, format: number, layoutKey: string): CacheContents {
  const header = readJson(path.join(folder, 'index.json')) as CacheHeader<unknown> | undefined;
  const bodies = new Map<number, () => string>();
  const read = new Map<number, Map<string, string>>();
  const searchSegments = (shard: number): Map<string, string> => {
    let segments = read.get(shard);
    if (segments === undefined) {
      segments = segmentLines(bodies.get(shard)?.() ?? '');
      read.set(shard, segments);
    }
    return segments;
  };
  if (header?.format !== format || header.layoutKey !== layoutKey) {
    return { layout: undefined, pages: {}, complete: false, searchSegments };
  }
  const pages: Record<string, unknown> = {};
  let complete = true;
  for (let shard = 0; shard < SHARD_COUNT; shard++) {
    const file = readTwoPartFile(shardFile(folder, shard), format, layoutKey);
    if (file === undefined) {
      complete = false;
      continue;
    }
    Object.assign(pages, (file.head as ShardFile<unknown>).pages);
    bodies.set(shard, file.body);
  }
  return { layout: header.layout, pages, complete, searchSegments };
}

/**
 * Writes the shards listed in `shards` (with the entries of `pages` that belong to each, and
 * their search segments: the JSON text `segmentOf` gives for their routes, when it gives one).
 */
export async function writeShards<Entry>(
  folder: string,
  header: { format: number; layoutKey: string },
  pages: Readonly<Record<string, Entry>>,
  shards: ReadonlySet<number>,
  segmentOf: (route: string) => string | undefined = () => undefined,
): Promise<void> {
  if (shards.size === 0) return;
  const byShard = new Map<number, { entries: Record<string, Entry>; lines: string[] }>();
  for (const shard of shards) byShard.set(shard, { entries: {}, lines: [] });
  for (const [route, entry] of Object.entries(pages)) {
    const bucket = byShard.get(shardOf(route));
    if (!bucket) continue;
    bucket.entries[route] = entry;
    const segment = segmentOf(route);
    if (segment !== undefined) bucket.lines.push(`${JSON.stringify(route)}\t${segment}`);
  }
  await mkdir(folder, { recursive: true });
  await Promise.all(
    [...byShard].map(([shard, { entries, lines }]) => {
      const file: ShardFile<Entry> = { ...header, pages: entries };
      return writeTwoPartFile(shardFile(folder, shard), file, lines.join('\n'));
    }),
  );
}

/** The search segments' lines by route; a damaged line is left out. */
function segmentLines(body: string): Map<string, string> {
  const segments = new Map<string, string>();
  if (body === '') return segments;
  for (const line of body.split('\n')) {
    const tab = line.indexOf('\t');
    try {
      const route: unknown = JSON.parse(line.slice(0, tab));
      if (tab > 0 && typeof route === 'string') segments.set(route, line.slice(tab + 1));
    } catch {
      // Left out: the page's segment is missing, and an index that needs it is joined again.
    }
  }
  return segments;
}

/**
 * Reads a file of a JSON head on the first line (naming `format` and `layoutKey`) and a body
 * after it, decoded only when asked for; undefined when the file is missing, damaged (its body
 * not the size the head says) or from another format or layout.
 */
export function readTwoPartFile(
  file: string,
  format: number,
  layoutKey: string,
): { head: unknown; body: () => string } | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(10);
  let head: unknown;
  try {
    head = JSON.parse(bytes.toString('utf8', 0, end < 0 ? bytes.length : end));
  } catch {
    return undefined;
  }
  const fields = head as { format?: unknown; layoutKey?: unknown; bodyBytes?: unknown } | null;
  const bodyBytes = end < 0 ? 0 : bytes.length - end - 1;
  if (fields?.format !== format || fields.layoutKey !== layoutKey) return undefined;
  // A body cut short (or grown) is not the one written with this head.
  if (fields.bodyBytes !== bodyBytes) return undefined;
  return { head, body: () => (end < 0 ? '' : bytes.toString('utf8', end + 1)) };
}

/**
 * Writes `head` (with the body's size in bytes added) as JSON on the first line and `body` after
 * it, atomically.
 */
export async function writeTwoPartFile(file: string, head: object, body: string): Promise<void> {
  const sized = { ...head, bodyBytes: Buffer.byteLength(body) };
  await writeAtomically(file, `${JSON.stringify(sized)}\n${body}`);
}

/** Writes the header (after the shards, so it never announces entries not written). */
export async function writeHeader(folder: string, header: CacheHeader<unknown>): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeAtomically(path.join(folder, 'index.json'), JSON.stringify(header));
}

function shardFile(folder: string, shard: number): string {
  return path.join(folder, `pages-${String(shard)}.json`);
}

/** The parsed JSON of `file`; undefined when it is missing or damaged. */
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
