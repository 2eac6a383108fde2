/**
 * The servers an OpenAPI document declares (its own, each path's and each operation's, and
 * Swagger 2.0's `host`, `basePath` and `schemes`), read once with the rest of what navigation
 * knows of a spec: a hosted site's playground proxy may send only to them (see
 * `src/site/playground-allowlist.ts`).
 *
 * @module
 */
import type { SpecServer } from '../navigation/index.ts';
import { isObject } from './read-spec-document.ts';

/** Every server a document declares: its own, each path's and each operation's. */
export function declaredServers(document: Record<string, unknown>): SpecServer[] {
  const found: SpecServer[] = [...serversOf(document['servers'])];
  if (typeof document['host'] === 'string') {
    const schemes = Array.isArray(document['schemes']) ? document['schemes'] : ['https'];
    const basePath = typeof document['basePath'] === 'string' ? document['basePath'] : '';
    for (const scheme of schemes) {
      if (typeof scheme === 'string') {
        found.push({ url: `${scheme}://${document['host']}${basePath}`, variables: {} });
      }
    }
  }
  const paths = document['paths'];
  for (const item of Object.values(isObject(paths) ? paths : {})) {
    if (!isObject(item)) continue;
    found.push(...serversOf(item['servers']));
    for (const operation of Object.values(item)) {
      if (isObject(operation)) found.push(...serversOf(operation['servers']));
    }
  }
  return found;
}

function serversOf(value: unknown): SpecServer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server): SpecServer[] => {
    if (!isObject(server) || typeof server['url'] !== 'string') return [];
    const variables: SpecServer['variables'] = {};
    for (const [name, variable] of Object.entries(
      isObject(server['variables']) ? server['variables'] : {},
    )) {
      if (!isObject(variable)) continue;
      const values = Array.isArray(variable['enum'])
        ? variable['enum'].filter((item): item is string => typeof item === 'string')
        : undefined;
      const fallback = variable['default'];
      variables[name] = {
        default:
          typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : '',
        enum: values,
      };
    }
    return [{ url: server['url'], variables }];
  });
}
