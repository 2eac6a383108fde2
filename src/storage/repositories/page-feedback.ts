/**
 * Reader feedback: one row per rating a reader gave a page of a hosted site (up or down, with an
 * optional comment). Listed newest first, a page at a time, by the project's admins; the client
 * address is stored only as the hash the server made of it.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import { isoTime } from './time.ts';

/** How a reader rated a page. */
export type FeedbackRating = 'up' | 'down';

/** The longest comment stored, in characters (the table's check agrees). */
export const MAX_FEEDBACK_COMMENT = 1000;

/** The most rows one listing returns. */
export const MAX_FEEDBACK_PAGE = 100;

/** One stored rating. */
export interface PageFeedback {
  id: string;
  projectId: string;
  /** The page's route, such as `/guides/setup`. */
  page: string;
  rating: FeedbackRating;
  comment: string | null;
  /** The salted hash of the client address, to tell one address's ratings apart. */
  clientHash: string;
  createdAt: string;
}

/** What {@link addPageFeedback} stores. */
export interface PageFeedbackInput {
  projectId: string;
  page: string;
  rating: FeedbackRating;
  comment?: string | null | undefined;
  clientHash: string;
}

interface FeedbackRow {
  id: string;
  project_id: string;
  position: string;
  page: string;
  rating: FeedbackRating;
  comment: string | null;
  client_hash: string;
  created_at: Date | string;
}

const COLUMNS = 'id, project_id, position, page, rating, comment, client_hash, created_at';

/** Stores a rating. Throws `not-found` for an unknown project. */
export async function addPageFeedback(
  db: Queryable,
  input: PageFeedbackInput,
): Promise<PageFeedback> {
  try {
    const { rows } = await db.query<FeedbackRow>(
      `INSERT INTO page_feedback (project_id, page, rating, comment, client_hash)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [input.projectId, input.page, input.rating, input.comment ?? null, input.clientHash],
    );
    return toFeedback(rows[0] as FeedbackRow);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new StorageError('not-found', `No project has the id "${input.projectId}".`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** What {@link listPageFeedback} lists. */
export interface FeedbackListing {
  projectId: string;
  /** Only the ratings of this page. */
  page?: string | undefined;
  /** Only ratings of this kind. */
  rating?: FeedbackRating | undefined;
  /** Rows per page, 1 to {@link MAX_FEEDBACK_PAGE}. */
  limit: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string | undefined;
}

/** One page of ratings, newest first, and the cursor of the next (null after the last). */
export interface FeedbackPage {
  feedback: PageFeedback[];
  nextCursor: string | null;
}

/**
 * The project's ratings, newest first. Throws `invalid-options` for a limit out of range or a
 * cursor this function did not hand out.
 */
export async function listPageFeedback(
  db: Queryable,
  listing: FeedbackListing,
): Promise<FeedbackPage> {
  const { limit } = listing;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_FEEDBACK_PAGE) {
    throw new StorageError(
      'invalid-options',
      `limit must be a whole number from 1 to ${String(MAX_FEEDBACK_PAGE)}; got ${String(limit)}.`,
    );
  }
  const cursor = listing.cursor;
  if (cursor !== undefined && !/^[1-9]\d{0,17}$/.test(cursor)) {
    throw new StorageError(
      'invalid-options',
      'cursor is not one this API handed out: pass the nextCursor of the previous page.',
    );
  }
  const { rows } = await db.query<FeedbackRow>(
    `SELECT ${COLUMNS} FROM page_feedback
     WHERE project_id = $1
       AND ($2::text IS NULL OR page = $2)
       AND ($3::text IS NULL OR rating = $3)
       AND ($4::bigint IS NULL OR position < $4::bigint)
     ORDER BY position DESC
     LIMIT $5`,
    [listing.projectId, listing.page ?? null, listing.rating ?? null, cursor ?? null, limit + 1],
  );
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return {
    feedback: shown.map(toFeedback),
    nextCursor: more ? String(shown.at(-1)?.position) : null,
  };
}

function toFeedback(row: FeedbackRow): PageFeedback {
  return {
    id: row.id,
    projectId: row.project_id,
    page: row.page,
    rating: row.rating,
    comment: row.comment,
    clientHash: row.client_hash,
    createdAt: isoTime(row.created_at),
  };
}
