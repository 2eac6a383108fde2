/**
 * A page-check worker for `folio validate`: loads the MDX pipeline as soon as it starts. Given
 * pages to key or cut (see `checkParts`), it makes its share of them and sends what it made.
 * Given the folder and the pages to check, it claims batches of them from the shared queue until
 * it is empty, sending each batch's results.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { PageChecker } from '../render/index.ts';
import { checkBatch } from './check-batch.ts';
import type { CheckMessage, CheckOrder, PartsOrder } from './check-batch.ts';
import { makeShare } from './check-threads.ts';
import { RouteQueue } from './render-pool.ts';

process.env['NODE_ENV'] ??= 'production';
const port = parentPort;
port?.on('message', (order: CheckOrder | PartsOrder) => {
  if ('type' in order) {
    const made = makeShare(order);
    port.postMessage({ type: 'made', made } satisfies CheckMessage);
  } else void check(order);
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
