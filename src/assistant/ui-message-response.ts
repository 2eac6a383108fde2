/**
 * The HTTP response of a UI message stream: server-sent events, one JSON chunk per event, ending
 * with `data: [DONE]`, and the headers the AI SDK's clients expect (`content-type:
 * text/event-stream`, `cache-control: no-cache`, `x-vercel-ai-ui-message-stream: v1`,
 * `x-accel-buffering: no`, so no proxy buffers it). The SDK's own helper writes it.
 *
 * @module
 */
import { createUIMessageStreamResponse } from 'ai';
import type { UIMessageChunk } from 'ai';

/** Options of {@link uiMessageStreamResponse}. */
export interface UiMessageResponseInit {
  /** More headers (CORS...); a header named here replaces the stream's default one. */
  headers?: Record<string, string> | undefined;
  /** HTTP status (default 200). */
  status?: number | undefined;
}

/** `stream` as a `Response` of server-sent events (see the module comment). */
export function uiMessageStreamResponse(
  stream: ReadableStream<UIMessageChunk>,
  init: UiMessageResponseInit = {},
): Response {
  return createUIMessageStreamResponse({
    stream,
    ...(init.headers === undefined ? {} : { headers: init.headers }),
    ...(init.status === undefined ? {} : { status: init.status }),
  });
}
