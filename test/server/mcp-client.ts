/**
 * Test support for the sites' MCP servers: the SDK's own client over its streamable HTTP
 * transport, against a real socket (`folio dev`) or an in-process app (`app.request`), and the
 * text of a tool's answer.
 *
 * @module
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Hono } from 'hono';
import type { ServerEnv } from '../../src/server/server-env.ts';

/** A `fetch` answered by `app` without a socket, with the `Host` header of the URL. */
export function appFetch(app: Hono<ServerEnv>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('host', new URL(request.url).host);
    const body = request.body === null ? null : await request.arrayBuffer();
    return app.request(request.url, { method: request.method, headers, body });
  };
}

/** A client connected (initialized) to the MCP server at `url`. */
export async function connectMcp(url: string, fetchImpl?: typeof fetch): Promise<Client> {
  const client = new Client({ name: 'folio-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(
    new URL(url),
    fetchImpl === undefined ? undefined : { fetch: fetchImpl },
  );
  await client.connect(transport);
  return client;
}

/** What a tool call answered: its text, and whether it is a tool error. */
export async function callText(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean; structured: unknown }> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text?: string }[];
  const text = content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('');
  return { text, isError: result.isError === true, structured: result.structuredContent };
}

/** The search results' URLs and titles, as `search` returns them structured. */
export function resultsOf(structured: unknown): { title: string; url: string; snippet: string }[] {
  return (structured as { results: { title: string; url: string; snippet: string }[] }).results;
}
