/**
 * The admin API of a running server, for the `folio projects` and `folio keys` commands while
 * `folio serve` holds the embedded database. Mounted at {@link ADMIN_PATH}:
 *
 * - `GET /projects` → `{"projects": [...]}`, each with its newest deployment;
 * - `POST /projects` with `{dir | git: {url, branch?, directory?}, subdomain, name?,
 *   organizationId?}` → 201
 *   `{"project": ..., "deployment": ...}`, the first build queued at once;
 * - `GET /keys?projectId=` → `{"keys": [...]}`, never a secret;
 * - `POST /keys` with `{type, projectId?, organizationId?, label?}` → 201
 *   `{"key": "folio_...", "record": ...}`, the only time the key is shown;
 * - `POST /keys/{idOrPrefix}/revoke` → `{"record": ..., "alreadyRevoked": false}`, effective at
 *   once on this server.
 *
 * Every request carries `Authorization: Bearer <control token>`: the token of the server file
 * (`server-file.ts`), which only the server's owner can read. API keys are not accepted here.
 *
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { ADMIN_ERROR_STATUS, AdminError } from '../admin/admin-error.ts';
import { createKey, listKeys, revokeKey } from '../admin/key-operations.ts';
import { addProject, listProjects } from '../admin/project-operations.ts';
import { errorResponse, HttpError } from '../http-error.ts';
import { readJsonBody } from '../read-body.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';

/** Where the app mounts these routes. */
export const ADMIN_PATH = '/v1/admin';

/** The services the admin routes use. */
export type AdminServices = Pick<ServerServices, 'db' | 'keys' | 'projects' | 'deployments'>;

const projectRequest = z.object({
  dir: z.string().min(1, 'give the docs folder').max(4096).optional(),
  git: z
    .object({
      url: z.string().min(1, 'give the repository address').max(2048),
      branch: z.string().max(200).optional(),
      directory: z.string().max(1024).optional(),
    })
    .optional(),
  subdomain: z.string().min(1, 'give a subdomain').max(63),
  name: z.string().max(200).optional(),
  organizationId: z.string().min(1).max(100).optional(),
});

const keyRequest = z.object({
  type: z.enum(['admin', 'assistant']),
  projectId: z.string().min(1).max(100).optional(),
  organizationId: z.string().min(1).max(100).optional(),
  label: z.string().optional(),
});

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

/** The admin routes, for requests that carry `controlToken`. */
export function adminRoutes(services: AdminServices, controlToken: string): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('*', requireControlToken(controlToken));

  routes.get('/projects', async (c) => {
    return c.json({ projects: await listProjects(services.db) });
  });

  routes.post('/projects', async (c) => {
    const body = await readJsonBody(c, projectRequest);
    const project = await addProject(services.db, body);
    // The subdomain may be remembered as unknown: forget it so the site is found at once.
    services.projects.forget(project);
    const deployment = await services.deployments.request(project);
    c.get('logFields')['project'] = project.id;
    c.get('logFields')['deployment'] = deployment.id;
    return c.json({ project, deployment }, 201);
  });

  routes.get('/keys', async (c) => {
    const projectId = c.req.query('projectId');
    return c.json({ keys: await listKeys(services.db, { projectId }) });
  });

  routes.post('/keys', async (c) => {
    const body = await readJsonBody(c, keyRequest);
    const created = await createKey(services.db, body);
    c.get('logFields')['key'] = created.record.prefix;
    return c.json(created, 201);
  });

  routes.post('/keys/:idOrPrefix/revoke', async (c) => {
    const revoked = await revokeKey(services.db, c.req.param('idOrPrefix'));
    services.keys.forget(revoked.record.id);
    c.get('logFields')['key'] = revoked.record.prefix;
    return c.json(revoked);
  });

  routes.onError((error) => {
    if (error instanceof AdminError) {
      return errorResponse(ADMIN_ERROR_STATUS[error.code], error.message);
    }
    // Everything else is the app's to answer (a 400 body, a 401, or a logged 500).
    throw error;
  });
  return routes;
}

/** Middleware: the request must carry `Authorization: Bearer <controlToken>`. */
function requireControlToken(controlToken: string): MiddlewareHandler<ServerEnv> {
  if (controlToken.length < 32) throw new Error('The control token is too short to be secret.');
  const expected = digest(controlToken);
  return async (c, next) => {
    const token = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // Both sides are hashed to 32 bytes, so the comparison takes the same time for any token.
    if (token === undefined || !timingSafeEqual(digest(token), expected)) {
      throw new HttpError(
        401,
        'The admin API needs the control token of the running server: send ' +
          '"Authorization: Bearer <controlToken>" with the token of its server.json.',
        CHALLENGE,
      );
    }
    await next();
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
