/**
 * Assembles a server's services over an open database: the key and project caches, the build
 * queue, the site host, the assistant's corpora and its language model, the agent. The one place that decides which implementation each part uses.
 *
 * @module
 */
import { assistantModelFromEnv } from '../assistant/index.ts';
import type { AnswerModel } from '../assistant/index.ts';
import type { Database } from '../storage/index.ts';
import { AgentJobs } from './agent-jobs.ts';
import { agentSettingsFromEnv } from './agent-settings.ts';
import type { ArtefactStore } from './artefacts/artefact-store.ts';
import {
  artefactStoreFromEnv,
  keepDeploymentsFromEnv,
  sweepGraceMsFromEnv,
} from './artefacts/store-from-env.ts';
import { buildLimitsFromEnv, buildSparesFromEnv } from './deploy/build-limits.ts';
import type { BuildLimits } from './deploy/build-limits.ts';
import { buildClaimsFromEnv } from './deploy/build-claim-settings.ts';
import type { BuildClaimSettings } from './deploy/build-claim-settings.ts';
import { BuildQueue } from './deploy/build-queue.ts';
import type { WakeReason } from './deploy/build-queue.ts';
import { IsolatedBuilds } from './deploy/isolated-build.ts';
import { createSiteHost } from './hosting/site-host.ts';
import { ApiKeyCache } from './key-cache.ts';
import { ProjectCache } from './project-cache.ts';
import type { Logger } from './request-log.ts';
import type { ServerServices } from './server-env.ts';
import { SiteCorpora } from './site-corpora.ts';

/** The services, with the build queue typed as itself (the server resumes and closes it). */
export interface Services extends ServerServices {
  deployments: BuildQueue;
  agents: AgentJobs;
  /** The isolated builds (and spare build processes) the queue and the agent share. */
  builds: IsolatedBuilds;
  /** Where deployments' files are kept. */
  store: ArtefactStore;
}

/** What {@link createServices} needs. */
export interface CreateServicesOptions {
  /** The data folder: built sites and git checkouts are kept under it. */
  dataDir: string;
  log: Logger;
  /** How long verified keys and project reads are reused, in ms (tests use 0). */
  cacheTtlMs?: number;
  /**
   * Where deployments' files are kept. Default: the one `FOLIO_STORAGE_URL` names, or the data
   * folder's `sites/` (see `artefactStoreFromEnv`).
   */
  store?: ArtefactStore;
  /**
   * How many ready deployments of a project keep their files. Default: `FOLIO_KEEP_DEPLOYMENTS`,
   * or 3.
   */
  keepDeployments?: number;
  /** How builds are claimed and retried (default: from the environment, see build-claim-settings). */
  buildClaims?: Partial<BuildClaimSettings>;
  /** Called each time the build queue looks for work, with why. */
  onBuildQueueWake?: (reason: WakeReason) => void;
  /** Render threads per build. */
  buildWorkers?: number;
  /**
   * The bounds of each build. Default: the ones `FOLIO_BUILD_TIMEOUT_SECONDS` and
   * `FOLIO_BUILD_MEMORY_MB` set (see `buildLimitsFromEnv`).
   */
  buildLimits?: BuildLimits;
  /**
   * Spare build processes kept for projects' next deployments. Default: what
   * `FOLIO_BUILD_SPARES` sets (see `buildSparesFromEnv`).
   */
  buildSpares?: number;
  /**
   * The assistant's language model; null for none (answers quote the docs). Default: the one
   * the `FOLIO_AI_*` environment variables configure (see `assistantModelFromEnv`).
   */
  answerModel?: AnswerModel | null;
  /**
   * The agent's language model; null for none (creating a job answers 503). Default: the
   * assistant's model as the environment configures it.
   */
  agentModel?: AnswerModel | null;
}

/** The services of a server on `db`. */
export function createServices(db: Database, options: CreateServicesOptions): Services {
  // First, so a wrong FOLIO_AI_* setting stops the start before anything runs.
  const needsEnvironment = options.answerModel === undefined || options.agentModel === undefined;
  const configured = needsEnvironment ? assistantModelFromEnv(process.env) : undefined;
  const answerModel =
    options.answerModel === undefined ? configured : (options.answerModel ?? undefined);
  const agentModel =
    options.agentModel === undefined ? configured : (options.agentModel ?? undefined);
  const agentSettings = agentSettingsFromEnv(process.env);
  const store = options.store ?? artefactStoreFromEnv(process.env, options.dataDir);
  const buildLimits = options.buildLimits ?? buildLimitsFromEnv(process.env);
  const buildSpares = options.buildSpares ?? buildSparesFromEnv(process.env);
  const onError = (error: unknown): void => {
    options.log({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'background write failed',
      error: error instanceof Error ? error.message : String(error),
    });
  };
  const ttl = options.cacheTtlMs;
  const keys = new ApiKeyCache(db, ttl === undefined ? { onError } : { ttlMs: ttl, onError });
  const projects = new ProjectCache(db, ttl === undefined ? {} : { ttlMs: ttl });
  const builds = new IsolatedBuilds({
    dataDir: options.dataDir,
    limits: buildLimits,
    workers: options.buildWorkers,
    spares: buildSpares,
  });
  const deployments = new BuildQueue({
    db,
    projects,
    dataDir: options.dataDir,
    log: options.log,
    builds,
    store,
    keepDeployments: options.keepDeployments ?? keepDeploymentsFromEnv(process.env),
    orphanGraceMs: sweepGraceMsFromEnv(process.env),
    claims: options.buildClaims ?? buildClaimsFromEnv(process.env),
    onWake: options.onBuildQueueWake,
  });
  const sites = createSiteHost({ db, projects, store });
  const corpora = new SiteCorpora(db, { store });
  const agents = new AgentJobs({
    db,
    dataDir: options.dataDir,
    model: agentModel,
    settings: agentSettings,
    log: options.log,
    builds,
  });
  return {
    db,
    keys,
    projects,
    deployments,
    sites,
    corpora,
    answerModel,
    agents,
    builds,
    store,
  };
}
