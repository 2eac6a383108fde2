/**
 * Writes a starter folder all or nothing. A folder that does not exist yet is built in a hidden
 * sibling and renamed into place, so it appears complete or not at all. An existing folder
 * (empty, or not empty with `force`) keeps its identity (it may be the folder the user is in):
 * each file is created exclusively, and on any failure the files and folders made so far are
 * removed again. An existing file is never replaced, with or without `force`.
 *
 * @module
 */
import { lstat, mkdir, mkdtemp, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StarterFile } from './fill-template.ts';

/** A refusal the user can act on: nothing was written. */
export class StarterError extends Error {
  override readonly name = 'StarterError';
}

export interface WriteStarterOptions {
  /** Absolute path of the folder to create or fill. */
  folder: string;
  files: readonly StarterFile[];
  /** Write into a folder that already has files (never over them). */
  force?: boolean | undefined;
  /** How the folder is named in messages (relative to where the user is). */
  shownAs: string;
}

const SHOWN_ENTRIES = 10;

/** What is in the way of writing the starter into `folder`: a refusal, or nothing. */
export async function starterProblem(
  folder: string,
  paths: readonly string[],
  force: boolean,
  shownAs: string,
): Promise<string | undefined> {
  const kind = await kindOf(folder);
  if (kind === 'missing') return undefined;
  if (kind === 'blocked') {
    return `${shownAs} cannot be created: a part of its path is a file, not a folder`;
  }
  if (kind !== 'folder') return `${shownAs} exists and is not a folder: choose another name`;
  const entries = (await readdir(folder)).sort();
  if (entries.length === 0) return undefined;
  if (!force) {
    return `${shownAs} is not empty (${list(entries)}): choose a new or empty folder, or pass --force to add the starter files beside what is there`;
  }
  const conflicts = await conflictsIn(folder, paths);
  if (conflicts.length === 0) return undefined;
  return `${shownAs} already has ${conflicts.length === 1 ? 'a file' : 'files'} the starter would replace (${list(conflicts)}): move or delete ${conflicts.length === 1 ? 'it' : 'them'} first; folio init never overwrites a file, even with --force`;
}

/** Writes the files, or throws with nothing written. */
export async function writeStarter(options: WriteStarterOptions): Promise<void> {
  const problem = await starterProblem(
    options.folder,
    options.files.map((file) => file.path),
    options.force === true,
    options.shownAs,
  );
  if (problem) throw new StarterError(problem);
  try {
    if ((await kindOf(options.folder)) === 'missing') await writeNewFolder(options);
    else await writeIntoFolder(options.folder, options.files);
  } catch (error) {
    // No permission, a full or read-only disk: the user's to fix, not a bug.
    if (!(error instanceof StarterError) && isCode(error, ...systemCodes)) {
      throw new StarterError(
        `cannot write ${options.shownAs}: ${(error as Error).message}; nothing was written`,
        { cause: error },
      );
    }
    throw error;
  }
}

const systemCodes = [
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'ENOTDIR',
  'EEXIST',
  'ENAMETOOLONG',
];

async function writeNewFolder({ folder, files, shownAs }: WriteStarterOptions): Promise<void> {
  const parent = path.dirname(folder);
  const madeParent = await mkdir(parent, { recursive: true });
  let staging: string | undefined;
  let done = false;
  try {
    staging = await mkdtemp(path.join(parent, `.${path.basename(folder)}-folio-init-`));
    for (const file of files) {
      const target = path.join(staging, ...file.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content, { flag: 'wx' });
    }
    try {
      await rename(staging, folder);
    } catch (error) {
      if (isCode(error, 'EEXIST', 'ENOTEMPTY', 'EISDIR', 'ENOTDIR')) {
        throw new StarterError(
          `${shownAs} appeared while the starter was being written: nothing was written; run folio init again`,
          { cause: error },
        );
      }
      throw error;
    }
    done = true;
  } finally {
    if (!done) {
      if (staging) await rm(staging, { recursive: true, force: true });
      await removeEmptyFolders(parent, madeParent);
    }
  }
}

async function writeIntoFolder(folder: string, files: readonly StarterFile[]): Promise<void> {
  const madeFiles: string[] = [];
  const madeFolders: string[] = [];
  try {
    for (const file of files) {
      const parts = file.path.split('/');
      for (let depth = 1; depth < parts.length; depth++) {
        const sub = path.join(folder, ...parts.slice(0, depth));
        if ((await kindOf(sub)) === 'missing') {
          await mkdir(sub);
          madeFolders.push(sub);
        }
      }
      const target = path.join(folder, ...parts);
      // `wx`: fails on anything already there, a symbolic link included.
      await writeFile(target, file.content, { flag: 'wx' });
      madeFiles.push(target);
    }
  } catch (error) {
    await Promise.all(madeFiles.map((file) => rm(file, { force: true })));
    for (const made of madeFolders.reverse()) await rmdir(made).catch(() => undefined);
    throw error;
  }
}

/**
 * Starter paths already taken: the file itself, or a folder on its way that is a file or a
 * symbolic link (writing through a link could land outside the folder).
 */
async function conflictsIn(folder: string, paths: readonly string[]): Promise<string[]> {
  const conflicts = new Set<string>();
  for (const file of paths) {
    const parts = file.split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      const relative = parts.slice(0, depth).join('/');
      const kind = await kindOf(path.join(folder, ...parts.slice(0, depth)));
      if (kind === 'missing') break;
      if (depth === parts.length || kind !== 'folder') {
        conflicts.add(relative);
        break;
      }
    }
  }
  return [...conflicts].sort();
}

/** Removes `from` and its parents up to `madeTop` (the first folder mkdir made), if empty. */
async function removeEmptyFolders(from: string, madeTop: string | undefined): Promise<void> {
  if (madeTop === undefined) return;
  let current = from;
  while (current.startsWith(madeTop)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    if (current === madeTop) return;
    current = path.dirname(current);
  }
}

/** `blocked`: a folder on the way is a file. */
async function kindOf(file: string): Promise<'missing' | 'blocked' | 'folder' | 'other'> {
  try {
    return (await lstat(file)).isDirectory() ? 'folder' : 'other';
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 'missing';
    if (isCode(error, 'ENOTDIR')) return 'blocked';
    throw error;
  }
}

function isCode(error: unknown, ...codes: string[]): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && codes.includes(code);
}

function list(names: readonly string[]): string {
  const shown = names.slice(0, SHOWN_ENTRIES).join(', ');
  const more = names.length > SHOWN_ENTRIES ? `, and ${names.length - SHOWN_ENTRIES} more` : '';
  return `${shown}${more}`;
}
