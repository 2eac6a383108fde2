/**
 * Quoting what a client sent inside an error message, cut short. Error messages name the value
 * that was wrong (`No project has the id "..."`), but a value can be megabytes long or hold
 * characters that garble a terminal; an answer never echoes more than {@link MAX_EXCERPT}
 * characters of input.
 *
 * @module
 */

/** The most characters of client input an error message quotes. */
export const MAX_EXCERPT = 200;

/**
 * `text` as an error message may quote it: at most `max` characters, cut with `…` (which counts
 * toward `max`), never splitting a surrogate pair, control characters shown as `\u0000`.
 */
export function excerpt(text: string, max: number = MAX_EXCERPT): string {
  const visible = (value: string) => {
    let shown = '';
    for (const char of value) {
      const code = char.charCodeAt(0);
      shown += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : char;
    }
    return shown;
  };
  if (text.length <= max) {
    const shown = visible(text);
    if (shown.length <= max) return shown;
  }
  let cut = '';
  for (const char of text) {
    const next = cut + visible(char);
    if (next.length > max - 1) break;
    cut = next;
  }
  return `${cut}…`;
}
