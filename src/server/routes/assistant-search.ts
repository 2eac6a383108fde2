/**
 * Search over HTTP, for the assistant key of the project whose subdomain is `{domain}`:
 * `POST /v1/search/{domain}` with `{query (up to 1,000 characters), pageSize? (1..50, default
 * 10), scoreThreshold?, filter?}` → 200, a JSON array of `{content, path, metadata}`, best first, from the same
 * corpus the assistant answers from. With `scoreThreshold`, results scoring below it are left
 * out (`metadata.score` is each result's score).
 *
 * A search counts as one use of the assistant against the rate limits: it is the retrieval step
 * of an answer, and a client could otherwise read the whole corpus past the limits.
 *
 * @module
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { assistantRequestSchema, MAX_PAGE_SIZE, searchResults } from '../../assistant/index.ts';
import { requireKey } from '../auth.ts';
import { readJsonBody } from '../read-body.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { assistantProject, countAssistantUse, currentCorpus } from './assistant-access.ts';
import type { AssistantRouteSettings } from './assistant-access.ts';

/** Results returned when the request does not say. */
export const DEFAULT_SEARCH_PAGE_SIZE = 10;
/** The longest query, in characters: a search box's worth, far more than retrieval reads. */
export const MAX_SEARCH_QUERY_LENGTH = 1000;

const pageSizeRule = `must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** The body of a search request. */
export const searchRequestSchema = z.object(
  {
    query: z
      .string({ error: 'is required: the text to search for' })
      .max(MAX_SEARCH_QUERY_LENGTH, {
        error: `must be at most ${MAX_SEARCH_QUERY_LENGTH.toLocaleString('en-US')} characters`,
      })
      .refine((query) => query.trim() !== '', { error: 'must not be empty' }),
    pageSize: z
      .number({ error: pageSizeRule })
      .int({ error: pageSizeRule })
      .min(1, { error: pageSizeRule })
      .max(MAX_PAGE_SIZE, { error: pageSizeRule })
      .default(DEFAULT_SEARCH_PAGE_SIZE),
    scoreThreshold: z.number({ error: 'must be a number' }).optional(),
    filter: assistantRequestSchema.shape.filter,
  },
  { error: 'The request body must be a JSON object.' },
);

/** The `/v1/search` routes. */
export function searchRoutes(
  services: ServerServices,
  settings: Pick<AssistantRouteSettings, 'limits' | 'trustProxy'>,
): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('*', requireKey(services, 'assistant'));

  routes.post('/:domain', async (c) => {
    const project = await assistantProject(c, services, c.req.param('domain'));
    const limitHeaders = await countAssistantUse(c, services, settings, project);
    const body = await readJsonBody(c, searchRequestSchema);
    const corpus = await currentCorpus(services, project);
    const results = searchResults(corpus, {
      query: body.query,
      pageSize: body.pageSize,
      filter: body.filter ?? null,
    });
    const threshold = body.scoreThreshold;
    const kept =
      threshold === undefined
        ? results
        : results.filter((result) => result.metadata.score >= threshold);
    return c.json(kept, 200, limitHeaders);
  });

  return routes;
}
