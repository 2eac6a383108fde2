/**
 * Reader feedback over HTTP (docs/site/feedback.mdx, docs/api/openapi.yaml):
 *
 * - `POST /v1/feedback/{domain}` with `{page, rating: "up" | "down", comment?}` → 201
 *   `{"id": "..."}`: a reader's rating of one page of the site whose subdomain is `{domain}`.
 *   Public like the site itself (no key: a key in every page would be public anyway); a site's
 *   own pages send it to `/_folio/feedback` on the site's host, which names the site by host;
 * - `GET /v1/project/feedback/{projectId}?page=&rating=&limit=&cursor=` → a page of the
 *   project's ratings, newest first, for an admin key of the project (feedback-list.ts).
 *
 * Storing a rating, in order: the site (404 for an unknown domain); the rate limits the
 * assistant counts (per address, per organization, and per site in place of a key: 429 over
 * one); the body (at most {@link MAX_FEEDBACK_BODY_BYTES}, a comment of at most
 * `MAX_FEEDBACK_COMMENT` characters); the page, which must be a page of the site's current
 * deployment (served as HTML, 422 otherwise; 503 before the first build). The client address
 * is stored only as an HMAC under the server's feedback salt, so one address's ratings can be
 * told apart without keeping the address.
 *
 * @module
 */
import { createHmac } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { addPageFeedback, MAX_FEEDBACK_COMMENT } from '../../storage/index.ts';
import type { Project } from '../../storage/index.ts';
import { excerpt } from '../../shared/index.ts';
import { clientAddress } from '../client-address.ts';
import { errorResponse, HttpError } from '../http-error.ts';
import { enforceAssistantLimits } from '../rate-limits.ts';
import { readJsonBody } from '../read-body.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { siteRequestOf } from '../site-request.ts';
import type { AssistantRouteSettings } from './assistant-access.ts';
import { feedbackListRoutes } from './feedback-list.ts';

/** The largest feedback body: the fields and a full comment fit many times over. */
export const MAX_FEEDBACK_BODY_BYTES = 16 * 1024;

/** The longest page path taken. */
const MAX_PAGE_PATH = 1024;

/** Where a hosted site's pages send feedback, on the site's own host. */
export const SITE_FEEDBACK_PATH = '/_folio/feedback';
/**
 * The same for a site reached by path: its pages' root-relative URLs are prefixed with it. The
 * pages are sandboxed there (an opaque origin), so the browser sends this one with CORS.
 */
export const SITE_BY_PATH_FEEDBACK = `/_sites/:site${SITE_FEEDBACK_PATH}`;

const feedbackRequest = z.strictObject({
  page: z
    .string()
    .min(1, 'give the page path, such as /guides/setup')
    .max(MAX_PAGE_PATH)
    .regex(/^\/[^?#\\]*$/, 'the page path starts with / and has no query or fragment'),
  rating: z.enum(['up', 'down']),
  comment: z.string().max(MAX_FEEDBACK_COMMENT).nullable().optional(),
});

/** How the feedback routes are set up: the assistant's limits, and the address hash's salt. */
export interface FeedbackSettings extends Pick<AssistantRouteSettings, 'limits' | 'trustProxy'> {
  /** The secret the client address is hashed with. */
  salt: string;
}

/** Stores a rating of a page of the site `domain`; answers 201 with its id. */
export async function storeFeedback(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'db' | 'projects' | 'sites'>,
  settings: FeedbackSettings,
  domain: string,
): Promise<Response> {
  const project = await services.projects.bySubdomain(domain);
  if (!project) {
    throw new HttpError(404, `No documentation site has the domain "${excerpt(domain)}".`);
  }
  c.get('logFields')['project'] = project.id;
  const address = clientAddress(c, { trustProxy: settings.trustProxy });
  const limitHeaders = await enforceAssistantLimits(services.db, settings.limits, {
    ip: address,
    organizationId: project.organizationId,
    keyId: `feedback:${project.id}`,
  });
  const body = await readJsonBody(c, feedbackRequest);
  const page = normalizePage(body.page);
  await checkPage(services, project, page);
  const comment = body.comment?.trim() ?? '';
  const stored = await addPageFeedback(services.db, {
    projectId: project.id,
    page,
    rating: body.rating,
    comment: comment === '' ? null : comment,
    clientHash: hashAddress(settings.salt, project.id, address),
  });
  return c.json({ id: stored.id }, 201, limitHeaders);
}

/** `/guides/setup/` and `/guides/setup` are one page; the home page stays `/`. */
function normalizePage(page: string): string {
  return page.length > 1 ? page.replace(/\/+$/, '') || '/' : page;
}

/**
 * A 422 unless `page` is a page of the project's current deployment: the site serves it as
 * HTML (not a redirect, a 404 page or a file). A 503 while the site has never been built.
 */
async function checkPage(
  services: Pick<ServerServices, 'sites'>,
  project: Project,
  page: string,
): Promise<void> {
  if (project.currentDeploymentId === null) {
    throw new HttpError(
      503,
      `The site "${project.subdomain}" has not been built yet: try again once its first deployment is ready.`,
      { 'Retry-After': '10' },
    );
  }
  const response = await services.sites.serve(
    { subdomain: project.subdomain, path: page, basePath: '' },
    new Request(`http://${project.subdomain}.invalid${page}`, { method: 'HEAD' }),
  );
  await response.body?.cancel();
  const html = response.headers.get('content-type')?.startsWith('text/html') === true;
  if (response.status !== 200 || !html) {
    throw new HttpError(
      422,
      `"${excerpt(page)}" is not a page of the site "${project.subdomain}": send the path of one of its pages, such as /.`,
    );
  }
}

/** The stored stand-in of a client address: an HMAC, per project, under the server's salt. */
export function hashAddress(salt: string, projectId: string, address: string): string {
  return createHmac('sha256', salt).update(`${projectId}\n${address}`).digest('base64url');
}

/**
 * Mounts the feedback routes on `app`, after its `/v1` checks and before its routes (the app
 * puts CORS on both paths first): `POST /v1/feedback/{domain}`, `POST /_folio/feedback` on
 * a site's host and `POST /_sites/{domain}/_folio/feedback` on any host, all bounded to {@link MAX_FEEDBACK_BODY_BYTES}, and the admin listing under
 * `/v1/project`.
 */
export function mountFeedback(
  app: Hono<ServerEnv>,
  services: ServerServices,
  settings: FeedbackSettings & { domain: string },
): void {
  for (const path of ['/v1/feedback/*', SITE_FEEDBACK_PATH, SITE_BY_PATH_FEEDBACK]) {
    app.use(
      path,
      bodyLimit({
        maxSize: MAX_FEEDBACK_BODY_BYTES,
        onError: () => errorResponse(413, 'The feedback body is larger than 16 KB.'),
      }),
    );
  }
  app.post('/v1/feedback/:domain', (c) =>
    storeFeedback(c, services, settings, c.req.param('domain')),
  );
  // `/_folio/feedback` on a site's host, `/_sites/{domain}/_folio/feedback` on any host.
  app.on('POST', [SITE_FEEDBACK_PATH, SITE_BY_PATH_FEEDBACK], (c) => {
    const site = siteRequestOf(c.req.header('host'), c.req.path, settings.domain);
    if (!site) {
      throw new HttpError(
        404,
        `${SITE_FEEDBACK_PATH} is answered on a site's own host: send feedback to /v1/feedback/{domain} here.`,
      );
    }
    return storeFeedback(c, services, settings, site.subdomain);
  });
  app.route('/v1/project', feedbackListRoutes(services));
}
