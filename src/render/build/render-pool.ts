/**
 * Render worker threads and the queue they share with the building thread. Workers can be
 * started before the build knows what to render (they load Folio's code meanwhile, and are sent
 * the project the building thread loaded);
 * then every thread claims batches of routes from one shared counter with `Atomics.add`, so no
 * thread ever waits for another to hand it work, and all finish together.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../../shared/index.ts';
import type { DocsProject } from '../../content/index.ts';
import type { PageResult, ShareMessage, StartOrder } from './render-share.ts';
import type { AssetUrls } from './site-renderer.ts';

/** Routes per claim: small enough to balance the threads, large enough to keep messages few. */
export const BATCH_SIZE = 8;

/** Routes to render and the counter every thread claims them with. */
export class RouteQueue {
  readonly routes: readonly string[];
  readonly counter: SharedArrayBuffer;
  readonly #next: Int32Array;

  constructor(routes: readonly string[], counter = new SharedArrayBuffer(4)) {
    this.routes = routes;
    this.counter = counter;
    this.#next = new Int32Array(counter);
  }

  /** The next batch of routes; empty when every route has been claimed. */
  claim(): readonly string[] {
    const start = Atomics.add(this.#next, 0, BATCH_SIZE);
    return start >= this.routes.length ? [] : this.routes.slice(start, start + BATCH_SIZE);
  }
}

export interface ShareResult {
  pages: PageResult[];
  diagnostics: Diagnostic[];
}

/** Worker threads that load Folio's code at once and render when {@link RenderPool.run} says. */
export class RenderPool {
  readonly #workers: Worker[];
  #closed = false;

  private constructor(workers: Worker[]) {
    this.#workers = workers;
  }

  /** Starts `count` workers; they load the rendering code while the project loads here. */
  static start(count: number): RenderPool {
    const workers = Array.from(
      { length: count },
      () => new Worker(new URL('./render-worker.ts', import.meta.url)),
    );
    return new RenderPool(workers);
  }

  get size(): number {
    return this.#workers.length;
  }

  /** Has every worker render from `queue` until it is empty; resolves with each worker's share. */
  run(
    project: DocsProject,
    assets: AssetUrls,
    cache: boolean,
    queue: RouteQueue,
    onPage: () => void,
  ): Promise<ShareResult[]> {
    if (this.#closed) throw new Error('The render pool was closed.');
    this.#closed = true;
    const { locate: _locate, ...loaded } = project.loaded;
    const order: StartOrder = {
      type: 'start',
      project: { ...project, loaded },
      assets,
      cache,
      routes: [...queue.routes],
      counter: queue.counter,
    };
    return Promise.all(this.#workers.map((worker) => runWorker(worker, order, onPage)));
  }

  /** Stops workers that were started but are not needed after all. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}

function runWorker(worker: Worker, order: StartOrder, onPage: () => void): Promise<ShareResult> {
  return new Promise((resolve, reject) => {
    const pages: PageResult[] = [];
    const diagnostics: Diagnostic[] = [];
    worker.on('message', (message: ShareMessage) => {
      if (message.type === 'progress') onPage();
      else {
        pages.push(...message.pages);
        diagnostics.push(...message.diagnostics);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`A render worker stopped with exit code ${String(code)}`));
      else resolve({ pages, diagnostics });
    });
    worker.postMessage(order);
  });
}
