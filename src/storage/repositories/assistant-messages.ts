/**
 * Messages of assistant threads, stored as the AI SDK's UI messages are shaped: an id, a role,
 * `parts` kept as JSON whatever their types, optional metadata. Appending is idempotent: a
 * message whose id the thread already holds is left as stored, so a client resending the whole
 * conversation (as `useChat` does) adds only what is new.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import { getAssistantThread } from './assistant-threads.ts';
import type { AssistantThread } from './assistant-threads.ts';
import { isoTime } from './time.ts';

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
 * the ones whose id the thread already had). Throws `not-found` for an unknown thread.
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
  try {
    const { rows } = await db.query<MessageRow>(
      `WITH input AS (
         SELECT item->>'id' AS id, item->>'role' AS role, item->'parts' AS parts,
           nullif(item->'metadata', 'null'::jsonb) AS metadata, ord
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS list (item, ord)
       ), inserted AS (
         INSERT INTO assistant_messages (thread_id, id, role, parts, metadata)
         SELECT $1, id, role, parts, metadata FROM input ORDER BY ord
         ON CONFLICT (thread_id, id) DO NOTHING
         RETURNING thread_id, id, role, parts, metadata, created_at, seq
       ), touched AS (
         UPDATE assistant_threads
         SET updated_at = now(), activity = nextval('assistant_thread_activity')
         WHERE id = $1 AND EXISTS (SELECT 1 FROM inserted)
       )
       SELECT thread_id, id, role, parts, metadata, created_at FROM inserted ORDER BY seq`,
      [threadId, JSON.stringify(items)],
    );
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
