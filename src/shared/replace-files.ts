/**
 * Replaces, creates and deletes several files of a folder as one step, or not at all, for
 * commands that rewrite a docs folder (`folio rename`). Every new text is known before anything
 * is written; then:
 *
 * 1. each new text goes to a hidden temporary file next to its target (`.<name>.folio-<purpose>-tmp`),
 *    flushed to disk; a failure here removes the temporary files and changes nothing;
 * 2. every target is checked to still hold the bytes the command read (a file created must still
 *    be missing): a file edited meanwhile stops the run, with nothing changed;
 * 3. the temporary files replace their targets, one atomic rename each, then the files to delete
 *    are deleted. When one of these fails, what was already done is undone: replaced files get
 *    their old bytes back, created files and folders are removed, deleted files come back.
 *
 * A process killed during step 3 (power cut) may leave some files new and others old; unlike
 * `migrate-mdx`, whose plans span a spec and many pages, such a run is short and is not
 * journalled.
 *
 * @module
 */
import { lstat, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { FolioError } from './diagnostic.ts';
import { readIfExists, syncFolders, tempPathOf, writeSynced } from './durable-files.ts';

/** One file of the step: its new bytes, or `undefined` to delete it. */
export interface FileReplacement {
  /** Absolute path (the real file: a symbolic link is replaced, not followed). */
  file: string;
  /** The new bytes; `undefined` deletes the file. */
  bytes: Uint8Array | undefined;
  /** The bytes the command read; `undefined` for a file it creates (which must not exist). */
  original: Uint8Array | undefined;
  /** Permission bits of a written file (default: the original's, or 0o644). */
  mode?: number | undefined;
  /** How messages name the file (relative to the docs folder). */
  label: string;
}

export interface ReplaceFilesOptions {
  /** Names the temporary files: `.<name>.folio-<purpose>-tmp`. */
  purpose: string;
  /** The command, for messages (`folio rename`). */
  command: string;
  /** The rename and delete operations (tests replace them to make one fail). */
  operations?: Partial<FileOperations> | undefined;
}

/** The operations of step 3. */
export interface FileOperations {
  rename: (from: string, to: string) => Promise<void>;
  remove: (file: string) => Promise<void>;
}

const defaultOperations: FileOperations = {
  rename: (from, to) => rename(from, to),
  remove: (file) => rm(file),
};

/** Carries out `replacements` all or nothing (see the module comment). */
export async function replaceFiles(
  replacements: readonly FileReplacement[],
  options: ReplaceFilesOptions,
): Promise<void> {
  const operations = { ...defaultOperations, ...options.operations };
  const writes = replacements.filter((item) => item.bytes !== undefined);
  const deletes = replacements.filter((item) => item.bytes === undefined);
  const temp = (file: string) => tempPathOf(file, options.purpose);
  const createdFolders: string[] = [];
  // The permission bits each file has now, to write it back with them if the step is undone.
  const modes = new Map<string, number>();
  for (const item of replacements) {
    const mode = (await lstat(item.file).catch(() => undefined))?.mode;
    if (mode !== undefined) modes.set(item.file, mode & 0o777);
  }

  // Step 1: temporary files.
  let current: FileReplacement | undefined;
  try {
    for (const item of writes) {
      current = item;
      createdFolders.push(...(await makeFolders(path.dirname(item.file))));
      const mode = item.mode ?? modes.get(item.file) ?? 0o644;
      await writeSynced(temp(item.file), item.bytes ?? new Uint8Array(), mode);
    }
  } catch (error) {
    await removeTemps(writes, temp);
    await removeFolders(createdFolders);
    throw writeFailure(options.command, current?.label ?? '', error, []);
  }

  // Step 2: nothing changed since the command read the files.
  const changed = await firstChanged(replacements);
  if (changed) {
    await removeTemps(writes, temp);
    await removeFolders(createdFolders);
    const message = `${changed.label} ${changed.original === undefined ? 'was created' : 'changed'} while ${options.command} was running. Nothing was changed; run it again.`;
    throw new FolioError(message, [{ severity: 'error', code: 'files-changed', message }]);
  }

  // Step 3: replace, then delete; undo on failure.
  const done: FileReplacement[] = [];
  try {
    for (const item of writes) {
      current = item;
      await operations.rename(temp(item.file), item.file);
      done.push(item);
    }
    for (const item of deletes) {
      current = item;
      await operations.remove(item.file);
      done.push(item);
    }
  } catch (error) {
    const notRestored = await undo(done, modes, temp, operations);
    await removeTemps(writes, temp);
    if (notRestored.length === 0) await removeFolders(createdFolders);
    throw writeFailure(options.command, current?.label ?? '', error, notRestored);
  }
  await syncFolders(replacements.map((item) => path.dirname(item.file)));
}

/** Creates `folder` and its missing parents; returns the ones created, deepest first. */
async function makeFolders(folder: string): Promise<string[]> {
  const first = await mkdir(folder, { recursive: true });
  if (first === undefined) return [];
  const created: string[] = [];
  for (let at = folder; at.length >= first.length; at = path.dirname(at)) created.push(at);
  return created;
}

/** Removes folders this step created, deepest first, when they are empty again. */
async function removeFolders(folders: readonly string[]): Promise<void> {
  const deepestFirst = [...new Set(folders)].sort((a, b) => b.length - a.length);
  for (const folder of deepestFirst) await rmdir(folder).catch(() => undefined);
}

async function removeTemps(
  writes: readonly FileReplacement[],
  temp: (file: string) => string,
): Promise<void> {
  await Promise.all(writes.map((item) => rm(temp(item.file), { force: true })));
}

/** The first file whose bytes are not those the command read (or that now exists, for a new one). */
async function firstChanged(
  replacements: readonly FileReplacement[],
): Promise<FileReplacement | undefined> {
  for (const item of replacements) {
    if (item.original === undefined) {
      const exists = await lstat(item.file).then(
        () => true,
        () => false,
      );
      if (exists) return item;
      continue;
    }
    const now = await readIfExists(item.file);
    if (!now || Buffer.compare(now, item.original) !== 0) return item;
  }
  return undefined;
}

/** Puts back what `done` changed, last first; returns the labels of files it could not restore. */
async function undo(
  done: readonly FileReplacement[],
  modes: ReadonlyMap<string, number>,
  temp: (file: string) => string,
  operations: FileOperations,
): Promise<string[]> {
  const failed: string[] = [];
  for (const item of [...done].reverse()) {
    try {
      if (item.original === undefined) {
        await rm(item.file, { force: true });
      } else {
        await writeSynced(temp(item.file), item.original, modes.get(item.file) ?? 0o644);
        await operations.rename(temp(item.file), item.file);
      }
    } catch {
      await rm(temp(item.file), { force: true }).catch(() => undefined);
      failed.push(item.label);
    }
  }
  return failed;
}

function writeFailure(
  command: string,
  label: string,
  error: unknown,
  notRestored: readonly string[],
): FolioError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  const outcome =
    notRestored.length === 0
      ? 'Nothing was changed.'
      : `Some files could not be put back as they were: ${notRestored.join(', ')}.`;
  const message = `${command}: could not write ${label} (${code}). ${outcome}`;
  return new FolioError(message, [
    {
      severity: 'error',
      code: 'write-failed',
      message,
      hint: 'Check the permissions and free space of the docs folder.',
    },
  ]);
}
