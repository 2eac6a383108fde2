/**
 * The body of `POST /v1/assistant/{domain}/message` (docs/api/openapi.yaml), checked with zod:
 * `fp`, `messages`, `threadId`, `retrievalPageSize` (default 5) and `filter`. Fields a client
 * adds of its own (`useChat` sends `id`, `trigger`, `messageId`) are ignored; unknown filter
 * fields are refused, since a filter that silently does nothing would answer from the wrong docs.
 *
 * Every field is bounded, so what a request stores is too: `fp` up to {@link MAX_FP_LENGTH}
 * characters, ids up to {@link MAX_ID_LENGTH}, at most {@link MAX_REQUEST_MESSAGES} messages of
 * at most {@link MAX_MESSAGE_PARTS} parts, and a user message (the messages that are stored)
 * up to storage's `MAX_MESSAGE_BYTES` of JSON. Strings the schema does not name are bounded by
 * the server's body check.
 *
 * @module
 */
import * as z from 'zod';
import { didYouMean, excerpt } from '../shared/index.ts';
import { MAX_MESSAGE_BYTES, messageBytes } from '../storage/index.ts';

/** Passages retrieved when the request does not say. */
export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5;
/** Most passages a request may ask for. */
export const MAX_RETRIEVAL_PAGE_SIZE = 50;

/** The longest `fp`, in characters. */
export const MAX_FP_LENGTH = 256;
/** The longest id (`threadId`, a message's `id`), in characters. */
export const MAX_ID_LENGTH = 100;
/** The most messages one request carries. */
export const MAX_REQUEST_MESSAGES = 200;
/** The most parts one message has. */
export const MAX_MESSAGE_PARTS = 200;
/** The longest `filter.version`, `filter.language` and group name, in characters. */
export const MAX_FILTER_VALUE_LENGTH = 200;
/** The most groups a filter names. */
export const MAX_FILTER_GROUPS = 50;

const FILTER_FIELDS = ['version', 'language', 'groups'];

const atMost = (max: number) => ({
  error: `must be at most ${max.toLocaleString('en-US')} characters`,
});
const filterValue = z
  .string({ error: 'must be a string' })
  .max(MAX_FILTER_VALUE_LENGTH, atMost(MAX_FILTER_VALUE_LENGTH));

const filterSchema = z.strictObject(
  {
    version: filterValue.optional(),
    language: filterValue.optional(),
    groups: z
      .array(filterValue, { error: 'must be an array of strings' })
      .max(MAX_FILTER_GROUPS, { error: `must name at most ${String(MAX_FILTER_GROUPS)} groups` })
      .optional(),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return unknownFilterFields(issue.keys);
      return 'must be an object with version, language and groups, or null';
    },
  },
);

const partSchema = z.looseObject(
  { type: z.string({ error: 'must be a string (the part type, such as "text")' }) },
  { error: 'must be an object with a "type"' },
);

const messageSchema = z
  .looseObject(
    {
      id: z
        .string({ error: 'must be a string' })
        .max(MAX_ID_LENGTH, atMost(MAX_ID_LENGTH))
        .optional(),
      role: z.string({ error: 'is required: "user", "assistant" or "system"' }),
      content: z.string({ error: 'must be a string' }).optional(),
      parts: z
        .array(partSchema, { error: 'must be an array of parts' })
        .max(MAX_MESSAGE_PARTS, {
          error: `must hold at most ${String(MAX_MESSAGE_PARTS)} parts`,
        })
        .optional(),
    },
    { error: 'must be an object with a role and parts or content' },
  )
  .refine((message) => message.parts !== undefined || message.content !== undefined, {
    error: 'needs "parts" (as useChat sends) or "content" (its text)',
  })
  .superRefine((message, context) => {
    if (message.role !== 'user') return;
    // What is stored: the parts, and the content as a text part; never less than that.
    const content = message.content === undefined ? [] : [{ type: 'text', text: message.content }];
    const bytes = messageBytes({ parts: [...(message.parts ?? []), ...content] });
    if (bytes > MAX_MESSAGE_BYTES) {
      context.addIssue({
        code: 'custom',
        message: `takes ${bytes.toLocaleString('en-US')} bytes as JSON; a user message takes at most ${MAX_MESSAGE_BYTES.toLocaleString('en-US')} (about 30,000 characters of text)`,
      });
    }
  });

