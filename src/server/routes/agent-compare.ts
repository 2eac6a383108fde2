/**
 * The compare page of an agent job: `GET /v1/agent/{projectId}/job/{sessionId}/compare`, the
 * `pullRequestLink` of jobs that open no pull request. It is a link people follow in a
 * browser, so it takes no key: the session id (122 random bits) is what grants access, like a
 * shared link. HTML by default; with `Accept: application/json` (and not HTML) the diff as JSON
 * (`{branch, baseCommit, headCommit, files, patch, truncated}`). Errors are HTML pages for
 * browsers and `{"error": "..."}` otherwise.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { AgentJobError } from '../../agent/index.ts';
import { compareMessageHtml, comparePageHtml } from '../agent-compare-page.ts';
import { errorResponse } from '../http-error.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { excerpt } from '../../shared/index.ts';

/** The compare route, to mount at `/v1/agent` before the routes that need a key. */
export function agentCompareRoutes(services: ServerServices): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.get('/:projectId/job/:sessionId/compare', async (c) => {
    const { projectId, sessionId } = c.req.param();
    c.get('logFields')['session'] = sessionId;
    const project = await services.projects.byId(projectId);
    const missing = `Project "${excerpt(projectId)}" has no agent job "${excerpt(sessionId)}".`;
    if (!project) return failure(c, 404, missing);
    let diff;
    try {
      diff = await services.agents.diff(project.id, sessionId);
    } catch (error) {
      if (error instanceof AgentJobError) return failure(c, 409, error.message);
      throw error;
    }
    if (!diff) return failure(c, 404, missing);
    if (!wantsHtml(c)) return c.json(diff);
    return c.html(comparePageHtml(diff, { projectName: project.name, sessionId }));
  });
  return routes;
}

/** HTML unless the client asks for JSON without HTML. */
function wantsHtml(c: Context<ServerEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') || !accept.includes('application/json');
}

function failure(c: Context<ServerEnv>, status: 404 | 409, message: string): Response {
  if (!wantsHtml(c)) return errorResponse(status, message);
  const title = status === 404 ? 'No such agent job' : 'No changes to show';
  return c.html(compareMessageHtml(title, message), status);
}
