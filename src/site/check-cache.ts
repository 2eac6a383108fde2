/**
 * What `folio validate` found on each page last time (the `check` kind of the project's cache
 * store), so a second run compiles only the pages that changed. Entries are keyed by what a
 * page's check depends on (see `checkKey`) and hold its diagnostics and the snippets it used with
 * their hashes then. The whole file belongs to one context: Folio's code, the icon library and the
 * folder's list of files (a page's imports are resolved against it); another context starts
 * empty.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { openCacheStore } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';

/** Bump when an entry changes shape. */
const FORMAT = 1;
const FILE = 'pages.json';

/** One check, as kept. */
export interface CheckEntry {
  /** The file that was checked: positions in `diagnostics` name it. */
  file: string;
  diagnostics: Diagnostic[];
  /** Snippet files the page used, with their hashes then. */
  dependencies: Record<string, string>;
}

interface CheckFile {
  format: number;
  context: string;
  entries: Record<string, CheckEntry>;
}

export class CheckCache {
  readonly #cacheDir: string | undefined;
  readonly #context: string;
  readonly #entries: Map<string, CheckEntry>;
  #changed = false;

  private constructor(
    cacheDir: string | undefined,
    context: string,
    entries: Map<string, CheckEntry>,
  ) {
    this.#cacheDir = cacheDir;
    this.#context = context;
    this.#entries = entries;
  }

  /** The cache of the project cache folder `cacheDir` for `context`; none kept without a folder. */
  static open(cacheDir: string | undefined, context: string): CheckCache {
    const entries = new Map<string, CheckEntry>();
    if (cacheDir !== undefined) {
      try {
        const file = openCacheStore(cacheDir).file('check', FILE);
        const read = JSON.parse(readFileSync(file, 'utf8')) as CheckFile;
        if (read.format === FORMAT && read.context === context) {
          for (const [key, entry] of Object.entries(read.entries)) entries.set(key, entry);
        }
      } catch {
        // No cache yet, or one that cannot be read: every page is checked.
      }
    }
    return new CheckCache(cacheDir, context, entries);
  }

  /** The entry of `key` when every snippet it used still has the hash it had. */
  get(key: string, hashOf: (file: string) => string): CheckEntry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    for (const [file, hash] of Object.entries(entry.dependencies)) {
      if (hashOf(file) !== hash) return undefined;
    }
    return entry;
  }

  set(key: string, entry: CheckEntry): void {
    this.#entries.set(key, entry);
    this.#changed = true;
  }

  /** Keeps only the entries of `keys` (the pages of this run) and writes the file if it changed. */
  save(keys: ReadonlySet<string>): void {
    for (const key of this.#entries.keys()) {
      if (!keys.has(key)) {
        this.#entries.delete(key);
        this.#changed = true;
      }
    }
    if (this.#cacheDir === undefined || !this.#changed) return;
    const data: CheckFile = {
      format: FORMAT,
      context: this.#context,
      entries: Object.fromEntries(this.#entries),
    };
    openCacheStore(this.#cacheDir).write('check', FILE, JSON.stringify(data));
    this.#changed = false;
  }
}
