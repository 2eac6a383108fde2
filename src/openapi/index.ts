/**
 * OpenAPI: reading specs and summarising their operations, loading them into the normalised
 * `ApiModel`, and checking them (`openapi-check`). (Endpoint page models and migrate-mdx join
 * here.)
 *
 * @module
 */
export { discoverSpecFiles, loadSpecIndex } from './load-specs.ts';
export { readSpecDocument } from './read-spec-document.ts';
export type { SpecDocument, SpecDocumentMemo } from './read-spec-document.ts';
export { declaredServers } from './declared-servers.ts';
export { summarizeSpec } from './summarize-spec.ts';
export { SpecSummaryCache } from './spec-summary-cache.ts';
export type { SpecSummary } from './summarize-spec.ts';
export { createApiModelCache, loadApiModel } from './load/load-api-model.ts';
export type { ApiModelCache, ApiModelResult } from './load/load-api-model.ts';
export { createRemoteCache, remoteCacheFrom } from './load/read-source.ts';
export type { FetchOptions, RemoteCache } from './load/read-source.ts';
export type * from './model.ts';
export { checkSpec } from './check/lazy-check-spec.ts';
export type { SpecCheckResult, SpecCheckSummary } from './check/check-spec.ts';
export {
  applyMigration,
  finishInterruptedMigration,
  formatFinished,
  formatPageLines,
  formatPending,
  JOURNAL_FILE,
  migrationReport,
  planDiff,
  planMigration,
  readJournal,
  removeTempFiles,
  skippedDiagnostics,
  summarizePlan,
  summaryLine,
  tempPathOf,
} from './migrate/index.ts';
export type {
  BeforeStep,
  FileChange,
  FinishReport,
  Journal,
  FrontmatterParser,
  MigrationInput,
  MigrationPlan,
  MigrationReport,
  MigrationSummary,
  PageAction,
  PagePlan,
} from './migrate/index.ts';
