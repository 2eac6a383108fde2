/**
 * The search indexes a build keeps for the next one (see `indexFiles` in the search module), in
 * the build cache folder: for each index, its text in `search-<key>@<id>.json` (the whole index
 * the site's split `_folio/search/<key>.json` and shards come from; the split files are kept in
 * `search-<key>@<id>.json.split`), what reading it back needs in `search-<key>@<id>.meta.json`
 * (where each row is in the text, and the small parts as data) and, in `search-<key>.json`, the
 * description every build reads: the text's id and the pages the index lists. A changed index
 * gets a new id: a text file is never modified once written. The description names its text
 * and meta files and is written after them, so the three always belong together.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFile as writeFileThen } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedIndexFileBytes, cachedIndexReading } from '../search/index.ts';
import type { IndexFile, CachedIndex, CachedIndexMeta } from '../search/index.ts';

/**
 * Added to a cached index's text file name for the browser files split from it (see
 * `split-search-files.ts`), kept and deleted with the text.
 */
export const SPLIT_SUFFIX = '.split';
/**
 * The folder (beside the texts) of the split files the `.split` lists name, `<hash>.json` each
 * (see `split-search-files.ts`).
 */
export const SPLIT_FOLDER = 'search-split';

/** A cached index's text file, ready to be linked into a site. */
export interface IndexTextFile {
  file: string;
  /** Names this version of the text (a new one whenever the text changes). */
  id: string;
  bytes: number;
}

/**
 * What a build reads of every kept index (small): which text it is and which pages it lists. The
 * rest, where the rows are in the text and the small parts of the index as data, is in a file
 * named like the text (`…@<id>.meta.json`), read with the text when one of the pages changed.
 */
interface Description {
  format: number;
  layoutKey: string;
  id: string;
  bytes: number;
  key: string;
  routes: string[];
  hashes: string[];
}

export class CachedIndexes {
  readonly #folder: string;
  readonly #format: number;
  readonly #layoutKey: string;
  readonly #read = new Map<string, { cached: CachedIndex; textFile: IndexTextFile } | undefined>();
  /** The descriptions of what `store` wrote, written by `save` (small: no texts). */
  readonly #stored = new Map<string, Description>();
  /**
   * The keys the site has now, once `start` or `store` was called (`save` deletes the others'
   * files).
   */
  #keys: Set<string> | undefined;
  /** The text `store` is writing, if any (see `store`). */
  #writing: Promise<void> = Promise.resolve();

  constructor(folder: string, format: number, layoutKey: string) {
    this.#folder = folder;
    this.#format = format;
    this.#layoutKey = layoutKey;
  }

