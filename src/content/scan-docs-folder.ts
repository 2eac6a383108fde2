/**
 * Lists the files of a docs folder: dot-folders and `node_modules` skipped, the ignore file
 * (`.folioignore`, or `.mintignore` as existing sites have) honoured, symlinks followed (a link
 * back to a folder being walked is skipped, so loops end) as long as they stay inside: a link
 * whose target lies outside the folder, or in a dot-folder, is left out and listed as such.
 * Only entries that are links cost a `realpath`: an entry read from a folder whose real path is
 * inside is inside too.
 *
 * @module
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Ignore } from 'ignore';
import { isInside, isReadableInside } from '../shared/index.ts';

/** Ignore files read from the root of the docs folder, in order; all that exist apply. */
export const IGNORE_FILES = ['.folioignore', '.mintignore'];

/**
 * Never part of a site: `node_modules` folders anywhere, and repository files that sit beside
 * the docs at the root (what the ignore patterns `node_modules/`, `/README.md`, ... leave out,
 * ignoring case as ignore files do).
 */
const IGNORED_FOLDER = 'node_modules';
const IGNORED_AT_ROOT = new Set([
  'readme.md',
  'license.md',
  'changelog.md',
  'contributing.md',
  'agents.md',
  'claude.md',
]);

/**
 * A folder at the root holding a site Folio built (`folio build` writes there by default:
 * `dist/`), recognised by the manifest every build writes. Another build of the folder (to
 * another place, an export, a11y, dev, the server) would otherwise publish the old site inside
 * the new one.
 */
const BUILT_SITE_MANIFEST = path.join('_folio', 'manifest.json');

/** A symbolic link left out because it leads out of the folder. */
export interface OutsideLink {
  /** The link's path, relative (POSIX). */
  file: string;
  /** What the link says, as written. */
  target: string;
  /** It leads inside the folder, but into a dot-folder (`.git`), which Folio never reads. */
  hidden: boolean;
}

export interface ScannedFolder {
  /** Relative POSIX paths of every file, sorted. */
  files: string[];
  /** Files and folders (with a trailing `/`) left out by an ignore file (not by the defaults). */
  ignored: string[];
  /** Links left out because they lead out of the folder, sorted by path. */
  outside: OutsideLink[];
  /**
   * Repository files at the root set aside (`README.md`, `agents.md`, ...): not in `files`, and
   * pages only when the navigation names them (see `repository-files.ts`).
   */
  setAside: string[];
}

/**
 * Entries listed before other work gets a turn: the folder is read with synchronous calls, several
 * times faster than through the thread pool, a few hundred entries at a time.
 */
const ENTRIES_PER_TURN = 500;

export async function scanDocsFolder(root: string): Promise<ScannedFolder> {
  const absoluteRoot = path.resolve(root);
  let user: Ignore | undefined;
  for (const name of IGNORE_FILES) {
    try {
      const rules = readFileSync(path.join(absoluteRoot, name), 'utf8');
      // The ignore-file parser loads only for a folder that has one.
      user = (user ?? (await import('ignore')).default()).add(rules);
    } catch {
      // No such ignore file.
    }
  }
  const files: string[] = [];
  const ignored: string[] = [];
  const outside: OutsideLink[] = [];
  const setAside: string[] = [];
  const realRoot = realpathSync.native(absoluteRoot);
  // Real paths of the folders being walked: a symlink back to one of them would loop forever.
  const ancestors = new Set<string>();

  let listed = 0;
  // `real` is the folder's real path.
  const walk = async (directory: string, relative: string, real: string): Promise<void> => {
    if (ancestors.has(real)) return;
    ancestors.add(real);
    const entries = readdirSync(directory, { withFileTypes: true });
    listed += entries.length;
    if (listed >= ENTRIES_PER_TURN) {
      listed = 0;
      await setImmediate();
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relativePath = relative ? `${relative}/${entry.name}` : entry.name;
      const absolutePath = path.join(directory, entry.name);
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      const linked = entry.isSymbolicLink();
      if (linked) {
        try {
          const target = statSync(absolutePath);
          isDirectory = target.isDirectory();
          isFile = target.isFile();
        } catch {
          continue; // A dangling link.
        }
      }
      const name = entry.name.toLowerCase();
      if (isDirectory && name === IGNORED_FOLDER) continue;
      if (!relative && !isDirectory && IGNORED_AT_ROOT.has(name)) {
        if (isFile && user?.ignores(relativePath) !== true) setAside.push(relativePath);
        continue;
      }
      if (!relative && isDirectory && existsSync(path.join(absolutePath, BUILT_SITE_MANIFEST))) {
        continue;
      }
      const candidate = isDirectory ? `${relativePath}/` : relativePath;
      if (user?.ignores(candidate) === true) {
        ignored.push(candidate);
        continue;
      }
      if (!isDirectory && !isFile) continue;
      // Only an entry that is a link costs a realpath: any other entry of a folder whose real
      // path is inside is inside too.
      let target: string | undefined;
      if (linked) {
        const leads = linkTarget(realRoot, absolutePath, relativePath);
        if (leads.outside) {
          outside.push({ file: relativePath, target: leads.written, hidden: leads.hidden });
          continue;
        }
        target = leads.real;
      }
      if (isDirectory)
        await walk(absolutePath, relativePath, target ?? path.join(real, entry.name));
      else files.push(relativePath);
    }
    ancestors.delete(real);
  };
  await walk(absoluteRoot, '', realRoot);
  files.sort();
  ignored.sort();
  outside.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { files, ignored, outside, setAside };
}

/** Where the link at `absolute` (the entry `relative`) leads, and whether that is outside. */
function linkTarget(
  realRoot: string,
  absolute: string,
  relative: string,
): { outside: false; real: string } | { outside: true; written: string; hidden: boolean } {
  const real = realpathSync.native(absolute);
  // A link back to the folder itself is no way out (the walk skips it as a loop).
  if (real === realRoot || isReadableInside(realRoot, real, relative)) {
    return { outside: false, real };
  }
  return { outside: true, written: readlinkSync(absolute), hidden: isInside(realRoot, real) };
}
