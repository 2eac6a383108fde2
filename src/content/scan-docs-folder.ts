/**
 * Lists the files of a docs folder: dot-folders and `node_modules` skipped, the ignore file
 * (`.folioignore`, or `.mintignore` as existing sites have) honoured, symlinks followed (a link
 * back to a folder being walked is skipped, so loops end).
 *
 * @module
 */
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Ignore } from 'ignore';

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

export interface ScannedFolder {
  /** Relative POSIX paths of every file, sorted. */
  files: string[];
  /** Files and folders (with a trailing `/`) left out by an ignore file (not by the defaults). */
  ignored: string[];
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
  // Real paths of the folders being walked: a symlink back to one of them would loop forever.
  const ancestors = new Set<string>();

  let listed = 0;
  // `real` is the folder's real path, when known (a folder reached through no link).
  const walk = async (directory: string, relative: string, known?: string): Promise<void> => {
    const real = known ?? realpathSync(directory);
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
      if ((isDirectory && name === IGNORED_FOLDER) || (!relative && IGNORED_AT_ROOT.has(name))) {
        continue;
      }
      const candidate = isDirectory ? `${relativePath}/` : relativePath;
      if (user?.ignores(candidate) === true) {
        ignored.push(candidate);
        continue;
      }
      if (isDirectory)
        await walk(absolutePath, relativePath, linked ? undefined : path.join(real, entry.name));
      else if (isFile) files.push(relativePath);
    }
    ancestors.delete(real);
  };
  await walk(absoluteRoot, '');
  files.sort();
  ignored.sort();
  return { files, ignored };
}
