/**
 * Summaries of repeated measurements (median, min, max) and the units they are printed in.
 *
 * @module
 */

/** Median, min and max of a set of samples, plus the samples in the order they were taken. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

/** Summarizes `samples` (at least one). The median of an even count is the mean of the middle two. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('summarize needs at least one sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, samples: [...samples] };
}

/** `1234.5` ms → `1.23 s`; below a second, `845 ms`. */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
}

/** Bytes in MB (2^20 bytes, as `folio build` prints them). */
export function formatBytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Kilobytes (as `time` and `resourceUsage` report memory) in MB. */
export function formatKb(kilobytes: number): string {
  return formatBytes(kilobytes * 1024);
}

/** `12345` → `12,345`. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A ratio such as `0.79×`. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}

/** Rows of cells as a plain-text table, first column left-aligned and the others right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join('   ')
        .trimEnd(),
    )
    .join('\n');
}
