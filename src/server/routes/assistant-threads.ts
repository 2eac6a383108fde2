/**
 * The assistant threads of a fingerprint: `GET /v1/assistant/{domain}/threads?fp=...` (an
 * assistant key of the project) → `{"threads": [...]}`, the most recently active first, each
 * with its messages in order. A message is `{id, role, parts, createdAt}`: the shape `useChat`
 * keeps its messages in, so a client can show a past conversation again as it was.
 *
 * Reading threads is not counted against the rate limits: it asks no model and searches
 * nothing.
 *
 * @module
 */
import type { Context } from 'hono';
import { getAssistantThreadWithMessages, listAssistantThreads } from '../../storage/index.ts';
import type { AssistantMessage, AssistantThread, MessagePart } from '../../storage/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { assistantProject } from './assistant-access.ts';

/** One thread as the listing returns it. */
export interface WireThread {
  threadId: string;
  createdAt: string;
  updatedAt: string;
  messages: WireThreadMessage[];
}

/** One message of a listed thread. */
export interface WireThreadMessage {
  id: string;
  role: AssistantMessage['role'];
  parts: MessagePart[];
  createdAt: string;
}

/** Handler of `GET /{domain}/threads`. */
export async function listThreads(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'db' | 'projects'>,
): Promise<Response> {
  const project = await assistantProject(c, services, c.req.param('domain') ?? '');
  const fp = c.req.query('fp');
  if (fp === undefined || fp.trim() === '') {
    throw new HttpError(
      400,
      'Query parameter fp is required: give the fingerprint the threads were started with.',
    );
  }
  const threads = await listAssistantThreads(services.db, { projectId: project.id, fp });
  const withMessages = await Promise.all(
    threads.map(async (thread) => {
      const read = await getAssistantThreadWithMessages(services.db, thread.id);
      return toWireThread(thread, read?.messages ?? []);
    }),
  );
  return c.json({ threads: withMessages });
}

/** A thread and its messages as the listing returns them. */
export function toWireThread(
  thread: AssistantThread,
  messages: readonly AssistantMessage[],
): WireThread {
  return {
    threadId: thread.id,
    createdAt: thread.createdAt,
    updatedAt: thread.updatedAt,
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role,
      parts: message.parts,
      createdAt: message.createdAt,
    })),
  };
}
