/**
 * Helpers of the answer tests: the options of an answer to a question about tabs, and the
 * message the AI SDK's own client (`readUIMessageStream`) builds from a stream.
 *
 * @module
 */
import { readUIMessageStream } from 'ai';
import type { UIMessage, UIMessageChunk } from 'ai';
import type { AnswerOptions } from '../../src/assistant/answer-stream.ts';
import { askTabs, iconsPassage, redirectsPassage, SITE_URL, tabsPassage } from './passages.ts';

/** Options answering `askTabs()` from three passages in thread `thread-1`, with `overrides`. */
export function answerOptions(overrides: Partial<AnswerOptions> = {}): AnswerOptions {
  return {
    messages: askTabs(),
    passages: [tabsPassage, iconsPassage, redirectsPassage],
    siteUrl: SITE_URL,
    threadId: 'thread-1',
    ...overrides,
  };
}

/** The assistant message as the AI SDK's client builds it from the stream, and its errors. */
export async function clientMessage(
  stream: ReadableStream<UIMessageChunk>,
): Promise<{ message: UIMessage | undefined; errors: string[] }> {
  const errors: string[] = [];
  let message: UIMessage | undefined;
  const messages = readUIMessageStream({
    stream,
    onError: (error) => errors.push(error instanceof Error ? error.message : String(error)),
  });
  for await (const state of messages) message = state;
  return { message, errors };
}

/** The type of each chunk. */
export function chunkTypes(chunks: readonly UIMessageChunk[]): string[] {
  return chunks.map((chunk) => chunk.type);
}
