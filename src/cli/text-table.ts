/**
 * Aligned text tables for human output: a header row and one row per item, each column as wide
 * as its widest cell, two spaces between columns, no trailing spaces.
 *
 * @module
 */

/** The lines of a table with `headers` over `rows` (cells missing from a short row are empty). */
export function textTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  return all
    .map((row) =>
      widths
        .map((width, column) => (row[column] ?? '').padEnd(width))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
