/**
 * The side-by-side table of the peers benchmark: for each tool the median (min–max) of its cold
 * build, peak memory, output size and dev first page, and that median's ratio to Folio's (above
 * 1× means slower or larger than Folio).
 *
 * @module
 */
import type { Summary } from '../measure/stats.ts';
import { formatBytes, formatKb, formatMs, formatRatio, table } from '../measure/stats.ts';

export interface ToolResult {
  name: string;
  versions: string[];
  buildMs: Summary | undefined;
  maxRssKb: Summary | undefined;
  outputBytes: Summary | undefined;
  devFirstPageS: Summary | undefined;
  /** The floor's own timing (reading + compiling, as floor.mjs prints it), for the floor only. */
  floorOwnMs: Summary | undefined;
  errors: string[];
}

type Metric = 'buildMs' | 'maxRssKb' | 'outputBytes' | 'devFirstPageS';

const metrics: { key: Metric; title: string; format: (n: number) => string }[] = [
  { key: 'buildMs', title: 'cold build', format: formatMs },
  { key: 'maxRssKb', title: 'peak RSS', format: formatKb },
  { key: 'outputBytes', title: 'output', format: formatBytes },
  { key: 'devFirstPageS', title: 'dev first page', format: (s) => formatMs(s * 1000) },
];

/** `median (min–max)`, or `n/a`. */
export function formatSummary(summary: Summary | undefined, format: (n: number) => string): string {
  if (summary === undefined) return 'n/a';
  if (summary.min === summary.max) return format(summary.median);
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

/** `tool ÷ Folio` of the medians, or an empty cell when either is missing. */
export function ratioToFolio(tool: Summary | undefined, folio: Summary | undefined): string {
  if (tool === undefined || folio === undefined || folio.median === 0) return '';
  return formatRatio(tool.median / folio.median);
}

/** The plain-text report: one row per tool, each metric followed by its ratio to Folio. */
export function peersReport(results: readonly ToolResult[], firstPage: string): string {
  const folio = results.find((result) => result.name === 'folio');
  const header = ['tool'];
  for (const metric of metrics) header.push(metric.title, '÷ Folio');
  const rows = [header];
  for (const result of results) {
    const row = [result.name];
    for (const metric of metrics) {
      row.push(
        formatSummary(result[metric.key], metric.format),
        ratioToFolio(result[metric.key], folio?.[metric.key]),
      );
    }
    rows.push(row);
  }
  const lines = [table(rows), '', `dev first page: server start → /${firstPage} answers 200`];
  const floor = results.find((result) => result.name === 'mdx floor');
  if (floor?.floorOwnMs && folio?.buildMs) {
    lines.push(
      `mdx floor as floor.mjs times itself (read + compile, no start-up): ${formatSummary(floor.floorOwnMs, formatMs)}; Folio's cold build ÷ that: ${ratioToFolio(folio.buildMs, floor.floorOwnMs)}`,
    );
  }
  for (const result of results) {
    if (result.versions.length > 0) lines.push(`${result.name}: ${result.versions.join(', ')}`);
    for (const error of result.errors) lines.push(`  ERROR ${result.name}: ${error}`);
  }
  return lines.join('\n');
}

/** The same figures as a Markdown table (median (min–max), then `×` Folio), for the docs. */
export function peersMarkdown(results: readonly ToolResult[]): string {
  const folio = results.find((result) => result.name === 'folio');
  const header = ['Tool', 'Version', ...metrics.map((metric) => metric.title)];
  const lines = [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`];
  for (const result of results) {
    const cells = [result.name, result.versions.join(', ') || ''];
    for (const metric of metrics) {
      const ratio = ratioToFolio(result[metric.key], folio?.[metric.key]);
      const value = formatSummary(result[metric.key], metric.format);
      cells.push(ratio === '' || result.name === 'folio' ? value : `${value}, ${ratio}`);
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
