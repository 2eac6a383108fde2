import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './format-diagnostics.ts';

const at = (line: number, column = 1) => ({
  severity: 'warning' as const,
  code: 'x',
  message: 'Here',
  position: { file: 'docs.json', line, column },
});

/** The shown line of the code frame for a warning at `line` of `source`. */
function framed(source: string, line: number): string | undefined {
  const text = formatDiagnostic(at(line), {
    root: '/docs',
    cwd: '/docs',
    sources: new Map([['docs.json', source]]),
  });
  return /^\d+ {2}\| (.*)$/m.exec(text)?.[1];
}

describe('formatDiagnostic code frames', () => {
  it('shows the line named, whatever the line breaks', () => {
    const source = 'first\r\nsecond\nthird\r\nlast';
    expect(framed(source, 1)).toBe('first');
    expect(framed(source, 2)).toBe('second');
    expect(framed(source, 3)).toBe('third');
    expect(framed(source, 4)).toBe('last');
  });

  it('shows no frame for a line past the end', () => {
    expect(framed('one\ntwo\n', 4)).toBeUndefined();
    expect(framed('one', 2)).toBeUndefined();
  });

  it('shows the last line of a large file', () => {
    const lines = Array.from({ length: 50_000 }, (_, index) => `  "key${String(index + 1)}": 1,`);
    expect(framed(lines.join('\n'), 49_809)).toBe('  "key49809": 1,');
  });
});
