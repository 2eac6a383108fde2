/**
 * The hash of Folio's own code (`src/`, tests left out, or the compiled `dist/`), part of every cache key (pages,
 * assets, the validated docs.json) so a changed Folio never reuses an older Folio's output. Hashing every file takes tens of
 * milliseconds, so the result is remembered in Folio's own cache store (`engine` in
 * `node_modules/.cache/folio`, see ./cache-store.ts) under a fingerprint of the files' paths, sizes, times and inodes: a run whose files all
 * stat the same takes the hash from there, any change hashes the files again.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CacheStore, installCacheRoot, openCacheStore, writeCacheFile } from './cache-store.ts';

/** Folio's code folder: `src/`, or `dist/` when compiled. */
const engineFolder = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What the temp folder remembers: the fingerprint the hash was computed under. */
interface Remembered {
  fingerprint: string;
  hash: string;
}

let engine: Promise<string> | undefined;

/** Hash of Folio's own code, so a new Folio never reuses an old Folio's pages. */
export function engineHash(): Promise<string> {
  // The store is opened (its layout checked) before the memo in it is read.
  engine ??= Promise.resolve(openCacheStore(installCacheRoot(path.dirname(engineFolder)))).then(
    () => engineHashOf(engineFolder, defaultMemoFile(engineFolder)),
  );
  return engine;
}

/**
 * The file where the hash of Folio's code is remembered once {@link engineHash} ran (a build
 * process that may read only a few folders is let read this one file, and skips hashing).
 */
export function engineHashMemoFile(): string {
  return defaultMemoFile(engineFolder);
}

/** Where the hash of `folder` is remembered (a clone runs `src/` and may have a `dist/`). */
function defaultMemoFile(folder: string): string {
  const name = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  return new CacheStore(installCacheRoot(path.dirname(folder))).file('engine', `${name}.json`);
}

/**
 * The hash of the code (`.ts`, `.js`), `.css` and `.json` files under `folder` (test files left out), taken from
 * `memoFile` when the files stat as they did when it was written, else computed and remembered
 * there (a file that cannot be read or written is only a slower run).
 */
export async function engineHashOf(folder: string, memoFile: string): Promise<string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|js|css|json)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  const fingerprint = createHash('sha256');
  for (const file of files) {
    const info = statSync(path.join(folder, file), { bigint: true });
    fingerprint.update(
      `${file}\0${String(info.size)}\0${String(info.mtimeNs)}\0${String(info.ctimeNs)}\0${String(info.ino)}\0`,
    );
  }
  const print = fingerprint.digest('hex');
  const remembered = readMemo(memoFile);
  if (remembered?.fingerprint === print) return remembered.hash;

  const hash = createHash('sha256');
  const contents = await Promise.all(files.map((file) => readFile(path.join(folder, file))));
  files.forEach((file, index) => {
    hash.update(file);
    hash.update(contents[index] ?? '');
  });
  const value = hash.digest('hex');
  writeMemo(memoFile, { fingerprint: print, hash: value });
  return value;
}

function readMemo(file: string): Remembered | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<Remembered>;
    return typeof data.fingerprint === 'string' && typeof data.hash === 'string'
      ? { fingerprint: data.fingerprint, hash: data.hash }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers `memo` in `file` (a read-only install only means hashing the files again). */
function writeMemo(file: string, memo: Remembered): void {
  writeCacheFile(file, JSON.stringify(memo));
}
