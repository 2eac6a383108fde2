/**
 * Conversation messages as clients send them, made one shape. Today's `useChat` sends
 * `{ id, role, parts, metadata? }` without `content`, and resends earlier answers with their
 * `step-start`, `source-url` and text parts; the documented request shape has `content` and
 * `parts`. Both become a `ChatMessage` whose `text` comes from the text parts, else `content`.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { questionTerms } from './question-terms.ts';
import type { ChatMessage, MessagePart } from './types.ts';

const ROLES: ReadonlySet<string> = new Set(['user', 'assistant', 'system']);

/** A follow-up with fewer meaningful words than this is searched with the question before it. */
const SHORT_FOLLOW_UP_TERMS = 3;

/**
 * The messages of a request body as `ChatMessage`s, in order. Entries that are not objects, or
 * whose role is not `user`, `assistant` or `system`, are left out; parts without a string
 * `type` are dropped; a message with `content` and no text part gets one. A message without an
 * `id` gets one made from its position, role and text, the same each time the conversation is
 * resent.
 */
export function normalizeMessages(messages: readonly unknown[]): ChatMessage[] {
  const normalized: ChatMessage[] = [];
  messages.forEach((message, position) => {
    if (!isRecord(message)) return;
    const role = message['role'];
    if (typeof role !== 'string' || !ROLES.has(role)) return;
    const parts = Array.isArray(message['parts']) ? message['parts'].filter(isPart) : [];
    const textParts = parts.filter(isTextPart);
    const content = message['content'];
    let text = textParts.map((part) => part.text).join('\n\n');
    if (textParts.length === 0 && typeof content === 'string') {
      text = content;
      if (content !== '') parts.push({ type: 'text', text: content });
    }
    const id = message['id'];
    normalized.push({
      id: typeof id === 'string' && id !== '' ? id : madeId(position, role, text),
      role: role as ChatMessage['role'],
      text,
      parts,
    });
  });
  return normalized;
}

/** The text of the last user message that has some, trimmed; undefined when there is none. */
export function lastUserQuestion(messages: readonly ChatMessage[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role === 'user' && message.text.trim() !== '') return message.text.trim();
  }
  return undefined;
}

/**
 * What to search the docs for: the last user question, led by the user question before it when
 * the last one is a short follow-up ("and for versions?") that means little alone.
 */
export function retrievalQuery(messages: readonly ChatMessage[]): string | undefined {
  const questions = messages
    .filter((message) => message.role === 'user' && message.text.trim() !== '')
    .map((message) => message.text.trim());
  const last = questions.at(-1);
  const before = questions.at(-2);
  if (last === undefined) return undefined;
  if (before === undefined || questionTerms(last).length >= SHORT_FOLLOW_UP_TERMS) return last;
  return `${before}\n${last}`;
}

function madeId(position: number, role: string, text: string): string {
  const digest = createHash('sha256').update(`${String(position)}\u0000${role}\u0000${text}`);
  return `msg-${digest.digest('hex').slice(0, 16)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPart(value: unknown): value is MessagePart {
  return isRecord(value) && typeof value['type'] === 'string';
}

function isTextPart(part: MessagePart): part is MessagePart & { text: string } {
  return part.type === 'text' && typeof part['text'] === 'string';
}
