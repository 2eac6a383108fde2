/**
 * The scale benchmark's table: each figure beside the target issue 23 set for a 2-core machine,
 * and whether it is met, so a reader sees at once which targets a run misses. Memory is in MB of
 * 2^20 bytes, as `folio build` prints it.
 *
 * @module
 */
import type { ProcessSummary, ScaleMeasurements } from './scale-steps.ts';
import { formatBytes, formatCount, formatKb, formatMs, table } from './stats.ts';
import type { Summary } from './stats.ts';

const MB = 1024 * 1024;

/** The targets, in milliseconds and bytes. */
export const TARGETS = {
  validateMs: 3000,
  validateRssBytes: 400 * MB,
  coldBuildMs: 90_000,
  coldBuildRssBytes: 1.5 * 1024 * MB,
  rebuildMs: 1000,
  devFirstPageMs: 1000,
  devRebuildMs: 1000,
  searchGzipBytes: 300 * 1024,
} as const;

/** `met` when `value` is under `limit`, `MISSED` when not, empty when there is no figure. */
export function verdict(value: number | undefined, limit: number): string {
  if (value === undefined) return '';
  return value < limit ? 'met' : 'MISSED';
}

type Row = [string, string, string, string];

/** One row per figure: what, median (min–max when several runs), target, verdict. */
export function scaleRows(result: ScaleMeasurements): Row[] {
  const rows: Row[] = [['What', 'Median', 'Target', '']];
  const timed = (label: string, summary: Summary | undefined, limit?: number): void => {
    rows.push([
      label,
      summary ? spread(summary, formatMs) : 'n/a',
      limit === undefined ? '' : `< ${formatMs(limit)}`,
      limit === undefined ? '' : verdict(summary?.median, limit),
    ]);
  };
  const memory = (label: string, summary: Summary | undefined, limitBytes?: number): void => {
    rows.push([
      label,
      summary ? spread(summary, formatKb) : 'n/a',
      limitBytes === undefined ? '' : `< ${formatBytes(limitBytes)}`,
      limitBytes === undefined || !summary ? '' : verdict(summary.median * 1024, limitBytes),
    ]);
  };
  const { validate, validateWarm, validateEdited, build, rebuild, dev, search } = result;
  const validated = (label: string, summary: ProcessSummary | undefined): void => {
    if (!summary) return;
    timed(
      `${label} (${summary.outcome || exits(summary.exitCodes)})`,
      summary.ms,
      TARGETS.validateMs,
    );
    timed('  CPU time (user + sys)', summary.cpuMs);
    memory('  peak RSS', summary.maxRssKb, TARGETS.validateRssBytes);
  };
  validated('folio validate, fresh clone', validate);
  validated('folio validate again, unchanged', validateWarm);
  validated('folio validate, one page edited', validateEdited);
  if (build) {
    timed(`cold build (${build.outcome || exits(build.exitCodes)})`, build.ms, TARGETS.coldBuildMs);
    timed('  CPU time (user + sys)', build.cpuMs);
    memory('  peak RSS', build.maxRssKb, TARGETS.coldBuildRssBytes);
    rows.push([
      '  output',
      `${formatBytes(build.output.bytes)}, ${formatCount(build.output.files)} files`,
      '',
      '',
    ]);
  }
  if (rebuild) {
    timed('one-page rebuild, whole process', rebuild.ms, TARGETS.rebuildMs);
    timed('  as the build reports it', rebuild.reportedMs);
    memory('  peak RSS', rebuild.maxRssKb);
    rows.push(['  pages from the cache', rebuild.reusedPages.map(formatCount).join(', '), '', '']);
  }
  if (dev === 'failed') rows.push(['folio dev', 'failed', '', '']);
  else if (dev) {
    timed('dev: first page (/)', dev.firstPageMs, TARGETS.devFirstPageMs);
    timed('dev: then the edited page', dev.deepPageMs);
    timed('dev: one-page rebuild (save → served)', dev.rebuildMs, TARGETS.devRebuildMs);
  }
  if (search) {
    const largest = search.largest;
    rows.push([
      `search before first result (most of ${String(search.indexes.length)} indexes, gz)`,
      largest
        ? `${formatKib(largest.firstResult.max)} (${largest.key}, median ${formatKib(largest.firstResult.median)})`
        : 'no index',
      `< ${formatKib(TARGETS.searchGzipBytes)}`,
      verdict(largest?.firstResult.max, TARGETS.searchGzipBytes),
    ]);
  }
  return rows;
}

/** The table of `scaleRows`, then one line per search index. */
export function scaleReport(result: ScaleMeasurements): string {
  const lines = [table(scaleRows(result))];
  if (result.search && result.search.indexes.length > 0) {
    lines.push(
      '',
      'search indexes (language/version: all files raw, gz; manifest gz; shards; first result gz):',
    );
    for (const index of result.search.indexes) {
      lines.push(
        `  ${index.key}: ${formatKib(index.bytes)}, ${formatKib(index.gzipBytes)} gz; ` +
          `manifest ${formatKib(index.manifestGzipBytes)}; ${String(index.shards)} shards ` +
          `(largest ${formatKib(index.largestShardGzipBytes)}); first result median ` +
          `${formatKib(index.firstResult.median)}, most ${formatKib(index.firstResult.max)}`,
      );
    }
    lines.push(`  all together: ${formatKib(result.search.totalGzipBytes)} gz`);
  }
  return lines.join('\n');
}

/** `1.23 s` for one sample, `1.23 s (1.10–1.40 s)` for several. */
function spread(summary: Summary, format: (n: number) => string): string {
  const median = format(summary.median);
  return summary.samples.length > 1
    ? `${median} (${format(summary.min)}–${format(summary.max)})`
    : median;
}

function exits(codes: readonly number[]): string {
  return `exit ${[...new Set(codes)].join(', ')}`;
}

/** Bytes in KB of 1,024 bytes, the unit of the search target. */
export function formatKib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
