/** Best first from a heap: the same order as a full sort, ties broken by the smaller item. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFirst } from './best-first.ts';

describe('bestFirst', () => {
  it('yields items by descending score, equal scores smallest item first', () => {
    const scores = [0.5, 2, 2, 0, 7];
    expect([...bestFirst([0, 1, 2, 3, 4], scores)]).toEqual([4, 1, 2, 0, 3]);
    expect([...bestFirst([], scores)]).toEqual([]);
  });

  it('gives the order of a full sort, for any scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 }), (values) => {
        const items = values.map((_, item) => item).reverse();
        const sorted = [...items].sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
        expect([...bestFirst(items, values)]).toEqual(sorted);
      }),
    );
  });

  it('stops taking items out when the loop stops', () => {
    const scores = Array.from({ length: 1000 }, (_, item) => item % 97);
    const first: number[] = [];
    for (const item of bestFirst(
      scores.map((_, item) => item),
      scores,
    )) {
      first.push(item);
      if (first.length === 3) break;
    }
    expect(first).toEqual([96, 193, 290]);
  });
});
