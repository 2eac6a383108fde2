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
import type { ResourceLimits } from 'node:worker_threads';
import { codeFileUrl, workerEnvironment } from '../shared/index.ts';
import type { DocsProject } from '../content/index.ts';
import { knownIndexText } from '../search/index.ts';
import type {
  PageResult,
  SearchOrder,
  WorkerMessage,
  StartOrder,
  WorkerOrder,
} from './render-batch.ts';
import { eachSearchFile } from './search-files.ts';
import type { SearchFile, SearchFiles } from './search-files.ts';
import type { AssetUrls } from '../render/index.ts';

/** Routes per claim: small enough to balance the threads, large enough to keep messages few. */
export const BATCH_SIZE = 8;

/**
 * The young generation of a render worker, in MB (V8 splits it in three: two 8 MB halves for
 * the scavenger and room for new large objects). Left alone, V8 grows a worker's to 128 MB
 * while it renders: a page allocates about 5 MB that dies young (mostly the Markdown parser's
 * events), so the young generation fills and empties all the time and keeps growing. At 24 MB
 * the 1,000-page synthetic build peaked at about 565 MB of RSS instead of 730, for a few
 * percent more CPU in the scavenger.
 */
export const WORKER_YOUNG_GENERATION_MB = 24;

/**
 * The young generation of the render workers of a build that renders more than
 * {@link LARGE_RENDER_PAGES} pages. A worker that renders thousands of pages holds caches of its
 * own (compiled pages, parsed blocks, highlighted code): at 24 MB, objects that live through a
 * page's render are promoted and then collected by full marks of that large heap. On crewAI's
 * 24,803-page cold build, 64 MB took a tenth off the CPU time with the same peak RSS (1,321 to
 * 1,386 MB either way).
 */
export const LARGE_WORKER_YOUNG_GENERATION_MB = 64;

/** Pages a build renders above which its workers get {@link LARGE_WORKER_YOUNG_GENERATION_MB}. */
export const LARGE_RENDER_PAGES = 2000;

/**
 * A render worker's heap limits: the young generation's always (larger when it is to render
 * more than {@link LARGE_RENDER_PAGES} `pages`), `memoryMb` for the rest.
 */
export function renderWorkerLimits(memoryMb?: number, pages = 0): ResourceLimits {
  return {
    maxYoungGenerationSizeMb:
      pages > LARGE_RENDER_PAGES ? LARGE_WORKER_YOUNG_GENERATION_MB : WORKER_YOUNG_GENERATION_MB,
    ...(memoryMb === undefined ? {} : { maxOldGenerationSizeMb: memoryMb }),
  };
}

/**
 * The most copies of one text a batch keeps together. Batches hold whole groups of copies (see
 * {@link copiesTogether}), so one thread compiles each text; a larger group is cut, so that no
 * claim is long enough to keep one thread rendering after the others are done.
 */
export const MOST_COPIES_PER_BATCH = 48;

/** Batch starts that cut `count` routes every {@link BATCH_SIZE}. */
function evenStarts(count: number): number[] {
  return Array.from({ length: Math.ceil(count / BATCH_SIZE) }, (_, batch) => batch * BATCH_SIZE);
}

/** Routes to render, cut into batches, and the counter every thread claims batches with. */
export class RouteQueue {
  readonly routes: readonly string[];
  /** Where each batch starts in `routes`; each ends where the next starts. */
  readonly starts: readonly number[];
  readonly counter: SharedArrayBuffer;
  readonly #next: Int32Array;

  constructor(
    routes: readonly string[],
    counter = new SharedArrayBuffer(4),
    starts: readonly number[] = evenStarts(routes.length),
  ) {
    this.routes = routes;
    this.starts = starts;
    this.counter = counter;
    this.#next = new Int32Array(counter);
  }

  /** The next batch of routes; empty when every batch has been claimed. */
  claim(): readonly string[] {
    const batch = Atomics.add(this.#next, 0, 1);
    const start = this.starts[batch];
    return start === undefined ? [] : this.routes.slice(start, this.starts[batch + 1]);
  }
}

/** Routes in the order to render them, and where each batch of them starts. */
export interface RenderOrder {
  routes: string[];
  starts: number[];
}

/**
 * `routes` with the pages of the same text next to each other (in the order each text first
 * comes), cut into batches of at least {@link BATCH_SIZE} routes that never split a group of up
 * to {@link MOST_COPIES_PER_BATCH} copies: the thread that claims a text's copies compiles it
 * once (see `RecentCompiles`). With batches cut every few routes instead, crewAI's copies (14 a
 * text on average) fell across both threads and each compiled three quarters of the texts.
 * `sources` gives each route's text, or any stand-in for it such as its hash.
 */
export function copiesTogether(
  routes: readonly string[],
  sources: ReadonlyMap<string, string | undefined>,
): RenderOrder {
  const groups = new Map<string, string[]>();
  const ordered: string[][] = [];
  for (const route of routes) {
    const text = sources.get(route);
    // Pages without a source file (endpoint pages of a spec) are each their own group.
    if (text === undefined) {
      ordered.push([route]);
      continue;
    }
    const group = groups.get(text);
    if (group) group.push(route);
    else {
      const created = [route];
      groups.set(text, created);
      ordered.push(created);
    }
  }
  const order: RenderOrder = { routes: [], starts: [] };
  for (const group of ordered) {
    for (let at = 0; at < group.length; at += MOST_COPIES_PER_BATCH) {
      const last = order.starts.at(-1);
      if (last === undefined || order.routes.length - last >= BATCH_SIZE) {
        order.starts.push(order.routes.length);
      }
      order.routes.push(...group.slice(at, at + MOST_COPIES_PER_BATCH));
    }
  }
  return order;
}

/** The pages one thread rendered, each with its own diagnostics. */
export interface ThreadResult {
  pages: PageResult[];
}

/** Worker threads that load Folio's code at once and render when {@link RenderPool.run} says. */
export class RenderPool {
  readonly #workers: Worker[];
  #started = false;
  #closed = false;

