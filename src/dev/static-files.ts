/**
 * Files served as they are: request paths turned into docs-folder paths (never one outside the
 * folder), and the content type of each by its extension.
 *
 * @module
 */
import path from 'node:path';
import { sitePathOf } from '../web/index.ts';

/** The `Content-Type` of a file by its extension, as a hosted site is served. */
export { contentTypeOf as contentType } from '../web/index.ts';

/** What a request path names inside a folder. */
export type FolderPath =
  | { kind: 'inside'; relative: string }
  /** `..` segments, a backslash or a NUL byte: never served. */
  | { kind: 'outside' }
  /** Percent-encoding that does not decode. */
  | { kind: 'malformed' };

/**
 * Turns a URL pathname (`/images/logo%20dark.png`) into a POSIX path relative to the served
 * folder (`images/logo dark.png`), rejecting anything that could leave the folder.
 */
export function folderPath(pathname: string): FolderPath {
  const sitePath = sitePathOf(pathname);
  if (sitePath.kind !== 'inside') return sitePath;
  return { kind: 'inside', relative: sitePath.segments.join('/') };
}

/** The absolute path of `relative` in `root`, or undefined when it would resolve outside. */
export function resolveInside(root: string, relative: string): string | undefined {
  const absolute = path.resolve(root, relative);
  const prefix = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  return absolute.startsWith(prefix) ? absolute : undefined;
}
