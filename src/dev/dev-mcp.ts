/**
 * The MCP server of `folio dev` at `/mcp` (docs/site/mcp-server.mdx): the same tools as a
 * hosted site's, over the live site. `search` queries the search indexes the dev server builds
 * for the site's search box (every language and version, or the ones the filters name), so it
 * follows edits as they do; `read_page` answers what `<route>.md` answers. No rate limits: the
 * author's own machine. The MCP module (and the SDK) load on the first request, so the server
 * starts as fast without them.
 *
 * @module
 */
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DocsSearchResult, McpSite } from '../mcp/index.ts';
import type { SearchIndex } from '../search/index.ts';
import { MCP_PATH } from '../web/index.ts';
import type { DevSite } from './dev-site.ts';

/** Parsed indexes by key, kept while their serialized text is the one the site serves. */
type ParsedIndexes = Map<string, { text: string; index: SearchIndex }>;

/** Each site's parsed indexes, for as long as the site is in use. */
const parsedBySite = new WeakMap<DevSite, ParsedIndexes>();

/**
 * Answers a request for `/mcp` of the dev server when it is one for the MCP server (see
 * `isMcpRequest`); returns false, having sent nothing, for any other (a page at `/mcp`).
 */
export async function answerDevMcp(
  request: IncomingMessage,
  response: ServerResponse,
  site: DevSite,
): Promise<boolean> {
  const { answerMcp, isMcpRequest } = await import('../mcp/index.ts');
  const method = request.method ?? 'GET';
  if (!isMcpRequest(MCP_PATH, method, request.headers.accept ?? null)) return false;
  let parsed = parsedBySite.get(site);
  if (!parsed) {
    parsed = new Map();
    parsedBySite.set(site, parsed);
  }
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = method === 'POST';
  const webRequest = new Request(`${origin}${request.url ?? '/'}`, {
    method,
    headers,
    ...(hasBody
      ? { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  });
  const scope = await site.searchScope();
  const answer = await answerMcp(webRequest, devMcpSite(site, scope.name, origin, parsed));
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, {
    ...Object.fromEntries(answer.headers.entries()),
    'Content-Length': body.byteLength,
    'Cache-Control': 'no-cache',
  });
  response.end(body);
  return true;
}

/** The dev site as its MCP server sees it. */
function devMcpSite(site: DevSite, name: string, url: string, parsed: ParsedIndexes): McpSite {
  return {
    name,
    url,
    async search(request) {
      const search = await import('../search/index.ts');
      const { keys } = await site.searchScope();
      const results: { score: number; result: DocsSearchResult }[] = [];
      for (const key of keys) {
        const text = await site.searchIndex(key);
        if (text === undefined) continue;
        let known = parsed.get(key);
        if (known?.text !== text) {
          known = { text, index: search.loadSearchIndex(text) };
          parsed.set(key, known);
        }
        const { index } = known;
        if (request.version !== undefined && index.version !== request.version) continue;
        if (request.language !== undefined && index.language !== request.language) continue;
        const section = request.section;
        const hits = search.query(index, request.query, {
          limit: request.limit,
          ...(section === undefined ? {} : { filter: (hit) => hit.breadcrumbs.includes(section) }),
        });
        for (const hit of hits) {
          results.push({
            score: hit.score,
            result: {
              title: hit.title,
              heading: hit.heading,
              path: hit.anchor === undefined ? hit.route : `${hit.route}#${hit.anchor}`,
              snippet: hit.snippet,
              version: hit.version,
              language: hit.language,
            },
          });
        }
      }
      return results
        .sort((a, b) => b.score - a.score)
        .slice(0, request.limit)
        .map((entry) => entry.result);
    },
    async markdown(route) {
      return (await site.markdown(route)).text;
    },
  };
}
