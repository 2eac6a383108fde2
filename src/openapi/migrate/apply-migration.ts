/**
 * Carries out a migration plan so that a run stopped at any moment (killed, power cut) loses
 * nothing and a re-run finishes it. The steps, in order:
 *
 * 1. Every changed file (specs, files docs.json includes, docs.json) is written to a hidden
 *    temporary file next to it (`.<name>.folio-migrate-tmp`) and flushed to disk (fsync).
 *    Stopped here: the originals are untouched; Folio ignores dot-files, and the next run
 *    removes the temporary files.
 * 2. The temporary files are renamed over the originals, specs first and docs.json last.
 *    Renaming is atomic, so each file is either old or new. Stopped after some specs: those
 *    specs hold the pages' content with `href` set to the pages' own routes, but docs.json still
 *    lists the MDX pages, which keep their routes and are built as before. Stopped after
 *    docs.json: the entries now name the operations, whose pages take the MDX pages' routes
 *    (the MDX files, no longer listed, are not built).
 * 3. The migrated MDX files are deleted. Stopped part way: the remaining files are pages whose
 *    content is already in the spec under the same route; the next run recognises them
 *    (`leftovers.ts`) and deletes them.
 *
 * So at every point each route shows the same page, and running migrate-mdx again converges
 * on the same result as an uninterrupted run.
 *
 * @module
 */
import { open, readFile, realpath, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FolioError } from '../../shared/index.ts';
import type { MigrationPlan } from './types.ts';

/** Called before each step of the write phase; a test can make it wait and stop the process. */
export type BeforeStep = (step: number, total: number, label: string) => Promise<void> | void;

const TEMP_SUFFIX = '.folio-migrate-tmp';
const BOM = '\uFEFF';

/** The temporary file a migration writes before replacing `file`. */
export function tempPathOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}${TEMP_SUFFIX}`);
}

/** Removes temporary files an interrupted run may have left next to `files` (relative to `root`). */
export async function removeTempFiles(root: string, files: Iterable<string>): Promise<void> {
  await Promise.all(
    [...files].map(async (file) => {
      const target = await resolveTarget(path.join(root, file));
      await rm(tempPathOf(target), { force: true });
    }),
  );
}

/** Writes the plan's changes and deletes its pages, in the crash-safe order described above. */
export async function applyMigration(plan: MigrationPlan, beforeStep?: BeforeStep): Promise<void> {
  const targets = await Promise.all(
    plan.changes.map(async (change) => ({
      change,
      target: await resolveTarget(path.join(plan.root, change.file)),
    })),
  );
  const total = targets.length * 2 + plan.deletes.length;
  let step = 0;
  const next = async (label: string) => {
    step += 1;
    await beforeStep?.(step, total, label);
  };

  let current = '';
  try {
    for (const { change, target } of targets) {
      current = change.file;
      await next(`write ${tempPathOf(change.file)}`);
      await writeSynced(target, change.after);
    }
  } catch (error) {
    await Promise.all(targets.map(({ target }) => rm(tempPathOf(target), { force: true })));
    throw failure('write', current, error, 'Nothing was changed.');
  }

  for (const { change, target } of targets) {
    await next(`replace ${change.file}`);
    try {
      await rename(tempPathOf(target), target);
    } catch (error) {
      throw failure('replace', change.file, error, 'Run folio migrate-mdx again to finish.');
    }
  }
  await syncFolders(targets.map(({ target }) => path.dirname(target)));

  for (const file of plan.deletes) {
    await next(`delete ${file}`);
    try {
      await unlink(path.join(plan.root, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw failure('delete', file, error, 'Its content is in the spec; delete it by hand.');
      }
    }
  }
  await syncFolders(plan.deletes.map((file) => path.dirname(path.join(plan.root, file))));
}

/** Writes `text` to the temporary file of `target` with the original's byte-order mark and mode. */
async function writeSynced(target: string, text: string): Promise<void> {
  const original = await readFile(target).catch(() => undefined);
  const bom = original?.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? BOM : '';
  const mode = (await stat(target).catch(() => undefined))?.mode;
  const handle = await open(tempPathOf(target), 'w', mode === undefined ? 0o644 : mode & 0o777);
  try {
    await handle.writeFile(bom + text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes folder entries (renames, deletions) to disk where the platform allows it. */
async function syncFolders(folders: Iterable<string>): Promise<void> {
  for (const folder of new Set(folders)) {
    try {
      const handle = await open(folder, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch {
      // Some platforms cannot open or sync a folder; the renames are still atomic.
    }
  }
}

/** The real file behind `file`, so a symlinked docs.json or spec is updated, not replaced. */
async function resolveTarget(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    return file;
  }
}

function failure(step: string, file: string, error: unknown, then: string): FolioError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  const message = `Could not ${step} ${file} (${code}). ${then}`;
  return new FolioError(message, [
    {
      severity: 'error',
      code: 'migrate-write-failed',
      message,
      hint: 'Check the permissions and free space of the docs folder.',
    },
  ]);
}
