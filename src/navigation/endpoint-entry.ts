/**
 * Endpoint references: navigation entries (`GET /users`, `openapi.yaml GET /users`,
 * `webhook order.created`) and `openapi:` frontmatter (`v2 post /annotations`).
 *
 * @module
 */

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface EndpointEntry {
  /** The spec named in the entry (`openapi.yaml`, `/specs/admin.json`, `v2`), if any. */
  spec?: string | undefined;
  /** Lowercase method, or `webhook`. */
  method: string;
  /** Path template, or webhook name. */
  path: string;
}

const methodPattern = [...HTTP_METHODS, 'webhook'].join('|');
const entryPattern = new RegExp(`^(?:(\\S+)\\s+)?(${methodPattern})\\s+(\\S+)$`, 'i');

/** Parses an endpoint entry, or returns undefined for an ordinary page path. */
export function parseEndpointEntry(entry: string): EndpointEntry | undefined {
  const match = entryPattern.exec(entry.trim());
  if (!match) return undefined;
  const [, spec, method = '', target = ''] = match;
  const lower = method.toLowerCase();
  // `webhook NAME` names a webhook; a path after WEBHOOK (`WEBHOOK /plant/webhook`) is one too.
  return { ...(spec ? { spec } : {}), method: lower, path: target };
}

/** Normalises a spec reference from docs.json: no leading `./` or `/`. URLs are kept as they are. */
export function normalizeSpecSource(source: string): string {
  const trimmed = source.trim();
  if (isRemoteSpec(trimmed)) return trimmed;
  return trimmed.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
}

export function isRemoteSpec(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * Which of `known` spec keys a short reference names: the exact path, the path without
 * extension, or the file stem (`v3-openapi` for `v3-openapi.yaml`). Where several keys match
 * alike (versioned sites copy `api.yaml` into each version's folder), the one nearest the file
 * `near` (the page naming it) wins, then the first in path order: never the order specs loaded.
 */
export function matchSpec(
  reference: string,
  known: Iterable<string>,
  near = '',
): string | undefined {
  const wanted = normalizeSpecSource(reference);
  const stem = (key: string) => key.replace(/\.(ya?ml|json)$/i, '');
  const basename = (key: string) => key.slice(key.lastIndexOf('/') + 1);
  const keys = [...known];
  for (const named of [
    (key: string) => key === wanted,
    (key: string) => stem(key) === wanted,
    (key: string) => basename(key) === wanted,
    (key: string) => stem(basename(key)) === wanted,
  ]) {
    const matches = keys.filter(named);
    if (matches.length > 0) return nearest(matches, near);
  }
  return undefined;
}

/** Of `keys`, the one sharing the most leading folders with `file`, then the first in order. */
function nearest(keys: readonly string[], file: string): string | undefined {
  const folders = file.split('/').slice(0, -1);
  const shared = (key: string): number => {
    const parts = key.split('/').slice(0, -1);
    let count = 0;
    while (count < parts.length && parts[count] === folders[count]) count++;
    return count;
  };
  return [...keys].sort((a, b) => shared(b) - shared(a) || (a < b ? -1 : a > b ? 1 : 0))[0];
}
