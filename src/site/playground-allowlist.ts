/**
 * The servers a hosted site's playground proxy may send to (`api.playground.proxy`, on unless
 * docs.json sets it to `false`): every server URL the site's OpenAPI specifications declare (the
 * document's, each path's and each operation's), `api.mdx.server`, and the origins of `api:`
 * pages written with a full URL. `folio serve` reads the list from the built site and forwards
 * nothing else, so a reader can only reach the APIs the docs describe.
 *
 * The specs' servers are read with the rest of what navigation knows of them, when the project
 * loads (see `declaredServers`): reading and parsing each spec again here took as long as the
 * first time (a tenth of a second on one site with 140 copies of 4 specs, seconds on large ones).
 *
 * Server variables take each value their `enum` lists (else their default): a variable without
 * an enum could name any host, so only the documented value is allowed.
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import type { SpecServer } from '../navigation/index.ts';

/** At most this many URLs come from one server's variables. */
const MAX_VARIANTS = 64;

/** Whether docs.json leaves the proxy on (the format's default). */
export function playgroundProxyOn(project: DocsProject): boolean {
  return project.loaded.config?.api?.playground?.proxy !== false;
}

/**
 * The text of the site's `_folio/playground-proxy.json`, or undefined when the proxy is off or
 * the site declares no absolute http(s) server.
 */
export function playgroundAllowlistFile(project: DocsProject): string | undefined {
  if (!playgroundProxyOn(project)) return undefined;
  const servers = playgroundServers(project);
  if (servers.length === 0) return undefined;
  return `${JSON.stringify({ servers }, null, 2)}\n`;
}

/** The servers, each once, sorted. */
export function playgroundServers(project: DocsProject): string[] {
  const found = new Set<string>();
  const add = (url: string): void => {
    const absolute = absoluteServer(url);
    if (absolute !== undefined) found.add(absolute);
  };
  for (const spec of project.specs.values()) {
    for (const server of spec.servers ?? []) serverVariants(server).forEach(add);
  }
  const mdxServer = (project.loaded.config?.api?.mdx as { server?: unknown } | undefined)?.server;
  for (const server of Array.isArray(mdxServer) ? mdxServer : [mdxServer]) {
    if (typeof server === 'string') add(server);
  }
  for (const front of project.frontmatter.values()) {
    const api = front.data['api'];
    const origin = typeof api === 'string' ? /\b(https?:\/\/[^/\s]+)/i.exec(api)?.[1] : undefined;
    if (origin !== undefined) add(origin);
  }
  return [...found].sort();
}

/** `server`'s URL with each combination of its variables' values. */
export function serverVariants(server: SpecServer): string[] {
  let urls = [server.url];
  for (const [name, variable] of Object.entries(server.variables)) {
    const values = variable.enum && variable.enum.length > 0 ? variable.enum : [variable.default];
    urls = urls
      .flatMap((url) => values.map((value) => url.split(`{${name}}`).join(value)))
      .slice(0, MAX_VARIANTS);
  }
  // A variable the server does not define stays as written and matches nothing.
  return urls.filter((url) => !/[{}]/.test(url));
}

/** `url` as an absolute http(s) URL without a trailing slash, or undefined. */
function absoluteServer(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    if (parsed.username !== '' || parsed.password !== '') return undefined;
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}
