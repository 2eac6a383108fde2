import { describe, expect, it } from 'vitest';
import { excerpt, MAX_EXCERPT } from './excerpt.ts';

describe('excerpt', () => {
  it('keeps short text as it is', () => {
    expect(excerpt('acme')).toBe('acme');
    expect(excerpt('x'.repeat(MAX_EXCERPT))).toBe('x'.repeat(MAX_EXCERPT));
  });

  it('cuts long text to the limit, the ellipsis included', () => {
    const cut = excerpt('y'.repeat(500_000));
    expect(cut).toBe(`${'y'.repeat(MAX_EXCERPT - 1)}…`);
    expect(excerpt('abcdef', 4)).toBe('abc…');
  });

  it('shows control characters as escapes and never splits a surrogate pair', () => {
    expect(excerpt('a\u0000b')).toBe('a\\u0000b');
    expect(excerpt('😀😀😀', 4)).toBe('😀…');
    expect(excerpt('\u0000'.repeat(100), 14)).toBe('\\u0000\\u0000…');
  });
});
