/**
 * Text PostgreSQL cannot store and no client means to send: a NUL character (a `text` or
 * `jsonb` value cannot hold U+0000, so the database refuses the statement) or an unpaired
 * surrogate (half of a UTF-16 pair, which is not Unicode and cannot be encoded as UTF-8).
 * Request bodies, path parameters and query parameters are checked with this before any route
 * sees them.
 *
 * @module
 */

/** What is wrong with `text`, as the end of a sentence naming the field, or undefined. */
export function textProblem(text: string): string | undefined {
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    return `contains a NUL character (U+0000) at position ${String(nul)}: remove it`;
  }
  if (!text.isWellFormed()) {
    const at = unpairedSurrogateAt(text);
    const code = text.charCodeAt(at).toString(16).toUpperCase();
    return `contains an unpaired surrogate (U+${code}) at position ${String(at)}, which is not valid Unicode: send UTF-8 text`;
  }
  return undefined;
}

function unpairedSurrogateAt(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
      else return index;
    } else if (code >= 0xdc00 && code <= 0xdfff) return index;
  }
  return -1;
}
