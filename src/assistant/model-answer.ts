/**
 * The answer of a language model, grounded in the retrieved passages: `streamText` with the
 * grounding prompt and the conversation, its text streamed on as it comes, then the passages it
 * cited as sources (all of them when it cites none). A model error, a timeout or a cancelled
 * request ends the answer with a failure instead.
 *
 * @module
 */
import { streamText } from 'ai';
import type { FinishReason, LanguageModel, UIMessageStreamWriter } from 'ai';
import {
  CANCELLED_TEXT,
  EMPTY_ANSWER_TEXT,
  modelErrorText,
  sourceChunks,
  TIMEOUT_TEXT,
} from './answer-parts.ts';
import type { AnswerContent, AnswerFailure } from './answer-parts.ts';
import { citedNumbers, conversationMessages, groundingPrompt } from './grounding-prompt.ts';
import { passageUrl } from './source-links.ts';
import type { ChatMessage, MessagePart, Passage } from './types.ts';

/** A language model and the name to report it by (`openai:gpt-4o-mini`). */
export interface AnswerModel {
  model: LanguageModel;
  name: string;
}

/** Time limits of one model call, in milliseconds. */
export interface AnswerTimeout {
  /** Until the first chunk arrives (default 30 s). */
  firstChunkMs?: number | undefined;
  /** For the whole answer (default 120 s). */
  totalMs?: number | undefined;
}

/** Default of `AnswerTimeout.firstChunkMs`. */
export const DEFAULT_FIRST_CHUNK_MS = 30_000;
/** Default of `AnswerTimeout.totalMs`. */
export const DEFAULT_TOTAL_MS = 120_000;

/** What {@link writeModelAnswer} needs. */
export interface ModelAnswerInput {
  model: AnswerModel;
  messages: readonly ChatMessage[];
  passages: readonly Passage[];
  siteUrl: string;
  signal?: AbortSignal | undefined;
  timeout?: AnswerTimeout | undefined;
}

/** Streams the model's answer into `writer`: text chunks as they come, then the sources. */
export async function writeModelAnswer(
  writer: UIMessageStreamWriter,
  input: ModelAnswerInput,
): Promise<AnswerContent | AnswerFailure> {
  const result = streamText({
    model: input.model.model,
    instructions: groundingPrompt(input.passages, (passage) => passageUrl(input.siteUrl, passage)),
    messages: conversationMessages(input.messages),
    timeout: {
      firstChunkMs: input.timeout?.firstChunkMs ?? DEFAULT_FIRST_CHUNK_MS,
      totalMs: input.timeout?.totalMs ?? DEFAULT_TOTAL_MS,
    },
    ...(input.signal === undefined ? {} : { abortSignal: input.signal }),
    // Errors arrive as `error` parts of the stream, handled below.
    onError: () => undefined,
  });

  let text = '';
  let finishReason: FinishReason = 'stop';
  const open = new Set<string>();
  try {
    for await (const part of result.stream) {
      switch (part.type) {
        case 'text-start':
          open.add(part.id);
          writer.write({ type: 'text-start', id: part.id });
          break;
        case 'text-delta':
          if (!open.has(part.id)) {
            open.add(part.id);
            writer.write({ type: 'text-start', id: part.id });
          }
          text += part.text;
          writer.write({ type: 'text-delta', id: part.id, delta: part.text });
          break;
        case 'text-end':
          if (open.delete(part.id)) writer.write({ type: 'text-end', id: part.id });
          break;
        case 'finish':
          finishReason = part.finishReason;
          break;
        case 'error':
          return { kind: 'failure', errorText: modelErrorText(part.error), error: part.error };
        case 'abort':
          return {
            kind: 'failure',
            errorText: input.signal?.aborted ? CANCELLED_TEXT : TIMEOUT_TEXT,
          };
        default:
          break;
      }
    }
  } catch (error) {
    // What stops the stream outright (a lost connection) is thrown rather than streamed.
    const errorText = input.signal?.aborted ? CANCELLED_TEXT : modelErrorText(error);
    return { kind: 'failure', errorText, error };
  }
  for (const id of open) writer.write({ type: 'text-end', id });
  if (text.trim() === '') return { kind: 'failure', errorText: EMPTY_ANSWER_TEXT };

  const numbers = citedNumbers(text, input.passages.length);
  const cited =
    numbers.length > 0
      ? numbers.flatMap((number) => input.passages[number - 1] ?? [])
      : input.passages;
  const sources = sourceChunks(cited, input.siteUrl);
  for (const chunk of sources.chunks) writer.write(chunk);
  const parts: MessagePart[] = [{ type: 'text', text, state: 'done' }, ...sources.parts];
  return { kind: 'answer', text, parts, finishReason };
}
