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
import ignore from 'ignore';

/** Ignore files read from the root of the docs folder, in order; all that exist apply. */
export const IGNORE_FILES = ['.folioignore', '.mintignore'];

/** Never part of a site: repository files that sit beside the docs. */
const DEFAULT_IGNORES = [
  'node_modules/',
  '/README.md',
  '/LICENSE.md',
  '/CHANGELOG.md',
  '/CONTRIBUTING.md',
  '/AGENTS.md',
  '/CLAUDE.md',
];

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
  const defaults = ignore().add(DEFAULT_IGNORES);
  const user = ignore();
  for (const name of IGNORE_FILES) {
    try {
      user.add(readFileSync(path.join(absoluteRoot, name), 'utf8'));
    } catch {
      // No such ignore file.
    }
  }
  const files: string[] = [];
  const ignored: string[] = [];
  // Real paths of the folders being walked: a symlink back to one of them would loop forever.
  const ancestors = new Set<string>();

  let listed = 0;
  const walk = async (directory: string, relative: string): Promise<void> => {
    const real = realpathSync(directory);
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
      if (entry.isSymbolicLink()) {
        try {
          const target = statSync(absolutePath);
          isDirectory = target.isDirectory();
          isFile = target.isFile();
        } catch {
          continue; // A dangling link.
        }
      }
      const candidate = isDirectory ? `${relativePath}/` : relativePath;
      if (defaults.ignores(candidate)) continue;
      if (user.ignores(candidate)) {
        ignored.push(candidate);
        continue;
      }
      if (isDirectory) await walk(absolutePath, relativePath);
      else if (isFile) files.push(relativePath);
    }
    ancestors.delete(real);
  };
  await walk(absoluteRoot, '');
  files.sort();
  ignored.sort();
  return { files, ignored };
}
