/**
 * The admin routes over a test database, as `folio serve` mounts them: request log, body limit,
 * the app's JSON errors. For route tests with `app.request()`, and as a real HTTP server on
 * port 0 for the CLI to reach through `server.json`. Builds are not run: the deployment queue
 * records what it was asked to build and leaves each deployment `queued`.
 *
 * @module
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiKeyCache } from '../../src/server/key-cache.ts';
import { ProjectCache } from '../../src/server/project-cache.ts';
import { errorResponse, HttpError } from '../../src/server/http-error.ts';
import { requestLog } from '../../src/server/request-log.ts';
import type { LogLine } from '../../src/server/request-log.ts';
import { ADMIN_PATH, adminRoutes } from '../../src/server/routes/admin.ts';
import type { AdminServices } from '../../src/server/routes/admin.ts';
import type { DeploymentQueue, ServerEnv } from '../../src/server/server-env.ts';
import { createDeployment, StorageError } from '../../src/storage/index.ts';
import type { Database, Deployment, Project } from '../../src/storage/index.ts';

/** A deployment queue that records requests as queued deployments and builds nothing. */
export class RecordingQueue implements DeploymentQueue {
  readonly #db: Database;
  /** The projects builds were requested for, in order. */
  readonly requested: Project[] = [];

  constructor(db: Database) {
    this.#db = db;
  }

  async request(project: Project): Promise<Deployment> {
    this.requested.push(project);
    return createDeployment(this.#db, { projectId: project.id });
  }
}

/** An app serving the admin routes, and what it is made of. */
export interface AdminTestApp {
  app: Hono<ServerEnv>;
  services: AdminServices & { deployments: RecordingQueue };
  logs: LogLine[];
}

/** The admin routes over `db`, for requests carrying `controlToken`. */
export function createAdminTestApp(db: Database, controlToken: string): AdminTestApp {
  const logs: LogLine[] = [];
  const services = {
    db,
    keys: new ApiKeyCache(db),
    projects: new ProjectCache(db),
    deployments: new RecordingQueue(db),
  };
  const app = new Hono<ServerEnv>();
  app.use(
    '*',
    requestLog((line) => logs.push(line)),
  );
  app.use('/v1/*', bodyLimit({ maxSize: 1024 * 1024 }));
  app.route(ADMIN_PATH, adminRoutes(services, controlToken));
  app.notFound((c) => errorResponse(404, `No route for ${c.req.method} ${c.req.path}.`));
  // The app's error handler (app.ts).
  app.onError((error) => {
    if (error instanceof HttpError)
      return errorResponse(error.status, error.message, error.headers);
    if (error instanceof StorageError && error.code === 'not-found') {
      return errorResponse(404, error.message);
    }
    if (error instanceof StorageError && error.code === 'invalid-options') {
      return errorResponse(400, error.message);
    }
    logs.push({ level: 'error', msg: 'unhandled error', error: error.stack ?? String(error) });
    return errorResponse(500, 'Internal server error.');
  });
  return { app, services, logs };
}

/** A listening test server. */
export interface AdminTestServer extends AdminTestApp {
  url: string;
  close(): Promise<void>;
}

/** Serves {@link createAdminTestApp} on 127.0.0.1 and a free port (`@hono/node-server`). */
export async function startAdminTestServer(
  db: Database,
  controlToken: string,
): Promise<AdminTestServer> {
  const test = createAdminTestApp(db, controlToken);
  const listening = Promise.withResolvers<AddressInfo>();
  const server = serve({ fetch: test.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    listening.resolve(info);
  });
  const { port } = await listening.promise;
  return {
    ...test,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
