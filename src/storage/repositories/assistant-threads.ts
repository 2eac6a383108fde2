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

/** A fingerprint's threads in a project, the most recently active first. */
export async function listAssistantThreads(
  db: Queryable,
  filter: { projectId: string; fp: string },
): Promise<AssistantThread[]> {
  const { rows } = await db.query<AssistantThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM assistant_threads
     WHERE project_id = $1 AND fp = $2
     ORDER BY activity DESC`,
    [filter.projectId, filter.fp],
  );
  return rows.map(toAssistantThread);
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
