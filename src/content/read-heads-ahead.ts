/**
 * `readHeadsAhead`: lists a docs folder and reads its pages' heads on a thread of their own, for
 * {@link loadDocsProject}'s `scanned` and `heads` options. On a large site the heads are the
 * longest part of loading a project (24,803 files opened, checked and read: half a second on a
 * fresh clone); a thread started before Folio's modules load reads them while this one loads
 * the modules and docs.json. Once this thread has done that, it reads its share of the pages
 * not read yet: both threads take the next pages from one counter in shared memory.
 *
 * The other thread keeps the heads in the heads cache (`page-head-cache.ts`), those this thread
 * read included. A restart, with the heads kept, starts no thread.
 *
 * Small on purpose: the dev server imports it directly, before the content module loads.
 *
 * @module
 */
import { readdirSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- this module must stay light to import
import { codeFileUrl } from '../shared/code-file.ts';
// eslint-disable-next-line no-restricted-imports -- this module must stay light to import
import { workerEnvironment } from '../shared/worker-environment.ts';
import { cacheFolder, OutsideFolderError } from '../shared/index.ts';
import { readPageHead } from './page-head.ts';
import type { FileStat } from './page-head-cache.ts';
import type { ScannedFolder } from './scan-docs-folder.ts';

/** Pages taken from the shared counter at once. */
export const HEADS_PER_CLAIM = 64;

/** What the thread is given. */
export interface HeadsWorkerInput {
  root: string;
  cacheDir: string;
  /** One 32-bit counter: the index of the next shared page to read. */
  next: SharedArrayBuffer;
}

/** A page not read: a link out of the folder (see `OutsideFolderError`). */
export interface RefusedPage {
  file: string;
  link: string | undefined;
  target: string;
  hidden: boolean;
}

/** Heads read by one thread. */
export interface PageHeads {
  heads: Map<string, string>;
  refused: RefusedPage[];
}

/** A head read by this thread, for the other to keep: the file, its stat, its head. */
export type ReadHead = [file: string, info: FileStat, head: string];

/** What the thread sends: the listing, the pages shared, its heads, or that it failed. */
export type HeadsMessage =
  | { kind: 'scanned'; scanned: ScannedFolder }
  | { kind: 'shared'; files: string[] }
  | ({ kind: 'heads' } & PageHeads)
  | { kind: 'failed'; message: string };

/** What this thread sends back: the heads it read, to be kept. */
export interface ReadMessage {
  kind: 'read';
  read: ReadHead[];
}

export interface HeadsAhead {
  /** The folder's listing; undefined when the thread could not list it (list it again). */
  scanned: Promise<ScannedFolder | undefined>;
  /**
   * Reads this thread's share of the pages, then waits for the other's: the head of each page
   * file of the listing (snippets left out) and the pages refused. A page in neither (one the
   * navigation adds, see `repository-files.ts`) is read as usual. Undefined when the thread
   * failed: the pages are then read as usual.
   */
  heads: () => Promise<PageHeads | undefined>;
}

/**
 * Starts listing the folder `root` and reading its pages' heads, kept in the heads cache of the
 * store at `cacheDir`; undefined when that cache holds heads already. Then (a restart) one
 * `lstat` per page takes them from the cache: a second thread, loading its own modules, would
 * cost more than it saves.
 */
export function readHeadsAhead(root: string, cacheDir: string): HeadsAhead | undefined {
  if (keptHeads(cacheDir)) return undefined;
  const absolute = path.resolve(root);
  const scanned = Promise.withResolvers<ScannedFolder | undefined>();
  const shared = Promise.withResolvers<string[] | undefined>();
  const theirs = Promise.withResolvers<PageHeads | undefined>();
  const fail = (): void => {
    scanned.resolve(undefined);
    shared.resolve(undefined);
    theirs.resolve(undefined);
  };
  const next = new SharedArrayBuffer(4);
  const input: HeadsWorkerInput = { root: absolute, cacheDir: path.resolve(cacheDir), next };
  let worker: Worker | undefined;
  try {
    worker = new Worker(codeFileUrl('./page-heads-worker', import.meta.url), {
      env: workerEnvironment(),
      workerData: input,
    });
    // Once the heads are in, it only writes the cache: that never keeps the process alive.
    worker.unref();
    worker.on('message', (message: HeadsMessage) => {
      if (message.kind === 'scanned') scanned.resolve(message.scanned);
      else if (message.kind === 'shared') shared.resolve(message.files);
      else if (message.kind === 'heads') theirs.resolve(message);
      else fail();
    });
    worker.on('error', fail);
    worker.on('exit', fail);
  } catch {
    fail();
  }
  const heads = async (): Promise<PageHeads | undefined> => {
    const files = await shared.promise;
    if (!files || !worker) return undefined;
    const mine = await readShare(absolute, files, new Int32Array(next));
    worker.postMessage({ kind: 'read', read: mine.read } satisfies ReadMessage);
    const other = await theirs.promise;
    if (!other) return undefined;
    for (const [file, head] of mine.heads) other.heads.set(file, head);
    return { heads: other.heads, refused: [...other.refused, ...mine.refused] };
  };
  return { scanned: scanned.promise, heads };
}

/** Whether the heads cache of the store at `cacheDir` holds any file. */
function keptHeads(cacheDir: string): boolean {
  try {
    return readdirSync(cacheFolder(cacheDir, 'heads')).some((name) => name.endsWith('.json'));
  } catch {
    return false;
  }
}

/**
 * Reads the pages of `files` taken from the counter `next` until none is left, a few hundred at
 * a time before other work gets a turn.
 */
export async function readShare(
  root: string,
  files: readonly string[],
  next: Int32Array,
): Promise<PageHeads & { read: ReadHead[] }> {
  const heads = new Map<string, string>();
  const refused: RefusedPage[] = [];
  const read: ReadHead[] = [];
  let claims = 0;
  for (;;) {
    const start = Atomics.add(next, 0, HEADS_PER_CLAIM);
    if (start >= files.length) break;
    if (++claims % 4 === 0) await setImmediate();
    for (const file of files.slice(start, start + HEADS_PER_CLAIM)) {
      try {
        const { head, info, direct } = readPageHead(root, file);
        heads.set(file, head);
        if (direct)
          read.push([file, { size: info.size, mtimeMs: info.mtimeMs, ino: info.ino }, head]);
      } catch (error) {
        if (!(error instanceof OutsideFolderError)) throw error;
        const { link, target, hidden } = error;
        refused.push({ file, link, target, hidden });
      }
    }
  }
  return { heads, refused, read };
}