/** The request body of the assistant endpoint (docs/api/openapi.yaml). */
export const assistantRequestSchema = z.object(
  {
    fp: z
      .string({ error: requiredString('a browser fingerprint or any string naming the client') })
      .max(MAX_FP_LENGTH, atMost(MAX_FP_LENGTH))
      .refine((fp) => fp.trim() !== '', { error: 'must not be empty' }),
    messages: z
      .array(messageSchema, {
        error: (issue) =>
          issue.input === undefined
            ? 'is required: the conversation, an array of messages'
            : 'must be an array of messages',
      })
      .min(1, { error: 'must hold at least one message' })
      .max(MAX_REQUEST_MESSAGES, {
        error: `must hold at most ${String(MAX_REQUEST_MESSAGES)} messages`,
      })
      .refine((messages) => messages.length === 0 || messages.some(hasUserText), {
        error: 'must hold a user message with text (the question to answer)',
      }),
    threadId: z
      .string({ error: 'must be a string (the threadId of an earlier answer) or null' })
      .min(1, { error: 'must not be empty (send null to start a thread)' })
      .max(MAX_ID_LENGTH, atMost(MAX_ID_LENGTH))
      .nullable()
      .optional(),
    retrievalPageSize: z
      .number({ error: `must be a whole number from 1 to ${MAX_RETRIEVAL_PAGE_SIZE}` })
      .int({ error: `must be a whole number from 1 to ${MAX_RETRIEVAL_PAGE_SIZE}` })
      .min(1, { error: `must be at least 1` })
      .max(MAX_RETRIEVAL_PAGE_SIZE, { error: `must be at most ${MAX_RETRIEVAL_PAGE_SIZE}` })
      .default(DEFAULT_RETRIEVAL_PAGE_SIZE),
    filter: filterSchema.nullable().optional(),
  },
  { error: 'The request body must be a JSON object.' },
);

/** A checked request body. */
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/** The outcome of {@link parseAssistantRequest}. */
export type AssistantRequestResult =
  | { success: true; data: AssistantRequest }
  | { success: false; message: string; issues: RequestIssue[] };

/** One problem of a request body: where (`messages[0].role`) and what. */
export interface RequestIssue {
  path: string;
  message: string;
}

/**
 * Checks a request body. On failure, `message` names every problem in one line
 * (`fp: is required: ...; filter: unknown field "grups" (did you mean "groups"?)`).
 */
export function parseAssistantRequest(body: unknown): AssistantRequestResult {
  const result = assistantRequestSchema.safeParse(body);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message,
  }));
  const message = issues
    .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
    .join('; ');
  return { success: false, message, issues };
}

/** `['messages', 0, 'role']` → `messages[0].role`. */
function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${String(key)}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

function requiredString(what: string): (issue: { input: unknown }) => string {
  return (issue) => (issue.input === undefined ? `is required: ${what}` : 'must be a string');
}

function unknownFilterFields(keys: readonly string[]): string {
  const named = keys.slice(0, 5).map((key) => {
    const suggestion = didYouMean(key, FILTER_FIELDS);
    const shown = excerpt(key, 60);
    return suggestion === undefined ? `"${shown}"` : `"${shown}" (did you mean "${suggestion}"?)`;
  });
  const fields = named.length === 1 ? 'field' : 'fields';
  return `unknown ${fields} ${named.join(', ')}: a filter takes version, language and groups`;
}

function hasUserText(message: {
  role: string;
  content?: string | undefined;
  parts?: unknown[] | undefined;
}): boolean {
  if (message.role !== 'user') return false;
  const texts = (message.parts ?? []).flatMap((part) => {
    const text = (part as { text?: unknown }).text;
    return (part as { type?: unknown }).type === 'text' && typeof text === 'string' ? [text] : [];
  });
  if (texts.length > 0) return texts.some((text) => text.trim() !== '');
  return (message.content ?? '').trim() !== '';
}
