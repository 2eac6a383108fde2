/**
 * A render worker: loads Folio's rendering code as soon as it starts, then, given the project and
 * what to render, claims batches of routes from the shared queue until it is empty, sending each
 * batch's results. Afterwards it may be asked to build the search indexes while the building
 * thread writes the site; the building thread ends it.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import type { DocsProject } from '../content/index.ts';
import { storeText } from './cached-html.ts';
import type { TextStore } from './cached-html.ts';
import { ogImageDrawer } from './og-images.ts';
import { RouteQueue } from './render-pool.ts';
import { INDEXES_AHEAD, renderBatch } from './render-batch.ts';
import type { SearchOrder, StartOrder, WorkerMessage, WorkerOrder } from './render-batch.ts';
import { eachSearchFile } from './search-files.ts';
import { PageRenderer } from '../render/index.ts';

process.env['NODE_ENV'] ??= 'production';
const port = parentPort;
if (port) {
  port.on('message', (order: WorkerOrder) => {
    if (order.type === 'start') void render(order);
    else if (order.type === 'search-next') {
      taken++;
      onTaken?.();
    } else void sendSearchFiles(order);
  });
}

/** Indexes the building thread has taken, and what waits for it to take one. */
let taken = 0;
let onTaken: (() => void) | undefined;

/**
 * Sends each index as soon as it is made and the building thread has taken all but
 * `INDEXES_AHEAD` of those sent before, and lets it go here: neither thread holds them all.
 */
async function sendSearchFiles(order: SearchOrder): Promise<void> {
  if (!port) return;
  let sent = 0;
  taken = 0;
  for (const made of eachSearchFile(order)) {
    while (sent - taken >= INDEXES_AHEAD) await new Promise<void>((resolve) => (onTaken = resolve));
    // Without the earlier index a patch came from: the building thread splits these whole.
    const { patchedFrom: _, ...file } = made;
    port.postMessage({ type: 'search-file', file } satisfies WorkerMessage);
    sent++;
  }
  port.postMessage({ type: 'search-done' } satisfies WorkerMessage);
}

async function render(order: StartOrder): Promise<void> {
  if (!port) return;
  // Positions in docs.json are only needed to report config problems, done before rendering.
  const project: DocsProject = {
    ...order.project,
    loaded: { ...order.project.loaded, locate: () => undefined },
  };
  const renderer = new PageRenderer(project, order.assets, { cache: order.cache, ogImages: true });
  const draw = ogImageDrawer(project.cacheDir, order.cache);
  const queue = new RouteQueue(order.routes, order.counter, order.starts);
  const folder = order.htmlFolder;
  const store: TextStore | undefined =
    folder === undefined ? undefined : (text, kind) => storeText(folder, text, kind);
  const progress = (): void => {
    port.postMessage({ type: 'progress' } satisfies WorkerMessage);
  };
  for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) {
    const pages = await renderBatch(renderer, batch, progress, store, draw);
    port.postMessage({ type: 'batch', pages } satisfies WorkerMessage);
  }
  renderer.flushCache();
  port.postMessage({ type: 'done' } satisfies WorkerMessage);
}
