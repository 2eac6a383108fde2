/**
 * The streaming wire format of an OpenAI-compatible `POST /chat/completions`, for the fake model
 * servers of the tests: one server-sent event per `chat.completion.chunk`.
 *
 * @module
 */

/** One SSE event of a streamed chat completion: `delta`, the finish reason, and usage if given. */
export function chatCompletionChunk(
  delta: object,
  finish: string | null,
  options: { usage?: object; model?: string } = {},
): string {
  return `data: ${JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: options.model ?? 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...(options.usage ? { usage: options.usage } : {}),
  })}\n\n`;
}
