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
import type { CacheStore } from '../shared/index.ts';
import { readPageHeadSync } from './page-head.ts';

/** The number changes with the shape of the cache file. */
const FORMAT = 2;

/**
 * The file as written, in columns (a fifth of the time to parse of an object per page): each
 * distinct head once, and per page its path, size, modification time (ms) and head's index.
 */
interface Stored {
  heads: unknown[];
  pages: unknown[];
  sizes: unknown[];
  times: unknown[];
  headOf: unknown[];
}

/** A page read from its file this run: its path, size, modification time and head. */
type Read = [file: string, size: number, mtimeMs: number, head: string];

export class PageHeadCache {
  readonly #store: CacheStore;
  /** The cache file's name in the store's `heads` folder. */
  readonly #name: string;
  /** What the cache file held when it was opened. */
  readonly #stored: Stored;
  /** The index of each page of {@link #stored}. */
  readonly #index = new Map<string, number>();
  /** This run's pages, what is written back: taken from the cache (their index) or read. */
  readonly #seen: (number | Read)[] = [];
  /** A page was read from its file this run and is to be kept. */
  #read = false;

  private constructor(store: CacheStore, name: string, stored: Stored) {
    this.#store = store;
    this.#name = name;
    this.#stored = stored;
    stored.pages.forEach((page, index) => {
      if (typeof page === 'string') this.#index.set(page, index);
    });
  }

  /**
   * The cache kept in `store` by the Folio whose code hashes to `engine` (empty when there is
   * none yet or it cannot be read): another Folio may cut heads otherwise.
   */
  static open(store: CacheStore, engine: string): PageHeadCache {
    const name = `page-heads-${String(FORMAT)}-${engine.slice(0, 16)}.json`;
    return new PageHeadCache(store, name, readStored(store.file('heads', name)));
  }

  /** The head of `file` (relative to the docs folder `root`), from the cache when it can be. */
  read(root: string, file: string): string {
    // Taken before the file is read: a page written meanwhile has a newer time than the one
    // recorded, so the next run reads it again.
    const info = lstatSync(path.join(root, file), { throwIfNoEntry: false });
    const at = this.#index.get(file);
    if (info?.isFile() === true && at !== undefined) {
      const { heads, sizes, times, headOf } = this.#stored;
      const head = heads[headOf[at] as number];
      if (sizes[at] === info.size && times[at] === info.mtimeMs && typeof head === 'string') {
        this.#seen.push(at);
        return head;
      }
    }
    const head = readPageHeadSync(root, file);
    // A link is read every time (its target may change unseen): nothing to keep of it.
    if (info?.isFile() === true) {
      this.#seen.push([file, info.size, info.mtimeMs, head]);
      this.#read = true;
    }
    return head;
  }

  /**
   * Writes the heads of this run's pages when any was read from its file or a page of the last
   * run is gone, and removes those of other Folios (a store that cannot be written is left as
   * it is).
   */
  save(): void {
    if (!this.#read && this.#seen.length === this.#stored.pages.length) return;
    const known = this.#stored;
    const heads: string[] = [];
    const stored: Stored = { heads, pages: [], sizes: [], times: [], headOf: [] };
    const indexes = new Map<string, number>();
    for (const seen of this.#seen) {
      const [file, size, mtimeMs, head]: [unknown, unknown, unknown, string] =
        typeof seen === 'number'
          ? [
              known.pages[seen],
              known.sizes[seen],
              known.times[seen],
              known.heads[known.headOf[seen] as number] as string,
            ]
          : seen;
      let index = indexes.get(head);
      if (index === undefined) {
        index = heads.push(head) - 1;
        indexes.set(head, index);
      }
      stored.pages.push(file);
      stored.sizes.push(size);
      stored.times.push(mtimeMs);
      stored.headOf.push(index);
    }
    if (this.#store.write('heads', this.#name, JSON.stringify(stored))) {
      this.#store.prune('heads', (name) => name === this.#name);
    }
  }
}

/** The columns of the cache file, or empty ones when it is missing or not of this shape. */
function readStored(file: string): Stored {
  const empty: Stored = { heads: [], pages: [], sizes: [], times: [], headOf: [] };
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return empty;
  }
  if (typeof stored !== 'object' || stored === null) return empty;
  const columns = stored as Partial<Record<keyof Stored, unknown>>;
  const { heads, pages, sizes, times, headOf } = columns;
  if (!Array.isArray(heads) || !Array.isArray(pages)) return empty;
  for (const column of [sizes, times, headOf]) {
    if (!Array.isArray(column) || column.length !== pages.length) return empty;
  }
  return stored as Stored;
}
