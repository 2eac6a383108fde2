/**
 * The stable key of one (language, version) index, safe in a file name and a URL:
 * `en--v2`, `fr--_` (no version), `_--_` (neither).
 *
 * @module
 */

/** Stands for "no language" or "no version" in a key. Never produced for a real value. */
export const NO_VALUE = '_';

/**
 * `language--version`, each part made of `A–Z a–z 0–9 . -`. A value that is not already in that
 * form (`2.x (beta)`) is cleaned and gets a short hash of the original (`2.x-beta-1kq3v0h`), so
 * two different values never share a key; absent values become `_`.
 */
export function searchIndexKey(language: string | undefined, version: string | undefined): string {
  return `${keyPart(language)}--${keyPart(version)}`;
}

function keyPart(value: string | undefined): string {
  if (value === undefined) return NO_VALUE;
  const clean = value
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/\.{2,}/g, '.');
  if (clean === value && clean !== '') return clean;
  return clean === '' ? hash(value) : `${clean}-${hash(value)}`;
}

/** FNV-1a (32 bits) in base 36: short, stable, good enough to tell values apart. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
