/**
 * Rebuilding a hosted project, for admin keys:
 *
 * - `POST /v1/project/update/{projectId}` queues a build and answers 202 `{"statusId": "..."}`;
 *   the site keeps being served from its current deployment until the new one is complete;
 * - `GET /v1/project/update-status/{statusId}` reports that build: `status` is `queued`,
 *   `in_progress`, `success` or `failure` (the values update clients already read), with the
 *   times and, for a failure, the build's errors in `summary`.
 *
 * @module
 */
import { Hono } from 'hono';
import { getDeployment } from '../../storage/index.ts';
import type { Deployment, DeploymentStatus } from '../../storage/index.ts';
import { authorizedProject, requireKey } from '../auth.ts';
import { HttpError } from '../http-error.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { excerpt } from '../../shared/index.ts';

/** A build's status as clients read it. */
export type UpdateStatus = 'queued' | 'in_progress' | 'success' | 'failure';

const STATUS: Record<DeploymentStatus, UpdateStatus> = {
  queued: 'queued',
  building: 'in_progress',
  ready: 'success',
  failed: 'failure',
};

/** The body of `GET /v1/project/update-status/{statusId}`. */
export interface UpdateStatusBody {
  statusId: string;
  projectId: string;
  subdomain: string;
  status: UpdateStatus;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  /** What happened, in a sentence; the build errors for a failure. */
  summary: string;
}

/** The `/v1/project` routes. */
export function projectUpdateRoutes(services: ServerServices): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.use('*', requireKey(services, 'admin'));

  routes.post('/update/:projectId', async (c) => {
    const project = await authorizedProject(c, services, c.req.param('projectId'));
    const deployment = await services.deployments.request(project);
    c.get('logFields')['deployment'] = deployment.id;
    c.header('Location', `/v1/project/update-status/${deployment.id}`);
    return c.json({ statusId: deployment.id }, 202);
  });

  routes.get('/update-status/:statusId', async (c) => {
    const statusId = c.req.param('statusId');
    const deployment = await getDeployment(services.db, statusId);
    if (!deployment)
      throw new HttpError(404, `No update has the status id "${excerpt(statusId)}".`);
    const project = await authorizedProject(c, services, deployment.projectId);
    const body: UpdateStatusBody = {
      statusId: deployment.id,
      projectId: project.id,
      subdomain: project.subdomain,
      status: STATUS[deployment.status],
      createdAt: deployment.createdAt,
      startedAt: deployment.startedAt,
      endedAt: deployment.finishedAt,
      summary: summaryOf(deployment, project.currentDeploymentId),
    };
    return c.json(body);
  });

  return routes;
}

function summaryOf(deployment: Deployment, current: string | null): string {
  switch (deployment.status) {
    case 'queued':
      return 'The build is waiting for its turn.';
    case 'building':
      return 'The site is being built; the previous deployment is served until it is ready.';
    case 'ready':
      return deployment.id === current
        ? 'The site was built and is being served.'
        : 'The site was built; a newer deployment has replaced it.';
    case 'failed':
      return deployment.error ?? 'The build failed.';
  }
}
