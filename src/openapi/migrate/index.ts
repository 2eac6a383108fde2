/**
 * migrate-mdx: moves hand-written MDX endpoint pages into the `x-folio` extension of their
 * operations, rewrites docs.json to list the operations, and deletes the pages, losing nothing.
 * `planMigration` computes everything in memory; `applyMigration` writes it crash-safely.
 *
 * @module
 */
export { planMigration } from './plan-migration.ts';
export { applyMigration, removeTempFiles, tempPathOf } from './apply-migration.ts';
export type { BeforeStep } from './apply-migration.ts';
export {
  formatPageLines,
  migrationReport,
  planDiff,
  skippedDiagnostics,
  summarizePlan,
  summaryLine,
} from './report.ts';
export type { MigrationReport, MigrationSummary } from './report.ts';
export type { FrontmatterParser } from './page-source.ts';
export type { FileChange, MigrationInput, MigrationPlan, PageAction, PagePlan } from './types.ts';
