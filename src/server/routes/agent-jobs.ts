/**
 * The agent jobs API (docs/api/openapi.yaml: list, create and read one), for admin keys:
 *
 * - `GET /v1/agent/{projectId}/jobs` → `{"allSessions": [...]}`, newest first; all sessions
 *   without parameters, a page with `skip` (>= 0) and `take` (1..100);
 * - `POST /v1/agent/{projectId}/job` with `{messages: [{role, content}], branch?, asDraft?}`
 *   → 201 and the new session;
 * - `GET /v1/agent/{projectId}/job/{sessionId}` → the session and the messages it started with.
 *
 * A new session is recorded with `haultReason` `processing` and the agent runner is woken to
 * claim it; it reports its progress with storage's `updateAgentSession`. A server without a
 * language model answers job requests with 503 and what to configure.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { createAgentSession, getAgentSession, listAgentSessions } from '../../storage/index.ts';
import { authorizedProject, requireKey } from '../auth.ts';
import { HttpError } from '../http-error.ts';
import { readJsonBody } from '../read-body.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { toWireSession, toWireSessionWithMessages } from './wire-session.ts';
import { excerpt } from '../../shared/index.ts';

/** The answer to a job request on a server without a model. */
export const NO_MODEL =
  'No language model is configured, so this server runs no agent jobs: set FOLIO_AI_PROVIDER ' +
  '(openai, anthropic or openai-compatible), FOLIO_AI_MODEL, and FOLIO_AI_API_KEY or ' +
  'FOLIO_AI_BASE_URL as the provider needs, then restart the server.';

/** The largest page `take` asks for. */
export const MAX_TAKE = 100;

const jobRequest = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant', 'system']),
        content: z.string().min(1, 'must not be empty'),
      }),
    )
    .min(1, 'give at least one message'),
  branch: z
    .string()
    .regex(
      /^(?!\/|.*(\.\.|\/\/|@\{|\.lock$|\/$))[\w./-]{1,200}$/,
      'must be a valid git branch name',
    )
    .optional(),
  asDraft: z.boolean().optional(),
  title: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
});

/** The `/v1/agent` routes. */
export function agentJobRoutes(services: ServerServices): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('*', requireKey(services, 'admin'));

  routes.get('/:projectId/jobs', async (c) => {
    const page = pageOf(c.req.query('skip'), c.req.query('take'));
    const project = await authorizedProject(c, services, c.req.param('projectId'));
    const sessions = await listAgentSessions(services.db, project.id, page);
    return c.json({ allSessions: sessions.map(toWireSession) });
  });

  routes.post('/:projectId/job', async (c) => {
    const project = await authorizedProject(c, services, c.req.param('projectId'));
    const body = await readJsonBody(c, jobRequest);
    if (services.agents.modelName === undefined) throw new HttpError(503, NO_MODEL);
    const session = await createAgentSession(services.db, {
      projectId: project.id,
      messages: body.messages,
      branch: body.branch ?? newBranchName(),
      asDraft: body.asDraft,
      title: body.title,
      userId: body.userId,
    });
    c.get('logFields')['session'] = session.sessionId;
    services.agents.wake();
    c.header('Location', `/v1/agent/${project.id}/job/${session.sessionId}`);
    return c.json(toWireSessionWithMessages(session), 201);
  });

  routes.get('/:projectId/job/:sessionId', async (c) => {
    const project = await authorizedProject(c, services, c.req.param('projectId'));
    const sessionId = c.req.param('sessionId');
    c.get('logFields')['session'] = sessionId;
    const session = await getAgentSession(services.db, sessionId);
    if (session?.projectId !== project.id) {
      throw new HttpError(
        404,
        `Project "${project.id}" has no agent session "${excerpt(sessionId)}".`,
      );
    }
    return c.json(toWireSessionWithMessages(session));
  });

  return routes;
}

/** `skip` and `take` from the query; throws a 400 for anything but whole numbers in range. */
export function pageOf(
  skip: string | undefined,
  take: string | undefined,
): { skip?: number; take?: number } {
  const page: { skip?: number; take?: number } = {};
  if (skip !== undefined) page.skip = wholeNumber('skip', skip, 0, Number.MAX_SAFE_INTEGER);
  if (take !== undefined) page.take = wholeNumber('take', take, 1, MAX_TAKE);
  return page;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
    throw new HttpError(
      400,
      `Query parameter ${name} must be a whole number ${range}, got "${excerpt(text, 40)}".`,
    );
  }
  return value;
}

/** The branch a job works on when the request names none: `folio/agent-<8 hex digits>`. */
function newBranchName(): string {
  return `folio/agent-${randomBytes(4).toString('hex')}`;
}
