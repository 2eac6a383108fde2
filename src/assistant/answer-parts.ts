/**
 * The pieces both kinds of answer share: the outcome of writing an answer's content, the
 * `source-url` chunk and message part of a passage, and the texts of the errors a reader sees.
 *
 * @module
 */
import { APICallError, RetryError } from 'ai';
import type { FinishReason, UIMessageChunk } from 'ai';
import { passageLabel, passageUrl } from './source-links.ts';
import type { MessagePart, Passage } from './types.ts';

/** Written content: its text, the parts a client will hold for it, and why it ended. */
export interface AnswerContent {
  kind: 'answer';
  text: string;
  /** The message parts after `step-start`, in the order they were streamed. */
  parts: MessagePart[];
  finishReason: FinishReason;
}

/** An answer that failed: what the reader is told, and the cause (for the server's log). */
export interface AnswerFailure {
  kind: 'failure';
  errorText: string;
  error?: unknown;
}

/** Told when a model call outlives its time limits. */
export const TIMEOUT_TEXT =
  'The language model did not answer in time. Please try again in a moment.';
/** Told when the request was cancelled while the model answered. */
export const CANCELLED_TEXT = 'The request was cancelled before the answer was complete.';
/** Told when the model streamed nothing. */
export const EMPTY_ANSWER_TEXT = 'The language model returned an empty answer. Please try again.';

/** The `source-url` chunks of `passages` (one per distinct URL) and the matching parts. */
export function sourceChunks(
  passages: readonly Passage[],
  siteUrl: string,
): { chunks: UIMessageChunk[]; parts: MessagePart[] } {
  const chunks: UIMessageChunk[] = [];
  const parts: MessagePart[] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    const url = passageUrl(siteUrl, passage);
    if (seen.has(url)) continue;
    seen.add(url);
    const source = {
      sourceId: `source-${String(seen.size)}`,
      url,
      title: passageLabel(passage),
    };
    chunks.push({ type: 'source-url', ...source });
    parts.push({ type: 'source-url', ...source });
  }
  return { chunks, parts };
}

/**
 * What a reader is told when the model call fails: the HTTP status when the provider answered,
 * never the provider's own message (it can quote parts of keys or of the prompt).
 */
export function modelErrorText(error: unknown): string {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
    const status = cause.statusCode;
    if (status === 401 || status === 403) {
      return `The language model refused the assistant's credentials (HTTP ${String(status)}).`;
    }
    if (status === 429) return 'The language model is busy (HTTP 429). Please try again later.';
    return `The language model failed to answer (HTTP ${String(status)}). Please try again later.`;
  }
  return 'The language model failed to answer. Please try again later.';
}
