import { describe, expect, it } from 'vitest';
import { labelDate } from './label-date.ts';

describe('labelDate', () => {
  it.each([
    ['2025-06-23', '2025-06-23'],
    ['June 23, 2025', '2025-06-23'],
    ['Jun 23 2025', '2025-06-23'],
    ['23 June 2025', '2025-06-23'],
    ['June 2nd, 2025', '2025-06-02'],
    ['March 2025', '2025-03-01'],
    ['Sept. 2024', '2024-09-01'],
  ])('reads %s as %s (midnight UTC)', (label, day) => {
    expect(labelDate(label)?.toISOString()).toBe(`${day}T00:00:00.000Z`);
  });

  it.each(['v1.2.0', 'Week 12', '2025-02-30', 'Smarch 2025', '2025', ''])(
    'finds no date in %j',
    (label) => {
      expect(labelDate(label)).toBeUndefined();
    },
  );
});