  private constructor(workers: Worker[]) {
    this.#workers = workers;
  }

  /**
   * Starts `count` workers for a build that renders `pages` pages; they load the rendering code while the
   * project loads here. With `memoryMb`, each worker's old generation is limited to it (a worker
   * past it stops, and the build fails); the young generation always is (see
   * {@link renderWorkerLimits}).
   */
  static start(count: number, pages: number, memoryMb?: number): RenderPool {
    const resourceLimits = renderWorkerLimits(memoryMb, pages);
    const workers = Array.from(
      { length: count },
      () =>
        new Worker(codeFileUrl('./render-worker', import.meta.url), {
          env: workerEnvironment(),
          resourceLimits,
        }),
    );
    return new RenderPool(workers);
  }

  get size(): number {
    return this.#workers.length;
  }

  /**
   * Has every worker render from `queue` until it is empty; resolves with the pages each worker rendered.
   * The workers stay up for {@link RenderPool.searchFiles} until {@link RenderPool.close}.
   */
  run(
    project: DocsProject,
    assets: AssetUrls,
    cache: boolean,
    htmlFolder: string | undefined,
    queue: RouteQueue,
    onPage: () => void,
  ): Promise<ThreadResult[]> {
    if (this.#started || this.#closed) throw new Error('The render pool was already used.');
    this.#started = true;
    const { locate: _locate, ...loaded } = project.loaded;
    const order: StartOrder = {
      type: 'start',
      // Workers read the pages they render themselves: the texts are not copied to each, nor
      // the digests only this thread uses.
      project: { ...project, loaded, pageSources: new Map(), pageDigests: undefined },
      assets,
      cache,
      htmlFolder,
      routes: [...queue.routes],
      starts: [...queue.starts],
      counter: queue.counter,
    };
    return Promise.all(this.#workers.map((worker) => runWorker(worker, order, onPage)));
  }

  /**
   * Builds and serialises the search indexes of `job.pages` (each with its segment, or stored in
   * `job.folder`) on a worker, updating `job.cached`, so this thread can write the site
   * meanwhile; the worker starts now and sends each index as it is made. Only after
   * {@link RenderPool.run} has finished.
   */
  searchFiles(job: Omit<SearchOrder, 'type'>): SearchFiles {
    const worker = this.#workers[0];
    if (!worker || !this.#started || this.#closed) return eachSearchFile(job);
    return workerSearchFiles(worker, { type: 'search', ...job });
  }

  /** Stops the workers (started but not needed after all, or done). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}

function runWorker(worker: Worker, order: StartOrder, onPage: () => void): Promise<ThreadResult> {
  return new Promise((resolve, reject) => {
    const pages: PageResult[] = [];
    const onMessage = (message: WorkerMessage): void => {
      if (message.type === 'progress') onPage();
      else if (message.type === 'batch') pages.push(...message.pages);
      else if (message.type === 'done') {
        worker.off('message', onMessage);
        resolve({ pages });
      }
    };
    worker.on('message', onMessage);
    worker.on('error', reject);
    worker.on('exit', (code) => {
      reject(new Error(`A render worker stopped early (exit code ${String(code)}).`));
    });
    worker.postMessage(order);
  });
}

/**
 * Sends `order` to `worker` at once and gives the indexes it sends back, in order, as they are
 * taken, telling the worker of each one taken (it sends at most `INDEXES_AHEAD` more).
 */
export function workerSearchFiles(worker: Worker, order: WorkerOrder): AsyncIterable<SearchFile> {
  const queue: SearchFile[] = [];
  let done = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const onMessage = (message: WorkerMessage): void => {
    if (message.type === 'search-file') {
      // The text came with the index: writing the index into the cache takes it as it is.
      const { file } = message;
      if (file.cached) knownIndexText(file.cached, file.text);
      queue.push(file);
    } else if (message.type === 'search-done') done = true;
    else return;
    wake?.();
  };
  const onError = (error: unknown): void => {
    failure = { error };
    wake?.();
  };
  const stop = (): void => {
    worker.off('message', onMessage);
    worker.off('error', onError);
  };
  worker.on('message', onMessage);
  worker.once('error', onError);
  worker.postMessage(order);
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          const file = queue.shift();
          if (file) {
            worker.postMessage({ type: 'search-next' } satisfies WorkerOrder);
            yield file;
          } else if (failure) throw failure.error;
          else if (done) return;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        stop();
      }
    },
  };
}
