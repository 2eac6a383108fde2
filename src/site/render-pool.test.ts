import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  BATCH_SIZE,
  RouteQueue,
  WORKER_YOUNG_GENERATION_MB,
  copiesTogether,
  LARGE_RENDER_PAGES,
  LARGE_WORKER_YOUNG_GENERATION_MB,
  MOST_COPIES_PER_BATCH,
  renderWorkerLimits,
  workerSearchFiles,
} from './render-pool.ts';
import { sampleDocuments } from '../../test/search/sample-documents.ts';
import { cachedIndexFile, indexFiles, pageSegment, segmentFingerprint } from '../search/index.ts';
import type { WorkerOrder } from './render-batch.ts';
import type { SearchFile } from './search-files.ts';

describe('copiesTogether', () => {
  it('puts pages of the same text next to each other, in the order texts first come', () => {
    const sources = new Map<string, string | undefined>([
      ['/v1/a', 'A'],
      ['/v1/b', 'B'],
      ['/api/get', undefined],
      ['/v2/a', 'A'],
      ['/api/post', undefined],
      ['/v2/b', 'B'],
      ['/v2/c', 'C'],
    ]);
    expect(copiesTogether([...sources.keys()], sources)).toEqual({
      routes: ['/v1/a', '/v2/a', '/v1/b', '/v2/b', '/api/get', '/api/post', '/v2/c'],
      starts: [0],
    });
  });

  it('cuts batches between groups of copies, and cuts only groups too large for one', () => {
    // Groups of 5, 5, 3 and 2 * MOST + 1 copies, then three pages of their own.
    const sizes = [5, 5, 3, MOST_COPIES_PER_BATCH * 2 + 1, 1, 1, 1];
    const sources = new Map<string, string>();
    sizes.forEach((size, text) => {
      for (let copy = 0; copy < size; copy++)
        sources.set(`/v${String(copy)}/t${String(text)}`, `T${String(text)}`);
    });
    const order = copiesTogether([...sources.keys()], sources);
    // The group of 3 fills its batch with the first part of the large group.
    const large = 10 + 3 + MOST_COPIES_PER_BATCH;
    expect(order.starts).toEqual([0, 10, large, large + MOST_COPIES_PER_BATCH]);
    const queue = new RouteQueue(order.routes, undefined, order.starts);
    const batches: (readonly string[])[] = [];
    for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) batches.push(batch);
    expect(batches.flat()).toEqual(order.routes);
    // Every text but the large one is in one batch.
    const textsOf = (batch: readonly string[]): Set<string | undefined> =>
      new Set(batch.map((route) => sources.get(route)));
    for (const text of ['T0', 'T1', 'T2', 'T4', 'T5', 'T6']) {
      expect(batches.filter((batch) => textsOf(batch).has(text))).toHaveLength(1);
    }
    expect(
      batches.every((batch, n) => n === batches.length - 1 || batch.length >= BATCH_SIZE),
    ).toBe(true);
  });
});

describe('RouteQueue', () => {
  it('hands out every route once, in batches', () => {
    const routes = Array.from({ length: BATCH_SIZE * 2 + 3 }, (_, index) => `/p${String(index)}`);
    const queue = new RouteQueue(routes);
    const claimed: (readonly string[])[] = [];
    for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) claimed.push(batch);
    expect(claimed.flat()).toEqual(routes);
    expect(claimed.map((batch) => batch.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 3]);
    expect(new RouteQueue([]).claim()).toEqual([]);
  });
});

describe('renderWorkerLimits', () => {
  it('always bounds the young generation, and the old one only when asked', () => {
    expect(renderWorkerLimits()).toEqual({ maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB });
    expect(renderWorkerLimits(512)).toEqual({
      maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
      maxOldGenerationSizeMb: 512,
    });
  });

  it('gives a worker of a large build a larger young generation', () => {
    const young = (pages: number): number | undefined =>
      renderWorkerLimits(undefined, pages).maxYoungGenerationSizeMb;
    expect(young(LARGE_RENDER_PAGES)).toBe(WORKER_YOUNG_GENERATION_MB);
    expect(young(LARGE_RENDER_PAGES + 1)).toBe(LARGE_WORKER_YOUNG_GENERATION_MB);
    expect(LARGE_WORKER_YOUNG_GENERATION_MB).toBeGreaterThan(WORKER_YOUNG_GENERATION_MB);
  });

  it('keeps the new space of a worker that allocates like a renderer small', async () => {
    // Short-lived objects by the million, as a page's parse makes them: left alone, V8 grows
    // the new space to 64 MB or more.
    const code = `
      const v8 = require('node:v8');
      const { parentPort } = require('node:worker_threads');
      let kept = [];
      for (let i = 0; i < 3e6; i++) {
        kept.push({ i, list: [i] });
        if (kept.length > 200000) kept = [];
      }
      const space = v8.getHeapSpaceStatistics().find((item) => item.space_name === 'new_space');
      parentPort.postMessage(space.space_size);
    `;
    const worker = new Worker(code, { eval: true, resourceLimits: renderWorkerLimits() });
    const size = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(size).toBeLessThanOrEqual((WORKER_YOUNG_GENERATION_MB / 3) * 2 * 2 ** 20);
  });
});

