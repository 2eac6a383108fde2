/**
 * Test support: an OpenAI-compatible server's `POST /chat/completions` (what llama.cpp, vLLM
 * or Ollama serve), answering from a script over the real wire protocol: each request gets the
 * next scripted reply, tool calls as `tool_calls` with JSON `arguments`, or a final message.
 * Every request is recorded (headers and parsed body) for the test to inspect. This server
 * answers non-streaming requests, the way the AI SDK's `generateText` calls it.
 *
 * @module
 */
import type { IncomingHttpHeaders, RequestListener } from 'node:http';

/** One reply: tool calls, or a final text. */
export type ChatReply =
  { toolCalls: readonly { name: string; arguments: unknown }[] } | { content: string };

/** A recorded request. */
export interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages: { role: string; content?: unknown; tool_call_id?: string; tool_calls?: unknown }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
  };
}

/** A request listener playing `script`; `requests` fills as requests arrive. */
export function fakeChatCompletions(
  script: readonly (ChatReply | ((request: ChatRequest) => ChatReply))[],
): { handler: RequestListener; requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  const handler: RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        send(404, { error: { message: `No route ${request.method ?? ''} ${request.url ?? ''}` } });
        return;
      }
      const recorded: ChatRequest = {
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'],
      };
      requests.push(recorded);
      if (recorded.body.stream === true) {
        send(400, { error: { message: 'This test server answers non-streaming requests only.' } });
        return;
      }
      const entry = script[requests.length - 1];
      if (entry === undefined) {
        send(500, { error: { message: `The script has no reply ${requests.length}.` } });
        return;
      }
      send(200, completion(typeof entry === 'function' ? entry(recorded) : entry, requests.length));
    });
  };
  return { handler, requests };
}

function completion(reply: ChatReply, number: number) {
  const toolCalls = 'toolCalls' in reply;
  return {
    id: `chatcmpl-${number}`,
    object: 'chat.completion',
    created: 1_790_000_000 + number,
    model: 'scripted-model',
    choices: [
      {
        index: 0,
        message: toolCalls
          ? {
              role: 'assistant',
              content: null,
              tool_calls: reply.toolCalls.map((call, index) => ({
                id: `call-${number}-${index}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              })),
            }
          : { role: 'assistant', content: reply.content },
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 200, completion_tokens: 30, total_tokens: 230 },
  };
}
