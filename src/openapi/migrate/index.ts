/**
 * migrate-mdx: moves hand-written MDX endpoint pages into the `x-folio` extension of their
 * operations, rewrites docs.json to list the operations, and deletes the pages, losing nothing.
 * `planMigration` computes everything in memory; `applyMigration` writes it all or nothing, and
 * `finishInterruptedMigration` completes a run that was stopped after it decided.
 *
 * @module
 */
export { planMigration } from './plan-migration.ts';
export { applyMigration, removeTempFiles } from './apply-migration.ts';
export type { BeforeStep } from './apply-migration.ts';
export { tempPathOf } from './durable-files.ts';
export { finishInterruptedMigration, JOURNAL_FILE, readJournal } from './migration-journal.ts';
export type { FinishReport, Journal } from './migration-journal.ts';
export {
  formatFinished,
  formatPageLines,
  formatPending,
  migrationReport,
  planDiff,
  skippedDiagnostics,
  summarizePlan,
  summaryLine,
} from './report.ts';
export type { MigrationReport, MigrationSummary } from './report.ts';
export type { FrontmatterParser } from './page-source.ts';
export type { FileChange, MigrationInput, MigrationPlan, PageAction, PagePlan } from './types.ts';
