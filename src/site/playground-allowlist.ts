/**
 * The servers a hosted site's playground proxy may send to (`api.playground.proxy`, on unless
 * docs.json sets it to `false`): every server URL the site's OpenAPI specifications declare (the
 * document's, each path's and each operation's), `api.mdx.server`, and the origins of `api:`
 * pages written with a full URL. `folio serve` reads the list from the built site and forwards
 * nothing else, so a reader can only reach the APIs the docs describe.
 *
 * Only the `servers` fields (and Swagger 2.0's `host`, `basePath` and `schemes`) are read from
 * the parsed documents, not the full models pages are rendered from: building those again on
 * the main thread cost seconds on large specifications.
 *
 * Server variables take each value their `enum` lists (else their default): a variable without
 * an enum could name any host, so only the documented value is allowed.
 *
 * @module
 */
import { parse as parseYaml } from 'yaml';
import type { DocsProject } from '../content/index.ts';
import { readSpecDocument } from '../openapi/index.ts';
import type { ApiServer, SpecDocumentMemo } from '../openapi/index.ts';

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
export async function playgroundAllowlistFile(project: DocsProject): Promise<string | undefined> {
  if (!playgroundProxyOn(project)) return undefined;
  const servers = await playgroundServers(project);
  if (servers.length === 0) return undefined;
  return `${JSON.stringify({ servers }, null, 2)}\n`;
}

/** The servers, each once, sorted. */
export async function playgroundServers(project: DocsProject): Promise<string[]> {
  const found = new Set<string>();
  const add = (url: string): void => {
    const absolute = absoluteServer(url);
    if (absolute !== undefined) found.add(absolute);
  };
  // Sites with versions keep a copy of each spec per version (140 copies of 4 on one site):
  // each text is parsed once.
  const memo: SpecDocumentMemo = new Map();
  for (const spec of project.specs.values()) {
    if (spec.operations === undefined) continue;
    const document = await specDocument(project, spec.source, memo);
    if (document === undefined) continue;
    for (const server of declaredServers(document)) serverVariants(server).forEach(add);
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

/** The parsed document of a spec the project loaded (remote ones from their fetched text). */
async function specDocument(
  project: DocsProject,
  source: string,
  memo: SpecDocumentMemo,
): Promise<Record<string, unknown> | undefined> {
  if (/^https?:\/\//i.test(source)) {
    const text = project.remoteSpecs.get(source);
    if (text === undefined) return undefined;
    try {
      const value: unknown = parseYaml(text);
      return typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  const read = await readSpecDocument(project.root, source, memo);
  return read.ok ? read.document : undefined;
}

/** Every server a document declares: its own, each path's and each operation's. */
export function declaredServers(document: Record<string, unknown>): ApiServer[] {
  const found: ApiServer[] = [...serversOf(document['servers'])];
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
  for (const item of Object.values(isRecord(paths) ? paths : {})) {
    if (!isRecord(item)) continue;
    found.push(...serversOf(item['servers']));
    for (const operation of Object.values(item)) {
      if (isRecord(operation)) found.push(...serversOf(operation['servers']));
    }
  }
  return found;
}

function serversOf(value: unknown): ApiServer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server): ApiServer[] => {
    if (!isRecord(server) || typeof server['url'] !== 'string') return [];
    const variables: ApiServer['variables'] = {};
    for (const [name, variable] of Object.entries(
      isRecord(server['variables']) ? server['variables'] : {},
    )) {
      if (!isRecord(variable)) continue;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `server`'s URL with each combination of its variables' values. */
export function serverVariants(server: ApiServer): string[] {
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
