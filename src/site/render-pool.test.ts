import { describe, expect, it } from 'vitest';
import { BATCH_SIZE, RouteQueue, copiesTogether } from './render-pool.ts';

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
    expect(copiesTogether([...sources.keys()], sources)).toEqual([
      '/v1/a',
      '/v2/a',
      '/v1/b',
      '/v2/b',
      '/api/get',
      '/api/post',
      '/v2/c',
    ]);
  });
});

describe('RouteQueue', () => {
  it('hands out every route once, in batches', () => {
    const routes = Array.from({ length: BATCH_SIZE * 2 + 3 }, (_, index) => `/p${String(index)}`);
    const queue = new RouteQueue(routes);
    const claimed: string[] = [];
    for (let batch = queue.claim(); batch.length > 0; batch = queue.claim()) claimed.push(...batch);
    expect(claimed).toEqual(routes);
  });
});
