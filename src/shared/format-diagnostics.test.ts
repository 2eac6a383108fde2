import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.ts';
import { formatDiagnostic, formatDiagnostics } from './format-diagnostics.ts';

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

describe('formatDiagnostics', () => {
  const icon = (file: string, line: number): Diagnostic => ({
    severity: 'warning',
    code: 'icon-not-found',
    message: 'Icon "llama" is not in Font Awesome Free.',
    hint: 'Use an icon name from that library.',
    position: { file, line, column: 1 },
  });
  const sources = new Map([['v1/index.mdx', '# Home\n<Card icon="llama" />\n']]);
  const options = { root: '/site/docs', cwd: '/site', sources };

  it('prints a diagnostic repeated elsewhere once, then where else it is', () => {
    const diagnostics = [
      icon('v1/index.mdx', 2),
      { ...icon('v1/index.mdx', 2), message: 'Another message.' },
      ...['v2', 'v3', 'v4', 'v5', 'v6'].map((version) => icon(`${version}/index.mdx`, 2)),
    ];
    expect(formatDiagnostics(diagnostics, options)).toBe(
      [
        'warning[icon-not-found]: Icon "llama" is not in Font Awesome Free.',
        '  --> docs/v1/index.mdx:2:1',
        '   |',
        '2  | <Card icon="llama" />',
        '   | ^',
        '  = fix: Use an icon name from that library.',
        '  = again: in 5 more places: docs/v2/index.mdx:2:1, docs/v3/index.mdx:2:1, docs/v4/index.mdx:2:1 and 2 others',
        '',
        'warning[icon-not-found]: Another message.',
        '  --> docs/v1/index.mdx:2:1',
        '   |',
        '2  | <Card icon="llama" />',
        '   | ^',
        '  = fix: Use an icon name from that library.',
      ].join('\n'),
    );
  });

  it('names every other place when there are few, and counts those without a place', () => {
    const twice = formatDiagnostics([icon('v1/index.mdx', 2), icon('v2/index.mdx', 2)], options);
    expect(twice.split('\n').at(-1)).toBe('  = again: in 1 more place: docs/v2/index.mdx:2:1');
    const { position: _position, ...placeless } = icon('v1/index.mdx', 2);
    const thrice = formatDiagnostics([placeless, placeless, placeless], options);
    expect(thrice.split('\n').at(-1)).toBe('  = again: 2 more times');
  });
});
