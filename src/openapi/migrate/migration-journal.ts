/**
 * The journal that turns a migration's many file operations into one all-or-nothing step.
 *
 * Renaming one file over another is atomic, but a migration replaces several files and deletes
 * others, and no file system renames several files at once. So once every new file is written
 * to its temporary file and flushed to disk, the migration writes `.folio-migrate-journal.json`
 * in the docs folder (itself through a flushed temporary file and a rename): the list of
 * replacements and deletions, each with the SHA-256 of the bytes it expects. Writing the journal
 * is the moment the migration happens:
 * - before it, nothing has changed (temporary files are hidden, and the next run removes them);
 * - after it, the migration is decided: the replacements and deletions are carried out, and
 *   when the process is stopped part way, the next `folio migrate-mdx` carries out the rest
 *   (`finishInterruptedMigration`) before it does anything else, then removes the journal.
 *
 * Finishing is safe to repeat and never destroys what it did not plan: a file whose temporary
 * file is gone must already hold the new bytes, and a page is deleted only while it still holds
 * the bytes whose content went into the spec; anything else is left as it is and reported.
 *
 * @module
 */
import { rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FolioError } from '../../shared/index.ts';
import {
  digest,
  readIfExists,
  resolveTarget,
  syncFolders,
  tempPathOf,
  writeSynced,
} from './durable-files.ts';

/** The journal's file name, in the docs folder (a dot-file: Folio does not read it as content). */
export const JOURNAL_FILE = '.folio-migrate-journal.json';
const FORMAT = 'folio-migrate-journal/1';

/** A file and the SHA-256 of the bytes it should hold. */
export interface JournalEntry {
  /** Relative to the docs folder (its real path), with `/` separators. */
  file: string;
  sha256: string;
}

export interface Journal {
  format: typeof FORMAT;
  /** Files replaced by their temporary file (`tempPathOf`), in order; `sha256` of the new bytes. */
  replace: JournalEntry[];
  /** MDX pages deleted; `sha256` of the bytes whose content went into the spec. */
  delete: JournalEntry[];
}

/** What finishing a journal did. */
export interface FinishReport {
  replaced: string[];
  deleted: string[];
  /** Files left as they are, and why. */
  kept: { file: string; reason: string }[];
}

/** Called before each step; tests use it to stop the process at every point. */
export type StepHook = (label: string) => Promise<void> | void;

/** Writes `journal` for the docs folder `root` durably: the migration is decided once this returns. */
export async function commitJournal(root: string, journal: Journal): Promise<void> {
  const realRoot = await resolveTarget(root);
  const file = path.join(realRoot, JOURNAL_FILE);
  await writeSynced(tempPathOf(file), Buffer.from(`${JSON.stringify(journal, null, 2)}\n`));
  await rename(tempPathOf(file), file);
  await syncFolders([realRoot]);
}

/** The journal path of `target` (an absolute file) relative to the real docs folder. */
export function journalPath(realRoot: string, target: string): string {
  return path.relative(realRoot, target).split(path.sep).join('/');
}

/** The journal an interrupted run left in `root`, if any. */
export async function readJournal(root: string): Promise<Journal | undefined> {
  const bytes = await readIfExists(path.join(root, JOURNAL_FILE));
  if (!bytes) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    value = undefined;
  }
  if (!isJournal(value)) {
    const message = `${JOURNAL_FILE} is not a migrate-mdx journal this version can read`;
    throw new FolioError(message, [
      {
        severity: 'error',
        code: 'migrate-journal-unreadable',
        message,
        hint: `It records an interrupted migrate-mdx run. Check the docs folder (docs.json, the specs, the MDX pages), then delete ${JOURNAL_FILE}.`,
        position: { file: path.join(root, JOURNAL_FILE), line: 1, column: 1 },
      },
    ]);
  }
  return value;
}

/**
 * Finishes the migration an interrupted run decided (see the module comment), or returns
 * undefined when `root` has no journal.
 */
export async function finishInterruptedMigration(
  root: string,
  beforeStep?: (step: number, total: number, label: string) => Promise<void> | void,
): Promise<FinishReport | undefined> {
  const journal = await readJournal(root);
  if (!journal) return undefined;
  const total = journal.replace.length + journal.delete.length + 1;
  let step = 0;
  return finishJournal(root, journal, true, async (label) => {
    step += 1;
    await beforeStep?.(step, total, label);
  });
}

/**
 * Carries out a committed journal: replacements (each temporary file renamed over its file),
 * deletions, then the journal's removal. With `verify`, checks each file's digest first (an
 * interrupted run's files may have been touched since); without, trusts the files just written.
 */
export async function finishJournal(
  root: string,
  journal: Journal,
  verify: boolean,
  next: StepHook = () => undefined,
): Promise<FinishReport> {
  const realRoot = await resolveTarget(root);
  const report: FinishReport = { replaced: [], deleted: [], kept: [] };
  const folders: string[] = [];
  for (const entry of journal.replace) {
    await next(`replace ${entry.file}`);
    const target = path.resolve(realRoot, entry.file);
    folders.push(path.dirname(target));
    const kept = verify ? await checkReplacement(target, entry) : 'rename';
    if (kept === 'done') {
      report.replaced.push(entry.file);
      continue;
    }
    if (kept !== 'rename') {
      report.kept.push({ file: entry.file, reason: kept });
      continue;
    }
    await attempt('replace', entry.file, () => rename(tempPathOf(target), target));
    report.replaced.push(entry.file);
  }
  await syncFolders(folders);

  for (const entry of journal.delete) {
    await next(`delete ${entry.file}`);
    const file = path.resolve(realRoot, entry.file);
    folders.push(path.dirname(file));
    // Just checked by the run itself when it does not verify (`applyMigration`).
    const bytes = verify ? await readIfExists(file) : undefined;
    if (bytes && digest(bytes) !== entry.sha256) {
      report.kept.push({
        file: entry.file,
        reason: 'it changed after its content was moved into the spec, so it is left as it is',
      });
      continue;
    }
    if (bytes || !verify) await attempt('delete', entry.file, () => unlinkIfExists(file));
    report.deleted.push(entry.file);
  }
  await syncFolders(folders);

  await next(`remove ${JOURNAL_FILE}`);
  await rm(path.join(realRoot, JOURNAL_FILE), { force: true });
  await syncFolders([realRoot]);
  return report;
}

/** `rename` when the temporary file holds the new bytes, `done` when the file already does, else why not. */
async function checkReplacement(target: string, entry: JournalEntry): Promise<string> {
  const temp = await readIfExists(tempPathOf(target));
  if (temp) {
    if (digest(temp) === entry.sha256) return 'rename';
    return 'its temporary file does not hold the planned content, so the file is left as it is';
  }
  const current = await readIfExists(target);
  if (current && digest(current) === entry.sha256) return 'done';
  return 'it changed after the interrupted run, so it is left as it is';
}

async function unlinkIfExists(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function attempt(step: string, file: string, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const message = `Could not ${step} ${file} (${code}). The migration is recorded in ${JOURNAL_FILE}: run folio migrate-mdx again to finish it.`;
    throw new FolioError(message, [
      {
        severity: 'error',
        code: 'migrate-write-failed',
        message,
        hint: 'Check the permissions and free space of the docs folder.',
      },
    ]);
  }
}

function isJournal(value: unknown): value is Journal {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record['format'] === FORMAT && isEntryList(record['replace']) && isEntryList(record['delete'])
  );
}

function isEntryList(value: unknown): value is JournalEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>)['file'] === 'string' &&
        typeof (item as Record<string, unknown>)['sha256'] === 'string',
    )
  );
}