  /** The index of `key` the last build kept under this format and layout, if any. */
  get(key: string): CachedIndex | undefined {
    if (!this.#read.has(key)) this.#read.set(key, this.#readCached(key));
    return this.#read.get(key)?.cached;
  }

  /** The file of the text of the index of `key` the last build kept, once {@link get} read it. */
  textFile(key: string): string | undefined {
    return this.#read.get(key)?.textFile.file;
  }

  /**
   * Starts keeping this build's indexes: `save` will delete the files of every index not given
   * to {@link store} from now on (all of them, when the site has none).
   */
  start(): void {
    this.#keys = new Set();
  }

  /**
   * Writes the text and meta of `file`'s cached index if it changed (one read unchanged is
   * already there) and returns where the text will be. They are written by the thread pool while
   * this thread goes on (tens of megabytes for a large site, whose split is made meanwhile);
   * `save` waits for them. One index is written at a time, so at most two are held; one that
   * cannot be written is not described, and the next build joins that index again.
   */
  async store(file: IndexFile): Promise<IndexTextFile | undefined> {
    const { key, cached } = file;
    (this.#keys ??= new Set()).add(key);
    if (!cached) return undefined;
    const read = this.#read.get(key);
    if (read?.cached === cached) return read.textFile;
    await this.#writing;
    await mkdir(this.#folder, { recursive: true }).catch(() => undefined);
    // Rows kept from the text read are copied as bytes, not joined and encoded again.
    const { bytes, meta } = cachedIndexFileBytes(cached);
    const id = randomBytes(6).toString('hex');
    const textFile = this.#textFile(key, id);
    const description = {
      format: this.#format,
      layoutKey: this.#layoutKey,
      id,
      bytes: bytes.length,
      key,
      routes: meta.routes,
      hashes: meta.hashes,
    };
    // The meta is written now, not kept for `save`: it holds the index's rows as data, and a
    // site with many indexes held them all until the last (crewAI's 137: about 60 MB of JSON).
    const metaText = JSON.stringify(meta);
    const metaFile = this.#metaFile(key, id);
    this.#stored.set(key, description);
    this.#writing = writeWhole(`${textFile}.tmp`, bytes)
      .then(() => rename(`${textFile}.tmp`, textFile))
      .then(() => writeFile(`${metaFile}.tmp`, metaText))
      .then(() => rename(`${metaFile}.tmp`, metaFile))
      .catch(() => {
        if (this.#stored.get(key) === description) this.#stored.delete(key);
      });
    return { file: textFile, id, bytes: bytes.length };
  }

  /**
   * Describes the texts `store` wrote, and deletes the files of indexes no longer kept (keys
   * the site no longer has, or replaced texts). Nothing happens unless `start` or `store` was
   * called.
   */
  async save(): Promise<void> {
    await this.#writing;
    const keys = this.#keys;
    if (keys === undefined) return;
    const wanted = new Set<string>();
    for (const key of keys) {
      const stored = this.#stored.get(key);
      const id = stored?.id ?? this.#read.get(key)?.textFile.id;
      if (id === undefined) continue;
      wanted.add(path.basename(this.#descriptionFile(key)));
      wanted.add(path.basename(this.#textFile(key, id)));
      wanted.add(path.basename(this.#metaFile(key, id)));
      wanted.add(`${path.basename(this.#textFile(key, id))}${SPLIT_SUFFIX}`);
      if (!stored) continue;
      // Only once its text and meta are written (see `store`): a description names only files
      // that are whole.
      const file = this.#descriptionFile(key);
      await writeFile(`${file}.tmp`, JSON.stringify(stored));
      await rename(`${file}.tmp`, file);
    }
    const present = await readdir(this.#folder).catch(() => []);
    await Promise.all(
      present
        .filter((name) => /^search-.*\.json(\.tmp|\.split)?$/.test(name) && !wanted.has(name))
        .map((name) => rm(path.join(this.#folder, name), { force: true })),
    );
    await this.#sweepSplitFiles(wanted);
  }

  /** Deletes the split files no kept `.split` list among `wanted` names. */
  async #sweepSplitFiles(wanted: ReadonlySet<string>): Promise<void> {
    const named = new Set<string>();
    for (const name of wanted) {
      if (!name.endsWith(SPLIT_SUFFIX)) continue;
      let list: unknown;
      try {
        list = JSON.parse(readFileSync(path.join(this.#folder, name), 'utf8'));
      } catch {
        continue;
      }
      for (const item of Array.isArray(list) ? (list as unknown[]) : []) {
        if (Array.isArray(item) && typeof item[1] === 'string') named.add(`${item[1]}.json`);
      }
    }
    const folder = path.join(this.#folder, SPLIT_FOLDER);
    const present = await readdir(folder).catch(() => []);
    await Promise.all(
      present
        .filter((name) => !named.has(name))
        .map((name) => rm(path.join(folder, name), { force: true })),
    );
  }

  /**
   * The kept index of `key` as its description gives it; its meta and text are read only when
   * its rows are asked for (an index none of whose pages changed never needs them). The
   * description is checked first, the text's size against it, and the meta when read: a cache a
   * repository ships is not trusted.
   */
  #readCached(key: string): { cached: CachedIndex; textFile: IndexTextFile } | undefined {
    try {
      const description: unknown = JSON.parse(readFileSync(this.#descriptionFile(key), 'utf8'));
      if (
        !isDescription(description) ||
        description.format !== this.#format ||
        description.layoutKey !== this.#layoutKey ||
        description.key !== key
      ) {
        return undefined;
      }
      const { id, bytes } = description;
      const file = this.#textFile(key, id);
      if (statSync(file).size !== bytes) return undefined;
      const cached = cachedIndexReading(description, () => {
        try {
          const meta: unknown = JSON.parse(readFileSync(this.#metaFile(key, id), 'utf8'));
          if (!isMeta(meta)) return undefined;
          const bytes = readFileSync(file);
          return { meta, text: bytes.toString('utf8'), bytes };
        } catch {
          return undefined;
        }
      });
      return { cached, textFile: { file, id, bytes } };
    } catch {
      return undefined;
    }
  }

  #descriptionFile(key: string): string {
    return path.join(this.#folder, `search-${key}.json`);
  }

  #textFile(key: string, id: string): string {
    return path.join(this.#folder, `search-${key}@${id}.json`);
  }

  #metaFile(key: string, id: string): string {
    return path.join(this.#folder, `search-${key}@${id}.meta.json`);
  }
}

/** Ids name text files: made by `store`, hex only, so a description cannot name another file. */
const ID = /^[0-9a-f]{12}$/;

/** Whether `value` has the shape of a description `store` writes. */
function isDescription(value: unknown): value is Description {
  if (typeof value !== 'object' || value === null) return false;
  const { format, layoutKey, id, bytes, key, routes, hashes } = value as Record<string, unknown>;
  return (
    typeof format === 'number' &&
    typeof layoutKey === 'string' &&
    typeof id === 'string' &&
    ID.test(id) &&
    typeof bytes === 'number' &&
    typeof key === 'string' &&
    isStrings(routes) &&
    isStrings(hashes) &&
    routes.length === hashes.length
  );
}

/**
 * Whether `value` has a kept index meta's shape, as far as reading the rows needs: the lists of
 * its data, where its rows start and their lengths.
 */
function isMeta(value: unknown): value is CachedIndexMeta {
  if (typeof value !== 'object' || value === null) return false;
  const { key, routes, hashes, data, sectionsAt, sectionLengths, termsAt, termLengths } =
    value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    isStrings(routes) &&
    isStrings(hashes) &&
    typeof data === 'object' &&
    data !== null &&
    DATA_LISTS.every((name) => Array.isArray((data as Record<string, unknown>)[name])) &&
    typeof sectionsAt === 'number' &&
    typeof termsAt === 'number' &&
    Array.isArray(sectionLengths) &&
    Array.isArray(termLengths)
  );
}

/** The lists of a kept index's data (see `CachedIndexData`). */
const DATA_LISTS = [
  'trails',
  'pages',
  'sectionCounts',
  'records',
  'fieldLength',
  'absent',
  'names',
  'first',
  'last',
] as const;

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Writes `bytes` to `file` on the thread pool in one request (`fs/promises` would take a round
 * trip per half megabyte).
 */
function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    writeFileThen(file, bytes, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}
