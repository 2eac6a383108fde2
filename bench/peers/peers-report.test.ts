import { describe, expect, it } from 'vitest';
import { summarize } from '../measure/stats.ts';
import { formatSummary, peersMarkdown, peersReport, ratioToFolio } from './peers-report.ts';
import type { ToolResult } from './peers-report.ts';

const result = (
  name: string,
  buildMs: number[],
  overrides: Partial<ToolResult> = {},
): ToolResult => ({
  name,
  versions: [],
  buildMs: summarize(buildMs),
  maxRssKb: undefined,
  outputBytes: undefined,
  devFirstPageS: undefined,
  floorOwnMs: undefined,
  errors: [],
  ...overrides,
});

describe('peers report', () => {
  it('prints the median with its range, or one figure when the runs agree', () => {
    const format = (n: number): string => `${String(n)} s`;
    expect(formatSummary(summarize([3, 1, 2]), format)).toBe('2 s (1 s–3 s)');
    expect(formatSummary(summarize([4, 4]), format)).toBe('4 s');
    expect(formatSummary(undefined, format)).toBe('n/a');
  });

  it('divides each tool by Folio, leaving the cell empty when either is missing', () => {
    expect(ratioToFolio(summarize([30]), summarize([10]))).toBe('3.00×');
    expect(ratioToFolio(undefined, summarize([10]))).toBe('');
    expect(ratioToFolio(summarize([30]), undefined)).toBe('');
  });

  it('puts each peer on a row with its ratio, the floor timing and every error', () => {
    const report = peersReport(
      [
        result('folio', [10_000, 12_000, 11_000]),
        result('vitepress', [33_000], {
          versions: ['vitepress@1.6.4'],
          errors: ['round 2 dev: timeout'],
        }),
        result('mdx floor', [5_000], { floorOwnMs: summarize([4_400]) }),
      ],
      'intro/start',
    );
    expect(report).toMatch(/^folio\s+11\.00 s \(10\.00 s–12\.00 s\)\s+1\.00×/m);
    expect(report).toMatch(/^vitepress\s+33\.00 s\s+3\.00×/m);
    expect(report).toContain('server start → /intro/start answers 200');
    expect(report).toContain("Folio's cold build ÷ that: 2.50×");
    expect(report).toContain('vitepress: vitepress@1.6.4');
    expect(report).toContain('ERROR vitepress: round 2 dev: timeout');
  });

  it('writes a Markdown row per tool with the ratio after each peer figure', () => {
    const markdown = peersMarkdown([
      result('folio', [10_000]),
      result('starlight', [25_000], { versions: ['astro@5.18.2'] }),
    ]);
    expect(markdown.split('\n')).toEqual([
      '| Tool | Version | cold build | peak RSS | output | dev first page |',
      '| --- | --- | --- | --- | --- | --- |',
      '| folio |  | 10.00 s | n/a | n/a | n/a |',
      '| starlight | astro@5.18.2 | 25.00 s, 2.50× | n/a | n/a | n/a |',
    ]);
  });
});
