/**
 * JSON in ASCII only, for the cache files Folio reads back on every run. A text with characters
 * past U+007F (titles in Korean or Arabic, say) is decoded into a two-byte string, which on a
 * thread with a large heap reads about twice as slowly as an ASCII text of the same size: in CPU
 * profiles of crewAI's one-page rebuild, whose build cache entries are 22 MB with 1.6 million
 * such bytes, reading the cache files took 121 and 142 ms, and 60 and 62 ms with those
 * characters escaped. `JSON.parse` reads both the same.
 *
 * @module
 */

/** Characters past ASCII, one UTF-16 unit at a time (a pair's halves are escaped each). */
const NON_ASCII = /[\u0080-\uffff]/g;

/** `JSON.stringify(value)` with every character past ASCII written as a `\uXXXX` escape. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, unicodeEscape);
}

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
