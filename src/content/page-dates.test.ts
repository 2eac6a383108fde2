import { describe, expect, it } from 'vitest';
import { parseLog } from './page-dates.ts';

describe('parseLog', () => {
  it('keeps the newest commit of each file (git lists newest first)', () => {
    const output =
      '\u00001741046400\u0000\na.mdx\u0000\u00001704153600\u0000\na.mdx\u0000b.mdx\u0000';
    expect(parseLog(output)).toEqual(
      new Map([
        ['a.mdx', 1741046400000],
        ['b.mdx', 1704153600000],
      ]),
    );
  });

  it('reads file names made of digits as names, not as commit times', () => {
    const output = '\u00001741046400\u0000\n2024\u0000100\u0000';
    expect(parseLog(output)).toEqual(
      new Map([
        ['2024', 1741046400000],
        ['100', 1741046400000],
      ]),
    );
  });

  it('is empty for no history', () => {
    expect(parseLog('')).toEqual(new Map());
  });
});
