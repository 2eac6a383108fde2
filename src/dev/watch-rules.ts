/**
 * Which folders of a docs folder the dev server watches and which changed paths it looks at:
 * the folders holding site files (and the folders above them), but not dot-folders,
 * `node_modules`, a site that `folio build` wrote into the docs folder, or editors' backup and
 * swap files.
 *
 * @module
 */
import { foldersOf } from './watch-folder.ts';

export interface WatchRules {
  /** Folders to watch (relative POSIX paths; `''` is the root). */
  folders: Set<string>;
  /** Whether a changed path matters. */
  accept: (relative: string) => boolean;
}

/** A built site (it has a build manifest) or a build being written. */
const MANIFEST = /^(.*)\/_folio\/manifest\.json$/;
const STAGING = /\.folio-staging-\d+$/;
/** Files editors write beside the one being saved: backups (`a.mdx~`), swap files, probes. */
const EDITOR_FILE = /~$|\.sw[a-p]$|^#.*#$|___jb_(tmp|old)___$|^\d+$/;

/**
 * The rules for a folder with `files` (relative POSIX paths); `rootDotFiles` are dot-files at the
 * root that still count (the ignore files).
 */
export function watchRules(files: readonly string[], rootDotFiles: readonly string[]): WatchRules {
  const builtSites = new Set<string>();
  for (const file of files) {
    const site = MANIFEST.exec(file)?.[1];
    if (site !== undefined) builtSites.add(site);
  }
  const insideBuiltSite = (relative: string): boolean => {
    for (const site of builtSites) {
      if (relative === site || relative.startsWith(`${site}/`)) return true;
    }
    return false;
  };
  const siteFiles = files.filter((file) => !insideBuiltSite(file));
  const accept = (relative: string): boolean => {
    if (rootDotFiles.includes(relative)) return true;
    const segments = relative.split('/');
    if (segments.some((segment) => segment.startsWith('.') || segment === 'node_modules')) {
      return false;
    }
    if (segments.some((segment) => STAGING.test(segment))) return false;
    if (EDITOR_FILE.test(segments.at(-1) ?? '')) return false;
    return !insideBuiltSite(relative);
  };
  return { folders: foldersOf(siteFiles), accept };
}
