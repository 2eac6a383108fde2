/**
 * Highlighted code blocks kept on disk (in the build cache), keyed by the hash of everything a
 * block's output depends on: the code, its fence meta and a salt the caller gives (Folio's own
 * code and the themes). A page edited without touching its code blocks is re-rendered without
 * loading a single grammar.
 *
 * Blocks are written in packs, not one file each: creating thousands of small files costs more
 * than highlighting on many file systems. Each renderer collects the blocks it highlighted and
 * `flush()` writes them as one pack (the blocks' JSON one after another) plus the pack's index
 * (key → offset and length). Reading a block loads the indexes once, then reads only that
 * block's bytes. Packs of another salt (an older Folio) are deleted when a pack is written.
 *
 * Only blocks in a language the highlighter knows are kept: an unknown language must warn on
 * every build that meets it.
 *
 * A pack's name carries the pid of the process that wrote it. A build killed while writing one
 * leaves a pack without its index (never read, since the index is written last); such packs,
 * and unfinished index files, are deleted when a later pack is written, once their process no
 * longer runs.
 *
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { isProcessGone } from '../../shared/index.ts';
import type { CodeMeta } from './code-meta.ts';
import { MERMAID, isBundledLanguage, needsNoGrammar, normalizeLanguage } from './languages.ts';

export interface HighlightCache {
  /** The cached block for `code` and `meta`, or undefined (also for blocks never cached). */
  get(code: string, meta: CodeMeta): Promise<Element | undefined>;
  /** Keeps `block` as the output for `code` and `meta` (written by the next `flush`). */
  set(code: string, meta: CodeMeta, block: Element): Promise<void>;
  /** Writes the blocks kept since the last flush as one pack; failures are ignored. */
  flush(): void;
}

/** Where a block is: its pack (file name) and its bytes there. */
interface Location {
  pack: string;
  offset: number;
  length: number;
}

const INDEX = '.index.json';
const PACK = '.pack';
/** `<salt>-<time>-<pid>-<random>` and the suffix: the pid of the process that wrote the file. */
const WRITER = /^[0-9a-f]+-[0-9a-z]+-(\d+)-[0-9a-f]+\./;
/** More packs than this are merged into one when the next pack is written. */
const MAX_PACKS = 32;

/** A cache in `folder`; `salt` (awaited once) must change whenever the output could. */
export function createHighlightCache(
  folder: string,
  salt: () => Promise<string> | string,
): HighlightCache {
  let saltHash: Promise<string> | undefined;
  /** The salt's hash once known (every block kept waited for it). */
  let saltValue: string | undefined;
  const saltOf = (): Promise<string> =>
    (saltHash ??= Promise.resolve(salt()).then((value) => {
      saltValue = hash(value).slice(0, 12);
      return saltValue;
    }));
  let locations: Map<string, Location> | undefined;
  const pending = new Map<string, string>();

  const keyOf = async (code: string, meta: CodeMeta): Promise<string | undefined> => {
    if (!cacheable(meta)) return undefined;
    return hash(`${await saltOf()}\0${JSON.stringify(meta, withSets)}\0${code}`).slice(0, 32);
  };
  return {
    async get(code, meta) {
      const key = await keyOf(code, meta);
      if (key === undefined) return undefined;
      const waiting = pending.get(key);
      if (waiting !== undefined) return JSON.parse(waiting) as Element;
      // The salt first: blocks of one page are looked up together, and each would otherwise
      // find no locations yet and read every index again.
      const saltNow = await saltOf();
      locations ??= readIndexes(folder, saltNow);
      const location = locations.get(key);
      return location && readBlock(folder, location);
    },
    async set(code, meta, block) {
      const key = await keyOf(code, meta);
      if (key !== undefined) pending.set(key, JSON.stringify(block));
    },
    flush() {
      if (pending.size === 0 || saltValue === undefined) return;
      const blocks = [...pending];
      pending.clear();
      writePack(folder, saltValue, blocks, locations);
    },
  };
}

