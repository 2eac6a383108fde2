/**
 * A render worker: loads the project on its own, says it is ready, then renders the batches of
 * routes it is sent until it is told the work is over.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadDocsProject } from '../../content/index.ts';
import { SiteRenderer } from './site-renderer.ts';
import { renderShare } from './render-share.ts';
import type { ShareMessage, WorkOrder, WorkerInput } from './render-share.ts';

process.env['NODE_ENV'] ??= 'production';
const input = workerData as WorkerInput;
const port = parentPort;
if (port) {
  const project = await loadDocsProject(input.root);
  const renderer = new SiteRenderer(project, input.assets);
  const progress = (): void => {
    port.postMessage({ type: 'progress' } satisfies ShareMessage);
  };
  port.on('message', (order: WorkOrder) => {
    if (order.type === 'end') {
      port.close();
      return;
    }
    void renderShare(renderer, order.routes, progress).then((result) => {
      port.postMessage({ type: 'batch', ...result } satisfies ShareMessage);
    });
  });
  port.postMessage({ type: 'ready' } satisfies ShareMessage);
}
