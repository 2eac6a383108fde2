/**
 * The two paths of `folio rename OLD NEW`, checked before anything is read: both relative to the
 * docs folder (a leading `/` names the folder's root, as in links), with or without extension.
 * A rename is refused when OLD is no page or snippet of the folder, when NEW exists, when NEW
 * would be outside the folder or in a dot-folder, and when a symbolic link on either path leads
 * out of the folder (the checks of `contained-path.ts`).
 *
 * @module
 */
import { lstatSync } from 'node:fs';
import nodePath from 'node:path';
import path from 'node:path/posix';
import { isPageFile, routeOfFile } from '../../navigation/index.ts';
import { didYouMean, OutsideFolderError, realPathInside } from '../../shared/index.ts';

/** A rename that cannot be done as asked; the message says why and what to do. */
export class RenameRefusedError extends Error {
  override readonly name = 'RenameRefusedError';
}

export interface RenamePaths {
  /** The file moved, relative to the docs folder (POSIX, with extension). */
  from: string;
  /** Where it goes. */
  to: string;
}

const SNIPPETS = 'snippets/';

/**
 * Checks `oldPath` and `newPath` as typed against the folder `root`, whose files (after ignore
 * rules) are `files`.
 */
export function resolveRenamePaths(
  root: string,
  oldPath: string,
  newPath: string,
  files: readonly string[],
): RenamePaths {
  const oldRelative = insideFolder(oldPath, 'OLD');
  const fileSet = new Set(files);
  const from = findOld(root, oldRelative, oldPath, fileSet, files);
  const newRelative = insideFolder(newPath, 'NEW');
  const to = isPageFile(newRelative)
    ? newRelative
    : `${newRelative}${path.extname(from).toLowerCase() === '.md' ? '.md' : '.mdx'}`;
  if (path.extname(newRelative) !== '' && !isPageFile(newRelative)) {
    throw new RenameRefusedError(
      `${newPath} is not a page file: give NEW with .mdx or .md, or without extension (${from} keeps ${path.extname(from)})`,
    );
  }
  if (to === from) throw new RenameRefusedError(`${oldPath} and ${newPath} are the same file`);
  if (to.split('/').some((segment) => segment.startsWith('.'))) {
    throw new RenameRefusedError(
      `${newPath} is in a dot-folder, which Folio never reads: choose a path without a folder starting with "."`,
    );
  }
  if (from.startsWith(SNIPPETS) !== to.startsWith(SNIPPETS)) {
    throw new RenameRefusedError(
      from.startsWith(SNIPPETS)
        ? `${from} is a snippet and ${to} is outside snippets/: it would become a page. Move it within snippets/, or create the page and import the snippet`
        : `${to} is under snippets/, where files are snippets, not pages: ${from} would leave the site. Choose a path outside snippets/`,
    );
  }
  if (existsAt(root, to) && !sameFile(root, from, to)) {
    throw new RenameRefusedError(
      `${to} already exists: choose another NEW, or move or delete ${to} first`,
    );
  }
  checkContained(root, nearestExisting(root, path.dirname(to)), newPath);
  const route = routeOfFile(to);
  const clash = to.startsWith(SNIPPETS)
    ? undefined
    : files.find(
        (file) =>
          file !== from &&
          isPageFile(file) &&
          !file.startsWith(SNIPPETS) &&
          routeOfFile(file) === route,
      );
  if (clash !== undefined) {
    throw new RenameRefusedError(
      `${clash} already has the route ${route} that ${to} would get: choose another NEW`,
    );
  }
  return { from, to };
}

/** `typed` as a path relative to the folder, refused when it leaves it. */
function insideFolder(typed: string, which: 'OLD' | 'NEW'): string {
  const posix = typed.trim().replaceAll('\\', '/');
  const relative = path.normalize(posix.replace(/^\/+/, '') || '.');
  if (relative === '.' || relative === '') {
    throw new RenameRefusedError(`${which} is empty: give a page path such as guides/intro`);
  }
  if (relative === '..' || relative.startsWith('../') || nodePath.isAbsolute(relative)) {
    throw new RenameRefusedError(
      `${typed} is outside the docs folder: give ${which} relative to the docs folder, such as guides/intro`,
    );
  }
  return relative.replace(/\/+$/, '');
}

/** The existing page or snippet file OLD names (`guides/a`, `guides/a.mdx`). */
function findOld(
  root: string,
  relative: string,
  typed: string,
  fileSet: ReadonlySet<string>,
  files: readonly string[],
): string {
  const candidates = isPageFile(relative) ? [relative] : [`${relative}.mdx`, `${relative}.md`];
  for (const candidate of candidates) {
    if (!existsAt(root, candidate)) continue;
    checkContained(root, candidate, typed);
    if (lstatSync(nodePath.join(root, candidate)).isSymbolicLink()) {
      throw new RenameRefusedError(
        `${candidate} is a symbolic link: rename the file it points to instead`,
      );
    }
    if (!fileSet.has(candidate)) {
      throw new RenameRefusedError(
        `${candidate} is not part of the docs (an ignore file or a dot-folder leaves it out)`,
      );
    }
    return candidate;
  }
  if (path.extname(relative) !== '' && !isPageFile(relative) && existsAt(root, relative)) {
    throw new RenameRefusedError(
      `${typed} is not a page: folio rename moves .mdx and .md files (pages and snippets)`,
    );
  }
  const pages = files.filter(isPageFile);
  const near = didYouMean(candidates[0] ?? relative, pages);
  const looked = candidates.join(' or ');
  throw new RenameRefusedError(
    `${typed} does not exist: no ${looked} in the docs folder${near === undefined ? '' : `. Did you mean ${near}?`}`,
  );
}

/** Refuses when `relative` (an existing path of the folder) really lies outside it. */
function checkContained(root: string, relative: string, typed: string): void {
  if (relative === '' || relative === '.') return;
  try {
    realPathInside(root, relative);
  } catch (error) {
    if (error instanceof OutsideFolderError) {
      throw new RenameRefusedError(`${typed}: ${error.message}; folio rename stays inside it`);
    }
    throw error;
  }
}

/** The deepest existing folder on the way to `folder` (relative), `.` at worst. */
function nearestExisting(root: string, folder: string): string {
  let at = folder;
  while (at !== '.' && at !== '' && !existsAt(root, at)) at = path.dirname(at);
  return at;
}

function existsAt(root: string, relative: string): boolean {
  try {
    lstatSync(nodePath.join(root, relative));
    return true;
  } catch {
    return false;
  }
}

/** Whether two paths are the same file (a change of case on a case-insensitive disk). */
function sameFile(root: string, a: string, b: string): boolean {
  const first = lstatSync(nodePath.join(root, a));
  const second = lstatSync(nodePath.join(root, b));
  return first.ino === second.ino && first.dev === second.dev;
}
