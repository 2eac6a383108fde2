/**
 * Builds projects into deployments, one build at a time per server. A request records a
 * `queued` deployment and returns it at once (its id is the status id clients poll); the queue
 * then claims it (`queued` → `building`, an atomic update, so two servers on one PostgreSQL
 * never build the same deployment), checks out the source, builds the site into
 * `<dataDir>/sites/<projectId>/<deploymentId>/` in a build process of its own (see
 * `isolated-build.ts`: the pages are the project's code, not the server's), and on success
 * makes it the project's current deployment. Until then the previous deployment is served. A failed build records its errors
 * (file:line:column and message) and leaves the current deployment alone.
 *
 * @module
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { formatDiagnostics, plural } from '../../shared/index.ts';
import {
  createDeployment,
  getDeployment,
  getProject,
  listDeployments,
  listDeploymentsByStatus,
  setCurrentDeployment,
  setDeploymentStatus,
  StorageError,
} from '../../storage/index.ts';
import type { Database, Deployment, Project } from '../../storage/index.ts';
import { deploymentPrefix } from '../artefacts/artefact-store.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import { HttpError } from '../http-error.ts';
import type { ProjectCache } from '../project-cache.ts';
import type { Logger } from '../request-log.ts';
import type { DeploymentQueue } from '../server-env.ts';
import { BuildProcessError } from './build-process.ts';
import type { IsolatedBuilds } from './isolated-build.ts';
import { checkoutSource, expectedRoot, SourceError } from './source-checkout.ts';

/** How many ready deployments of a project keep their files by default (the current included). */
export const DEFAULT_KEEP_DEPLOYMENTS = 3;

/** How often a server on PostgreSQL looks for builds queued by other processes. */
const POLL_MS = 2_000;

/** A build still `building` this long after it started, on PostgreSQL, was abandoned. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/** At most this many build errors are stored with a failed deployment. */
const MAX_ERRORS = 20;

/** What a {@link BuildQueue} needs. */
export interface BuildQueueOptions {
  db: Database;
  projects: ProjectCache;
  /** The data folder: sites go to `sites/`, git checkouts to `checkouts/`. */
  dataDir: string;
  log: Logger;
  /** Runs the builds, each in a process of its own. */
  builds: IsolatedBuilds;
  /**
   * Where built sites are put (the data folder's `sites/`, or a bucket); they are written there
   * whole before the deployment is made current.
   */
  store: ArtefactStore;
  /**
   * How many ready deployments of a project keep their files, the current one included
   * (default {@link DEFAULT_KEEP_DEPLOYMENTS}); older ones' files or objects are deleted.
   */
  keepDeployments?: number | undefined;
}

