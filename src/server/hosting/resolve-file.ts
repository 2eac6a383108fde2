/**
 * Which file of a deployment answers a request path, the way static hosts do: `/guide` and
 * `/guide/` answer `guide/index.html` (or `guide.html`), a file answers itself, and nothing
 * outside the deployment is ever reached (the path is decoded by the web module's `sitePathOf`,
 * which refuses `..`, backslashes and NUL bytes, and every key is checked again by the artefact
 * store). Only regular files are served, and the `_redirects` rules file is not a page.
 *
 * @module
 */
import type { SitePath } from '../../web/index.ts';
import type { DeploymentFiles } from './deployment-files.ts';

/** A file that answers a request. */
export interface SiteFile {
  /** Its key in the artefact store. */
  key: string;
  /** Path inside the deployment, with `/` (`guide/index.html`). */
  relative: string;
  size: number;
  modified: Date;
}

/** Files of the output that are instructions for the host, not content. */
const HOST_FILES = new Set(['_redirects', '_headers']);

/** The files that may answer a path, best first. */
export function candidatesOf(sitePath: Extract<SitePath, { kind: 'inside' }>): string[] {
  const relative = sitePath.segments.join('/');
  if (relative === '') return ['index.html'];
  const pages = [`${relative}/index.html`, `${relative}.html`];
  if (sitePath.folder) return pages;
  if (HOST_FILES.has(relative)) return [];
  return [relative, ...pages];
}

/** The file of the deployment that answers `sitePath`, or undefined when there is none. */
export async function resolveFile(
  files: DeploymentFiles,
  sitePath: Extract<SitePath, { kind: 'inside' }>,
): Promise<SiteFile | undefined> {
  for (const relative of candidatesOf(sitePath)) {
    const file = await files.fileAt(relative);
    if (file) return file;
  }
  return undefined;
}
