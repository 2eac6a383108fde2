/**
 * The heads of a docs folder's pages (see `page-head.ts`) kept between runs in the project's
 * cache store, each under its page's path with the size, modification time and inode the file
 * had when it was read, and, once a build read the whole page, its text's digest (its hash and
 * the classes it names). The dev server reads every page's head before it answers, and a build
 * every page's head and hash: with them kept, a start or a rebuild costs one `lstat` per page
 * instead of opening, checking and reading each file (216 MB on a 25,000-page site).
 *
 * A record is used only for a regular file whose size, modification time and inode are those
 * recorded, and kept only for a file last written over a second before it was read (an edit in
 * the same tick of the file system's clock, keeping the size, would otherwise go unseen);
 * anything else (a new or edited page, a page that became a link) is read again, with the checks
 * of `readPageHeadSync` or `readTextInsideSync`. Pages of many versions often share their
 * frontmatter, so each distinct head is stored once.
 *
 * @module
 */
import { lstatSync, readFileSync } from 'node:fs';
import type { Stats } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../shared/index.ts';
import { asciiJson, readTextInsideSync } from '../shared/index.ts';
import { pageHeadOf, readPageHead, readPageHeadSync } from './page-head.ts';

/** The number changes with the shape of the cache file. */
const FORMAT = 3;
/** Files written more recently than this may still change without their size or time changing. */
const SETTLED_MS = 1000;

/**
 * What a build keeps of a page's text instead of the text: its hash and the classes it names
 * (space-separated), both made by the caller's `digest` (see {@link PageHeadCache.readWhole}).
 */
export interface PageDigest {
  hash: string;
  classes: string;
}

/**
 * The file as written, in columns (a fifth of the time to parse of an object per page): each
 * distinct head once, and per page its path, size, modification time (ms), inode, head's index
 * and, once a build read the whole page, its text's digest (`null` until then).
 */
interface Stored {
  heads: unknown[];
  pages: unknown[];
  sizes: unknown[];
  times: unknown[];
  inodes: unknown[];
  headOf: unknown[];
  hashes: unknown[];
  classes: unknown[];
}

/** The columns of a {@link Stored} file. */
const COLUMNS = ['pages', 'sizes', 'times', 'inodes', 'headOf', 'hashes', 'classes'] as const;

/** A page read from its file this run: its path, stat, head and, when read whole, digest. */
type Read = [file: string, info: FileStat, head: string, digest: PageDigest | null];

