/**
 * A render worker: loads the project on its own as soon as it starts, then, told what to render,
 * claims batches of routes from the shared queue until it is empty, sending each batch's results.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadDocsProject } from '../../content/index.ts';
import { storeHtml } from './build-cache.ts';
import { RouteQueue } from './render-pool.ts';
import { renderShare } from './render-share.ts';
import type { ShareMessage, StartOrder, WorkerInput } from './render-share.ts';
import { SiteRenderer } from './site-renderer.ts';

process.env['NODE_ENV'] ??= 'production';
const input = workerData as WorkerInput;
const port = parentPort;
if (port) {
  const project = loadDocsProject(input.root);
  port.once('message', (order: StartOrder) => {
    void project.then(async (loaded) => {
      const renderer = new SiteRenderer(loaded, order.assets, { cache: order.cache });
      const queue = new RouteQueue(order.routes, order.counter);
      const store = order.cache ? (html: string) => storeHtml(input.root, html) : undefined;
      const progress = (): void => {
        port.postMessage({ type: 'progress' } satisfies ShareMessage);
      };
      for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) {
        const result = await renderShare(renderer, batch, progress, undefined, store);
        port.postMessage({ type: 'batch', ...result } satisfies ShareMessage);
      }
      port.close();
    });
  });
}
