/**
 * How a migration plan is shown: one line per page (what happens to it and why), the unified
 * diff of every file that changes (for `--dry-run`), and a JSON report for scripts.
 *
 * @module
 */
import { createTwoFilesPatch } from 'diff';
import { plural } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
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
  /** With `--dry-run`: the unified diff of every changed file. */
  diff?: string | undefined;
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

export function migrationReport(plan: MigrationPlan, dryRun: boolean): MigrationReport {
  return {
    root: plan.root,
    dryRun,
    summary: summarizePlan(plan),
    pages: plan.pages,
    changed: plan.changes.map((change) => change.file),
    deleted: plan.deletes,
    scopes: plan.scopes,
    redirects: plan.redirects,
    ...(dryRun ? { diff: planDiff(plan) } : {}),
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
        : '';
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
