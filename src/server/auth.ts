/**
 * Authentication and authorization of the `/v1` APIs (docs/api/authentication.mdx). A request carries
 * `Authorization: Bearer <key>`:
 *
 * - missing, not `Bearer`, or not shaped like a Folio key → 401;
 * - unknown or revoked key → 401;
 * - a key of the wrong type for the route (an assistant key on an admin route) → 403;
 * - an unknown project → 404;
 * - a key of another organization, or an admin key limited to another project → 403.
 *
 * Keys are compared in constant time by storage; the key itself is never logged or echoed.
 *
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiKey, ApiKeyType, Project } from '../storage/index.ts';
import { HttpError } from './http-error.ts';
import type { ServerEnv, ServerServices } from './server-env.ts';
import { excerpt } from '../shared/index.ts';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

const BEARER = /^Bearer +(\S+) *$/i;

/** A Folio key: `folio_admin_...` or `folio_assistant_...` (the exact check is storage's). */
const KEY_SHAPE = /^folio_(admin|assistant)_[A-Za-z0-9_-]{32}$/;

/** What an assistant key cannot do, and what an admin key is for, in 403 messages. */
const KEY_NAMES: Record<ApiKeyType, string> = {
  admin: 'an admin key',
  assistant: 'an assistant key',
};

/** Middleware: the request must carry an active key of `type`; it is put in `c.var.apiKey`. */
export function requireKey(
  services: Pick<ServerServices, 'keys'>,
  type: ApiKeyType,
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const key = await services.keys.verify(token);
    if (!key) {
      throw new HttpError(401, 'Invalid API key: it is unknown or has been revoked.', CHALLENGE);
    }
    if (key.type !== type) {
      throw new HttpError(
        403,
        `This route needs ${KEY_NAMES[type]}; the request used ${KEY_NAMES[key.type]}.`,
      );
    }
    c.set('apiKey', key);
    await next();
  };
}

/** The key in an `Authorization` header; throws 401 when it is missing or malformed. */
export function bearerToken(header: string | undefined): string {
  if (header === undefined || header.trim() === '') {
    throw new HttpError(
      401,
      'Missing Authorization header: send "Authorization: Bearer <key>" with an API key.',
      CHALLENGE,
    );
  }
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) {
    throw new HttpError(401, 'Malformed Authorization header: expected "Bearer <key>".', CHALLENGE);
  }
  if (!KEY_SHAPE.test(token)) {
    throw new HttpError(
      401,
      'Malformed API key: Folio keys look like folio_admin_... or folio_assistant_....',
      CHALLENGE,
    );
  }
  return token;
}

/**
 * The project `projectId` names, when the request's key may act on it: 404 for an unknown
 * project, 403 for a key of another organization or limited to another project.
 */
export async function authorizedProject(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'projects'>,
  projectId: string,
): Promise<Project> {
  const project = await services.projects.byId(projectId);
  if (!project) throw new HttpError(404, `No project has the id "${excerpt(projectId)}".`);
  const key = c.get('apiKey');
  if (!mayActOn(key, project)) {
    throw new HttpError(403, `This key does not give access to project "${excerpt(projectId)}".`);
  }
  c.get('logFields')['project'] = project.id;
  return project;
}

function mayActOn(key: ApiKey, project: Project): boolean {
  if (key.organizationId !== project.organizationId) return false;
  return key.projectId === null || key.projectId === project.id;
}
