/**
 * Builds projects into deployments, one build at a time per server. A request records a
 * `queued` deployment and returns it at once (its id is the status id clients poll), notifying
 * every server sharing the database; whichever is free claims it (`build-claims.ts`: one server
 * per deployment, with a heartbeat while it builds, taken over by another server when the
 * heartbeat lapses, a bounded number of times), checks out the source, builds the site into
 * the artefact store at `<projectId>/<deploymentId>/attempt-<n>/` (one folder per claim, so a
 * server thought dead cannot overwrite or delete the files of the one that took over) in a
 * build process of its own (see
 * `isolated-build.ts`: the pages are the project's code, not the server's), and on success
 * makes it the project's current deployment. Until then the previous deployment is served. A failed build records its errors
 * (file:line:column and message) and leaves the current deployment alone.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { formatDiagnostics, plural } from '../../shared/index.ts';
import {
  CHANNELS,
  claimNextBuild,
  finishBuild,
  getDeployment,
  getProject,
  heartbeatBuild,
  listDeployments,
  queueDeployment,
  StorageError,
} from '../../storage/index.ts';
import type {
  BuildOutcome,
  ClaimedBuild,
  Database,
  Deployment,
  Project,
} from '../../storage/index.ts';
import { attemptPrefix, deploymentPrefix } from '../artefacts/artefact-store.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import { HttpError } from '../http-error.ts';
import type { ProjectCache } from '../project-cache.ts';
import type { Logger } from '../request-log.ts';
import type { DeploymentQueue } from '../server-env.ts';
import { DEFAULT_BUILD_CLAIMS } from './build-claim-settings.ts';
import type { BuildClaimSettings } from './build-claim-settings.ts';
import { BuildProcessError } from './build-process.ts';
import type { IsolatedBuilds } from './isolated-build.ts';
import { checkoutSource, expectedRoot, SourceError } from './source-checkout.ts';
import { ArtefactSweeper } from './sweep-artefacts.ts';

/** How many ready deployments of a project keep their files by default (the current included). */
export const DEFAULT_KEEP_DEPLOYMENTS = 3;

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
  /**
   * How old the stored files of a failed or abandoned build must be before they are deleted
   * (default: an hour, {@link DEFAULT_ORPHAN_GRACE_MS} in `sweep-artefacts.ts`;
   * `FOLIO_SWEEP_GRACE_SECONDS` sets it for `folio serve`).
   */
  orphanGraceMs?: number | undefined;
  /** Heartbeat, lapse, attempts and polling (default {@link DEFAULT_BUILD_CLAIMS}). */
  claims?: Partial<BuildClaimSettings> | undefined;
  /** Called each time the queue looks for work, with why (tests watch who woke it). */
  onWake?: ((reason: WakeReason) => void) | undefined;
}

/** Why a queue looked for work: its own request, a notification, its poll, a build ending. */
export type WakeReason = 'request' | 'notification' | 'poll' | 'start' | 'next';

/** How often a waiter of {@link BuildQueue.settled} reads a deployment built elsewhere. */
const SETTLED_POLL_MS = 500;

/** Thrown inside a build whose claim another server took over: nothing is published. */
class LostClaimError extends Error {}

/** The server's build queue. */
export class BuildQueue implements DeploymentQueue {
  readonly #options: BuildQueueOptions;
  readonly #claims: BuildClaimSettings;
  /** This server's id in claims: host, process and a random part (a restarted pid differs). */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #settled = new Map<string, ((deployment: Deployment) => void)[]>();
  /** The build running now. */
  #running: Promise<void> | undefined;
  /**
   * The deployment this server is building. Its waiters hear from the build itself, once the
   * files of older deployments are pruned, not from the database, which says `ready` before.
   */
  #building: string | undefined;
  /** A claim under way, and whether another wake-up came meanwhile. */
  #claiming: Promise<void> | undefined;
  #again = false;
  /** Whether claims treat every `building` deployment as abandoned (start-up, PGlite). */
  #takeOver = false;
  #poll: NodeJS.Timeout | undefined;
  readonly #unlisten: (() => Promise<void>)[] = [];
  #closed = false;
  /** Deletes orphaned files from the store, a slice after each build. */
  readonly #sweeper: ArtefactSweeper;

