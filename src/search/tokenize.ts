/**
 * Splitting text into tokens: words and code-ish identifiers (`getUser`, `--port`, `v1.2`,
 * `docs.json`) stay whole; Chinese and Japanese text, written without spaces, becomes overlapping
 * character pairs (bigrams) so any word inside a sentence can be found.
 *
 * @module
 */

/** A token and where it sits in the text (UTF-16 offsets, end exclusive). */
export interface TextToken {
  text: string;
  start: number;
  end: number;
  /** True for a run of Han, Hiragana or Katakana characters (split into bigrams by `tokenize`). */
  cjk: boolean;
}

/** Runs of characters from scripts written without spaces between words. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30fc\uff70]+/gu;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30fc\uff70]/u;

/**
 * A word: letters, digits, marks and `_`, joined by single connectors (`-`, `.`, `:`, `::`, `/`,
 * `@`, apostrophes), optionally led by one or two dashes (command-line flags such as `--port`).
 * A connector must be followed by a word character, so sentence punctuation is never kept.
 */
const WORD =
  /(?:--?)?[\p{L}\p{N}_][\p{L}\p{N}\p{M}_]*(?:(?:::|[-.:/@'\u2019])[\p{L}\p{N}\p{M}_]+)*/gu;

/** Whether `term` starts with a Han, Hiragana or Katakana character. */
export function isCjk(term: string): boolean {
  return CJK_START.test(term);
}

/** Every word and CJK run in `text`, in order, with offsets. */
export function scanTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let position = 0;
  for (const run of text.matchAll(CJK_RUN)) {
    scanWords(text.slice(position, run.index), position, tokens);
    tokens.push({ text: run[0], start: run.index, end: run.index + run[0].length, cjk: true });
    position = run.index + run[0].length;
  }
  scanWords(text.slice(position), position, tokens);
  return tokens;
}

function scanWords(segment: string, offset: number, tokens: TextToken[]): void {
  for (const word of segment.matchAll(WORD)) {
    const start = offset + word.index;
    tokens.push({ text: word[0], start, end: start + word[0].length, cjk: false });
  }
}

/**
 * The bigrams of a CJK run, plus its last character alone, so every character begins some term
 * (a one-character query then finds it by prefix): `安装指南` → `安装`, `装指`, `指南`, `南`.
 */
export function cjkGrams(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length === 1) return characters;
  const grams: string[] = [];
  for (let i = 0; i < characters.length - 1; i++) {
    grams.push(`${characters[i] ?? ''}${characters[i + 1] ?? ''}`);
  }
  grams.push(characters.at(-1) ?? '');
  return grams;
}

/** Text of ASCII characters only, where {@link ASCII_WORD} finds the same words as `WORD`. */
// eslint-disable-next-line no-control-regex -- every ASCII character, controls included
const ASCII_TEXT = /^[\x00-\x7f]*$/;
/**
 * `WORD` restricted to ASCII (letters and digits are then `[A-Za-z0-9]`, and there are no
 * marks): the same matches on ASCII text, found several times faster than with Unicode classes.
 */
const ASCII_WORD = /(?:--?)?[A-Za-z0-9_]+(?:(?:::|[-.:/@'])[A-Za-z0-9_]+)*/g;

/**
 * Splits text into the tokens MiniSearch indexes: words as written (case and accents are dealt
 * with by `expandTerm`) and CJK bigrams.
 */
export function tokenize(text: string): string[] {
  if (ASCII_TEXT.test(text)) return text.match(ASCII_WORD) ?? [];
  return tokenizeAny(text);
}

/** {@link tokenize} for any text (exported for the test that compares the two paths). */
export function tokenizeAny(text: string): string[] {
  const out: string[] = [];
  for (const token of scanTokens(text)) {
    if (token.cjk) out.push(...cjkGrams(token.text));
    else out.push(token.text);
  }
  return out;
}
