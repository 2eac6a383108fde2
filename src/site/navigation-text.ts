/**
 * The navigation tree as text, for the build cache's layout key (see `build-cache.ts`).
 *
 * @module
 */
import type { NavNode, OpenApiScope } from '../navigation/index.ts';

/**
 * `children` serialised whole, except that each OpenAPI scope is written once and nodes name it
 * by number. Every node under an `openapi` field shares its scope object, so written in place
 * it repeated the scope's spec list at each of them: on a site of 25k pages that was 23 of the
 * text's 26.5 MB and most of the time a rebuild spent opening the cache.
 */
export function navigationText(children: readonly NavNode[] | undefined): string {
  const scopes = new Map<OpenApiScope, number>();
  const tree = JSON.stringify(children ?? null, (key, value: unknown) => {
    if (key !== 'openapi' || typeof value !== 'object' || value === null) return value;
    const scope = value as OpenApiScope;
    let id = scopes.get(scope);
    if (id === undefined) {
      id = scopes.size;
      scopes.set(scope, id);
    }
    return id;
  });
  return `${tree}\0${JSON.stringify([...scopes.keys()])}`;
}
