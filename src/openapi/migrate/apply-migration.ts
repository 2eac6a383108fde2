/**
 * Carries out a migration plan all or nothing: a run stopped at any moment (killed, power cut)
 * leaves the docs folder as it was, or decided and finished by the next run. The steps:
 *
 * 1. Every changed file (specs, files docs.json includes, docs.json) is written to a hidden
 *    temporary file next to it (`.<name>.folio-migrate-tmp`) and flushed to disk. Stopped
 *    here: the originals are untouched; Folio ignores dot-files, and the next run removes them.
 * 2. The files the plan read are checked again: a spec, docs.json or page edited while the
 *    migration ran stops it, with nothing changed (its content would otherwise be lost).
 * 3. The journal is written (`migration-journal.ts`): from here the migration is decided.
 * 4. The temporary files replace the originals (specs first, docs.json last), the migrated MDX
 *    files are deleted, and the journal is removed. Stopped part way, the next run of
 *    `folio migrate-mdx` finishes these steps before anything else.
 *
 * Someone reading the folder during step 4 (a dev server) sees specs that already hold the
 * pages' content, with each page's own route as `href`, while docs.json still lists the MDX
 * pages; then the new docs.json, whose entries give the operations' pages those routes.
 *
 * @module
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FolioError } from '../../shared/index.ts';
import {
  digest,
  encodeLike,
  forEachLimited,
  modeOf,
  readIfExists,
  resolveTarget,
  tempPathOf,
  writeSynced,
} from './durable-files.ts';
import { commitJournal, finishJournal, JOURNAL_FILE, journalPath } from './migration-journal.ts';
import type { Journal } from './migration-journal.ts';
import type { MigrationPlan } from './types.ts';

/** Called before each step of the write phase; a test can make it wait and stop the process. */
export type BeforeStep = (step: number, total: number, label: string) => Promise<void> | void;

/** Removes temporary files an interrupted run may have left next to `files` (relative to `root`). */
export async function removeTempFiles(root: string, files: Iterable<string>): Promise<void> {
  const targets = [...files, JOURNAL_FILE].map((file) => path.join(root, file));
  await Promise.all(
    targets.map(async (file) => {
      await rm(tempPathOf(await resolveTarget(file)), { force: true });
    }),
  );
}

/** Writes the plan's changes and deletes its pages, in the order described above. */
export async function applyMigration(plan: MigrationPlan, beforeStep?: BeforeStep): Promise<void> {
  if (plan.changes.length === 0 && plan.deletes.length === 0) return;
  const realRoot = await resolveTarget(plan.root);
  const targets = await Promise.all(
    plan.changes.map(async (change) => {
      const target = await resolveTarget(path.join(plan.root, change.file));
      const bytes = encodeLike(await readIfExists(target), change.after);
      return { change, target, bytes };
    }),
  );
  const total = targets.length * 2 + plan.deletes.length + 2;
  let step = 0;
  const next = async (label: string) => {
    step += 1;
    await beforeStep?.(step, total, label);
  };

  const removeTemps = () =>
    Promise.all(targets.map(({ target }) => rm(tempPathOf(target), { force: true })));
  let current = '';
  try {
    for (const { change, target, bytes } of targets) {
      current = change.file;
      await next(`write ${tempPathOf(change.file)}`);
      const mode = (await modeOf(target)) ?? 0o644;
      await writeSynced(tempPathOf(target), bytes, mode & 0o777);
    }
  } catch (error) {
    await removeTemps();
    throw failure(current, error);
  }

  const changed = await changedSincePlanned(plan, targets);
  if (changed) {
    await removeTemps();
    const message = `${changed} changed while migrate-mdx was running. Nothing was changed; run folio migrate-mdx again.`;
    throw new FolioError(message, [{ severity: 'error', code: 'migrate-changed', message }]);
  }

  const journal: Journal = {
    format: 'folio-migrate-journal/1',
    replace: targets.map(({ target, bytes }) => ({
      file: journalPath(realRoot, target),
      sha256: digest(bytes),
    })),
    delete: plan.deletes.map((file) => ({
      file: journalPath(realRoot, path.join(realRoot, file)),
      sha256: plan.pageDigests.get(file) ?? '',
    })),
  };
  await next(`write ${JOURNAL_FILE}`);
  try {
    await commitJournal(plan.root, journal);
  } catch (error) {
    await removeTemps();
    throw failure(JOURNAL_FILE, error);
  }
  await finishJournal(plan.root, journal, false, next);
}

/** The first file the plan read whose content is no longer what the plan was made from. */
async function changedSincePlanned(
  plan: MigrationPlan,
  targets: readonly { change: { file: string; before: string }; target: string }[],
): Promise<string | undefined> {
  for (const { change, target } of targets) {
    const bytes = await readIfExists(target);
    const now = bytes === undefined ? '' : bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (now !== change.before.replace(/^\uFEFF/, '')) return change.file;
  }
  let changed: string | undefined;
  await forEachLimited(plan.deletes, async (file) => {
    const bytes = await readIfExists(path.join(plan.root, file));
    if (!bytes || digest(bytes) !== plan.pageDigests.get(file)) changed ??= file;
  });
  return changed;
}

function failure(file: string, error: unknown): FolioError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  const message = `Could not write ${file} (${code}). Nothing was changed.`;
  return new FolioError(message, [
    {
      severity: 'error',
      code: 'migrate-write-failed',
      message,
      hint: 'Check the permissions and free space of the docs folder.',
    },
  ]);
}
