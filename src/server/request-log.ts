/**
 * One structured log line per request: JSON with the time, method, host, path (never the query
 * string, never a header, so no key can reach the log), status, duration, response size and
 * whatever the route added (`project`, `session`, `deployment`).
 *
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './server-env.ts';

/** A log line: flat JSON fields. */
export type LogLine = Record<string, string | number | boolean | undefined>;

/** Where log lines go: stdout by default, a list in tests. */
export type Logger = (line: LogLine) => void;

/** Writes each line as JSON on standard output. */
export const stdoutLogger: Logger = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/** Middleware: logs the request when its response is ready. */
export function requestLog(log: Logger): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logFields', {});
    await next();
    const length = c.res.headers.get('content-length');
    log({
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      host: c.req.header('host'),
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
      bytes: length === null ? undefined : Number(length),
      ...c.get('logFields'),
    });
  };
}
