/**
 * Checks the path and query parameters of every `/v1` request before its route runs: each one
 * decoded must be valid percent-encoded UTF-8, hold no NUL character (text-problem.ts) and be no
 * longer than its limit in {@link PARAMETER_LIMITS}. A bad one is a 400 that names the parameter
 * (`projectId`, `fp`) and the limit, never a database error: PostgreSQL refuses NUL in text,
 * and an index refuses a key of more than about 2,700 bytes.
 *
 * Path parameters are named from the pattern of the route that will answer
 * (`/v1/agent/:projectId/job/:sessionId/compare`); a path no route matches has its segments
 * checked all the same, against {@link MAX_PARAMETER_LENGTH}.
 *
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { matchedRoutes } from 'hono/route';
import { MAX_FP_LENGTH, MAX_ID_LENGTH } from '../assistant/index.ts';
import { excerpt } from '../shared/index.ts';
import { HttpError } from './http-error.ts';
import type { ServerEnv } from './server-env.ts';
import { textProblem } from './text-problem.ts';

/** The longest path segment or query parameter without a limit of its own. */
export const MAX_PARAMETER_LENGTH = 256;

/** The longest value of each named path or query parameter, in characters. */
export const PARAMETER_LIMITS: Readonly<Record<string, number>> = {
  projectId: MAX_ID_LENGTH,
  sessionId: MAX_ID_LENGTH,
  statusId: MAX_ID_LENGTH,
  idOrPrefix: MAX_ID_LENGTH,
  // A subdomain is one DNS label.
  domain: 63,
  fp: MAX_FP_LENGTH,
  cursor: 100,
  limit: 20,
  skip: 20,
  take: 20,
};

/** Middleware: a 400 for a path or query parameter that is not valid, before any route runs. */
export function checkRequestParams(): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const names = parameterNames(matchedRoutes(c));
    url.pathname
      .split('/')
      .slice(1)
      .forEach((segment, index) => {
        const name = names[index];
        checkValue(name === undefined ? 'The path' : `The path parameter ${name}`, name, segment);
      });
    for (const pair of url.search.slice(1).split('&')) {
      if (pair === '') continue;
      const [rawName = '', rawValue = ''] = pair.split(/=(.*)/s);
      const name = checkValue('A query parameter name', undefined, rawName, true);
      checkValue(`The query parameter ${excerpt(name, 60)}`, name, rawValue, true);
    }
    await next();
  };
}

/** Names of the path segments by position, from the route that answers (when it has any). */
function parameterNames(routes: readonly RouterRoute[]): (string | undefined)[] {
  // `use` middleware is registered for the method ALL; the handler that answers is not.
  const route = routes.find(
    (candidate) => candidate.method !== 'ALL' && candidate.path.includes('/:'),
  );
  if (!route) return [];
  return route.path
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith(':') ? segment.slice(1).replace(/\{.*$/, '') : undefined,
    );
}

/** The decoded value; throws a 400 naming it (`label`) when it is not acceptable. */
function checkValue(label: string, name: string | undefined, raw: string, query = false): string {
  let value: string;
  try {
    value = decodeURIComponent(query ? raw.replaceAll('+', ' ') : raw);
  } catch {
    throw new HttpError(400, `${label} is not valid percent-encoded UTF-8.`);
  }
  const problem = textProblem(value);
  if (problem) throw new HttpError(400, `${label} ${problem}.`);
  const max = (name !== undefined ? PARAMETER_LIMITS[name] : undefined) ?? MAX_PARAMETER_LENGTH;
  if (value.length > max) {
    throw new HttpError(
      400,
      `${label} is ${value.length.toLocaleString('en-US')} characters long; the most allowed is ${String(max)}.`,
    );
  }
  return value;
}
