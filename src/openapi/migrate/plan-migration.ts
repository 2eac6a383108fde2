/**
 * Computes a whole migration in memory, touching nothing: which MDX endpoint pages move into
 * which operations (the last page in docs.json wins for an endpoint), the new spec texts, the
 * new docs.json texts, and the files to delete. The plan is then checked by resolving the new
 * navigation (`verify-migration.ts`) until it settles:
 * - a route that only an endpoint's other page or generated page had gets a redirect to the
 *   endpoint's page;
 * - an endpoint whose migration would still move or break a route is taken out of the plan,
 *   its pages left as they are, with the reason;
 * - anything else unexpected (a new error, a route no endpoint explains) cancels the whole
 *   migration: every page stays.
 *
 * @module
 */
import { collectOpenApiSources } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { assemblePlan } from './assemble-plan.ts';
import type { SettledPlan } from './assemble-plan.ts';
import { buildChanges } from './build-changes.ts';
import type { BuildContext } from './build-changes.ts';
import { collectCandidates, defaultScopeOf, entriesByFile } from './collect-pages.ts';
import { collectNavEntries } from './navigation-entries.ts';
import { prepareEndpoints } from './prepare-endpoints.ts';
import type { EndpointPlan } from './prepare-endpoints.ts';
import { readSpecFile } from './spec-file.ts';
import type { SpecFile } from './spec-file.ts';
import type { MigrationInput, MigrationPlan } from './types.ts';
import { findUnlistedPages } from './unlisted-pages.ts';
import { chooseReplaceOrder } from './replace-order.ts';
import {
  endpointIdentity,
  newErrors,
  routeOfIdentity,
  routeViolations,
  simulateNavigation,
} from './verify-migration.ts';

/** Plans the migration of the docs folder `input` describes (its docs.json must have no errors). */
export async function planMigration(input: MigrationInput): Promise<MigrationPlan> {
  const config = input.loaded.config;
  if (!config) throw new Error('planMigration needs a docs.json without errors');
  const entries = collectNavEntries(config.navigation);
  const files = new Set(input.files);
  const byFile = entriesByFile(entries, files);
  const named = collectOpenApiSources(config);
  const defaultScope = defaultScopeOf(input, named);
  const candidates = await collectCandidates(input, byFile, defaultScope);

  const specCache = new Map<string, Promise<SpecFile | string>>();
  const specFile = (key: string): Promise<SpecFile | string> => {
    let read = specCache.get(key);
    if (!read) specCache.set(key, (read = readSpecFile(input.root, key)));
    return read;
  };
  const endpoints = await prepareEndpoints(candidates, specFile);
  const digests = new Map<string, string>();
  const { leftovers, unlisted } = await findUnlistedPages(
    input,
    new Set(byFile.keys()),
    specFile,
    digests,
  );
  const context: BuildContext = {
    input,
    entries,
    files,
    defaultScope,
    discoveryMode: named.length === 0,
    leftovers,
  };
  const existingRedirects = new Set((config.redirects ?? []).map((redirect) => redirect.source));
  const settled = await settle(context, endpoints, existingRedirects);
  const migrated = new Map<string, string>();
  for (const endpoint of settled.active) {
    for (const page of endpoint.pages) migrated.set(page.file, endpointIdentity(endpoint.target));
  }
  const order = settled.built
    ? await chooseReplaceOrder(input, settled.built.state, migrated)
    : { files: [], consistent: true };
  return assemblePlan(input, candidates, settled, { unlisted, digests, order });
}

async function settle(
  context: BuildContext,
  endpoints: readonly EndpointPlan[],
  existingRedirects: ReadonlySet<string>,
): Promise<SettledPlan> {
  const { input } = context;
  const active = new Set(endpoints.filter((endpoint) => !endpoint.reason));
  const redirects = new Map<string, string>();
  const drop = (endpoint: EndpointPlan, reason: string) => {
    active.delete(endpoint);
    endpoint.reason = unsafe(endpoint, reason);
  };
  const abort = (reason: string): SettledPlan => {
    for (const endpoint of active) endpoint.reason = unsafe(endpoint, reason);
    return { endpoints, active: new Set(), built: undefined, redirects: new Map(), leftovers: [] };
  };

  for (;;) {
    const result = buildChanges(context, active, redirects);
    if (!result.ok) {
      if (!result.endpoint) return abort(result.reason);
      drop(result.endpoint, result.reason);
      continue;
    }
    if (active.size === 0 && context.leftovers.length === 0) {
      return { endpoints, active, built: undefined, redirects, leftovers: [] };
    }
    const after = await simulateNavigation(input, result.built.state);
    if (typeof after === 'string') return abort(after);

    const migrated = new Map<string, string>();
    for (const endpoint of active) {
      for (const page of endpoint.pages) migrated.set(page.file, endpointIdentity(endpoint.target));
    }
    const identities = new Set(migrated.values());
    const violations = routeViolations(input.navigation, after, migrated, redirects);
    let redirected = false;
    for (const { route, expected, actual } of violations) {
      // Only a route that no page has any more can redirect; the config's own redirects stay.
      if (actual !== undefined || !identities.has(expected)) continue;
      if (existingRedirects.has(route) || redirects.has(route)) continue;
      const destination = routeOfIdentity(after, expected);
      if (destination === undefined) continue;
      redirects.set(route, destination);
      redirected = true;
    }
    if (redirected) continue;

    const errors = newErrors(input.navigation, after);
    if (errors[0] !== undefined) return abort(`it would add the error "${errors[0]}"`);
    if (violations.length === 0) {
      return { endpoints, active, built: result.built, redirects, leftovers: context.leftovers };
    }
    const involved = (endpoint: EndpointPlan) => {
      const identity = endpointIdentity(endpoint.target);
      return violations.find((v) => v.expected === identity || v.actual === identity);
    };
    const unexplained = violations.find(
      (violation) =>
        ![...active].some((endpoint) => {
          const identity = endpointIdentity(endpoint.target);
          return violation.expected === identity || violation.actual === identity;
        }),
    );
    if (unexplained) {
      return abort(`the route ${unexplained.route} would no longer show the same page`);
    }
    for (const endpoint of [...active]) {
      const violation = involved(endpoint);
      if (!violation) continue;
      const now = violation.actual ?? 'no page';
      drop(
        endpoint,
        `the route ${violation.route} would show ${now} instead of ${violation.expected}`,
      );
    }
  }
}

function unsafe(endpoint: EndpointPlan, reason: string): Diagnostic {
  const files = endpoint.pages.map((page) => page.file);
  return {
    severity: 'error',
    code: 'migrate-unsafe',
    message: `${files.join(', ')} ${files.length > 1 ? 'are' : 'is'} left as ${files.length > 1 ? 'they are' : 'it is'}: ${reason}`,
    hint: 'Adjust docs.json (or move the page by hand, see folio migrate-mdx --help), then run migrate-mdx again.',
    position: { file: endpoint.winner.file, line: endpoint.winner.openapiLine, column: 1 },
  };
}
