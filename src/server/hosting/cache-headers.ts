/**
 * How long browsers and proxies keep a hosted file, and how they check it is still current.
 * Files the builder names by their content (`_folio/site.3c439a491d.js`) never change at their
 * URL, so they are kept for a year without asking again; everything else (pages above all) is
 * checked on every use with its `ETag` or `Last-Modified`, and answered 304 when unchanged.
 *
 * @module
 */
import { createHash } from 'node:crypto';

/** For files whose name carries a hash of their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For everything else: reuse only after checking with the server. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** For answers that may change any moment (a site being built, an unknown name). */
export const NO_STORE = 'no-store';

/**
 * Builder files named by their content: under `_folio/`, a name whose last part before the
 * extension is 8 to 64 hexadecimal digits (`site.3c439a491d.css`, `nav/4f0c9a1b2c3d.html`).
 */
const FINGERPRINTED = /^_folio\/(?:[^/]+\/)*(?:[^/]*\.)?[0-9a-f]{8,64}\.[a-z0-9]+$/;

/** Whether the file (relative to the output folder, with `/`) is named by its content. */
export function isFingerprinted(relative: string): boolean {
  return FINGERPRINTED.test(relative);
}

/** The `Cache-Control` of a file (relative to the output folder). */
export function cacheControlOf(relative: string): string {
  return isFingerprinted(relative) ? IMMUTABLE : REVALIDATE;
}

/**
 * A strong entity tag for a file of a deployment: deployments never change, so the deployment,
 * the file's size and its modification time name one content.
 */
export function entityTag(
  deploymentId: string,
  file: { relative: string; size: number; modified: Date },
): string {
  const digest = createHash('sha256')
    .update(
      `${deploymentId}\0${file.relative}\0${String(file.size)}\0${String(file.modified.getTime())}`,
    )
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** `Last-Modified` for a time: HTTP dates have whole seconds. */
export function httpDate(time: Date): string {
  return time.toUTCString();
}

/** The tags of an `If-None-Match` or `If-Match` header, without `W/` (`*` stays `*`). */
function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag !== '');
}

/**
 * Whether the client's copy is current (answer 304): `If-None-Match` lists the tag (or is `*`),
 * or, without `If-None-Match`, `If-Modified-Since` is not before the file's time.
 */
export function isNotModified(headers: Headers, etag: string, modified: Date): boolean {
  const noneMatch = headers.get('if-none-match');
  if (noneMatch !== null) {
    const tags = tagsOf(noneMatch);
    return tags.includes('*') || tags.includes(etag);
  }
  const since = headers.get('if-modified-since');
  if (since === null) return false;
  const time = Date.parse(since);
  if (Number.isNaN(time)) return false;
  return Math.floor(modified.getTime() / 1000) <= Math.floor(time / 1000);
}

/**
 * Whether a `Range` request may be answered with a part: without `If-Range`, or when it names
 * this exact version (the strong tag, or the file's exact time).
 */
export function rangeStillValid(headers: Headers, etag: string, modified: Date): boolean {
  const ifRange = headers.get('if-range');
  if (ifRange === null) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return value === httpDate(modified);
}
