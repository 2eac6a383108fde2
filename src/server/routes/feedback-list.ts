/**
 * `GET /v1/project/feedback/{projectId}?page=&rating=&limit=&cursor=`: a project's reader
 * feedback for its admins (an admin key of the project or of its organization, see auth.ts),
 * newest first, `limit` rows a page (1 to 100, default 20), filtered by page path and rating.
 * The answer is `{"feedback": [...], "nextCursor": "..." | null}`; pass `nextCursor` back as
 * `cursor` for the next page. Comments are returned as the JSON strings they were stored as:
 * a reader's `<script>` is text, never markup, in this API.
 *
 * @module
 */
import { Hono } from 'hono';
import { listPageFeedback, MAX_FEEDBACK_PAGE } from '../../storage/index.ts';
import type { FeedbackRating } from '../../storage/index.ts';
import { excerpt } from '../../shared/index.ts';
import { authorizedProject, requireKey } from '../auth.ts';
import { HttpError } from '../http-error.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';

/** Rows a page holds when `limit` is not given. */
export const DEFAULT_FEEDBACK_LIMIT = 20;

/** The admin listing, mounted under `/v1/project`. */
export function feedbackListRoutes(
  services: Pick<ServerServices, 'db' | 'keys' | 'projects'>,
): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('/feedback/*', requireKey(services, 'admin'));
  routes.get('/feedback/:projectId', async (c) => {
    const project = await authorizedProject(c, services, c.req.param('projectId'));
    const page = await listPageFeedback(services.db, {
      projectId: project.id,
      page: c.req.query('page'),
      rating: ratingOf(c.req.query('rating')),
      limit: limitOf(c.req.query('limit')),
      cursor: c.req.query('cursor'),
    });
    return c.json(page);
  });
  return routes;
}

function ratingOf(value: string | undefined): FeedbackRating | undefined {
  if (value === undefined || value === 'up' || value === 'down') return value;
  throw new HttpError(400, `rating must be "up" or "down"; got "${excerpt(value, 40)}".`);
}

function limitOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_FEEDBACK_LIMIT;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_FEEDBACK_PAGE) {
    throw new HttpError(
      400,
      `limit must be a whole number from 1 to ${String(MAX_FEEDBACK_PAGE)}; got "${excerpt(value, 40)}".`,
    );
  }
  return limit;
}
