/**
 * Checks a planned migration before anything is written: the new docs.json (with its includes)
 * is loaded by the real config loader from a scratch folder, the new specs are summarised, and
 * the navigation is resolved again. Every route of the site before must lead to the same page
 * after (a migrated page's route to its operation's page), directly or through a redirect the
 * plan adds, and no new error may appear.
 *
 * @module
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/index.ts';
import { collectOpenApiSources, resolveNavigation } from '../../navigation/index.ts';
import type { NavigationTree, ResolvedPage, SpecIndex } from '../../navigation/index.ts';
import { summarizeSpec } from '../summarize-spec.ts';
import { parseSpecFile } from './spec-file.ts';
import type { MigrationInput } from './types.ts';

/** The folder after the planned changes, as far as navigation sees it. */
export interface PlannedState {
  /** New text of the JSON files of the config that change. */
  jsonTexts: ReadonlyMap<string, string>;
  /** New text of the specs that change. */
  specTexts: ReadonlyMap<string, string>;
  /** Page files that are deleted. */
  deleted: ReadonlySet<string>;
}

/** Resolves the navigation of the planned state, or says why docs.json would not load. */
export async function simulateNavigation(
  input: MigrationInput,
  state: PlannedState,
): Promise<NavigationTree | string> {
  const folder = await simulateFolder(input, state);
  return typeof folder === 'string' ? folder : folder.tree;
}

/** The planned state as a reader would see it: its navigation, and the redirects of its docs.json. */
export interface SimulatedFolder {
  tree: NavigationTree;
  redirects: ReadonlyMap<string, string>;
}

/** Like `simulateNavigation`, with the redirects of the planned docs.json. */
export async function simulateFolder(
  input: MigrationInput,
  state: PlannedState,
): Promise<SimulatedFolder | string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-migrate-check-'));
  try {
    await Promise.all(
      [...input.loaded.sources].map(async ([file, text]) => {
        const target = path.join(scratch, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, state.jsonTexts.get(file) ?? text);
      }),
    );
    const loaded = await loadConfig(scratch);
    const { config } = loaded;
    if (!config) {
      const first = loaded.diagnostics.find((d) => d.severity === 'error');
      return `the rewritten docs.json would not load (${first?.message ?? 'unknown error'})`;
    }
    const specs = new Map<string, SpecIndex>(input.specs);
    for (const [key, text] of state.specTexts) {
      const summary = summarizeText(key, text);
      if (typeof summary === 'string') return `the rewritten ${key} would not load (${summary})`;
      specs.set(key, summary);
    }
    const named = collectOpenApiSources(config);
    const discovered = named.length
      ? []
      : input.files.filter((file) => specs.get(file)?.operations);
    const tree = resolveNavigation({
      config,
      files: input.files.filter((file) => !state.deleted.has(file)),
      pageMeta: input.pageMeta,
      specs,
      discoveredSpecs: discovered,
      locate: loaded.locate,
    });
    const redirects = new Map(
      (config.redirects ?? []).map((redirect) => [redirect.source, redirect.destination]),
    );
    return { tree, redirects };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const summaries = new Map<string, SpecIndex | string>();

/**
 * What navigation needs of a planned spec text, or why it does not parse. Remembered for a few
 * texts: a plan is checked several times with the same new specs (`replace-order.ts`).
 */
function summarizeText(key: string, text: string): SpecIndex | string {
  const id = `${key}\u0000${text}`;
  let summary = summaries.get(id);
  if (summary === undefined) {
    const parsed = parseSpecFile(key, text);
    summary = typeof parsed === 'string' ? parsed : { source: key, ...summarizeSpec(parsed.value) };
    if (summaries.size >= 8) summaries.clear();
    summaries.set(id, summary);
  }
  return summary;
}

/** An old route that would not lead to the same page. */
export interface RouteViolation {
  route: string;
  expected: string;
  actual: string | undefined;
}

/** What a page is, for comparing before and after: its file, or its operation. */
export function identityOf(page: ResolvedPage | undefined): string | undefined {
  if (!page) return undefined;
  if (page.kind === 'openapi' && page.endpoint) return endpointIdentity(page.endpoint);
  return `file ${page.file ?? page.route}`;
}

export function endpointIdentity(endpoint: { spec: string; method: string; path: string }): string {
  return `${endpoint.method.toUpperCase()} ${endpoint.path} (${endpoint.spec})`;
}

/**
 * Old routes that lead elsewhere after the change. `migrated` maps each deleted page file to its
 * operation's identity; `redirects` are the redirects the plan adds.
 */
export function routeViolations(
  before: NavigationTree,
  after: NavigationTree,
  migrated: ReadonlyMap<string, string>,
  redirects: ReadonlyMap<string, string>,
): RouteViolation[] {
  const violations: RouteViolation[] = [];
  for (const [route, page] of before.routes) {
    const expected = (page.file && migrated.get(page.file)) ?? identityOf(page) ?? route;
    const actual = identityOf(after.routes.get(route));
    if (actual === expected) continue;
    const destination = actual === undefined ? redirects.get(route) : undefined;
    if (destination !== undefined && identityOf(after.routes.get(destination)) === expected)
      continue;
    violations.push({ route, expected, actual });
  }
  return violations;
}

/** Errors of the new navigation that the old one did not have. */
export function newErrors(before: NavigationTree, after: NavigationTree): string[] {
  const old = new Set(
    before.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
  );
  return after.diagnostics
    .filter((d) => d.severity === 'error' && !old.has(`${d.code} ${d.message}`))
    .map((d) => d.message);
}

/** The route of the page built for an operation identity in `tree`. */
export function routeOfIdentity(tree: NavigationTree, identity: string): string | undefined {
  return tree.pages.find((page) => page.kind === 'openapi' && identityOf(page) === identity)?.route;
}
