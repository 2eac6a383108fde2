/**
 * One HTTP request to a site's MCP server, as the streamable HTTP transport defines it, without
 * sessions (stateless): each `POST` gets a new server and transport, answered as JSON. `GET`
 * (the stream a stateful server would push on) and `DELETE` (ending a session) have nothing to
 * do here and answer 405, which clients expect from a stateless server.
 *
 * Before the SDK sees it, the body is bounded ({@link MAX_MCP_BODY_BYTES}) and parsed, so the
 * caller can count the tool calls it holds (`beforeCalls`: the rate limits) and refuse them.
 * Every refusal is a JSON-RPC error object with the HTTP status the transport uses; an
 * unexpected failure is a JSON-RPC internal error, never a stack trace.
 *
 * @module
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsMcpServer } from './docs-mcp-server.ts';
import type { McpSite } from './docs-mcp-server.ts';

/** The largest request body taken: 64 KB, far more than a tool call needs. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

/** How a request is answered besides its site. */
export interface AnswerMcpOptions {
  /** The largest body taken, in bytes (default {@link MAX_MCP_BODY_BYTES}). */
  maxBodyBytes?: number;
  /**
   * Called with the number of `tools/call` messages of a `POST` before any runs (even 0):
   * returns headers to add to the answer, or a response that refuses the request.
   */
  beforeCalls?: (calls: number) => Promise<Record<string, string> | Response>;
  /** Told of an unexpected failure (the answer is a JSON-RPC internal error). */
  onError?: (error: unknown) => void;
}

/** A JSON-RPC error answer with no request id, as the transport writes its own. */
export function jsonRpcErrorResponse(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Answers `request`, a request for the MCP server of `site`. */
export async function answerMcp(
  request: Request,
  site: McpSite,
  options: AnswerMcpOptions = {},
): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonRpcErrorResponse(
      405,
      -32000,
      'Method not allowed: this MCP server is stateless and answers only POST.',
      { allow: 'POST' },
    );
  }
  const maxBytes = options.maxBodyBytes ?? MAX_MCP_BODY_BYTES;
  const text = await readBounded(request, maxBytes);
  if (text === undefined) {
    return jsonRpcErrorResponse(
      413,
      -32000,
      `The request body is larger than ${String(maxBytes)} bytes.`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonRpcErrorResponse(400, -32700, 'Parse error: the request body is not JSON.');
  }
  let headers: Record<string, string> = {};
  if (options.beforeCalls) {
    const outcome = await options.beforeCalls(toolCalls(body));
    if (outcome instanceof Response) return outcome;
    headers = outcome;
  }
  const server = createDocsMcpServer(site);
  // No `sessionIdGenerator`: stateless, no session id is issued or expected.
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody: body });
    // The JSON answer is whole by now: nothing is left to stream.
    const answer = new Response(await response.arrayBuffer(), response);
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  } catch (error) {
    options.onError?.(error);
    return jsonRpcErrorResponse(500, -32603, 'Internal error.');
  } finally {
    await server.close();
  }
}

/** How many messages of the body are tool calls (a batch may hold several). */
function toolCalls(body: unknown): number {
  const messages = Array.isArray(body) ? (body as unknown[]) : [body];
  return messages.filter(
    (message) =>
      typeof message === 'object' &&
      message !== null &&
      (message as { method?: unknown }).method === 'tools/call',
  ).length;
}

/** The body as text, or undefined when it is over `maxBytes` (read no further than that). */
async function readBounded(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
