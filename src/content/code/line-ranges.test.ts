import { describe, expect, it } from 'vitest';
import { MAX_LINE, parseLineRanges } from './line-ranges.ts';

describe('parseLineRanges', () => {
  it.each([
    ['1,3-5', [1, 3, 4, 5]],
    ['{1, 3-5}', [1, 3, 4, 5]],
    ['1 3-5', [1, 3, 4, 5]],
    ['3 - 5', [3, 4, 5]],
    ['5-3', [3, 4, 5]],
    ['2,2,1-2', [2, 1]],
    ['a,2,x-y,', [2]],
    ['0,1', [1]],
    ['{}', []],
    ['', []],
  ])('%j → %j', (text, lines) => {
    expect([...parseLineRanges(text)].sort((a, b) => a - b)).toEqual(
      [...lines].sort((a, b) => a - b),
    );
  });

  it('stops at MAX_LINE so a huge range stays cheap', () => {
    const lines = parseLineRanges('1-99999999');
    expect(lines.size).toBe(MAX_LINE);
    expect(lines.has(MAX_LINE)).toBe(true);
    expect(lines.has(MAX_LINE + 1)).toBe(false);
  });
});
