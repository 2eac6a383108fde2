/**
 * Request paths turned into paths inside a served folder (a built site, a docs folder), the same
 * way by every server: the path is percent-decoded once, and `..` segments, backslashes and NUL
 * bytes are refused rather than normalized, so nothing outside the folder is ever named however
 * the path is spelled (`%2e%2e`, `..%2f`, `..%5c`).
 *
 * @module
 */

/** What a request path names inside a folder. */
export type SitePath =
  /** `segments` are decoded; `folder` when the path ends with `/` (or is the root). */
  | { kind: 'inside'; segments: readonly string[]; folder: boolean }
  /** `..` segments, a backslash or a NUL byte: never served. */
  | { kind: 'outside' }
  /** Percent-encoding that does not decode. */
  | { kind: 'malformed' };

/** Decodes a URL pathname (`/images/logo%20dark.png`) into the segments of a folder path. */
export function sitePathOf(pathname: string): SitePath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'malformed' };
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return { kind: 'outside' };
  const parts = decoded.split('/');
  if (parts.includes('..')) return { kind: 'outside' };
  const segments = parts.filter((segment) => segment !== '' && segment !== '.');
  return { kind: 'inside', segments, folder: segments.length === 0 || decoded.endsWith('/') };
}
