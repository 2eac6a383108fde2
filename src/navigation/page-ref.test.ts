import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePageRef } from './page-ref.ts';

/** The rewrites `normalizePageRef` makes, each one every time (its form before a fast path). */
function rewritten(ref: string): string {
  let out = ref
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/|\/)+/, '')
    .replace(/\/+$/, '');
  for (const extension of ['.mdx', '.md']) {
    if (out.toLowerCase().endsWith(extension)) {
      out = out.slice(0, -extension.length);
      break;
    }
  }
  return out;
}

describe('normalizePageRef', () => {
  it('drops leading ./ and /, trailing /, backslashes and the page extension', () => {
    const cases: [string, string][] = [
      ['guides/intro', 'guides/intro'],
      ['/guides/intro.mdx', 'guides/intro'],
      ['./guides/intro/', 'guides/intro'],
      [' guides\\intro.MD ', 'guides/intro'],
      ['.well-known/page.md', '.well-known/page'],
      ['a', 'a'],
      ['/', ''],
      ['notes.mdx.txt', 'notes.mdx.txt'],
    ];
    for (const [ref, normal] of cases) expect(normalizePageRef(ref), ref).toBe(normal);
  });

  it('gives what the rewrites give, for any reference', () => {
    const ref = fc.stringMatching(/^[ ./\\a-zA-Z0-9]{0,12}(\.mdx|\.MD|\.md)?[ /\\]{0,2}$/);
    fc.assert(
      fc.property(ref, (text) => {
        expect(normalizePageRef(text)).toBe(rewritten(text));
      }),
      { numRuns: 2000 },
    );
  });
});