  constructor(options: BuildQueueOptions) {
    this.#options = options;
    this.#sweeper = new ArtefactSweeper({
      db: options.db,
      store: options.store,
      graceMs: options.orphanGraceMs,
    });
    this.#claims = { ...DEFAULT_BUILD_CLAIMS, ...options.claims };
  }

  /**
   * Queues a build of `project`. While a build of it is queued and not started, that one is
   * returned instead of a second: it will build the folder as it is when it starts. This server
   * claims it at once when it is idle; otherwise any server told of it may.
   */
  async request(project: Project): Promise<Deployment> {
    if (this.#closed) throw new HttpError(503, 'The server is shutting down: try again shortly.');
    const { deployment } = await queueDeployment(this.#options.db, project.id);
    await this.#wake('request');
    return deployment;
  }

  /**
   * Listens for work queued by other processes (the admin CLI, other servers) and for changes of
   * current deployments, polls as a fallback on PostgreSQL, and takes up the deployments
   * waiting: those queued while no server ran, and those whose server died mid-build (at once
   * with the embedded database, whose one process is this one; after their heartbeat lapses on
   * PostgreSQL).
   */
  async resume(): Promise<void> {
    const { db, projects } = this.#options;
    this.#unlisten.push(
      await db.listen(CHANNELS.builds, () => {
        void this.#wake('notification');
      }),
      await db.listen(CHANNELS.currentDeployments, (projectId) => {
        projects.forgetId(projectId);
      }),
    );
    if (db.kind === 'postgres') {
      this.#poll = setInterval(() => {
        void this.#wake('poll');
      }, this.#claims.pollMs);
      this.#poll.unref();
    } else {
      this.#takeOver = true;
    }
    await this.#wake('start');
  }

  /** Claims the next build when this server is free; resolves once the claim is made or not. */
  #wake(reason: WakeReason): Promise<void> {
    this.#options.onWake?.(reason);
    if (this.#closed) return Promise.resolve();
    if (this.#running || this.#claiming) {
      this.#again = true;
      return this.#claiming ?? Promise.resolve();
    }
    this.#again = false;
    this.#claiming = this.#claim()
      .catch(this.#logError)
      .finally(() => {
        this.#claiming = undefined;
        if (this.#again && !this.#running) void this.#wake('next');
      });
    return this.#claiming;
  }

  async #claim(): Promise<void> {
    const { lapseMs, maxAttempts } = this.#claims;
    // On the embedded database, until nothing is left, a `building` deployment that is not
    // this queue's one running build was left by a previous life of this process.
    const claimed = await claimNextBuild(this.#options.db, {
      workerId: this.workerId,
      lapseMs: this.#takeOver ? 0 : lapseMs,
      maxAttempts,
    });
    if (!claimed) this.#takeOver = false;
    if (!claimed || this.#closed) return;
    this.#building = claimed.deployment.id;
    this.#running = this.#build(claimed)
      .then(() => this.#sweepOrphans())
      .finally(() => {
        this.#building = undefined;
        this.#running = undefined;
        void this.#wake('next');
      });
  }

  #logError = (error: unknown): void => {
    this.#options.log({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'build queue',
      error: error instanceof Error ? error.message : String(error),
    });
  };

  /**
   * Resolves with the deployment once it is `ready` or `failed`, whichever server builds it
   * (one built elsewhere is read again every {@link SETTLED_POLL_MS}); one built here, once
   * the build is done with it, older deployments' files pruned.
   */
  async settled(deploymentId: string): Promise<Deployment> {
    const { db } = this.#options;
    const current = await getDeployment(db, deploymentId);
    if (!current)
      throw new StorageError('not-found', `No deployment has the id "${deploymentId}".`);
    if (current.status === 'ready' || current.status === 'failed') return current;
    return new Promise((resolve) => {
      const timer = setInterval(() => {
        if (this.#building === deploymentId) return;
        getDeployment(db, deploymentId).then((read) => {
          if (read?.status === 'ready' || read?.status === 'failed') done(read);
        }, this.#logError);
      }, SETTLED_POLL_MS);
      const done = (deployment: Deployment): void => {
        clearInterval(timer);
        const list = this.#settled.get(deploymentId) ?? [];
        list.splice(list.indexOf(done), 1);
        if (list.length === 0) this.#settled.delete(deploymentId);
        resolve(deployment);
      };
      const list = this.#settled.get(deploymentId) ?? [];
      list.push(done);
      this.#settled.set(deploymentId, list);
    });
  }

  /**
   * Stops taking builds and waits for the running one; queued ones stay queued for another
   * server or the next start. The spare build processes are killed.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#poll);
    await Promise.all(this.#unlisten.splice(0).map((stop) => stop().catch(() => undefined)));
    await this.#claiming;
    await this.#running;
    await this.#options.builds.close();
  }

  async #build({ deployment, attempts }: ClaimedBuild): Promise<void> {
    const { db, log } = this.#options;
    const started = performance.now();
    const deploymentId = deployment.id;
    const projectId = deployment.projectId;
    let lost = false;
    const heartbeat = setInterval(() => {
      heartbeatBuild(db, this.workerId, deploymentId).then((held) => {
        if (!held) lost = true;
      }, this.#logError);
    }, this.#claims.heartbeatMs);
    heartbeat.unref();
    const line = { msg: 'deployment', project: projectId, deployment: deploymentId };
    log({ time: new Date().toISOString(), level: 'info', ...line, status: 'building', attempts });
    let result: Deployment | undefined;
    try {
      result = await this.#buildAndPublish(projectId, deployment, attempts, () => !lost);
    } catch (error) {
      const message =
        error instanceof SourceError ||
        error instanceof StorageError ||
        error instanceof BuildProcessError
          ? error.message
          : `The build crashed: ${error instanceof Error ? error.message : String(error)}`;
      result =
        error instanceof LostClaimError
          ? undefined
          : await this.#finish(deploymentId, { status: 'failed', error: message });
    } finally {
      clearInterval(heartbeat);
    }
    if (result === undefined) {
      // Another server took the build over (this one looked dead): its result stands, not ours.
      log({
        time: new Date().toISOString(),
        level: 'error',
        ...line,
        status: 'taken-over',
        note: 'the claim lapsed and another server took this build over: its result is dropped',
      });
      return;
    }
    log({
      time: new Date().toISOString(),
      level: result.status === 'ready' ? 'info' : 'error',
      ...line,
      status: result.status,
      seconds: Math.round(performance.now() - started) / 1000,
      error: result.error ?? undefined,
    });
    for (const resolve of [...(this.#settled.get(deploymentId) ?? [])]) resolve(result);
  }

  async #buildAndPublish(
    projectId: string,
    deployment: Deployment,
    attempt: number,
    held: () => boolean,
  ): Promise<Deployment | undefined> {
    const { db, dataDir, builds, store } = this.#options;
    const project = await getProject(db, projectId);
    if (!project) throw new StorageError('not-found', `Project ${projectId} no longer exists.`);
    // The build process starts (and warms up) while the source is checked out.
    const expected = await expectedRoot(project, dataDir);
    if (expected !== undefined) builds.prepare(project.id, expected).catch(() => undefined);
    const root = await checkoutSource(project, dataDir);
    // The build's work folder is on this server's disk (a fresh staging name each time); the
    // store gets the finished site, in this attempt's own folder: the deployment records which
    // attempt it publishes.
    const outDir = path.join(dataDir, 'sites', project.id, deployment.id);
    const prefix = attemptPrefix(project.id, deployment.id, attempt);
    const build = await builds.deploy(project.id, root, outDir, (site) =>
      store.putFolder(prefix, site),
    );
    if (!held()) throw new LostClaimError(deployment.id);
    const errors = build.diagnostics.filter((item) => item.severity === 'error');
    if (errors.length > 0 || !build.written) {
      const shown = formatDiagnostics(errors.slice(0, MAX_ERRORS), { root, cwd: root });
      const more = errors.length > MAX_ERRORS ? `\n(and ${errors.length - MAX_ERRORS} more)` : '';
      return this.#finish(deployment.id, {
        status: 'failed',
        error: `The build failed with ${plural(errors.length, 'error')}:\n${shown}${more}`,
      });
    }
    // Published only if the claim is still this server's, in the same statement that publishes.
    const ready = await this.#finish(deployment.id, {
      status: 'ready',
      outputDir: store.locationOf(prefix),
    });
    if (ready === undefined) return undefined;
    this.#options.projects.forget(project);
    await this.#prune(project.id);
    return ready;
  }

  /** One slice of the orphan sweep, after a build: what it deleted is logged, errors too. */
  async #sweepOrphans(): Promise<void> {
    try {
      const deleted = await this.#sweeper.sweep();
      if (deleted.length === 0) return;
      this.#options.log({
        time: new Date().toISOString(),
        level: 'info',
        msg: 'deleted the stored files of failed or abandoned builds',
        count: deleted.length,
      });
    } catch (error) {
      this.#logError(error);
    }
  }

  /** Records the build's end if this server still holds its claim; undefined when it does not. */
  #finish(deploymentId: string, outcome: BuildOutcome): Promise<Deployment | undefined> {
    return finishBuild(this.#options.db, this.workerId, deploymentId, outcome);
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
      // Every attempt's folder goes with the deployment, not just the one it published.
      const whole = deploymentPrefix(projectId, old.id);
      if (prefix !== undefined) {
        await store.deletePrefix(prefix.startsWith(`${whole}/`) ? whole : prefix);
      } else if (!old.outputDir.startsWith('s3://')) {
        await rm(old.outputDir, { recursive: true, force: true });
      }
    }
  }
}
