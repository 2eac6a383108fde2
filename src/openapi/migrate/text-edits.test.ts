import { describe, expect, it } from 'vitest';
import {
  applyTextEdits,
  detectEol,
  detectJsonIndent,
  indentColumn,
  indentFollowingLines,
  nextLineStart,
  offsetAt,
} from './text-edits.ts';

describe('applyTextEdits', () => {
  it('applies edits given in any order, inserts and replacements alike', () => {
    const text = 'abcdef';
    const out = applyTextEdits(text, [
      { offset: 4, length: 2, content: 'XY' },
      { offset: 0, length: 0, content: '>' },
      { offset: 2, length: 1, content: '' },
    ]);
    expect(out).toBe('>abdXY');
  });

  it('allows a deletion that ends where an insertion starts, and refuses overlaps', () => {
    expect(
      applyTextEdits('0123', [
        { offset: 1, length: 2, content: '' },
        { offset: 3, length: 0, content: '+' },
      ]),
    ).toBe('0+3');
    expect(() =>
      applyTextEdits('0123', [
        { offset: 0, length: 3, content: '' },
        { offset: 2, length: 1, content: 'x' },
      ]),
    ).toThrow(/Overlapping/);
  });
});

describe('layout', () => {
  it('detects the line end of the first line', () => {
    expect(detectEol('a\r\nb\n')).toBe('\r\n');
    expect(detectEol('a\nb\r\n')).toBe('\n');
    expect(detectEol('one line')).toBe('\n');
  });

  it('detects 2 and 4 spaces and tabs in JSON, 2 spaces when nothing is indented', () => {
    expect(detectJsonIndent('{\n    "a": 1\n}').unit).toBe('    ');
    expect(detectJsonIndent('{\n  "a": {\n    "b": 1\n  }\n}').unit).toBe('  ');
    expect(detectJsonIndent('{\n\t"a": 1\n}')).toEqual({
      unit: '\t',
      insertSpaces: false,
      tabSize: 1,
    });
    expect(detectJsonIndent('{"a":1}').unit).toBe('  ');
  });

  it('finds the next line start after a value, and the column of a key at a line start', () => {
    const text = 'a: 1 # c\nb: 2';
    expect(nextLineStart(text, 4)).toBe(9);
    expect(nextLineStart(text, 9)).toBe(9);
    expect(nextLineStart(text, text.length)).toBe(text.length);
    expect(indentColumn('  key: 1', 2)).toBe(2);
    expect(indentColumn('- key: 1', 2)).toBeUndefined();
  });

  it('turns 1-based lines and columns into offsets', () => {
    expect(offsetAt('ab\ncd\nef', 3, 2)).toBe(7);
    expect(offsetAt('ab', 9, 1)).toBe(2);
  });

  it('indents every line after the first, except empty ones', () => {
    expect(indentFollowingLines('{\n  "a": 1,\n\n  "b": 2\n}', '    ', '\r\n')).toBe(
      '{\r\n      "a": 1,\r\n\r\n      "b": 2\r\n    }',
    );
  });
});
