/**
 * The final plan from the settled pieces: one entry per page (migrated, superseded, skipped with
 * its reason, or left by an earlier run), the file changes in the order they are written (specs,
 * then files docs.json includes, then docs.json), and the files to delete.
 *
 * @module
 */
import { formatJsonPath } from '../../shared/index.ts';
import type { BuiltChanges } from './build-changes.ts';
import type { Candidate } from './collect-pages.ts';
import type { EndpointPlan } from './prepare-endpoints.ts';
import type { FileChange, MigrationInput, MigrationPlan, PagePlan } from './types.ts';

export interface SettledPlan {
  endpoints: readonly EndpointPlan[];
  active: ReadonlySet<EndpointPlan>;
  /** Undefined when nothing is migrated. */
  built: BuiltChanges | undefined;
  redirects: ReadonlyMap<string, string>;
  leftovers: readonly PagePlan[];
}

export function assemblePlan(
  input: MigrationInput,
  candidates: readonly Candidate[],
  settled: SettledPlan,
): MigrationPlan {
  const { active, built } = settled;
  const endpointOf = new Map<string, EndpointPlan>();
  for (const endpoint of settled.endpoints) {
    for (const page of endpoint.pages) endpointOf.set(page.file, endpoint);
  }
  const pages: PagePlan[] = candidates.map((candidate) => {
    const endpoint = endpointOf.get(candidate.file);
    const base = { file: candidate.file, route: candidate.page.route, endpoint: candidate.target };
    if (!endpoint || !active.has(endpoint)) {
      return {
        ...base,
        action: 'skip',
        reason: candidate.reason ?? endpoint?.reason,
        entries: [],
        notes: [],
      };
    }
    const entries = (built?.rewrites.get(candidate.file) ?? []).map((rewrite) => ({
      jsonPath: formatJsonPath(rewrite.path),
      file: input.loaded.locate(rewrite.path)?.file ?? 'docs.json',
      before: rewrite.before,
      after: rewrite.after,
    }));
    const wins = endpoint.winner === candidate;
    return {
      ...base,
      action: wins ? 'migrate' : 'superseded',
      supersededBy: wins ? undefined : endpoint.winner.file,
      entries,
      notes: wins ? endpoint.notes : [],
    };
  });
  pages.push(...settled.leftovers);

  const changes: FileChange[] = [];
  if (built) {
    const specBefore = new Map<string, string>();
    for (const endpoint of active) {
      if (endpoint.spec) specBefore.set(endpoint.spec.key, endpoint.spec.text);
    }
    for (const [file, after] of [...built.state.specTexts].sort(byName)) {
      changes.push({ file, before: specBefore.get(file) ?? '', after });
    }
    const json = [...built.state.jsonTexts].sort(([a], [b]) =>
      a === 'docs.json' ? 1 : b === 'docs.json' ? -1 : a.localeCompare(b),
    );
    for (const [file, after] of json) {
      changes.push({ file, before: input.loaded.sources.get(file) ?? '', after });
    }
  }
  return {
    root: input.root,
    pages,
    changes,
    deletes: pages.filter((page) => page.action !== 'skip').map((page) => page.file),
    scopes: (built?.scopes ?? []).map((scope) => ({
      jsonPath: formatJsonPath(scope.path),
      spec: scope.spec,
    })),
    redirects: [...settled.redirects].map(([source, destination]) => ({ source, destination })),
  };
}

function byName([a]: [string, string], [b]: [string, string]): number {
  return a.localeCompare(b);
}