/** What the cache records of a file's stat. */
export type FileStat = Pick<Stats, 'size' | 'mtimeMs' | 'ino'>;

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
   * none yet or it cannot be read): another Folio may cut heads or make digests otherwise.
   */
  static open(store: CacheStore, engine: string): PageHeadCache {
    const name = `page-heads-${String(FORMAT)}-${engine.slice(0, 16)}.json`;
    return new PageHeadCache(store, name, readStored(store.file('heads', name)));
  }

  /** The head of `file` (relative to the docs folder `root`), from the cache when it can be. */
  read(root: string, file: string): string {
    if (!this.#index.has(file)) {
      // A page never read before (every page, on a first run): its stat is that of the file
      // opened, taken before it is read too, one call fewer per page than `lstat` first. A page
      // reached through a link is read every time, as below.
      const { head, info, direct } = readPageHead(root, file);
      if (direct) this.#keep(file, info, head, null);
      return head;
    }
    // Taken before the file is read: a page written meanwhile has a newer time than the one
    // recorded, so the next run reads it again.
    const info = lstatSync(path.join(root, file), { throwIfNoEntry: false });
    const at = this.#unchanged(file, info);
    const head =
      at === undefined ? undefined : this.#stored.heads[this.#stored.headOf[at] as number];
    if (at !== undefined && typeof head === 'string') {
      this.#seen.push(at);
      return head;
    }
    const read = readPageHeadSync(root, file);
    this.#keep(file, info, read, null);
    return read;
  }

  /**
   * Keeps the head of `file` read elsewhere (another thread) for the next run: a regular file
   * reached through no link, whose stat `info` was taken before it was read.
   */
  keep(file: string, info: FileStat, head: string): void {
    this.#keep(file, { ...info, isFile: () => true }, head, null);
  }

  /**
   * The head of `file` and the digest of its text, from the cache when a build recorded both
   * for the file as it is; otherwise the whole file is read (with the checks of
   * `readTextInsideSync`) and `digest` makes the digest of its text.
   */
  readWhole(
    root: string,
    file: string,
    digest: (text: string) => PageDigest,
  ): { head: string; digest: PageDigest } {
    const info = lstatSync(path.join(root, file), { throwIfNoEntry: false });
    const at = this.#unchanged(file, info);
    if (at !== undefined) {
      const { heads, headOf, hashes, classes } = this.#stored;
      const head = heads[headOf[at] as number];
      const [hash, named] = [hashes[at], classes[at]];
      if (typeof head === 'string' && typeof hash === 'string' && typeof named === 'string') {
        this.#seen.push(at);
        return { head, digest: { hash, classes: named } };
      }
    }
    const read = readWholePage(root, file, digest);
    this.#keep(file, info, read.head, read.digest);
    return read;
  }

  /**
   * The index of `file`'s record when the file is a regular file of the size, modification time
   * and inode recorded, written over a second before the record was made.
   */
  #unchanged(file: string, info: Stats | undefined): number | undefined {
    const at = this.#index.get(file);
    if (at === undefined || info?.isFile() !== true) return undefined;
    const { sizes, times, inodes } = this.#stored;
    const same = sizes[at] === info.size && times[at] === info.mtimeMs && inodes[at] === info.ino;
    return same ? at : undefined;
  }

  /** Keeps what was read of `file` (stat `info`) for the next run, when it may be trusted then. */
  #keep(
    file: string,
    info: (FileStat & { isFile: () => boolean }) | undefined,
    head: string,
    digest: PageDigest | null,
  ): void {
    // A link is read every time (its target may change unseen), and so is a file written in the
    // last second: another write in the same tick of the file system's clock, keeping the size,
    // would leave its stat as recorded.
    if (info?.isFile() !== true || Date.now() - info.mtimeMs < SETTLED_MS) return;
    this.#seen.push([file, info, head, digest]);
    this.#read = true;
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
    const stored = emptyStored();
    stored.heads = heads;
    const indexes = new Map<string, number>();
    for (const seen of this.#seen) {
      const [file, size, mtimeMs, inode, head, hash, named]: unknown[] =
        typeof seen === 'number'
          ? [
              known.pages[seen],
              known.sizes[seen],
              known.times[seen],
              known.inodes[seen],
              known.heads[known.headOf[seen] as number],
              known.hashes[seen],
              known.classes[seen],
            ]
          : [
              seen[0],
              seen[1].size,
              seen[1].mtimeMs,
              seen[1].ino,
              seen[2],
              seen[3]?.hash ?? null,
              seen[3]?.classes ?? null,
            ];
      let index = indexes.get(head as string);
      if (index === undefined) {
        index = heads.push(head as string) - 1;
        indexes.set(head as string, index);
      }
      stored.pages.push(file);
      stored.sizes.push(size);
      stored.times.push(mtimeMs);
      stored.inodes.push(inode);
      stored.headOf.push(index);
      stored.hashes.push(hash);
      stored.classes.push(named);
    }
    if (this.#store.write('heads', this.#name, asciiJson(stored))) {
      this.#store.prune('heads', (name) => name === this.#name);
    }
  }
}

/**
 * The head and digest (made by `digest`) of the page `file` of `root`, read whole with the
 * checks of `readTextInsideSync`.
 */
export function readWholePage(
  root: string,
  file: string,
  digest: (text: string) => PageDigest,
): { head: string; digest: PageDigest } {
  const text = readTextInsideSync(root, file);
  return { head: pageHeadOf(text), digest: digest(text) };
}

function emptyStored(): Stored {
  return {
    heads: [],
    pages: [],
    sizes: [],
    times: [],
    inodes: [],
    headOf: [],
    hashes: [],
    classes: [],
  };
}

/**
 * The columns of the cache file, or empty ones when it is missing or not of this shape (a
 * repository may ship its `.folio` folder: the file is input, and each value is checked where it
 * is used).
 */
function readStored(file: string): Stored {
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return emptyStored();
  }
  if (typeof stored !== 'object' || stored === null) return emptyStored();
  const columns = stored as Partial<Record<keyof Stored, unknown>>;
  const { heads, pages } = columns;
  if (!Array.isArray(heads) || !Array.isArray(pages)) return emptyStored();
  for (const name of COLUMNS) {
    const column = columns[name];
    if (!Array.isArray(column) || column.length !== pages.length) return emptyStored();
  }
  return stored as Stored;
}
