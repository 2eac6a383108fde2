/**
 * Which requests at a site's `/mcp` are the protocol's. A site may have a page at `/mcp`, so a
 * plain `GET` (a browser's) still reaches the site; only a `GET` asking for an event stream (what
 * an MCP client sends to open one), `POST` and `DELETE` are the server's.
 *
 * @module
 */
import { MCP_PATH } from '../web/index.ts';

/** Whether a request for the site path `path` is one for the MCP server. */
export function isMcpRequest(path: string, method: string, accept: string | null): boolean {
  if (path !== MCP_PATH) return false;
  if (method === 'GET') return accept?.includes('text/event-stream') === true;
  return method === 'POST' || method === 'DELETE';
}
