/**
 * What navigation knows of each OpenAPI spec (its operations, tag order and servers, see
 * `summarize-spec.ts`) kept between runs, so a run that finds a spec's text unchanged neither
 * parses it nor summarises it again. Parsing is most of loading a spec: a 220 KB YAML spec takes
 * about 80 ms, a fifth of a warm `folio validate` of its 314-page site, on every run.
 *
 * One file of the project's cache store (`specs/summaries.json`) holds the summary of each
 * distinct text loaded by the last run, under a hash of the text, its kind (JSON or YAML) and
 * Folio's own code (a new Folio may summarise differently). Only specs that loaded are kept. An
 * entry is used only when it has a summary's shape: the cache folder is in the docs folder, and
 * whatever is there must not stop a run.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { engineHash } from '../shared/index.ts';
import type { CacheStore } from '../shared/index.ts';
import { isObject } from './read-spec-document.ts';
import type { SpecSummary } from './summarize-spec.ts';

/** Bump when what is stored changes shape. */
const FORMAT = 1;

/** The cache file in the store's `specs` folder. */
const FILE = 'summaries.json';

interface Stored {
  format: number;
  summaries: Record<string, unknown>;
}

export class SpecSummaryCache {
  readonly #store: CacheStore;
  readonly #salt: string;
  readonly #kept: Map<string, unknown>;
  /** The summaries of this run: the next file holds these only. */
  readonly #used = new Map<string, SpecSummary>();
  #added = false;

  private constructor(store: CacheStore, salt: string, kept: Map<string, unknown>) {
    this.#store = store;
    this.#salt = salt;
    this.#kept = kept;
  }

  /** The summaries kept in `store` (none when its file is missing or not one of ours). */
  static async open(store: CacheStore): Promise<SpecSummaryCache> {
    const salt = `folio spec summary ${String(FORMAT)}\0${await engineHash()}\0`;
    let kept = new Map<string, unknown>();
    try {
      const stored = JSON.parse(readFileSync(store.file('specs', FILE), 'utf8')) as Stored;
      if (stored.format === FORMAT && isObject(stored.summaries))
        kept = new Map(Object.entries(stored.summaries));
    } catch {
      // No file yet, or one that cannot be read: every spec is parsed.
    }
    return new SpecSummaryCache(store, salt, kept);
  }

  /** The summary kept for the text of spec `file`, if any. */
  get(file: string, text: string): SpecSummary | undefined {
    const key = this.#key(file, text);
    const known = this.#used.get(key);
    if (known) return known;
    const kept = this.#kept.get(key);
    if (!isSpecSummary(kept)) return undefined;
    this.#used.set(key, kept);
    return kept;
  }

  /** Keeps the summary of the text of spec `file`, parsed this run. */
  keep(file: string, text: string, summary: SpecSummary): void {
    const key = this.#key(file, text);
    if (this.#used.has(key)) return;
    this.#used.set(key, summary);
    this.#added = true;
  }

  /** Writes this run's summaries when they are not those the file holds. */
  save(): void {
    if (!this.#added && this.#used.size === this.#kept.size) return;
    const stored: Stored = { format: FORMAT, summaries: Object.fromEntries(this.#used) };
    // A read-only docs folder only means parsing again next time.
    this.#store.write('specs', FILE, JSON.stringify(stored));
  }

  #key(file: string, text: string): string {
    const kind = /\.json$/i.test(file) ? 'json' : 'yaml';
    return createHash('sha256').update(`${this.#salt}${kind}\0${text}`).digest('hex').slice(0, 32);
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const optional =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === undefined || check(value);
const isStrings = (value: unknown): boolean => Array.isArray(value) && value.every(isString);
const isIcon = (value: unknown): boolean =>
  isString(value) || (isObject(value) && isString(value['name']));

/** Optional fields of an operation's summary, and what each must be when present. */
const OPERATION_FIELDS: Record<string, (value: unknown) => boolean> = {
  summary: optional(isString),
  operationId: optional(isString),
  hidden: optional((value) => typeof value === 'boolean'),
  excluded: optional((value) => typeof value === 'boolean'),
  href: optional(isString),
  title: optional(isString),
  sidebarTitle: optional(isString),
  icon: optional(isIcon),
  tag: optional(isString),
};

function isOperation(value: unknown): boolean {
  if (!isObject(value) || !isString(value['method']) || !isString(value['path'])) return false;
  if (!isStrings(value['tags'])) return false;
  return Object.entries(OPERATION_FIELDS).every(([key, check]) => check(value[key]));
}

function isServer(value: unknown): boolean {
  if (!isObject(value) || !isString(value['url']) || !isObject(value['variables'])) return false;
  return Object.values(value['variables']).every(
    (variable) =>
      isObject(variable) && isString(variable['default']) && optional(isStrings)(variable['enum']),
  );
}

/** Whether `value`, read from the cache file, has the shape of a {@link SpecSummary}. */
export function isSpecSummary(value: unknown): value is SpecSummary {
  return (
    isObject(value) &&
    Array.isArray(value['operations']) &&
    value['operations'].every(isOperation) &&
    isStrings(value['tagOrder']) &&
    Array.isArray(value['servers']) &&
    value['servers'].every(isServer)
  );
}
