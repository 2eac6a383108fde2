/**
 * Assistant threads: one conversation with a project's assistant, tagged with the client's
 * fingerprint (`fp`) so a browser can find its threads again. Messages are in
 * assistant-messages.ts.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import { isoTime } from './time.ts';

/** A thread. `updatedAt` moves when a message is appended. */
export interface AssistantThread {
  id: string;
  projectId: string;
  fp: string;
  createdAt: string;
  updatedAt: string;
}

/** Row of {@link THREAD_COLUMNS}. */
export interface AssistantThreadRow {
  id: string;
  project_id: string;
  fp: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The columns {@link toAssistantThread} maps. */
export const THREAD_COLUMNS = 'id, project_id, fp, created_at, updated_at';

/** Starts a thread of a project for a fingerprint. Throws `not-found` for an unknown project. */
export async function createAssistantThread(
  db: Queryable,
  input: { projectId: string; fp: string },
): Promise<AssistantThread> {
  try {
    const { rows } = await db.query<AssistantThreadRow>(
      `INSERT INTO assistant_threads (project_id, fp) VALUES ($1, $2) RETURNING ${THREAD_COLUMNS}`,
      [input.projectId, input.fp],
    );
    return toAssistantThread(rows[0] as AssistantThreadRow);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new StorageError('not-found', `No project has the id "${input.projectId}".`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The thread with this id, or undefined. */
export async function getAssistantThread(
  db: Queryable,
  id: string,
): Promise<AssistantThread | undefined> {
  const { rows } = await db.query<AssistantThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM assistant_threads WHERE id = $1`,
    [id],
  );
  return rows[0] && toAssistantThread(rows[0]);
}

/** A listed thread, with its place in the listing's order. */
export interface ListedAssistantThread extends AssistantThread {
  /**
   * Where the thread stands in the order of activity (a decimal integer, larger is more
   * recent): pass it as `before` to list the threads after it.
   */
  position: string;
}

/** What {@link listAssistantThreads} lists. */
export interface ThreadListing {
  projectId: string;
  fp: string;
  /** Only threads less recently active than this `position` (the next page). */
  before?: string | undefined;
  /** At most this many threads (default and most: {@link MAX_THREADS_PER_LISTING}). */
  limit?: number | undefined;
}

/** The most threads one listing returns. */
export const MAX_THREADS_PER_LISTING = 1000;

/**
 * A fingerprint's threads in a project, the most recently active first, a page at a time:
 * read from the index on (project, fp, activity), so a page costs the same however many
 * threads come before it.
 */
export async function listAssistantThreads(
  db: Queryable,
  listing: ThreadListing,
): Promise<ListedAssistantThread[]> {
  const limit = listing.limit ?? MAX_THREADS_PER_LISTING;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_THREADS_PER_LISTING) {
    throw new StorageError(
      'invalid-options',
      `A thread listing takes from 1 to ${String(MAX_THREADS_PER_LISTING)} threads, not ${String(limit)}.`,
    );
  }
  if (listing.before !== undefined && !/^\d{1,18}$/.test(listing.before)) {
    throw new StorageError(
      'invalid-options',
      'A thread listing starts before a position that a listing returned.',
    );
  }
  const { rows } = await db.query<AssistantThreadRow & { position: string }>(
    `SELECT ${THREAD_COLUMNS}, activity::text AS position FROM assistant_threads
     WHERE project_id = $1 AND fp = $2 AND ($3::bigint IS NULL OR activity < $3::bigint)
     ORDER BY activity DESC
     LIMIT $4`,
    [listing.projectId, listing.fp, listing.before ?? null, limit],
  );
  return rows.map((row) => ({ ...toAssistantThread(row), position: row.position }));
}

/** Maps a row of {@link THREAD_COLUMNS}. */
export function toAssistantThread(row: AssistantThreadRow): AssistantThread {
  return {
    id: row.id,
    projectId: row.project_id,
    fp: row.fp,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}
