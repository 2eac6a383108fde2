/**
 * Line-range lists in fence meta: `1,3-5`, `1 3-5`, `{2, 4-6}`, written 1-based.
 *
 * @module
 */

/** Lines past this number are dropped, so a typo such as `1-99999999` stays cheap. */
export const MAX_LINE = 10_000;

/**
 * Adds the lines listed in `text` (`1,3-5`; commas or spaces between items, braces allowed) to
 * `lines`. Items that are not a number or a range are skipped; a range written backwards
 * (`5-3`) counts as `3-5`.
 */
export function addLineRanges(text: string, lines: Set<number>): void {
  const inner = text
    .trim()
    .replace(/^\{/, '')
    .replace(/\}$/, '')
    .replaceAll(/\s*-\s*/g, '-');
  for (const item of inner.split(/[\s,]+/)) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(item);
    if (!match) continue;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    const from = Math.max(1, Math.min(first, last));
    const to = Math.min(MAX_LINE, Math.max(first, last));
    for (let line = from; line <= to; line++) lines.add(line);
  }
}

/** The lines listed in `text` as a new set (see {@link addLineRanges}). */
export function parseLineRanges(text: string): Set<number> {
  const lines = new Set<number>();
  addLineRanges(text, lines);
  return lines;
}
