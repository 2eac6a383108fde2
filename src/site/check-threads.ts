/**
 * The threads `folio validate` checks pages on: this one, and worker threads when there are
 * many checks, all claiming them from one queue (see `RouteQueue`).
 *
 * A worker loads the MDX pipeline before it can check anything, about half a second of its own.
 * A run that will check most pages afresh (nothing remembered from an earlier run) starts its
 * workers before it reads and keys the pages, so that this loading overlaps the reading instead
 * of following it, and the workers then read, key and cut their share of the pages too.
 *
 * @module
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { PageChecker } from '../render/index.ts';
import { codeFileUrl, readInsideSync, workerEnvironment } from '../shared/index.ts';
import { checkBatch } from './check-batch.ts';
import type { CheckMessage, CheckOrder, CheckResult, PartsOrder } from './check-batch.ts';
import { checkKey, cutOf } from './check-parts.ts';
import type { PartsHelp } from './check-parts.ts';
import type { TextCut } from './check-memo.ts';
import { RouteQueue, renderWorkerLimits } from './render-pool.ts';

/** Below this many checks a worker costs more (loading Folio's code) than it saves. */
const CHECKS_PER_WORKER = 150;
/** Pages claimed at a time when keying or cutting them (each is a read and a hash). */
const PAGES_PER_CLAIM = 32;

export class CheckThreads {
  /** Most threads to check on, this one included. */
  readonly #limit: number;
  /** Workers started ahead of their first order. */
  #ready: CheckWorker[] = [];

  /** Checks on at most `limit` threads (default: one per core). */
  constructor(limit = os.availableParallelism()) {
    this.#limit = Math.max(1, limit);
  }

  /** Starts the workers `checks` checks would take, ahead of {@link run}. */
  startAhead(checks: number): void {
    const wanted = this.#workersFor(checks) - this.#ready.length;
    for (let count = 0; count < wanted; count++) this.#ready.push(new CheckWorker());
  }

  /**
   * Keys and cuts of the pages of `root` made by the workers started ahead as well as this
   * thread (see `checkParts`); undefined when none was started.
   */
  help(root: string): PartsHelp | undefined {
    if (this.#ready.length === 0) return undefined;
    const share = async (type: PartsOrder['type'], files: readonly string[]) => {
      const order: PartsOrder = { type, root, files, counter: new SharedArrayBuffer(4) };
      const theirs = this.#ready.map((worker) => worker.make(order));
      const made = new Map(makeShare(order));
      for (const shared of await Promise.all(theirs)) {
        for (const [file, value] of shared) made.set(file, value);
      }
      return made;
    };
    return {
      keys: async (files) => (await share('keys', files)) as Map<string, string>,
      cuts: async (files) => (await share('cuts', files)) as Map<string, TextCut>,
    };
  }

  /** Checks `items` (see `checkBatch`) on as many threads as they are worth. */
  async run(
    checker: CheckOrder['checker'],
    items: string[],
    sources: ReadonlyMap<string, string>,
  ): Promise<CheckResult[]> {
    const count = items.length === 0 ? 0 : this.#workersFor(items.length);
    const workers = this.#ready.splice(0, count);
    this.close();
    while (workers.length < count) workers.push(new CheckWorker());
    if (items.length === 0) return [];
    const queue = new RouteQueue(items);
    const order: CheckOrder = { checker, files: items, counter: queue.counter };
    const started = workers.map((worker) => worker.check(order));
    const here: CheckResult[] = [];
    const local = new PageChecker(checker);
    for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) {
      here.push(...(await checkBatch(local, checker.root, batch, sources)));
    }
    return [...here, ...(await Promise.all(started)).flat()];
  }

  /** Stops the workers started ahead and not used. */
  close(): void {
    for (const worker of this.#ready.splice(0)) worker.stop();
  }

  /** The workers (besides this thread) worth starting for `checks` checks. */
  #workersFor(checks: number): number {
    return Math.max(0, Math.min(this.#limit, Math.floor(checks / CHECKS_PER_WORKER)) - 1);
  }
}

/**
 * This thread's share of `order`: the pages it claims, each read from the folder and keyed or
 * cut. A page that cannot be read is left out, for the thread that asked to report.
 */
export function makeShare(order: PartsOrder): [string, unknown][] {
  const next = new Int32Array(order.counter);
  const made: [string, unknown][] = [];
  for (;;) {
    const start = Atomics.add(next, 0, PAGES_PER_CLAIM);
    if (start >= order.files.length) return made;
    for (const file of order.files.slice(start, start + PAGES_PER_CLAIM)) {
      let bytes: Buffer;
      try {
        bytes = readInsideSync(order.root, file);
      } catch {
        continue;
      }
      made.push([
        file,
        order.type === 'keys' ? checkKey(file, bytes) : cutOf(file, bytes.toString('utf8')),
      ]);
    }
  }
}

/** A worker thread that checks pages, started before its order comes. */
class CheckWorker {
  readonly #worker: Worker;
  /** Everything it checked, once it has an order and is done. */
  readonly #results: Promise<CheckResult[]>;
  /** What it was asked to make, while it makes it. */
  #made: PromiseWithResolvers<[string, unknown][]> | undefined;

  constructor() {
    // A check parses as a render does: the same bound on the young generation spares as much.
    const worker = new Worker(codeFileUrl('./check-worker', import.meta.url), {
      env: workerEnvironment(),
      resourceLimits: renderWorkerLimits(),
    });
    this.#worker = worker;
    this.#results = new Promise<CheckResult[]>((resolve, reject) => {
      const results: CheckResult[] = [];
      worker.on('message', (message: CheckMessage) => {
        if (message.type === 'made') this.#made?.resolve(message.made);
        else if (message.type === 'batch') results.push(...message.results);
        else {
          resolve(results);
          void worker.terminate();
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        reject(new Error(`A page-check worker stopped early (exit code ${String(code)}).`));
      });
    });
    // Seen by whoever gives it an order: a worker stopped unused has not failed anything.
    this.#results.catch(() => undefined);
  }

  /** Makes its share of `order` (see `makeShare`). */
  make(order: PartsOrder): Promise<[string, unknown][]> {
    this.#made = Promise.withResolvers();
    this.#worker.postMessage(order);
    // Fails as the worker does.
    return Promise.race([this.#made.promise, this.#results.then(() => [])]);
  }

  /** Checks `order`'s items with the other threads; resolves with what this one checked. */
  check(order: CheckOrder): Promise<CheckResult[]> {
    this.#worker.postMessage(order);
    return this.#results;
  }

  stop(): void {
    void this.#worker.terminate();
  }
}