/** The server's build queue. */
export class BuildQueue implements DeploymentQueue {
  readonly #options: BuildQueueOptions;
  /** Queued deployment ids by project, in request order. */
  readonly #queue: { projectId: string; deploymentId: string }[] = [];
  readonly #settled = new Map<string, ((deployment: Deployment) => void)[]>();
  #running: Promise<void> | undefined;
  /** The deployment being built now. */
  #current: string | undefined;
  #poll: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: BuildQueueOptions) {
    this.#options = options;
  }

  /**
   * Queues a build of `project`. While a build of it is queued and not started, that one is
   * returned instead of a second: it will build the folder as it is when it starts.
   */
  async request(project: Project): Promise<Deployment> {
    if (this.#closed) throw new HttpError(503, 'The server is shutting down: try again shortly.');
    const waiting = this.#queue.find((item) => item.projectId === project.id);
    if (waiting) {
      const queued = await getDeployment(this.#options.db, waiting.deploymentId);
      if (queued?.status === 'queued') return queued;
    }
    const deployment = await createDeployment(this.#options.db, { projectId: project.id });
    this.#queue.push({ projectId: project.id, deploymentId: deployment.id });
    this.#pump();
    return deployment;
  }

  /**
   * Takes up the deployments waiting in the database: those left `queued` by a server that
   * stopped before building them, and, on PostgreSQL, those other processes queue later (the
   * admin CLI, other servers), polled every {@link POLL_MS}. A deployment left `building` by a
   * server that died is marked failed: at once with the embedded database (no other process
   * can be building), after {@link ABANDONED_AFTER_MS} on PostgreSQL.
   */
  async resume(): Promise<void> {
    await this.#failAbandoned();
    await this.#takeQueued();
    if (this.#options.db.kind === 'postgres') {
      this.#poll = setInterval(() => {
        this.#takeQueued().catch(this.#logError);
      }, POLL_MS);
      this.#poll.unref();
    }
  }

  async #failAbandoned(): Promise<void> {
    const { db } = this.#options;
    const cutoff = db.kind === 'pglite' ? Date.now() : Date.now() - ABANDONED_AFTER_MS;
    for (const deployment of await listDeploymentsByStatus(db, 'building')) {
      if (Date.parse(deployment.startedAt ?? deployment.createdAt) > cutoff) continue;
      await setDeploymentStatus(db, deployment.id, {
        status: 'failed',
        error: 'The server building this deployment stopped before it finished.',
      }).catch(() => undefined);
    }
  }

  async #takeQueued(): Promise<void> {
    if (this.#closed) return;
    for (const deployment of await listDeploymentsByStatus(this.#options.db, 'queued')) {
      const known =
        deployment.id === this.#current ||
        this.#queue.some((item) => item.deploymentId === deployment.id);
      if (!known)
        this.#queue.push({ projectId: deployment.projectId, deploymentId: deployment.id });
    }
    this.#pump();
  }

  #logError = (error: unknown): void => {
    this.#options.log({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'build queue',
      error: error instanceof Error ? error.message : String(error),
    });
  };

  /** Resolves with the deployment once it is `ready` or `failed`. */
  async settled(deploymentId: string): Promise<Deployment> {
    const current = await getDeployment(this.#options.db, deploymentId);
    if (!current)
      throw new StorageError('not-found', `No deployment has the id "${deploymentId}".`);
    if (current.status === 'ready' || current.status === 'failed') return current;
    return new Promise((resolve) => {
      const list = this.#settled.get(deploymentId) ?? [];
      list.push(resolve);
      this.#settled.set(deploymentId, list);
    });
  }

  /**
   * Stops taking builds and waits for the running one; queued ones stay queued for later. The
   * spare build processes are killed.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#poll);
    this.#queue.length = 0;
    await this.#running;
    await this.#options.builds.close();
  }

  #pump(): void {
    if (this.#running || this.#closed) return;
    const next = this.#queue.shift();
    if (!next) return;
    this.#current = next.deploymentId;
    this.#running = this.#build(next.projectId, next.deploymentId).finally(() => {
      this.#running = undefined;
      this.#current = undefined;
      this.#pump();
    });
  }

  async #build(projectId: string, deploymentId: string): Promise<void> {
    const { db, log } = this.#options;
    const started = performance.now();
    let deployment: Deployment;
    try {
      deployment = await setDeploymentStatus(db, deploymentId, { status: 'building' });
    } catch (error) {
      // Claimed by another server, or no longer queued: not ours to build.
      if (error instanceof StorageError) return;
      throw error;
    }
    const line = { msg: 'deployment', project: projectId, deployment: deploymentId };
    log({ time: new Date().toISOString(), level: 'info', ...line, status: 'building' });
    let result: Deployment;
    try {
      result = await this.#buildAndPublish(projectId, deployment);
    } catch (error) {
      const message =
        error instanceof SourceError ||
        error instanceof StorageError ||
        error instanceof BuildProcessError
          ? error.message
          : `The build crashed: ${error instanceof Error ? error.message : String(error)}`;
      result = await setDeploymentStatus(db, deploymentId, { status: 'failed', error: message });
    }
    log({
      time: new Date().toISOString(),
      level: result.status === 'ready' ? 'info' : 'error',
      ...line,
      status: result.status,
      seconds: Math.round(performance.now() - started) / 1000,
      error: result.error ?? undefined,
    });
    for (const resolve of this.#settled.get(deploymentId) ?? []) resolve(result);
    this.#settled.delete(deploymentId);
  }

  async #buildAndPublish(projectId: string, deployment: Deployment): Promise<Deployment> {
    const { db, dataDir, builds, store } = this.#options;
    const project = await getProject(db, projectId);
    if (!project) throw new StorageError('not-found', `Project ${projectId} no longer exists.`);
    // The build process starts (and warms up) while the source is checked out.
    const expected = await expectedRoot(project, dataDir);
    if (expected !== undefined) builds.prepare(project.id, expected).catch(() => undefined);
    const root = await checkoutSource(project, dataDir);
    // The build's work folder is on this server's disk; the store gets the finished site.
    const outDir = path.join(dataDir, 'sites', project.id, deployment.id);
    const prefix = deploymentPrefix(project.id, deployment.id);
    const build = await builds.deploy(project.id, root, outDir, (site) =>
      store.putFolder(prefix, site),
    );
    const errors = build.diagnostics.filter((item) => item.severity === 'error');
    if (errors.length > 0 || !build.written) {
      const shown = formatDiagnostics(errors.slice(0, MAX_ERRORS), { root, cwd: root });
      const more = errors.length > MAX_ERRORS ? `\n(and ${errors.length - MAX_ERRORS} more)` : '';
      return setDeploymentStatus(db, deployment.id, {
        status: 'failed',
        error: `The build failed with ${plural(errors.length, 'error')}:\n${shown}${more}`,
      });
    }
    const ready = await setDeploymentStatus(db, deployment.id, {
      status: 'ready',
      outputDir: store.locationOf(prefix),
    });
    await setCurrentDeployment(db, project.id, deployment.id);
    this.#options.projects.forget(project);
    await this.#prune(project.id);
    return ready;
  }

  /** Deletes the files of ready deployments older than the last few kept. */
  async #prune(projectId: string): Promise<void> {
    const ready = (await listDeployments(this.#options.db, projectId)).filter(
      (deployment) => deployment.status === 'ready',
    );
    const { store } = this.#options;
    const keep = Math.max(1, this.#options.keepDeployments ?? DEFAULT_KEEP_DEPLOYMENTS);
    for (const old of ready.slice(keep)) {
      if (old.outputDir === null) continue;
      const prefix = store.prefixAt(old.outputDir);
      if (prefix !== undefined) await store.deletePrefix(prefix);
      else if (!old.outputDir.startsWith('s3://')) {
        await rm(old.outputDir, { recursive: true, force: true });
      }
    }
  }
}
