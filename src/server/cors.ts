/**
 * CORS for the APIs a browser calls: the assistant (`/v1/assistant/*`) and search
 * (`/v1/search/*`), which a documentation site on another origin calls with an assistant key.
 *
 * - An `OPTIONS` preflight is answered `204` at once, without authentication, naming the
 *   request headers a browser may send (`Authorization` must be named: `*` does not cover it).
 * - Every other response, errors included (401, 413 from the body limit, 429, 500 from the
 *   error handler), gets `Access-Control-Allow-Origin`, or the browser would hide its body and
 *   the user would see only "Failed to fetch". The headers are added after the rest of the
 *   chain has answered, so whatever produced the response, they are on it.
 *
 * No cookies are involved (the key travels in `Authorization`), so any origin may call: the
 * request's `Origin` is echoed, or `*` without one.
 *
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './server-env.ts';

/** Request headers a browser may send on these routes. */
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type';

/** Methods of these routes. */
export const CORS_ALLOW_METHODS = 'GET, POST, OPTIONS';

/** Response headers a script may read besides the basic ones: the rate-limit headers. */
export const CORS_EXPOSE_HEADERS =
  'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

/** How long a browser may reuse a preflight answer, in seconds (one day). */
export const CORS_MAX_AGE_SECONDS = 86_400;

/** Middleware: answers preflights and puts the CORS headers on every response. */
export function cors(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: preflightHeaders(origin) });
    }
    await next();
    c.header('Access-Control-Allow-Origin', allowOrigin(origin));
    c.header('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
    c.header('Vary', 'Origin', { append: true });
    return undefined;
  };
}

/** The headers of a preflight answer. */
export function preflightHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': allowOrigin(origin),
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    Vary: 'Origin',
  };
}

/** The `Access-Control-Allow-Origin` value: the request's origin, or `*` without one. */
export function allowOrigin(origin: string | undefined): string {
  return origin === undefined || origin === '' ? '*' : origin;
}
