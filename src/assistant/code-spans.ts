/**
 * Code inside quoted docs text. The search corpus keeps a page's code blocks as plain text in
 * its sections (so code names can be found), which reads badly in a quote: a JSON example
 * becomes one long line of braces in the middle of a sentence. Quotes therefore replace long
 * bracketed spans (`{...}`, `[...]`, balanced, strings respected) with `…`, keeping the prose
 * around them.
 *
 * @module
 */

/** Bracketed spans at least this long (in characters) are left out of quotes. */
export const LONG_CODE_SPAN = 40;

const CLOSING: Readonly<Record<string, string>> = { '{': '}', '[': ']' };

/** `text` with every balanced `{...}` or `[...]` span of {@link LONG_CODE_SPAN}+ characters replaced by `…`. */
export function withoutLongCodeSpans(text: string): string {
  let result = '';
  let position = 0;
  while (position < text.length) {
    const character = text[position] ?? '';
    if (character in CLOSING) {
      const end = spanEnd(text, position);
      if (end !== undefined && end - position + 1 >= LONG_CODE_SPAN) {
        result = `${result.trimEnd()}${result === '' ? '' : ' '}…`;
        position = end + 1;
        continue;
      }
    }
    result += character;
    position++;
  }
  return result
    .replace(/…(\s*…)+/g, '…')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Where the span opened at `start` closes, or undefined when it does not close in `text`. */
function spanEnd(text: string, start: number): number | undefined {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let index = start; index < text.length; index++) {
    const character = text[index] ?? '';
    if (quote !== undefined) {
      if (character === '\\') index++;
      else if (character === quote) quote = undefined;
      continue;
    }
    if (character === '"') quote = character;
    else if (character in CLOSING) stack.push(CLOSING[character] ?? '');
    else if (character === '}' || character === ']') {
      if (stack.pop() !== character) return undefined;
      if (stack.length === 0) return index;
    }
  }
  return undefined;
}
