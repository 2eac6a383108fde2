/**
 * The final plan from the settled pieces: one entry per page (migrated, superseded, skipped with
 * its reason, left by an earlier run, or not listed in navigation), the file changes in the
 * order they replace the originals (`replace-order.ts`), and the files to delete.
 *
 * @module
 */
import { formatJsonPath } from '../../shared/index.ts';
import type { BuiltChanges } from './build-changes.ts';
import type { Candidate } from './collect-pages.ts';
import type { EndpointPlan } from './prepare-endpoints.ts';
import type { ReplaceOrder } from './replace-order.ts';
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
  extra: {
    unlisted: readonly PagePlan[];
    digests: ReadonlyMap<string, string>;
    order: ReplaceOrder;
  },
): MigrationPlan {
  const { active, built } = settled;
  const endpointOf = new Map<string, EndpointPlan>();
  for (const endpoint of settled.endpoints) {
    for (const page of endpoint.pages) endpointOf.set(page.file, endpoint);
  }
  const pages: PagePlan[] = candidates.map((candidate) => {
    const endpoint = endpointOf.get(candidate.file);
    const base = {
      file: candidate.file,
      route: candidate.page.route,
      openapi: candidate.written,
      endpoint: candidate.target,
    };
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
  pages.push(...settled.leftovers, ...extra.unlisted);

  const changes: FileChange[] = [];
  if (built) {
    const specBefore = new Map<string, string>();
    for (const endpoint of active) {
      if (endpoint.spec) specBefore.set(endpoint.spec.key, endpoint.spec.text);
    }
    for (const [file, after] of built.state.specTexts) {
      changes.push({ file, before: specBefore.get(file) ?? '', after });
    }
    for (const [file, after] of built.state.jsonTexts) {
      changes.push({ file, before: input.loaded.sources.get(file) ?? '', after });
    }
    const rank = (file: string) => extra.order.files.indexOf(file);
    changes.sort((a, b) => rank(a.file) - rank(b.file));
  }
  const deletes = pages.filter((page) => page.action !== 'skip').map((page) => page.file);
  const pageDigests = new Map(extra.digests);
  for (const candidate of candidates) {
    if (candidate.source) pageDigests.set(candidate.file, candidate.source.digest);
  }
  return {
    root: input.root,
    pages,
    changes,
    deletes,
    pageDigests,
    readableMidway: extra.order.consistent,
    scopes: (built?.scopes ?? []).map((scope) => ({
      jsonPath: formatJsonPath(scope.path),
      spec: scope.spec,
    })),
    redirects: [...settled.redirects].map(([source, destination]) => ({ source, destination })),
  };
}
