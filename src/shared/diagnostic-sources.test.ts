import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.ts';
import { diagnosticSources, onlyLines } from './diagnostic-sources.ts';
import { formatDiagnostics } from './format-diagnostics.ts';

/** A warning of its own (a repeated one is framed once, see the last test). */
const warning = (file: string, line: number, column = 1, message = `${file}:${String(line)}`) => ({
  severity: 'warning' as const,
  code: 'unknown-component',
  message: `Unknown component <Thing> (${message}).`,
  position: { file, line, column },
});

describe('diagnosticSources', () => {
  it('keeps only the lines diagnostics point at, and frames them as the whole text does', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-sources-'));
    const text = Array.from({ length: 40 }, (_, i) => `line ${String(i + 1)} <Thing />`).join(
      '\r\n',
    );
    await writeFile(path.join(root, 'page.mdx'), text);
    const diagnostics = [warning('page.mdx', 3, 9), warning('page.mdx', 40, 9)];
    const sources = diagnosticSources(root, diagnostics);
    const kept = sources.get('page.mdx') ?? '';
    expect(kept.split('\n').filter((line) => line !== '')).toEqual([
      'line 3 <Thing />\r',
      'line 40 <Thing />',
    ]);
    const whole = new Map([['page.mdx', text]]);
    expect(formatDiagnostics(diagnostics, { root, sources })).toBe(
      formatDiagnostics(diagnostics, { root, sources: whole }),
    );
  });

  it('reads every file of many, takes known texts as they are, and skips what it cannot read', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-sources-'));
    await mkdir(path.join(root, 'pages'));
    const files = Array.from({ length: 50 }, (_, i) => `pages/p${String(i)}.mdx`);
    await Promise.all(files.map((file) => writeFile(path.join(root, file), `# ${file}\n`)));
    const diagnostics = [...files, 'missing.mdx', '../outside.mdx', 'known.mdx'].map((file) =>
      warning(file, 1),
    );
    const sources = diagnosticSources(root, diagnostics, new Map([['known.mdx', 'a\nb']]));
    expect(sources.size).toBe(51);
    expect(sources.get('pages/p49.mdx')).toBe('# pages/p49.mdx');
    expect(sources.get('known.mdx')).toBe('a\nb');
  });

  it('reads only where the first of a repeated diagnostic is: the others have no frame', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-sources-'));
    await mkdir(path.join(root, 'v1'));
    await mkdir(path.join(root, 'v2'));
    await writeFile(path.join(root, 'v1/page.mdx'), '# Page\n<Thing />\n');
    await writeFile(path.join(root, 'v2/page.mdx'), '# Page\n<Thing />\n');
    const diagnostics: Diagnostic[] = [
      warning('v1/page.mdx', 2, 1, 'same'),
      warning('v2/page.mdx', 2, 1, 'same'),
    ];
    expect([...diagnosticSources(root, diagnostics).keys()]).toEqual(['v1/page.mdx']);
  });
});

describe('onlyLines', () => {
  it('empties the other lines down to the last one wanted', () => {
    expect(onlyLines(Buffer.from('a\nb\nc\n'), new Set([2]))).toBe('\nb');
    expect(onlyLines(Buffer.from('a\nb\nc\n'), new Set([4]))).toBe('\n\n\n');
    expect(onlyLines(Buffer.from('a\nb'), new Set([5]))).toBe('\n');
  });

  it('gives each wanted line as decoding the whole file and splitting it does', () => {
    const pieces = ['é', '日本', '😀', '\r', '\n', '\n', 'a', ' ', '\uFEFF', '<Card />'];
    let seed = 7;
    const next = (below: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: next(60) }, () => pieces[next(pieces.length)]).join('');
      const lines = text.split('\n');
      const wanted = new Set(Array.from({ length: 1 + next(4) }, () => 1 + next(lines.length + 2)));
      const kept = onlyLines(Buffer.from(text), wanted).split('\n');
      lines.forEach((line, index) => {
        if (index < kept.length) expect(kept[index]).toBe(wanted.has(index + 1) ? line : '');
      });
      for (const line of wanted)
        if (line <= lines.length) expect(kept[line - 1]).toBe(lines[line - 1]);
        else expect(kept.length).toBeLessThan(line);
    }
  });
});
