/**
 * The thread of {@link readHeadsAhead}: lists the docs folder and reads the pages' heads while
 * the thread that started it loads Folio's modules and docs.json. It sends the listing as soon
 * as it has it; reads the pages the heads cache has a record of (the record used while the
 * file's stat matches it); shares the other pages with the starting thread, each taking the
 * next ones from a shared counter; sends its heads; and keeps in the cache its heads and those
 * the starting thread sends back.
 *
 * @module
 */
import module from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  HeadsMessage,
  HeadsWorkerInput,
  ReadMessage,
  RefusedPage,
} from './read-heads-ahead.ts';

// Node's compile cache, switched on by the CLI, is its first thread's only: without it this
// thread's modules would take as long to load as the folder to list.
module.enableCompileCache();
const [{ isPageFile }, { engineHash, OutsideFolderError, openCacheStore }, caching, ahead, scan] =
  await Promise.all([
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
  const cache = caching.PageHeadCache.open(openCacheStore(cacheDir), await engineHash());
  const pages = scanned.files.filter((file) => isPageFile(file) && !file.startsWith('snippets/'));
  const shared = pages.filter((file) => !cache.has(file));
  send({ kind: 'shared', files: shared });
  // The starting thread's heads, sent once it has read its share.
  const theirs = new Promise<ReadMessage>((resolve) => {
    port?.once('message', resolve);
  });
  const heads = new Map<string, string>();
  const refused: RefusedPage[] = [];
  for (const file of pages) {
    if (!cache.has(file)) continue;
    try {
      heads.set(file, cache.read(root, file));
    } catch (error) {
      if (!(error instanceof OutsideFolderError)) throw error;
      const { link, target, hidden } = error;
      refused.push({ file, link, target, hidden });
    }
  }
  const mine = await ahead.readShare(root, shared, new Int32Array(next));
  for (const [file, info, head] of mine.read) cache.keep(file, info, head);
  for (const [file, head] of mine.heads) heads.set(file, head);
  send({ kind: 'heads', heads, refused: [...refused, ...mine.refused] });
  for (const [file, info, head] of (await theirs).read) cache.keep(file, info, head);
  cache.save();
} catch (error) {
  // The thread that started this one reads the folder itself, and reports what fails.
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