/** The locations of every block in the packs of `salt`; an unreadable folder has none. */
function readIndexes(folder: string, salt: string): Map<string, Location> {
  const locations = new Map<string, Location>();
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return locations;
  }
  for (const name of names) {
    if (!name.startsWith(`${salt}-`) || !name.endsWith(INDEX)) continue;
    const pack = `${name.slice(0, -INDEX.length)}${PACK}`;
    try {
      const index = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Record<
        string,
        [number, number]
      >;
      for (const [key, [offset, length]] of Object.entries(index)) {
        locations.set(key, { pack, offset, length });
      }
    } catch {
      // A damaged index: its blocks are highlighted again.
    }
  }
  return locations;
}

function readBlock(folder: string, location: Location): Element | undefined {
  try {
    const fd = openSync(path.join(folder, location.pack), 'r');
    try {
      const bytes = Buffer.alloc(location.length);
      readSync(fd, bytes, 0, location.length, location.offset);
      return JSON.parse(bytes.toString('utf8')) as Element;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/**
 * Writes `blocks` (key → JSON) as a pack and its index, the index last so a reader never sees
 * an index without its pack; deletes packs of other salts. Known `locations` learn the blocks.
 */
function writePack(
  folder: string,
  salt: string,
  blocks: readonly [string, string][],
  locations: Map<string, Location> | undefined,
  mayCompact = true,
): void {
  const name = `${salt}-${Date.now().toString(36)}-${String(process.pid)}-${randomBytes(6).toString('hex')}`;
  const pack = `${name}${PACK}`;
  const index: Record<string, [number, number]> = {};
  const parts: Buffer[] = [];
  let offset = 0;
  for (const [key, json] of blocks) {
    const bytes = Buffer.from(json);
    parts.push(bytes);
    index[key] = [offset, bytes.length];
    locations?.set(key, { pack, offset, length: bytes.length });
    offset += bytes.length;
  }
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, pack), Buffer.concat(parts));
    const indexFile = path.join(folder, `${name}${INDEX}`);
    writeFileSync(`${indexFile}.tmp`, JSON.stringify(index));
    renameSync(`${indexFile}.tmp`, indexFile);
    const names = readdirSync(folder);
    for (const other of names) {
      if (!other.startsWith(`${salt}-`) || isAbandoned(other, names)) {
        rmSync(path.join(folder, other), { force: true });
      }
    }
    const packs = names.filter((other) => other.startsWith(`${salt}-`) && other.endsWith(INDEX));
    if (mayCompact && packs.length > MAX_PACKS) compact(folder, salt);
  } catch {
    // A read-only docs folder: build without keeping the blocks.
  }
}

/**
 * Merges every pack of `salt` into one (a long `folio dev` session writes a pack per render).
 * A block lost to a concurrent merge is only highlighted again.
 */
function compact(folder: string, salt: string): void {
  const locations = readIndexes(folder, salt);
  const blocks: [string, string][] = [];
  for (const [key, location] of locations) {
    const block = readBlock(folder, location);
    if (block) blocks.push([key, JSON.stringify(block)]);
  }
  const old = new Set([...locations.values()].map((location) => location.pack));
  writePack(folder, salt, blocks, undefined, false);
  for (const pack of old) {
    rmSync(path.join(folder, `${pack.slice(0, -PACK.length)}${INDEX}`), { force: true });
    rmSync(path.join(folder, pack), { force: true });
  }
}

/**
 * True for a file of `names` that a killed writer left unfinished: a pack without its index, or
 * an index not yet renamed, whose process no longer runs.
 */
function isAbandoned(name: string, names: readonly string[]): boolean {
  const unfinished = name.endsWith(PACK)
    ? !names.includes(`${name.slice(0, -PACK.length)}${INDEX}`)
    : name.endsWith(`${INDEX}.tmp`);
  if (!unfinished) return false;
  const pid = WRITER.exec(name)?.[1];
  return pid !== undefined && isProcessGone({ pid: Number(pid) });
}

/** Blocks worth keeping: highlighted with a known grammar, or plain by request. */
function cacheable(meta: CodeMeta): boolean {
  const lang = meta.lang;
  if (lang === undefined) return true;
  const name = normalizeLanguage(lang);
  return name !== MERMAID && (needsNoGrammar(name) || isBundledLanguage(name));
}

/**
 * `JSON.stringify`'s replacer that writes a `Set` (the meta's line lists) as its values: by
 * default a Set is `{}`, so `{1}` and `{2}` on the same code would share one cached block.
 */
function withSets(_key: string, value: unknown): unknown {
  return value instanceof Set ? [...(value as Set<unknown>)] : value;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
