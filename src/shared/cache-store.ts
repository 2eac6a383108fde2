/**
 * Where Folio keeps its caches, and how they are laid out. Every cache lives in a store: a root
 * folder holding a `VERSION` file and one folder per kind of cache (`<root>/<kind>/…`). Two
 * roots are used:
 *
 * - a docs folder's store, `<docs>/.folio/cache` unless the caller names another (the server
 *   names one per project in its data folder, so a hosted project's folder is only read):
 *   the build cache, highlighted code, Open Graph images, the validated docs.json, the bundled site assets, and a
 *   hosted build's compile cache;
 * - Folio's own store, `node_modules/.cache/folio` in Folio's install (where tools keep their
 *   caches): the module pack, the hash of Folio's code, and the regex translations of code
 *   grammars (they depend on Folio's dependencies only, so every docs folder shares them; a
 *   hosted build, which may not write there, keeps its own in its project's store). Only who
 *   may change Folio's files may change what is kept there, which matters for the module pack:
 *   it holds code that runs.
 *
 * The layout is versioned as a whole: a store whose `VERSION` is not {@link CACHE_LAYOUT} (or
 * that has none, as the folders of older Folios) is emptied when it is first opened, so a change
 * of layout never reads an older one's files. Within a kind, each cache names its entries by
 * what they depend on (Folio's code, Node's version…) and {@link CacheStore.prune} removes the
 * entries of other versions when a new one is written. A store that cannot be written is used
 * as it is: a cache that cannot be kept only makes the next run slower.
 *
 * @module
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/** The version of the layout below; bump it when a kind's folder or files change shape. */
export const CACHE_LAYOUT = 1;

/** The file at a store's root that names its layout. */
const VERSION_FILE = 'VERSION';

/** The kinds of cache, each a folder of its store. */
export type CacheKind =
  /** The build cache: page entries, page HTML, search indexes (`src/site/build-cache.ts`). */
  | 'build'
  /** What `folio validate` found checking each page (`src/site/check-pages.ts`). */
  | 'check'
  /** Highlighted code blocks (`src/content/code/highlight-cache.ts`). */
  | 'code'
  /** Generated Open Graph images, named by content hash (`src/site/og-images.ts`). */
  | 'og'
  /** The validated docs.json (`src/config/validated-config-cache.ts`). */
  | 'config'
  /** The bundled stylesheet, script and Ask AI panel (`src/site/assets.ts`). */
  | 'assets'
  /** Regex translations of code grammars (`src/content/code/regex-translations.ts`). */
  | 'regex'
  /** Node's compile cache of a hosted build (`src/server/deploy/build-process.ts`). */
  | 'compile'
  /** The module pack of Folio's own install (`src/cli/module-pack.ts`). */
  | 'modules'
  /** The remembered hash of Folio's code (`src/shared/engine-hash.ts`). */
  | 'engine'
  /** The heads of a folder's pages the dev server read (`src/content/page-head-cache.ts`). */
  | 'heads'
  /** What navigation knows of each OpenAPI spec (`src/openapi/spec-summary-cache.ts`). */
  | 'specs';

/** The store of the docs folder `root` when the caller names none: `<root>/.folio/cache`. */
export function projectCacheRoot(root: string): string {
  return path.join(path.resolve(root), '.folio/cache');
}

/** The store of the Folio installed in `folioRoot` (the folder of its package.json). */
export function installCacheRoot(folioRoot: string): string {
  return path.join(path.resolve(folioRoot), 'node_modules', '.cache', 'folio');
}

/** The store of the Folio this code belongs to (`src/shared` or `dist/shared` is two folders down). */
export function folioCacheRoot(): string {
  return installCacheRoot(path.resolve(fileURLToPath(import.meta.url), '../../..'));
}

/** The stores this thread opened: each root's version is checked once. */
const opened = new Map<string, CacheStore>();

/** The store at `root`, checked against {@link CACHE_LAYOUT} the first time this thread opens it. */
export function openCacheStore(root: string): CacheStore {
  const absolute = path.resolve(root);
  let store = opened.get(absolute);
  if (!store) {
    store = new CacheStore(absolute);
    store.checkLayout();
    opened.set(absolute, store);
  }
  return store;
}

/** One store: the paths of its kinds, and writes that never leave a half-written file. */
export class CacheStore {
  readonly root: string;

  /** A store at `root` used as it is; {@link openCacheStore} also checks its layout. */
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The folder of `kind`. */
  folder(kind: CacheKind): string {
    return cacheFolder(this.root, kind);
  }

  /** The file `name` of `kind`. */
  file(kind: CacheKind, name: string): string {
    return path.join(this.root, kind, name);
  }

  /**
   * Writes `data` as the file `name` of `kind`: into a temporary file of this thread, then
   * renamed over it, so a reader sees the old file or the new one, never a part. Returns false
   * when the store cannot be written.
   */
  write(kind: CacheKind, name: string, data: string | Uint8Array): boolean {
    return writeCacheFile(this.file(kind, name), data);
  }

  /** Removes the entries of `kind` that `keep` does not want (those of another version). */
  prune(kind: CacheKind, keep: (name: string) => boolean): void {
    pruneCacheFolder(this.folder(kind), keep);
  }

  /** Empties the store when its layout is not {@link CACHE_LAYOUT}, then records the layout. */
  checkLayout(): void {
    const version = String(CACHE_LAYOUT);
    let found: string | undefined;
    try {
      found = readFileSync(path.join(this.root, VERSION_FILE), 'utf8').trim();
    } catch {
      found = undefined;
    }
    if (found === version) return;
    try {
      for (const name of readdirSync(this.root)) {
        rmSync(path.join(this.root, name), { recursive: true, force: true });
      }
    } catch {
      // No store yet, or one that cannot be changed: nothing older to remove.
    }
    writeCacheFile(path.join(this.root, VERSION_FILE), `${version}\n`);
  }
}

/**
 * Removes the entries of the cache `folder` (a kind's folder) that `keep` does not want; files
 * being written (`*.tmp`) are left to their writer.
 */
export function pruneCacheFolder(folder: string, keep: (name: string) => boolean): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (keep(name) || name.endsWith('.tmp')) continue;
    try {
      rmSync(path.join(folder, name), { recursive: true, force: true });
    } catch {
      // Not ours to remove: the next prune tries again.
    }
  }
}

/**
 * Writes a cache `file` through a temporary file of this thread renamed over it, so a reader
 * sees the old file or the new one, never a part (its folder made if missing). Returns false
 * when it cannot be written: a cache is only a way to be faster.
 */
export function writeCacheFile(file: string, data: string | Uint8Array): boolean {
  const temporary = `${file}.${String(process.pid)}-${String(threadId)}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, data);
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Its folder is not one: there is no temporary file.
    }
    return false;
  }
}

/** The folder of `kind` in the store at `root` (the layout is checked by {@link openCacheStore}). */
export function cacheFolder(root: string, kind: CacheKind): string {
  return path.join(path.resolve(root), kind);
}