describe('workerSearchFiles', () => {
  /** A worker answering a search order as a render worker does: `body` runs on the order. */
  function searchWorker(body: string): Worker {
    return new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.on('message', (order) => { if (order.type === 'search') { ${body} } });`,
      { eval: true },
    );
  }
  const order: WorkerOrder = {
    type: 'search',
    pages: [],
    folder: undefined,
    cached: [],
    fullText: false,
  };

  it('sends the order at once and gives each index the worker sends, in order', async () => {
    const worker = searchWorker(`
      for (const key of ['a', 'b', 'c']) parentPort.postMessage({ type: 'search-file', file: { key, text: key } });
      parentPort.postMessage({ type: 'search-done' });
    `);
    try {
      const files = workerSearchFiles(worker, order);
      // Taken only once the worker is done: none was lost meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const keys: string[] = [];
      for await (const file of files) keys.push(file.key);
      expect(keys).toEqual(['a', 'b', 'c']);
    } finally {
      await worker.terminate();
    }
  });

  it('writes each index it gives with the text sent along', async () => {
    const segments = sampleDocuments.map(pageSegment);
    const [made] = indexFiles(
      segments.map((segment) => ({
        fingerprint: segmentFingerprint(segment, JSON.stringify(segment)),
        segment,
      })),
    );
    if (!made?.cached) throw new Error('The sample index is not kept.');
    // A text of the right length that is not the index's: written only if taken as sent.
    const sent = {
      key: made.key,
      text: made.text.replace('"key":', '"kex":'),
      cached: made.cached,
    };
    const worker = searchWorker(`
      parentPort.postMessage({ type: 'search-file', file: ${JSON.stringify(sent)} });
      parentPort.postMessage({ type: 'search-done' });
    `);
    try {
      const files: SearchFile[] = [];
      for await (const file of workerSearchFiles(worker, order)) files.push(file);
      const cached = files[0]?.cached;
      expect(cached && cachedIndexFile(cached).text).toBe(sent.text);
    } finally {
      await worker.terminate();
    }
  });

  it('tells the worker of each index when it is taken, not when it comes', async () => {
    // A worker that sends the next index when told one was taken, and at the end when it was told.
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const told = [];
       let sent = 0;
       const send = () => parentPort.postMessage({ type: 'search-file', file: { key: String(sent++), text: '' } });
       parentPort.on('message', (order) => {
         if (order.type === 'search') return send();
         told.push(Date.now());
         if (sent < 3) return send();
         parentPort.postMessage({ type: 'told', told });
         parentPort.postMessage({ type: 'search-done' });
       });`,
      { eval: true },
    );
    const told = new Promise<number[]>((resolve) => {
      worker.on('message', (message: { type: string; told?: number[] }) => {
        if (message.told) resolve(message.told);
      });
    });
    try {
      const taken: number[] = [];
      for await (const file of workerSearchFiles(worker, order)) {
        expect(file.key).toBe(String(taken.length));
        taken.push(Date.now());
        // Slow to take the next: a worker told on arrival would be told before it is taken.
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      const times = await told;
      expect(times).toHaveLength(3);
      // Told as it was taken (within the clock's milliseconds), not 30 ms before.
      for (const [index, time] of times.entries()) {
        expect(time).toBeGreaterThanOrEqual((taken[index] ?? Infinity) - 10);
      }
    } finally {
      await worker.terminate();
    }
  });

  it('fails with the error the worker throws', async () => {
    const worker = searchWorker(`
      parentPort.postMessage({ type: 'search-file', file: { key: 'a', text: 'a' } });
      throw new Error('The search segment of /x is missing.');
    `);
    try {
      const taken: SearchFile[] = [];
      await expect(
        (async () => {
          for await (const file of workerSearchFiles(worker, order)) taken.push(file);
        })(),
      ).rejects.toThrow('The search segment of /x is missing.');
      // The error may overtake the file sent before it (they come by different channels).
      expect(['a']).toEqual(expect.arrayContaining(taken.map((file) => file.key)));
    } finally {
      await worker.terminate();
    }
  });
});
