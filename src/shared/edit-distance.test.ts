/** Edit distance, bounded: exact up to the bound, `max + 1` beyond it; near-miss suggestions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { didYouMean } from './did-you-mean.ts';
import { editDistance } from './edit-distance.ts';

/** The whole table (optimal string alignment), for comparison. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

describe('editDistance', () => {
  it.each([
    ['quikstart', 'quickstart', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['same', 'same', 1, 0],
    ['abcdef', 'uvwxyz', 2, 3],
    ['ab', 'abcd', 1, 2],
    ['', 'ab', 2, 2],
    ['tbas', 'tabs', 1, 1],
    ['Tabs', 'tabs', 1, 1],
  ])('%s → %s (at most %i) = %i', (a, b, max, expected) => {
    expect(editDistance(a, b, max)).toBe(expected);
  });

  it('is exact without a bound', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abcdefgh')).toBe(8);
  });

  it('agrees with the whole table up to the bound, for any words', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 12 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, max) => {
          expect(editDistance(a, b, max)).toBe(Math.min(fullDistance(a, b), max + 1));
          expect(editDistance(a, b)).toBe(fullDistance(a, b));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('didYouMean', () => {
  it('suggests the closest candidate within its bound', () => {
    expect(didYouMean('grups', ['pages', 'groups', 'tabs'])).toBe('groups');
    expect(didYouMean('tbas', ['tabs', 'anchors'])).toBe('tabs');
    expect(didYouMean('Groups', ['groups'])).toBe('groups');
    expect(didYouMean('navigation', ['navigations', 'navigate'])).toBe('navigations');
  });

  it('suggests nothing far off, nor the input itself', () => {
    expect(didYouMean('colour', ['tabs', 'pages'])).toBeUndefined();
    expect(didYouMean('tabs', ['tabs'])).toBeUndefined();
    expect(didYouMean('ab', ['xy'])).toBeUndefined();
  });

  it('keeps the first of equally close candidates', () => {
    expect(didYouMean('cat', ['bat', 'hat'])).toBe('bat');
  });

  it('finds the near miss among ten thousand long candidates', () => {
    const candidates = Array.from({ length: 10_000 }, (_, i) => `guides/section-${i}/page-${i}`);
    expect(didYouMean('guides/section-9999/pag-9999', candidates)).toBe(
      'guides/section-9999/page-9999',
    );
  });
});
