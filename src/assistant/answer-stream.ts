/**
 * The reply to an assistant request as a UI message stream (the AI SDK's protocol, read by
 * `useChat`): `start` (message id, thread id) → `start-step` → sources and text → `finish-step`
 * → `finish`. The text is a language model's answer when one is configured, else passages quoted
 * from the docs. Any failure ends the stream with an `error` chunk instead of the finish.
 *
 * The `finish` chunk carries the thread id twice: in `messageMetadata` (what `useChat` hands
 * the client, as `message.metadata.threadId`) and at the top level, where the spec's section 6
 * places it (`event.threadId`). The SDK's type for the chunk has no top-level `threadId`, but
 * `createUIMessageStream` passes chunks on as written and the client's schema lets unknown
 * fields through, so the field reaches the wire; a test reads it there.
 *
 * @module
 */
import { createUIMessageStream, generateId } from 'ai';
import type { FinishReason, UIMessageChunk, UIMessageStreamWriter } from 'ai';
import type { AnswerContent, AnswerFailure } from './answer-parts.ts';
import { sourceChunks } from './answer-parts.ts';
import { extractiveAnswer } from './extractive-answer.ts';
import { lastUserQuestion } from './messages.ts';
import { writeModelAnswer } from './model-answer.ts';
import type { AnswerModel, AnswerTimeout } from './model-answer.ts';
import type { ChatMessage, MessagePart, Passage } from './types.ts';

/** The assistant message an answer made, as a client will hold it. */
export interface FinishedAnswer {
  id: string;
  parts: MessagePart[];
  text: string;
}

/** Options of {@link answerStream}. */
export interface AnswerOptions {
  /** The conversation; the last user message is the question. */
  messages: ChatMessage[];
  /** Retrieved passages, best first. */
  passages: Passage[];
  /**
   * Origin and base path of the hosted site (`http://acme.localhost:3000`,
   * `http://localhost:3000/_sites/acme`): source links point there.
   */
  siteUrl: string;
  threadId: string;
  /** The language model; without one, the answer quotes the passages. */
  model?: AnswerModel | undefined;
  /** Aborts the model call (pass the request's signal). */
  signal?: AbortSignal | undefined;
  /** Time limits of the model call. */
  timeout?: AnswerTimeout | undefined;
  /** Id of the answer message (default: a new one). */
  messageId?: string | undefined;
  /**
   * Called with the finished answer before the `finish` chunk is sent (so a follow-up question
   * finds it stored); not called when the answer fails. An error it throws goes to `onError`
   * and the answer still finishes.
   */
  onFinish?: ((message: FinishedAnswer) => Promise<void> | void) | undefined;
  /** Told of every error (model failures, a failing `onFinish`), for the server's log. */
  onError?: ((error: unknown) => void) | undefined;
}

/** Said when something unexpected broke the answer. */
export const INTERNAL_ERROR_TEXT = 'The assistant failed to answer. Please try again later.';

/** The answer to the conversation as a stream of UI message chunks (see the module comment). */
export function answerStream(options: AnswerOptions): ReadableStream<UIMessageChunk> {
  return createUIMessageStream({
    execute: ({ writer }) => writeAnswer(writer, options),
    onError: (error) => {
      options.onError?.(error);
      return INTERNAL_ERROR_TEXT;
    },
  });
}

async function writeAnswer(writer: UIMessageStreamWriter, options: AnswerOptions): Promise<void> {
  const id = options.messageId ?? generateId();
  const metadata = { threadId: options.threadId };
  writer.write({ type: 'start', messageId: id, messageMetadata: metadata });
  writer.write({ type: 'start-step' });
  const content = options.model
    ? await writeModelAnswer(writer, { ...options, model: options.model })
    : writeExtractiveAnswer(writer, options);
  if (content.kind === 'failure') {
    if (content.error !== undefined) options.onError?.(content.error);
    writer.write({ type: 'error', errorText: content.errorText });
    return;
  }
  writer.write({ type: 'finish-step' });
  try {
    await options.onFinish?.({
      id,
      parts: [{ type: 'step-start' }, ...content.parts],
      text: content.text,
    });
  } catch (error) {
    options.onError?.(error);
  }
  writer.write(finishChunk(content.finishReason, options.threadId));
}

/** The `finish` chunk, with the thread id at the top level and in the metadata. */
function finishChunk(finishReason: FinishReason, threadId: string): UIMessageChunk {
  // Built apart from the return so that the field the SDK's type lacks (`threadId`) is allowed.
  const chunk = { type: 'finish' as const, finishReason, threadId, messageMetadata: { threadId } };
  return chunk;
}

/** Writes the quoted passages: their sources first, then the text a sentence at a time. */
function writeExtractiveAnswer(
  writer: UIMessageStreamWriter,
  options: AnswerOptions,
): AnswerContent | AnswerFailure {
  const answer = extractiveAnswer(options.passages, {
    question: lastUserQuestion(options.messages) ?? '',
    siteUrl: options.siteUrl,
  });
  const sources = sourceChunks(answer.quoted, options.siteUrl);
  for (const chunk of sources.chunks) writer.write(chunk);
  const textId = generateId();
  writer.write({ type: 'text-start', id: textId });
  for (const piece of answer.pieces) writer.write({ type: 'text-delta', id: textId, delta: piece });
  writer.write({ type: 'text-end', id: textId });
  const text = answer.pieces.join('');
  return {
    kind: 'answer',
    text,
    parts: [...sources.parts, { type: 'text', text, state: 'done' }],
    finishReason: 'stop',
  };
}
