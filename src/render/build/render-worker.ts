/**
 * A render worker: loads the project on its own and renders its share of the pages.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadDocsProject } from '../../content/index.ts';
import { SiteRenderer } from './site-renderer.ts';
import { renderShare } from './render-share.ts';
import type { ShareMessage, WorkerInput } from './render-share.ts';

process.env['NODE_ENV'] ??= 'production';
const input = workerData as WorkerInput;
const port = parentPort;
if (port) {
  const project = await loadDocsProject(input.root);
  const renderer = new SiteRenderer(project, input.assets);
  const result = await renderShare(renderer, input.routes, () => {
    port.postMessage({ type: 'progress' } satisfies ShareMessage);
  });
  port.postMessage({ type: 'done', ...result } satisfies ShareMessage);
}
