/**
 * The assistant threads of a fingerprint, a page at a time:
 * `GET /v1/assistant/{domain}/threads?fp=...&limit=...&cursor=...` (an assistant key of the
 * project) → `{"threads": [...], "nextCursor": "..." | null}`, the most recently active first,
 * each with its messages in order. A message is `{id, role, parts, createdAt}`: the shape
 * `useChat` keeps its messages in, so a client can show a past conversation again as it was.
 *
 * A page holds up to `limit` threads (1 to {@link MAX_THREADS_LIMIT}, default
 * {@link MAX_THREADS_LIMIT}), and fewer when their messages would take the response past
 * {@link MAX_THREADS_PAGE_BYTES}; `nextCursor` leads to the next page, and is null on the last.
 * The cursor is opaque to clients: it holds the activity position of the last thread listed,
 * so a page is read from the index on (project, fp, activity) whatever its depth, and a thread
 * that becomes active while a client pages moves to the front rather than being listed twice.
 *
 * Listing counts as one use against the rate limits, like a message or a search: it reads the
 * database, and a public site key would otherwise read without bound.
 *
 * @module
 */
import type { Context } from 'hono';
import { listAssistantMessages, listAssistantThreads } from '../../storage/index.ts';
import type {
  AssistantMessage,
  AssistantThread,
  ListedAssistantThread,
  MessagePart,
} from '../../storage/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { assistantProject, countAssistantUse } from './assistant-access.ts';
import type { AssistantRouteSettings } from './assistant-access.ts';

/** The most threads a page holds, and how many it holds when `limit` is not given. */
export const MAX_THREADS_LIMIT = 100;
/**
 * The most bytes of threads a page holds (4 MiB). A thread holds at most 100 messages of at most
 * 32 KiB, so the first thread of a page always fits.
 */
export const MAX_THREADS_PAGE_BYTES = 4 * 1024 * 1024;
/** Threads whose messages are read in one query. */
const THREADS_PER_READ = 10;

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

/** The body of a listing. */
export interface WireThreadPage {
  threads: WireThread[];
  /** The `cursor` of the next page; null when this page is the last. */
  nextCursor: string | null;
}

/** Handler of `GET /{domain}/threads`. */
export async function listThreads(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'db' | 'projects'>,
  settings: Pick<AssistantRouteSettings, 'limits' | 'trustProxy'>,
): Promise<Response> {
  const project = await assistantProject(c, services, c.req.param('domain') ?? '');
  const limitHeaders = await countAssistantUse(c, services, settings, project);
  const fp = c.req.query('fp');
  if (fp === undefined || fp.trim() === '') {
    throw new HttpError(
      400,
      'Query parameter fp is required: give the fingerprint the threads were started with.',
    );
  }
  const limit = limitOf(c.req.query('limit'));
  const before = positionOf(c.req.query('cursor'));
  // One more than the page, to know whether another page follows.
  const threads = await listAssistantThreads(services.db, {
    projectId: project.id,
    fp,
    before,
    limit: limit + 1,
  });
  const page = await pageOf(services, threads.slice(0, limit));
  const more = page.length < threads.length;
  const last = threads[page.length - 1];
  const body: WireThreadPage = {
    threads: page,
    nextCursor: more && last ? cursorOf(last.position) : null,
  };
  return c.json(body, 200, limitHeaders);
}

/**
 * The threads with their messages, in order, as many as fit in {@link MAX_THREADS_PAGE_BYTES}
 * (at least one). Messages are read a few threads at a time, so a page of long threads stops
 * reading once it is full.
 */
async function pageOf(
  services: Pick<ServerServices, 'db'>,
  threads: readonly ListedAssistantThread[],
): Promise<WireThread[]> {
  const page: WireThread[] = [];
  let bytes = 0;
  for (let start = 0; start < threads.length; start += THREADS_PER_READ) {
    const batch = threads.slice(start, start + THREADS_PER_READ);
    const messages = await listAssistantMessages(
      services.db,
      batch.map((thread) => thread.id),
    );
    for (const thread of batch) {
      const wire = toWireThread(thread, messages.get(thread.id) ?? []);
      bytes += Buffer.byteLength(JSON.stringify(wire));
      if (page.length > 0 && bytes > MAX_THREADS_PAGE_BYTES) return page;
      page.push(wire);
    }
  }
  return page;
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

function limitOf(text: string | undefined): number {
  if (text === undefined) return MAX_THREADS_LIMIT;
  const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= MAX_THREADS_LIMIT)) {
    throw new HttpError(
      400,
      `Query parameter limit must be a whole number from 1 to ${String(MAX_THREADS_LIMIT)}.`,
    );
  }
  return value;
}

const CURSOR_PREFIX = 'threads:';

/** The opaque cursor of a position: base64url, so clients pass it on as it is. */
function cursorOf(position: string): string {
  return Buffer.from(`${CURSOR_PREFIX}${position}`).toString('base64url');
}

/** The position a cursor holds; a 400 for anything this endpoint did not give. */
function positionOf(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const text = /^[A-Za-z0-9_-]{1,100}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const position = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  if (!/^\d{1,18}$/.test(position) || cursorOf(position) !== cursor) {
    throw new HttpError(
      400,
      'Query parameter cursor is not a cursor this endpoint returned: pass the nextCursor of the previous page as it is, or leave it out for the first page.',
    );
  }
  return position;
}
