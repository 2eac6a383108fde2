/** Edit distance, bounded: exact up to the bound, `max + 1` beyond it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

/** The whole Levenshtein table, for comparison. */
function fullDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

describe('editDistance', () => {
  it.each([
    ['quikstart', 'quickstart', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['same', 'same', 1, 0],
    ['abcdef', 'uvwxyz', 2, 3],
    ['ab', 'abcd', 1, 2],
    ['', 'ab', 2, 2],
  ])('%s → %s (at most %i) = %i', (a, b, max, expected) => {
    expect(editDistance(a, b, max)).toBe(expected);
  });

  it('agrees with the whole table up to the bound, for any words', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 12 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, max) => {
          expect(editDistance(a, b, max)).toBe(Math.min(fullDistance(a, b), max + 1));
        },
      ),
    );
  });
});
