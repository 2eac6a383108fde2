/**
 * Routes of pages generated from OpenAPI operations, as existing sites expect them:
 * `/{directory}/{slug(first tag)}/{slug(summary)}`, or `{method}-{slug(path)}` without a summary,
 * no tag segment without a tag, and `-1`, `-2` for duplicates. `x-folio.href` replaces it.
 *
 * @module
 */
import type { OperationSummary } from './types.ts';

export const DEFAULT_API_DIRECTORY = 'api-reference';

/**
 * slug: spaces → `-`, `{param}` → `-`, drop `{}(),.'` and `/`, collapse `--`, trim `-`, lowercase.
 * Characters that cannot appear in a URL path segment (`?#%"<>\` and the like) are dropped too.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/\{[^}]*\}/g, '-')
    .replace(/[{}(),.'/?#%"<>\\`^|[\]]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The route an operation's page gets before duplicates are numbered. */
export function endpointRoute(
  operation: OperationSummary,
  directory = DEFAULT_API_DIRECTORY,
): string {
  if (operation.href) return `/${operation.href.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  const folder = directory.replace(/^\/+|\/+$/g, '');
  const tag = operation.tags[0];
  const last = operation.summary?.trim()
    ? slug(operation.summary)
    : `${operation.method}-${slug(operation.path)}`;
  return `/${[folder, tag ? slug(tag) : '', last].filter(Boolean).join('/')}`;
}

/** `route`, or `route-1`, `route-2`, ... — the first not in `taken`. */
export function uniqueRoute(route: string, taken: ReadonlySet<string>): string {
  if (!taken.has(route)) return route;
  for (let n = 1; ; n++) {
    const candidate = `${route}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
