import { describe, expect, it } from 'vitest';
import { contentRange, parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it('reads one range in each of its forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(parseRange('BYTES= 1 - 2 ', 1000)).toEqual({ kind: 'part', start: 1, end: 2 });
  });

  it('sends the whole file for no range, several ranges or nonsense', () => {
    for (const header of [
      null,
      'bytes=0-1,5-6',
      'items=0-1',
      'bytes=-',
      'bytes=9-3',
      'bytes=a-b',
    ]) {
      expect(parseRange(header, 1000), String(header)).toEqual({ kind: 'whole' });
    }
  });

  it('refuses ranges past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentRange', () => {
  it('describes a part or a refused range', () => {
    expect(contentRange({ kind: 'part', start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, 1000)).toBe('bytes */1000');
  });
});
