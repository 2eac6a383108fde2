/**
 * The heads of a docs folder's pages (see `page-head.ts`) kept between runs in the project's
 * cache store, each under its page's path with the size and modification time the file had when
 * it was read. The dev server reads every page's head before it answers: with them kept, a start
 * costs one `lstat` per page instead of opening, checking and reading each file, which on a
 * 25,000-page site is most of the time to its first page.
 *
 * A head is taken from the cache only for a regular file whose size and modification time are
 * those recorded; anything else (a new or edited page, a page that became a link) is read again,
 * with the checks of `readPageHeadSync`. Pages of many versions often share their frontmatter,
 * so each distinct head is stored once.
 *
 * @module
 */
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeCacheFile } from '../shared/index.ts';
import { readPageHeadSync } from './page-head.ts';

/** The cache file; the number changes with the shape of the file or of a head. */
const CACHE_FILE = 'page-heads-1.json';

/** A page's size and modification time (ms) when its head was read, and the head. */
type Entry = [size: number, mtimeMs: number, head: string];

/** The file as written: each distinct head once, and per page its size, time and head's index. */
interface Stored {
  heads: string[];
  pages: Record<string, [number, number, number]>;
}

export class PageHeadCache {
  readonly #file: string;
  /** What the cache file held when it was opened. */
  readonly #known: Map<string, Entry>;
  /** The entries of this run's pages: what is written back. */
  readonly #seen = new Map<string, Entry>();
  /** A page was read from its file this run. */
  #read = false;

  private constructor(file: string, known: Map<string, Entry>) {
    this.#file = file;
    this.#known = known;
  }

  /** The cache kept in `folder` (empty when there is none yet or it cannot be read). */
  static open(folder: string): PageHeadCache {
    const file = path.join(folder, CACHE_FILE);
    return new PageHeadCache(file, readStored(file));
  }

  /** The head of `file` (relative to the docs folder `root`), from the cache when it can be. */
  read(root: string, file: string): string {
    // Taken before the file is read: a page written meanwhile has a newer time than the one
    // recorded, so the next run reads it again.
    const info = lstatSync(path.join(root, file), { throwIfNoEntry: false });
    const known = this.#known.get(file);
    if (info?.isFile() === true && known?.[0] === info.size && known[1] === info.mtimeMs) {
      this.#seen.set(file, known);
      return known[2];
    }
    const head = readPageHeadSync(root, file);
    this.#read = true;
    if (info?.isFile() === true) this.#seen.set(file, [info.size, info.mtimeMs, head]);
    return head;
  }

  /**
   * Writes the heads of this run's pages when any was read from its file or a page of the last
   * run is gone (a store that cannot be written is left as it is).
   */
  save(): void {
    if (!this.#read && this.#seen.size === this.#known.size) return;
    const indexes = new Map<string, number>();
    const stored: Stored = { heads: [], pages: {} };
    for (const [file, [size, mtimeMs, head]] of this.#seen) {
      let index = indexes.get(head);
      if (index === undefined) {
        index = stored.heads.push(head) - 1;
        indexes.set(head, index);
      }
      stored.pages[file] = [size, mtimeMs, index];
    }
    writeCacheFile(this.#file, JSON.stringify(stored));
  }
}

/** The entries of the cache file, or none when it is missing or not of this shape. */
function readStored(file: string): Map<string, Entry> {
  const known = new Map<string, Entry>();
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return known;
  }
  if (typeof stored !== 'object' || stored === null) return known;
  const { heads, pages } = stored as { heads?: unknown; pages?: unknown };
  if (!Array.isArray(heads) || typeof pages !== 'object' || pages === null) return known;
  for (const [page, entry] of Object.entries(pages as Record<string, unknown>)) {
    if (!Array.isArray(entry)) continue;
    const [size, mtimeMs, index] = entry as unknown[];
    const head: unknown = typeof index === 'number' ? (heads as unknown[])[index] : undefined;
    if (typeof size === 'number' && typeof mtimeMs === 'number' && typeof head === 'string') {
      known.set(page, [size, mtimeMs, head]);
    }
  }
  return known;
}
