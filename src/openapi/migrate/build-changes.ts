/**
 * Turns a set of endpoints to migrate into new file texts: each docs.json entry of their pages
 * decided (`choose-entries.ts`) and spliced into docs.json or the file it comes from, each
 * spec's edits applied, and the list of files to delete. Pure: nothing is written.
 *
 * @module
 */
import { parseEndpointEntry } from '../../navigation/index.ts';
import type { OpenApiScope } from '../../navigation/index.ts';
import { EntryChooser } from './choose-entries.ts';
import { editDocsJson } from './docs-json-edits.ts';
import type { DocsJsonChanges } from './docs-json-edits.ts';
import type { JsonPath, NavEntry } from './navigation-entries.ts';
import { pageFileOf } from './navigation-entries.ts';
import type { EndpointPlan } from './prepare-endpoints.ts';
import { applyTextEdits } from './text-edits.ts';
import type { MigrationInput, PagePlan } from './types.ts';
import type { PlannedState } from './verify-migration.ts';

/** What stays the same while the plan settles. */
export interface BuildContext {
  input: MigrationInput;
  entries: readonly NavEntry[];
  files: ReadonlySet<string>;
  defaultScope: OpenApiScope | undefined;
  /** True when docs.json names no spec. */
  discoveryMode: boolean;
  /** Pages an earlier run left behind, deleted too. */
  leftovers: readonly PagePlan[];
}

/** One rewritten entry. */
export interface EntryRewrite {
  path: JsonPath;
  before: string;
  after: string;
}

export interface BuiltChanges {
  state: PlannedState & {
    jsonTexts: Map<string, string>;
    specTexts: Map<string, string>;
    deleted: Set<string>;
  };
  scopes: DocsJsonChanges['scopes'];
  /** Rewritten entries by page file. */
  rewrites: Map<string, EntryRewrite[]>;
}

export type BuildResult =
  | { ok: true; built: BuiltChanges }
  /** `endpoint` cannot be migrated (its entries cannot be written); without it, nothing can. */
  | { ok: false; endpoint?: EndpointPlan | undefined; reason: string };

/** The new texts for migrating `active`, with `redirects` added to docs.json. */
export function buildChanges(
  context: BuildContext,
  active: ReadonlySet<EndpointPlan>,
  redirects: ReadonlyMap<string, string>,
): BuildResult {
  const { input, entries, files } = context;
  const endpointOf = new Map<string, EndpointPlan>();
  for (const endpoint of active) {
    for (const page of endpoint.pages) endpointOf.set(page.file, endpoint);
  }
  const chooser = new EntryChooser({
    entries,
    specs: input.specs,
    defaultScope: context.defaultScope,
    discoveryMode: context.discoveryMode,
    frontmatterEndpoint: (entry) => {
      const file = pageFileOf(entry.value, files);
      if (!file || endpointOf.has(file)) return undefined;
      const value = input.frontmatter.get(file)?.data['openapi'];
      const endpoint = typeof value === 'string' ? parseEndpointEntry(value) : undefined;
      return endpoint && !endpoint.spec ? endpoint : undefined;
    },
  });

  const changes: DocsJsonChanges = { entries: [], scopes: [], redirects: [] };
  const rewrites = new Map<string, EntryRewrite[]>();
  for (const entry of entries) {
    const file = pageFileOf(entry.value, files);
    const endpoint = file === undefined ? undefined : endpointOf.get(file);
    if (file === undefined || !endpoint) continue;
    const decision = chooser.decide(entry, endpoint.target);
    if (!decision.ok) return { ok: false, endpoint, reason: decision.reason };
    changes.entries.push({ path: entry.path, value: decision.value });
    if (decision.addScope) {
      const { level, spec } = decision.addScope;
      changes.scopes.push({ path: level.path, labelKey: level.labelKey, spec });
    }
    const list = rewrites.get(file) ?? [];
    list.push({ path: entry.path, before: entry.value, after: decision.value });
    rewrites.set(file, list);
  }
  changes.redirects = [...redirects].map(([source, destination]) => ({ source, destination }));

  const jsonTexts = editDocsJson(
    {
      sources: input.loaded.sources,
      locate: (path) => input.loaded.locate(path),
      hasRedirects: input.loaded.config?.redirects !== undefined,
    },
    changes,
  );
  if (typeof jsonTexts === 'string') return { ok: false, reason: jsonTexts };

  const specTexts = new Map<string, string>();
  const bySpec = new Map<string, EndpointPlan[]>();
  for (const endpoint of active) {
    if (!endpoint.spec || endpoint.edits.length === 0) continue;
    const list = bySpec.get(endpoint.spec.key) ?? [];
    list.push(endpoint);
    bySpec.set(endpoint.spec.key, list);
  }
  for (const [key, list] of bySpec) {
    const text = list[0]?.spec?.text ?? '';
    specTexts.set(
      key,
      applyTextEdits(
        text,
        list.flatMap((endpoint) => endpoint.edits),
      ),
    );
  }

  const deleted = new Set([...endpointOf.keys(), ...context.leftovers.map((page) => page.file)]);
  return {
    ok: true,
    built: { state: { jsonTexts, specTexts, deleted }, scopes: changes.scopes, rewrites },
  };
}
