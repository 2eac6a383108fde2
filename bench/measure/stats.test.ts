import { describe, expect, it } from 'vitest';
import { formatMs, summarize, table } from './stats.ts';

describe('summarize', () => {
  it('takes the middle sample of an odd count and the mean of the middle two of an even count', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, samples: [5, 1, 3] });
    expect(summarize([4, 1, 3, 10]).median).toBe(3.5);
  });

  it('refuses an empty list', () => {
    expect(() => summarize([])).toThrow(/at least one/);
  });
});

describe('formatting', () => {
  it('prints seconds from one second up', () => {
    expect([formatMs(845.4), formatMs(1234.5)]).toEqual(['845 ms', '1.23 s']);
  });

  it('aligns a table', () => {
    expect(
      table([
        ['metric', 'median'],
        ['cold build', '1.23 s'],
      ]),
    ).toMatchInlineSnapshot(`
      "metric       median
      cold build   1.23 s"
    `);
  });
});
