/**
 * Where Folio keeps its caches. Every cache of a docs folder (the validated docs.json, the build
 * cache, highlighted code, the bundled site assets) lives under one folder: `.folio/cache` inside
 * the docs folder unless the caller names another. The server names one in its data folder, so
 * a hosted project's folder is only ever read. Caches that every docs folder on the machine
 * shares (the regex translations) go to the system temp folder, or into the named folder when
 * there is one: a build given a cache folder writes nowhere else.
 *
 * @module
 */
import os from 'node:os';
import path from 'node:path';

/** The cache folder of the docs folder `root` when the caller names none. */
export function defaultCacheDir(root: string): string {
  return path.join(path.resolve(root), '.folio', 'cache');
}

/** The folder for caches shared by every docs folder on this machine. */
export function machineCacheDir(): string {
  return path.join(os.tmpdir(), 'folio-cache');
}
