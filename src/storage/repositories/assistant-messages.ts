/**
 * Messages of assistant threads, stored as the AI SDK's UI messages are shaped: an id, a role,
 * `parts` kept as JSON whatever their types, optional metadata. Appending is idempotent: a
 * message whose id the thread already holds is left as stored, so a client resending the whole
 * conversation (as `useChat` does) adds only what is new.
 *
 * Both are bounded, so a thread's size is: a message holds at most {@link MAX_MESSAGE_BYTES}
 * bytes of parts and metadata as JSON, and a thread at most {@link MAX_THREAD_MESSAGES}
 * messages.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import { getAssistantThread } from './assistant-threads.ts';
import type { AssistantThread } from './assistant-threads.ts';
import { isoTime } from './time.ts';

/** The most bytes a stored message's `parts` and `metadata` take as JSON (UTF-8): 32 KiB. */
export const MAX_MESSAGE_BYTES = 32_768;
/** The most messages a thread holds. */
export const MAX_THREAD_MESSAGES = 100;

/** Who wrote a message. */
export type AssistantMessageRole = 'system' | 'user' | 'assistant';

/** One part of a message: `{ type: 'text', text }`, `{ type: 'source-url', url }`... */
export interface MessagePart {
  type: string;
  [field: string]: unknown;
}

/** A stored message. */
export interface AssistantMessage {
  id: string;
  threadId: string;
  role: AssistantMessageRole;
  parts: MessagePart[];
  /** Any JSON the caller attached, or null. */
  metadata: unknown;
  createdAt: string;
}

/** A message to append; without an `id`, one is made. */
export interface NewAssistantMessage {
  id?: string | undefined;
  role: AssistantMessageRole;
  parts: readonly MessagePart[];
  metadata?: unknown;
}

interface MessageRow {
  thread_id: string;
  id: string;
  role: AssistantMessageRole;
  parts: MessagePart[];
  metadata: unknown;
  created_at: Date | string;
}

/**
 * Appends messages to a thread in order, in one statement, and returns those it stored (not
 * the ones whose id the thread already had). Throws `not-found` for an unknown thread,
 * `invalid-options` for a message larger than {@link MAX_MESSAGE_BYTES}, and `thread-full`
 * (storing nothing) when the thread would hold more than {@link MAX_THREAD_MESSAGES} messages.
 */
export async function appendAssistantMessages(
  db: Queryable,
  threadId: string,
  messages: readonly NewAssistantMessage[],
): Promise<AssistantMessage[]> {
  const items = messages.map((message) => ({
    id: message.id ?? randomUUID(),
    role: message.role,
    parts: message.parts,
    metadata: message.metadata ?? null,
  }));
  items.forEach((item, index) => {
    const bytes = messageBytes(item);
    if (bytes > MAX_MESSAGE_BYTES) {
      throw new StorageError(
        'invalid-options',
        `Message ${String(index)} of the append takes ${String(bytes)} bytes as JSON; a stored message holds at most ${String(MAX_MESSAGE_BYTES)}.`,
      );
    }
  });
  try {
    // The insert happens only when the thread stays within its bound once the new ids are in;
    // `full` says it was refused, so an empty result is never mistaken for "all known".
    const { rows } = await db.query<MessageRow & { full: boolean; seq: string }>(
      `WITH input AS (
         SELECT item->>'id' AS id, item->>'role' AS role, item->'parts' AS parts,
           nullif(item->'metadata', 'null'::jsonb) AS metadata, ord
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS list (item, ord)
       ), fresh AS (
         SELECT * FROM input
         WHERE NOT EXISTS (SELECT 1 FROM assistant_messages m WHERE m.thread_id = $1 AND m.id = input.id)
       ), room AS (
         SELECT (SELECT count(*) FROM assistant_messages WHERE thread_id = $1)
           + (SELECT count(DISTINCT id) FROM fresh) <= $3 AS fits
       ), inserted AS (
         INSERT INTO assistant_messages (thread_id, id, role, parts, metadata)
         SELECT $1, id, role, parts, metadata FROM fresh WHERE (SELECT fits FROM room) ORDER BY ord
         ON CONFLICT (thread_id, id) DO NOTHING
         RETURNING thread_id, id, role, parts, metadata, created_at, seq
       ), touched AS (
         UPDATE assistant_threads
         SET updated_at = now(), activity = nextval('assistant_thread_activity')
         WHERE id = $1 AND EXISTS (SELECT 1 FROM inserted)
       )
       SELECT thread_id, id, role, parts, metadata, created_at, seq, false AS full
       FROM inserted
       UNION ALL
       SELECT $1, '', 'user', '[]'::jsonb, null, now(), 0, true
       WHERE NOT (SELECT fits FROM room)
       ORDER BY seq`,
      [threadId, JSON.stringify(items), MAX_THREAD_MESSAGES],
    );
    if (rows.some((row) => row.full)) {
      throw new StorageError(
        'thread-full',
        `The assistant thread "${threadId}" holds its ${String(MAX_THREAD_MESSAGES)} messages, the most a thread keeps: start a new thread.`,
      );
    }
    return rows.map(toAssistantMessage);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new StorageError('not-found', `No assistant thread has the id "${threadId}".`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** A thread and its messages in the order they were appended, or undefined. */
export async function getAssistantThreadWithMessages(
  db: Queryable,
  threadId: string,
): Promise<{ thread: AssistantThread; messages: AssistantMessage[] } | undefined> {
  const thread = await getAssistantThread(db, threadId);
  if (!thread) return undefined;
  const { rows } = await db.query<MessageRow>(
    `SELECT thread_id, id, role, parts, metadata, created_at FROM assistant_messages
     WHERE thread_id = $1 ORDER BY seq`,
    [threadId],
  );
  return { thread, messages: rows.map(toAssistantMessage) };
}

/**
 * The messages of several threads, each thread's in the order they were appended, in one
 * query. Threads without messages (or unknown) are absent from the map.
 */
export async function listAssistantMessages(
  db: Queryable,
  threadIds: readonly string[],
): Promise<Map<string, AssistantMessage[]>> {
  const byThread = new Map<string, AssistantMessage[]>();
  if (threadIds.length === 0) return byThread;
  const { rows } = await db.query<MessageRow>(
    `SELECT thread_id, id, role, parts, metadata, created_at FROM assistant_messages
     WHERE thread_id = ANY($1::text[]) ORDER BY thread_id, seq`,
    [threadIds],
  );
  for (const row of rows) {
    const list = byThread.get(row.thread_id) ?? [];
    list.push(toAssistantMessage(row));
    byThread.set(row.thread_id, list);
  }
  return byThread;
}

/** The bytes a message's parts and metadata take as JSON (UTF-8), as bounded on append. */
export function messageBytes(message: { parts: readonly unknown[]; metadata?: unknown }): number {
  return Buffer.byteLength(
    JSON.stringify({ parts: message.parts, metadata: message.metadata ?? null }),
  );
}

function toAssistantMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    threadId: row.thread_id,
    role: row.role,
    parts: row.parts,
    metadata: row.metadata,
    createdAt: isoTime(row.created_at),
  };
}
