/**
 * The body of `POST /v1/assistant/{domain}/message` (spec section 2.2), checked with zod:
 * `fp`, `messages`, `threadId`, `retrievalPageSize` (default 5) and `filter`. Fields a client
 * adds of its own (`useChat` sends `id`, `trigger`, `messageId`) are ignored; unknown filter
 * fields are refused, since a filter that silently does nothing would answer from the wrong docs.
 *
 * @module
 */
import * as z from 'zod';
import { didYouMean } from '../shared/index.ts';

/** Passages retrieved when the request does not say. */
export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5;
/** Most passages a request may ask for. */
export const MAX_RETRIEVAL_PAGE_SIZE = 50;

const FILTER_FIELDS = ['version', 'language', 'groups'];

const filterSchema = z.strictObject(
  {
    version: z.string({ error: 'must be a string' }).optional(),
    language: z.string({ error: 'must be a string' }).optional(),
    groups: z
      .array(z.string({ error: 'must be a string' }), { error: 'must be an array of strings' })
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
      id: z.string({ error: 'must be a string' }).optional(),
      role: z.string({ error: 'is required: "user", "assistant" or "system"' }),
      content: z.string({ error: 'must be a string' }).optional(),
      parts: z.array(partSchema, { error: 'must be an array of parts' }).optional(),
    },
    { error: 'must be an object with a role and parts or content' },
  )
  .refine((message) => message.parts !== undefined || message.content !== undefined, {
    error: 'needs "parts" (as useChat sends) or "content" (its text)',
  });

/** The request body of the assistant endpoint (spec section 2.2). */
export const assistantRequestSchema = z.object(
  {
    fp: z
      .string({ error: requiredString('a browser fingerprint or any string naming the client') })
      .refine((fp) => fp.trim() !== '', { error: 'must not be empty' }),
    messages: z
      .array(messageSchema, {
        error: (issue) =>
          issue.input === undefined
            ? 'is required: the conversation, an array of messages'
            : 'must be an array of messages',
      })
      .min(1, { error: 'must hold at least one message' })
      .refine((messages) => messages.length === 0 || messages.some(hasUserText), {
        error: 'must hold a user message with text (the question to answer)',
      }),
    threadId: z
      .string({ error: 'must be a string (the threadId of an earlier answer) or null' })
      .min(1, { error: 'must not be empty (send null to start a thread)' })
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
  const named = keys.map((key) => {
    const suggestion = didYouMean(key, FILTER_FIELDS);
    return suggestion === undefined ? `"${key}"` : `"${key}" (did you mean "${suggestion}"?)`;
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
