/**
 * Servers into the model: OpenAPI 3 `servers` (with their variables), and Swagger 2.0
 * `host` + `basePath` + `schemes`, one server per scheme.
 *
 * @module
 */
import type { ApiServer } from '../model.ts';
import { objectEntries, objects, scalarText, strings, stringOr } from './values.ts';
import type { JsonObject } from './values.ts';

/** An OpenAPI 3 `servers` list; entries without a `url` are left out. */
export function normaliseServers(raw: unknown): ApiServer[] {
  return objects(raw).flatMap((server) => {
    const url = stringOr(server['url']);
    if (url === undefined) return [];
    const variables: ApiServer['variables'] = {};
    for (const [name, variable] of objectEntries(server['variables'])) {
      const values = Array.isArray(variable['enum'])
        ? variable['enum'].flatMap((value) => scalarText(value) ?? [])
        : undefined;
      variables[name] = {
        default: scalarText(variable['default']) ?? values?.[0] ?? '',
        enum: values,
        description: stringOr(variable['description']),
      };
    }
    return [{ url, description: stringOr(server['description']), variables }];
  });
}

/**
 * The servers of a Swagger 2.0 document: `{scheme}://{host}{basePath}` for each of `schemes`
 * (those of the operation when it has its own, else the document's, else `https`). Without a
 * `host`, the `basePath` alone (relative to where the API is served), or none.
 */
export function swaggerServers(document: JsonObject, operationSchemes?: unknown): ApiServer[] {
  const host = stringOr(document['host']);
  const basePath = stringOr(document['basePath']) ?? '';
  if (host === undefined) return basePath ? [{ url: basePath, variables: {} }] : [];
  const own = strings(operationSchemes);
  const schemes = own.length > 0 ? own : strings(document['schemes']);
  const base = basePath === '/' ? '' : basePath;
  return (schemes.length > 0 ? schemes : ['https']).map((scheme) => ({
    url: `${scheme}://${host}${base}`,
    variables: {},
  }));
}
