/**
 * The HTTP app of `folio serve`: hosted sites by subdomain or `/_sites/{subdomain}/`, and the
 * `/v1` APIs on every other host, with one log line per request and JSON errors throughout.
 * Built with Hono, so tests call `app.request()` without a socket.
 *
 * Input is bounded before any route runs: bodies up to {@link MAX_BODY_BYTES}, path and query
 * parameters checked by request-params.ts (no NUL, a length limit each), JSON bodies by
 * read-body.ts; error messages quote at most 200 characters of what the client sent.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { excerpt } from '../shared/index.ts';
import { StorageError } from '../storage/index.ts';
import { cors } from './cors.ts';
import { errorResponse, HttpError } from './http-error.ts';
import { DEFAULT_ASSISTANT_LIMITS } from './rate-limits.ts';
import type { AssistantLimits } from './rate-limits.ts';
import {
  isPlaygroundProxyRequest,
  PlaygroundProxy,
  playgroundProxyResponse,
} from './playground-proxy/index.ts';
import { checkRequestParams } from './request-params.ts';
import { requestLog, stdoutLogger } from './request-log.ts';
import type { Logger } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import { ADMIN_PATH, adminRoutes } from './routes/admin.ts';
import { agentCompareRoutes } from './routes/agent-compare.ts';
import { agentJobRoutes } from './routes/agent-jobs.ts';
import { assistantRoutes } from './routes/assistant.ts';
import { mountFeedback, SITE_BY_PATH_FEEDBACK, SITE_FEEDBACK_PATH } from './routes/feedback.ts';
import { searchRoutes } from './routes/assistant-search.ts';
import { projectUpdateRoutes } from './routes/project-update.ts';
import type { ServerEnv, ServerServices } from './server-env.ts';
import {
  assistantSettingsResponse,
  isApiRequestOnSiteHost,
  isAssistantSettingsRequest,
} from './site-assistant.ts';
import { siteMcpResponse } from './site-mcp.ts';
import { siteRequestOf } from './site-request.ts';
import { isMcpRequest } from '../mcp/index.ts';

/** The largest request body the APIs accept: 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How the app is set up besides its services. */
export interface AppOptions {
  /** Where request lines go (default: JSON on stdout). */
  log?: Logger;
  /** The host name sites are subdomains of (default `localhost`). */
  domain?: string;
  /**
   * The token of the admin routes (`/v1/admin`), which the admin CLI uses while this server
   * holds the embedded database; without one those routes are not mounted.
   */
  controlToken?: string;
  /** Rate limits of the assistant and search APIs (default: 10,000 each, see docs/api/introduction.mdx). */
  limits?: Partial<AssistantLimits>;
  /**
   * Behind a reverse proxy: count the per-IP limit by the last `X-Forwarded-For` address and
   * build site links with `X-Forwarded-Proto` (default false: the socket's address).
   */
  trustProxy?: boolean;
  /** Sends hosted sites' playground requests (`/_folio/proxy`; default: public addresses only). */
  playgroundProxy?: PlaygroundProxy;
  /** The secret reader feedback hashes client addresses with (default: random per process). */
  feedbackSalt?: string | undefined;
}

/** The app: sites and APIs over the given services. */
export function createApp(services: ServerServices, options: AppOptions = {}): Hono<ServerEnv> {
  const log = options.log ?? stdoutLogger;
  const app = new Hono<ServerEnv>();
  app.use('*', requestLog(log));
  app.use('*', securityHeaders(options.domain));

  const assistantSettings = {
    limits: { ...DEFAULT_ASSISTANT_LIMITS, ...options.limits },
    trustProxy: options.trustProxy ?? false,
    domain: options.domain ?? 'localhost',
  };
  const proxy = options.playgroundProxy ?? new PlaygroundProxy();
  app.use(async (c, next) => {
    const site = siteRequestOf(c.req.header('host'), c.req.path, options.domain);
    if (!site || isApiRequestOnSiteHost(site, c.req.method)) {
      await next();
      return;
    }
    c.get('logFields')['site'] = site.subdomain;
    if (isMcpRequest(site.path, c.req.method, c.req.header('accept') ?? null)) {
      return siteMcpResponse(c, services, { ...assistantSettings, log }, site);
    }
    if (isPlaygroundProxyRequest(site)) {
      return playgroundProxyResponse(c, services, { ...assistantSettings, proxy }, site);
    }
    if (isAssistantSettingsRequest(site, c.req.method)) {
      const settings = await assistantSettingsResponse(c, services, assistantSettings, site);
      if (settings) return settings;
    }
    return services.sites.serve(site, c.req.raw);
  });

  // Before the body limit, so its 413 carries the CORS headers too.
  app.use('/v1/assistant/*', cors());
  app.use('/v1/search/*', cors());
  app.use('/v1/feedback/*', cors());
  app.use(SITE_FEEDBACK_PATH, cors());
  app.use(SITE_BY_PATH_FEEDBACK, cors());
  app.use(
    '/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => errorResponse(413, 'The request body is larger than 1 MB.'),
    }),
  );
  app.use('/v1/*', checkRequestParams());
  mountFeedback(app, services, {
    ...assistantSettings,
    salt: options.feedbackSalt ?? randomBytes(32).toString('base64url'),
  });
  // Before the key-checked agent routes: the compare page is a shared link, with no key.
  app.route('/v1/agent', agentCompareRoutes(services));
  app.route('/v1/agent', agentJobRoutes(services));
  app.route('/v1/project', projectUpdateRoutes(services));
  app.route('/v1/assistant', assistantRoutes(services, { ...assistantSettings, log }));
  app.route('/v1/search', searchRoutes(services, assistantSettings));
  if (options.controlToken !== undefined) {
    app.route(ADMIN_PATH, adminRoutes(services, options.controlToken));
  }

  app.notFound((c) =>
    errorResponse(404, `No route for ${excerpt(c.req.method, 20)} ${excerpt(c.req.path)}.`),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return errorResponse(error.status, error.message, error.headers);
    if (error instanceof StorageError && error.code === 'not-found') {
      return errorResponse(404, error.message);
    }
    if (error instanceof StorageError && error.code === 'invalid-options') {
      return errorResponse(400, error.message);
    }
    if (error instanceof StorageError && error.code === 'thread-full') {
      return errorResponse(409, error.message);
    }
    log({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'unhandled error',
      method: c.req.method,
      path: c.req.path,
      error: error.stack ?? String(error),
    });
    return errorResponse(500, 'Internal server error.');
  });
  return app;
}
