/**
 * How a migration plan is shown: one line per page (what happens to it and why), the unified
 * diff of every file that changes (for `--dry-run`), and a JSON report for scripts.
 *
 * @module
 */
import { createTwoFilesPatch } from 'diff';
import { plural } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { JOURNAL_FILE } from './migration-journal.ts';
import type { FinishReport, Journal } from './migration-journal.ts';
import type { MigrationPlan, PagePlan } from './types.ts';

export interface MigrationSummary {
  /** Pages whose content moved into a spec. */
  migrated: number;
  /** Pages deleted because a later page for the same endpoint won. */
  superseded: number;
  /** Pages a previous, interrupted run had already moved. */
  finished: number;
  /** Pages left as they are. */
  skipped: number;
}

export interface MigrationReport {
  root: string;
  dryRun: boolean;
  summary: MigrationSummary;
  pages: PagePlan[];
  /** Files written (or, with `--dry-run`, that would be). */
  changed: string[];
  /** MDX files deleted (or that would be). */
  deleted: string[];
  scopes: MigrationPlan['scopes'];
  redirects: MigrationPlan['redirects'];
  /** Whether every route shows the same page after each file is replaced (see `MigrationPlan`). */
  readableMidway: boolean;
  /** With `--dry-run`: the unified diff of every changed file. */
  diff?: string | undefined;
  /** What finishing an interrupted run did before this one, when there was one. */
  interrupted?: FinishReport | undefined;
}

export function summarizePlan(plan: MigrationPlan): MigrationSummary {
  const count = (action: PagePlan['action']) =>
    plan.pages.filter((page) => page.action === action).length;
  return {
    migrated: count('migrate'),
    superseded: count('superseded'),
    finished: count('finish'),
    skipped: count('skip'),
  };
}

export function migrationReport(
  plan: MigrationPlan,
  dryRun: boolean,
  interrupted?: FinishReport,
): MigrationReport {
  return {
    root: plan.root,
    dryRun,
    summary: summarizePlan(plan),
    pages: plan.pages,
    changed: plan.changes.map((change) => change.file),
    deleted: plan.deletes,
    scopes: plan.scopes,
    redirects: plan.redirects,
    readableMidway: plan.readableMidway,
    ...(dryRun ? { diff: planDiff(plan) } : {}),
    ...(interrupted ? { interrupted } : {}),
  };
}

/** The unified diff of every file the plan changes (specs, then docs.json). */
export function planDiff(plan: MigrationPlan): string {
  return plan.changes
    .map((change) =>
      createTwoFilesPatch(`a/${change.file}`, `b/${change.file}`, change.before, change.after),
    )
    .join('');
}

/** The diagnostics of the pages that stay. */
export function skippedDiagnostics(plan: MigrationPlan): Diagnostic[] {
  return plan.pages.flatMap((page) => (page.action === 'skip' && page.reason ? [page.reason] : []));
}

/** One line per page: action, file, endpoint and spec, or the reason it stays. */
export function formatPageLines(plan: MigrationPlan): string {
  const width = Math.max(...plan.pages.map((page) => page.file.length), 0);
  return plan.pages
    .map((page) => {
      const endpoint = page.endpoint
        ? `${page.endpoint.method.toUpperCase()} ${page.endpoint.path} (${page.endpoint.spec})`
        : page.openapi === undefined
          ? ''
          : `openapi: ${page.openapi}`;
      const head = `  ${page.action.padEnd(10)} ${page.file.padEnd(width)}`;
      if (page.action === 'skip') {
        const code = page.reason ? ` [${page.reason.code}]` : '';
        return `${head}  ${endpoint ? `${endpoint}: ` : ''}left as it is${code}`;
      }
      const lines = [`${head}  -> ${endpoint}`];
      if (page.action === 'superseded' && page.supersededBy) {
        lines.push(`${' '.repeat(14)}${page.supersededBy} comes later in docs.json and wins`);
      }
      for (const note of page.notes) lines.push(`${' '.repeat(14)}note: ${note}`);
      return lines.join('\n');
    })
    .join('\n');
}

/** `3 pages migrated, 1 skipped (left as they are)`. */
export function summaryLine(summary: MigrationSummary, dryRun: boolean): string {
  const moved = summary.migrated + summary.superseded;
  const parts = [`${plural(moved, 'page')} ${dryRun ? 'to migrate' : 'migrated'}`];
  if (summary.finished)
    parts.push(`${summary.finished} left by an earlier run ${dryRun ? 'to delete' : 'deleted'}`);
  parts.push(`${summary.skipped} skipped${summary.skipped ? ' (left as they are)' : ''}`);
  return `migrate-mdx${dryRun ? ' --dry-run' : ''}: ${parts.join(', ')}`;
}

/** What finishing an interrupted run did, in a few lines. */
export function formatFinished(report: FinishReport): string {
  const done: string[] = [];
  if (report.replaced.length) done.push(`replaced ${report.replaced.join(', ')}`);
  if (report.deleted.length) done.push(`deleted ${plural(report.deleted.length, 'MDX file')}`);
  const lines = [
    `Finished the migrate-mdx run that was interrupted${done.length ? `: ${done.join('; ')}` : ''}.`,
  ];
  for (const kept of report.kept) lines.push(`  kept ${kept.file}: ${kept.reason}`);
  return lines.join('\n');
}

/** What a run that was interrupted still has to do, for `--dry-run`. */
export function formatPending(journal: Journal): string {
  const parts: string[] = [];
  if (journal.replace.length) {
    parts.push(`replace ${journal.replace.map((entry) => entry.file).join(', ')}`);
  }
  if (journal.delete.length) parts.push(`delete ${plural(journal.delete.length, 'MDX file')}`);
  return (
    `A migrate-mdx run was interrupted after it decided to ${parts.join(' and ') || 'finish'} ` +
    `(${JOURNAL_FILE}). Run folio migrate-mdx without --dry-run to finish it, then --dry-run ` +
    'again to see what is left.'
  );
}
