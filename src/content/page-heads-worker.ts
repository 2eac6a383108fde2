/**
 * The thread of {@link readHeadsAhead}, started on a first run (no heads kept): lists the docs
 * folder and reads the pages' heads while the thread that started it loads Folio's modules and
 * docs.json. It sends the listing as soon as it has it, then the pages to read, which both
 * threads share, each taking the next ones from a counter in shared memory; sends its heads;
 * and keeps in the heads cache its heads and those the starting thread sends back.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { HeadsMessage, HeadsWorkerInput, ReadMessage } from './read-heads-ahead.ts';

// Loaded together, each file itself (the thread gets Node's compile cache from its environment,
// see `workerEnvironment`).
const [{ isPageFile }, { engineHash, openCacheStore }, caching, ahead, scan] = await Promise.all([
  // The navigation module's index loads much more than this one small file of it.
  import('../navigation/page-ref.ts'),
  import('../shared/index.ts'),
  import('./page-head-cache.ts'),
  import('./read-heads-ahead.ts'),
  import('./scan-docs-folder.ts'),
]);

const { root, cacheDir, next } = workerData as HeadsWorkerInput;
const port = parentPort;

function send(message: HeadsMessage): void {
  port?.postMessage(message);
}

try {
  const scanned = await scan.scanDocsFolder(root);
  send({ kind: 'scanned', scanned });
  const pages = scanned.files.filter((file) => isPageFile(file) && !file.startsWith('snippets/'));
  send({ kind: 'shared', files: pages });
  // The starting thread's heads, sent once it has read its share.
  const theirs = new Promise<ReadMessage>((resolve) => {
    port?.once('message', resolve);
  });
  const mine = await ahead.readShare(root, pages, new Int32Array(next));
  send({ kind: 'heads', heads: mine.heads, refused: mine.refused });
  // Only now: the cache holds no heads (or the thread would not run), and its name, from
  // Folio's code, takes a while to make.
  const cache = caching.PageHeadCache.open(openCacheStore(cacheDir), await engineHash());
  for (const [file, info, head] of mine.read) cache.keep(file, info, head);
  for (const [file, info, head] of (await theirs).read) cache.keep(file, info, head);
  cache.save();
} catch (error) {
  // The thread that started this one reads the folder itself, and reports what fails.
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
