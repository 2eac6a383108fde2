/**
 * Navigation: from a validated docs.json and the files of a docs folder to the typed tree of
 * routes, divisions, groups and pages.
 *
 * @module
 */
export { resolveNavigation } from './resolve-navigation.ts';
export type { ResolveNavigationInput } from './resolve-navigation.ts';
export { collectOpenApiSources, scopeOf } from './openapi-scope.ts';
export { collectAsyncApiSources } from './channel-pages.ts';
export {
  HTTP_METHODS,
  isRemoteSpec,
  matchSpec,
  normalizeSpecSource,
  parseEndpointEntry,
} from './endpoint-entry.ts';
export type { EndpointEntry } from './endpoint-entry.ts';
export { DEFAULT_API_DIRECTORY, endpointRoute, slug, uniqueRoute } from './endpoint-route.ts';
export { folderLandings } from './folder-landings.ts';
export { isPageFile, normalizePageRef, PageFiles, routeOfFile } from './page-ref.ts';
export type * from './types.ts';
