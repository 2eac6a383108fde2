/**
 * Which file of a deployment's output folder answers a request path, the way static hosts do:
 * `/guide` and `/guide/` answer `guide/index.html` (or `guide.html`), a file answers itself, and
 * nothing outside the folder is ever reached (the path is decoded by the web module's
 * `sitePathOf`, which refuses `..`, backslashes and NUL bytes). Only regular files are served
 * (no folders, no symbolic links, nothing under a folder that is a link), and the `_redirects`
 * rules file is not a page.
 *
 * @module
 */
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { realFolder } from '../../shared/index.ts';
import type { SitePath } from '../../web/index.ts';

/** A file that answers a request. */
export interface SiteFile {
  /** Absolute path on disk. */
  absolute: string;
  /** Path inside the output folder, with `/` (`guide/index.html`). */
  relative: string;
  size: number;
  modified: Date;
}

/** Files of the output that are instructions for the host, not content. */
const HOST_FILES = new Set(['_redirects', '_headers']);

/** Errors that mean "no such file here" rather than a broken disk. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EINVAL']);

/** The files that may answer a path, best first. */
export function candidatesOf(sitePath: Extract<SitePath, { kind: 'inside' }>): string[] {
  const relative = sitePath.segments.join('/');
  if (relative === '') return ['index.html'];
  const pages = [`${relative}/index.html`, `${relative}.html`];
  if (sitePath.folder) return pages;
  if (HOST_FILES.has(relative)) return [];
  return [relative, ...pages];
}

/**
 * The file of the output folder `root` (absolute) that answers `sitePath`, or undefined when
 * there is none.
 */
export async function resolveFile(
  root: string,
  sitePath: Extract<SitePath, { kind: 'inside' }>,
): Promise<SiteFile | undefined> {
  for (const relative of candidatesOf(sitePath)) {
    const file = await fileAt(root, relative);
    if (file) return file;
  }
  return undefined;
}

/** The regular file at `relative` in `root`, or undefined. */
export async function fileAt(root: string, relative: string): Promise<SiteFile | undefined> {
  const absolute = path.join(root, relative);
  const inside = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  if (!absolute.startsWith(inside)) return undefined;
  try {
    const info = await lstat(absolute);
    if (!info.isFile()) return undefined;
    // `lstat` sees a link only as the last step: a folder on the way must be no link either.
    const folder = path.posix.dirname(relative);
    if (folder !== '.') {
      const real = await realpath(path.dirname(absolute));
      if (real !== path.join(realFolder(root), folder)) return undefined;
    }
    return { absolute, relative, size: info.size, modified: info.mtime };
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}
