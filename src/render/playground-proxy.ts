/**
 * Where a built site and `folio serve` meet for the API playground's proxy
 * (`api.playground.proxy`): the build writes the site's API servers to
 * {@link PLAYGROUND_PROXY_FILE}, and the server answers the playground at
 * {@link PLAYGROUND_PROXY_URL}, forwarding only to those servers.
 *
 * @module
 */

/** The allowlist of a built site, relative to its root: `{"servers": ["https://..."]}`. */
export const PLAYGROUND_PROXY_FILE = '_folio/playground-proxy.json';

/** The proxy's path on a hosted site (under `/_sites/{name}` when reached by path). */
export const PLAYGROUND_PROXY_URL = '/_folio/proxy';

/** The servers a parsed {@link PLAYGROUND_PROXY_FILE} lists; undefined when it is malformed. */
export function playgroundProxyServers(value: unknown): string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const servers = (value as { servers?: unknown }).servers;
  if (!Array.isArray(servers)) return undefined;
  return servers.filter((server): server is string => typeof server === 'string');
}
