/**
 * Snippets: a short plain-text excerpt of a section, placed over the stretch where the most
 * different matched terms occur.
 *
 * @module
 */
import { findMatches } from './find-matches.ts';
import type { TermMatch } from './find-matches.ts';

/** Default snippet length in characters (ellipses not counted). */
export const SNIPPET_LENGTH = 160;
const ELLIPSIS = '…';

/**
 * An excerpt of `text` of at most `length` characters around the best stretch of matches of
 * `terms`, cut at word boundaries, with `…` where text was cut. Without matches, the start of
 * the text.
 */
export function makeSnippet(
  text: string,
  terms: ReadonlySet<string>,
  length = SNIPPET_LENGTH,
): string {
  if (text.length <= length) return text;
  const best = bestWindow(findMatches(text, terms), length);
  if (best === undefined) return excerpt(text, 0, length, 0, 0);
  const slack = length - (best.end - best.start);
  let start = Math.max(0, best.start - Math.floor(slack / 3));
  const end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  return excerpt(text, start, end, best.start, best.end);
}

/** The stretch of at most `length` characters holding the most distinct terms (then most matches). */
function bestWindow(matches: readonly TermMatch[], length: number): TermMatch | undefined {
  let best: TermMatch | undefined;
  let bestDistinct = 0;
  let bestCount = 0;
  for (let i = 0; i < matches.length; i++) {
    const first = matches[i];
    if (first === undefined) continue;
    const distinct = new Set<string>();
    let end = first.end;
    let count = 0;
    for (let j = i; j < matches.length; j++) {
      const match = matches[j];
      if (match === undefined || match.end - first.start > length) break;
      distinct.add(match.term);
      end = match.end;
      count++;
    }
    if (distinct.size > bestDistinct || (distinct.size === bestDistinct && count > bestCount)) {
      best = { start: first.start, end, term: first.term };
      bestDistinct = distinct.size;
      bestCount = count;
    }
  }
  return best;
}

/**
 * `text[start, end)` moved inwards to word boundaries (never past the matches in
 * `[keepStart, keepEnd)`), with ellipses where it does not reach the ends of the text.
 */
function excerpt(text: string, start: number, end: number, keepStart: number, keepEnd: number) {
  let from = start;
  let to = end;
  if (from > 0 && text[from - 1] !== ' ') {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < keepStart) from = space + 1;
  }
  if (to < text.length && text[to] !== ' ') {
    const space = text.lastIndexOf(' ', to);
    if (space > keepEnd && space > from) to = space;
  }
  const body = text.slice(from, to).trim();
  return `${from > 0 ? ELLIPSIS : ''}${body}${to < text.length ? ELLIPSIS : ''}`;
}
