/**
 * A page-check worker for `folio validate`: loads the MDX pipeline as soon as it starts, then,
 * given the folder and the pages to check, claims batches of them from the shared queue until it
 * is empty, sending each batch's results.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { PageChecker } from '../render/index.ts';
import { checkBatch } from './check-batch.ts';
import type { CheckMessage, CheckOrder } from './check-batch.ts';
import { RouteQueue } from './render-pool.ts';

process.env['NODE_ENV'] ??= 'production';
const port = parentPort;
port?.on('message', (order: CheckOrder) => {
  void check(order);
});

async function check(order: CheckOrder): Promise<void> {
  if (!port) return;
  const checker = new PageChecker(order.checker);
  const queue = new RouteQueue(order.files, order.counter);
  for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) {
    const results = await checkBatch(checker, order.checker.root, batch);
    port.postMessage({ type: 'batch', results } satisfies CheckMessage);
  }
  port.postMessage({ type: 'done' } satisfies CheckMessage);
}
