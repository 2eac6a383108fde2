import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowSpans } from './row-origins.ts';

describe('rowSpans', () => {
  it("finds each row's bytes in the UTF-8 of any text", () => {
    const rows = fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), rows, rows, (before, sections, terms) => {
        const middle = '],"terms":[';
        const text = `${before}${sections.join(',')}${middle}${terms.join(',')}]`;
        const bytes = new TextEncoder().encode(text);
        const sectionsAt = before.length;
        const termsAt = sectionsAt + sections.join(',').length + middle.length;
        const spans = rowSpans(text, bytes, [
          { start: sectionsAt, lengths: sections.map((row) => row.length) },
          { start: termsAt, lengths: terms.map((row) => row.length) },
        ]);
        const decoded = [sections, terms].map((list, at) =>
          list.map((_, row) => {
            const { starts, ends } = spans?.[at] ?? { starts: [], ends: [] };
            return new TextDecoder().decode(bytes.subarray(starts[row], ends[row]));
          }),
        );
        expect(decoded).toEqual([sections, terms]);
      }),
    );
  });

  it('gives nothing when the text is not what the bytes give', () => {
    expect(rowSpans('[é]', new TextEncoder().encode('[e]'), [])).toBeUndefined();
  });
});
