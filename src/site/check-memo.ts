/**
 * What `folio validate` worked out from each page's text last time, so that a page that has not
 * changed is not read again: its check key (see `checkKey`), keyed by the file's size, times and
 * inode as `git status` does, and, for each text, its cut into blocks and the keys of the runs it
 * was checked as. On a 25,000-page site reading, hashing and cutting every page took 2.6 s of a
 * 3.6 s run whose checks all came from the cache.
 *
 * A file is remembered only when it is a plain file (a link's own times do not change with its
 * target) and when it was last written more than a second before it was read: an edit in the same
 * tick of the file system's clock, keeping the size, would otherwise go unseen.
 *
 * @module
 */
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openCacheStore } from '../shared/index.ts';
import type { PageBlock } from '../content/index.ts';

/** Bump when an entry changes shape or keys are made differently. */
const FORMAT = 1;
const FILE = 'texts.json';
/** Files written more recently than this may still change without their stat changing. */
const SETTLED_MS = 1000n;

/** A text's cut: its blocks and their keys, or `null` for a text checked whole. */
export type TextCut = { sections: PageBlock[]; keys: string[] } | null;

interface MemoFile {
  format: number;
  context: string;
  /** Page file → [its stat, its check key]. */
  files: Record<string, [string, string]>;
  /** Check key of a text → its cut. */
  cuts: Record<string, TextCut>;
  /** Check key of a text → `start:end` of each run → the run's key. */
  runs: Record<string, Record<string, string>>;
}

export class CheckMemo {
  readonly #root: string;
  readonly #cacheDir: string | undefined;
  readonly #old: MemoFile;
  readonly #new: MemoFile;
  /** Whether this run made anything it did not find in the memo. */
  #changed = false;
  /** Stats taken by `knowsFile`, for `keyOf`. */
  readonly #stats = new Map<string, string | undefined>();

  private constructor(root: string, cacheDir: string | undefined, context: string, old: MemoFile) {
    this.#root = root;
    this.#cacheDir = cacheDir;
    this.#old = old;
    this.#new = { format: FORMAT, context, files: {}, cuts: {}, runs: {} };
  }

  /**
   * The memo of the pages of `root` kept in the project cache folder `cacheDir` for `context`
   * (Folio's code: keys are made by it); without a folder it remembers nothing.
   */
  static open(root: string, cacheDir: string | undefined, context: string): CheckMemo {
    let old: MemoFile = { format: FORMAT, context, files: {}, cuts: {}, runs: {} };
    if (cacheDir !== undefined) {
      try {
        const file = openCacheStore(cacheDir).file('check', FILE);
        const read: unknown = JSON.parse(readFileSync(file, 'utf8'));
        if (isMemoFile(read, context)) old = read;
      } catch {
        // No memo yet, or one that cannot be read: every page is read.
      }
    }
    return new CheckMemo(root, cacheDir, context, old);
  }

  /** Whether it holds anything from an earlier run. */
  remembers(): boolean {
    return Object.keys(this.#old.files).length > 0;
  }

  /** Whether it holds the check key of `file` as it is now. */
  knowsFile(file: string): boolean {
    const stat = this.#statOf(file);
    this.#stats.set(file, stat);
    return stat !== undefined && own(this.#old.files, file)?.[0] === stat;
  }

  /** Whether it holds the cut of the text keyed `text`. */
  knowsCut(text: string): boolean {
    return Object.hasOwn(this.#old.cuts, text);
  }

  /** The check key of `file` if it has not changed since it was remembered, else `key()`. */
  keyOf(file: string, key: () => string): string {
    const stat = this.#stats.has(file) ? this.#stats.get(file) : this.#statOf(file);
    const known = own(this.#old.files, file);
    const hit = stat !== undefined && known?.[0] === stat;
    const value = hit ? known[1] : key();
    if (!hit) this.#changed = true;
    if (stat !== undefined) this.#new.files[file] = [stat, value];
    return value;
  }

  /** The cut of the text keyed `text`, made by `cut()` unless remembered. */
  cutOf(text: string, cut: () => TextCut): TextCut {
    const known = own(this.#old.cuts, text);
    if (known === undefined) this.#changed = true;
    const value = known === undefined ? cut() : known;
    this.#new.cuts[text] = value;
    return value;
  }

  /** The key of the run `start`–`end` of the text keyed `text`, made by `key()` unless remembered. */
  runKeyOf(text: string, start: number, end: number, key: () => string): string {
    const span = `${String(start)}:${String(end)}`;
    const spans = own(this.#old.runs, text);
    let value = spans && own(spans, span);
    if (value === undefined) {
      value = key();
      this.#changed = true;
    }
    (this.#new.runs[text] ??= {})[span] = value;
    return value;
  }

  /** Writes what this run used (and only that) when it is not what was read. */
  save(): void {
    if (this.#cacheDir === undefined) return;
    const size = (memo: MemoFile): number =>
      Object.keys(memo.files).length +
      Object.keys(memo.cuts).length +
      Object.values(memo.runs).reduce((sum, spans) => sum + Object.keys(spans).length, 0);
    // Entries left out (pages gone) change the file too.
    if (!this.#changed && size(this.#new) === size(this.#old)) return;
    openCacheStore(this.#cacheDir).write('check', FILE, JSON.stringify(this.#new));
  }

  /** `file`'s size, times and inode, if it is a plain file written over a second ago. */
  #statOf(file: string): string | undefined {
    if (this.#cacheDir === undefined) return undefined;
    try {
      const stat = lstatSync(path.join(this.#root, file), { bigint: true });
      if (!stat.isFile()) return undefined;
      if (BigInt(Date.now()) - stat.mtimeMs < SETTLED_MS) return undefined;
      return `${String(stat.size)}:${String(stat.mtimeNs)}:${String(stat.ctimeNs)}:${String(stat.ino)}`;
    } catch {
      return undefined;
    }
  }
}

/** `record[key]` if `record` has it as its own property (never one inherited from Object). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Whether `data`, read from the docs folder's cache (which a repository may ship, so it is
 * input), is a memo of this format and `context` in every entry: a memo of any other shape is
 * ignored whole and every page is read.
 */
function isMemoFile(data: unknown, context: string): data is MemoFile {
  if (typeof data !== 'object' || data === null) return false;
  const memo = data as Record<string, unknown>;
  return (
    memo['format'] === FORMAT &&
    memo['context'] === context &&
    everyValue(
      memo['files'],
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        entry.every((item) => typeof item === 'string'),
    ) &&
    everyValue(memo['cuts'], isCut) &&
    everyValue(memo['runs'], (spans) => everyValue(spans, (key) => typeof key === 'string'))
  );
}

/** A kept cut: null, or blocks in order inside the text, each with a key. */
function isCut(cut: unknown): boolean {
  if (cut === null) return true;
  if (typeof cut !== 'object') return false;
  const { sections, keys } = cut as { sections?: unknown; keys?: unknown };
  if (!Array.isArray(sections) || !Array.isArray(keys) || sections.length !== keys.length) {
    return false;
  }
  const count = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
  return (
    keys.every((key) => typeof key === 'string') &&
    sections.every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { start, end, line } = section as Record<string, unknown>;
      return count(start) && count(end) && count(line) && (start as number) <= (end as number);
    })
  );
}

/** Whether `record` is a plain object whose every value passes `test`. */
function everyValue(record: unknown, test: (value: unknown) => boolean): boolean {
  return (
    typeof record === 'object' &&
    record !== null &&
    !Array.isArray(record) &&
    Object.values(record).every(test)
  );
}
