import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText, collapseWhitespace } from './chunk-text.ts';

const sentence = (i: number) => `Sentence number ${i} explains one more detail of the setup.`;
const longText = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');

describe('chunkText', () => {
  it('keeps short text as one chunk, whitespace collapsed', () => {
    expect(chunkText('  Install\n\n  the CLI.  ')).toEqual(['Install the CLI.']);
    expect(collapseWhitespace('a\n\tb')).toBe('a b');
  });

  it('gives no chunk for blank text', () => {
    expect(chunkText(' \n ')).toEqual([]);
  });

  it('splits long text into bounded chunks ending at sentence ends', () => {
    const chunks = chunkText(longText, 300, 60);
    expect(chunks.length).toBeGreaterThan(longText.length / 300);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(300);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('.')).toBe(true);
  });

  it('overlaps neighbouring chunks', () => {
    const [first, second] = chunkText(longText, 300, 60);
    const tail = first?.split(' ').slice(-3).join(' ') ?? '';
    expect(tail).not.toBe('');
    expect(second?.includes(tail)).toBe(true);
  });

  it('cuts text without spaces (Chinese) at the size limit', () => {
    const chunks = chunkText('文'.repeat(250), 100, 20);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 90]);
  });

  it('loses no word of the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 40, max: 400 }),
        (words, size) => {
          const text = words.join(' ');
          const chunks = chunkText(text, size, Math.floor(size / 5));
          const covered = new Set(chunks.flatMap((chunk) => chunk.split(' ')));
          for (const word of words) expect(covered.has(word)).toBe(true);
          for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(size);
        },
      ),
    );
  });
});

describe('collapseWhitespace', () => {
  it('gives what replacing every run of whitespace with one space gives', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\t', '\r', '\u00a0') });
    fc.assert(
      fc.property(text, (value) => {
        expect(collapseWhitespace(value)).toBe(value.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 3000 },
    );
  });
});
