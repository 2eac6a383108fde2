/**
 * The Model Context Protocol server of a docs site (docs/site/mcp-server.mdx): two tools,
 * `search` and `read_page`, over whatever the site is (a hosted deployment in `folio serve`, the
 * live site of `folio dev`), answered over the streamable HTTP transport of the official SDK in
 * stateless mode: a new server and transport per request, so no session is kept anywhere.
 *
 * ```ts
 * const site: McpSite = { name, url, search, markdown };
 * return answerMcp(request, site, { beforeCalls: (calls) => countUses(calls) });
 * ```
 *
 * @module
 */
export { answerMcp, jsonRpcErrorResponse, MAX_MCP_BODY_BYTES } from './answer-mcp.ts';
export type { AnswerMcpOptions } from './answer-mcp.ts';
export { createDocsMcpServer, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from './docs-mcp-server.ts';
export type { DocsSearchRequest, DocsSearchResult, McpSite } from './docs-mcp-server.ts';
export { pageRouteOf } from './page-route.ts';
export type { PageRoute } from './page-route.ts';
export { isMcpRequest } from './is-mcp-request.ts';
