/**
 * Where matched terms occur in a piece of text, for snippets and highlighting. A word matches
 * when one of its terms (as `expandTerm` makes them) is among the matched terms; in Chinese and
 * Japanese text each matching character pair (or final character) matches.
 *
 * @module
 */
import { expandTerm } from './expand-term.ts';
import { foldText } from './fold-text.ts';
import { scanTokens } from './tokenize.ts';

/** A stretch of text (UTF-16 offsets, end exclusive). */
export interface TextRange {
  start: number;
  end: number;
}

/** One occurrence of a matched term. */
export interface TermMatch extends TextRange {
  term: string;
}

/** Every occurrence in `text` of one of `terms` (folded index terms), in order. */
export function findMatches(text: string, terms: ReadonlySet<string>): TermMatch[] {
  const matches: TermMatch[] = [];
  if (terms.size === 0) return matches;
  for (const token of scanTokens(text)) {
    if (token.cjk) {
      matchCjkRun(token.text, token.start, terms, matches);
      continue;
    }
    const term = expandTerm(token.text).find((candidate) => terms.has(candidate));
    if (term !== undefined) matches.push({ start: token.start, end: token.end, term });
  }
  return matches;
}

function matchCjkRun(run: string, offset: number, terms: ReadonlySet<string>, out: TermMatch[]) {
  const characters = Array.from(run);
  let position = offset;
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i] ?? '';
    const pair = character + (characters[i + 1] ?? '');
    const single = foldText(character);
    const folded = foldText(pair);
    if (pair !== character && terms.has(folded)) {
      out.push({ start: position, end: position + pair.length, term: folded });
    } else if (terms.has(single)) {
      out.push({ start: position, end: position + character.length, term: single });
    }
    position += character.length;
  }
}

/**
 * The stretches of `text` to highlight for `terms` (a hit's `terms`), overlaps merged. Use it to
 * wrap matches in `<mark>` in a title, heading or snippet.
 */
export function findMatchRanges(text: string, terms: readonly string[]): TextRange[] {
  const ranges: TextRange[] = [];
  for (const { start, end } of findMatches(text, new Set(terms))) {
    const last = ranges.at(-1);
    if (last !== undefined && start <= last.end) last.end = Math.max(last.end, end);
    else ranges.push({ start, end });
  }
  return ranges;
}
