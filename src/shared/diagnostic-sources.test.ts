import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.ts';
import { diagnosticSources, onlyLines } from './diagnostic-sources.ts';
import { formatDiagnostics } from './format-diagnostics.ts';

const warning = (file: string, line: number, column = 1): Diagnostic => ({
  severity: 'warning',
  code: 'unknown-component',
  message: 'Unknown component <Thing>.',
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
    const sources = await diagnosticSources(root, diagnostics);
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
    const sources = await diagnosticSources(root, diagnostics, new Map([['known.mdx', 'a\nb']]));
    expect(sources.size).toBe(51);
    expect(sources.get('pages/p49.mdx')).toBe('# pages/p49.mdx\n');
    expect(sources.get('known.mdx')).toBe('a\nb');
  });
});

describe('onlyLines', () => {
  it('empties the other lines, keeping every line break', () => {
    expect(onlyLines('a\nb\nc\n', new Set([2]))).toBe('\nb\n\n');
  });
});
