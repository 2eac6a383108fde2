/**
 * A scripted language model behind a real socket, speaking OpenAI's Chat Completions wire
 * format: `POST {base}/chat/completions` with `stream: true` answered by server-sent events as
 * OpenAI sends them (a first chunk with the role and an empty content, content deltas of a few
 * characters, a chunk with the finish reason and an empty delta, a usage chunk with no choices
 * when `stream_options.include_usage` asks for it, then `data: [DONE]`). What to answer is up
 * to the test's script, which reads the request as the model would; every request is kept,
 * headers and body, so a test can check what the model was given.
 *
 * @module
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat message as the wire carries it (content as a string or as text parts). */
export interface WireMessage {
  role: string;
  content: string | { type: string; text?: string }[] | null;
}

/** The JSON body of a `POST /chat/completions`, with the fields the tests read. */
export interface ChatCompletionRequest {
  model: string;
  messages: WireMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  tools?: unknown[];
  [field: string]: unknown;
}

/** A request the server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatCompletionRequest;
}

/** The scripted model: the answer's text for a request. */
export type ModelScript = (request: ChatCompletionRequest) => string;

/** A running scripted server. */
export interface ScriptedOpenAiServer {
  /** Its base URL, ending in `/v1`, as `FOLIO_AI_BASE_URL` takes it. */
  baseUrl: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** The text of a wire message, whichever form its content takes. */
export function wireText(message: WireMessage | undefined): string {
  const content = message?.content;
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startScriptedOpenAiServer(
  script: ModelScript,
): Promise<ScriptedOpenAiServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `Unknown path ${path}` } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
      requests.push({ method: request.method, path, headers: request.headers, body });
      const answer = script(body);
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      for (const event of completionEvents(body, answer)) response.write(event);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The SSE events OpenAI streams for `answer`, in its order and shape. */
function completionEvents(request: ChatCompletionRequest, answer: string): string[] {
  const base = {
    id: 'chatcmpl-BxScripted0001',
    object: 'chat.completion.chunk',
    created: 1_760_000_000,
    model: request.model,
    service_tier: 'default',
    system_fingerprint: 'fp_scripted01',
  };
  const event = (data: object) => `data: ${JSON.stringify(data)}\n\n`;
  const choice = (delta: object, finish: string | null) => ({
    ...base,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const events = [event(choice({ role: 'assistant', content: '', refusal: null }, null))];
  // OpenAI's deltas are a token or two: a few characters each.
  for (const piece of answer.match(/\S*\s*/g) ?? []) {
    if (piece !== '') events.push(event(choice({ content: piece }, null)));
  }
  events.push(event(choice({}, 'stop')));
  if (request.stream_options?.include_usage === true) {
    const prompt = JSON.stringify(request.messages).length >> 2;
    const completion = answer.length >> 2;
    events.push(
      event({
        ...base,
        choices: [],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: completion,
          total_tokens: prompt + completion,
          prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
          completion_tokens_details: {
            reasoning_tokens: 0,
            audio_tokens: 0,
            accepted_prediction_tokens: 0,
            rejected_prediction_tokens: 0,
          },
        },
      }),
    );
  }
  events.push('data: [DONE]\n\n');
  return events;
}
