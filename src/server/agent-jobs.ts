/**
 * The agent on this server: its runner (src/agent), started with the server when a language
 * model is configured, told at once about each job the API creates, stopped (its jobs ending
 * `interrupted`) when the server stops. Without a model there is no agent, and the API says so
 * instead of queueing jobs nobody would run.
 *
 * @module
 */
import { agentJobDiff, startAgentRunner } from '../agent/index.ts';
import type { AgentRunner, BranchDiff } from '../agent/index.ts';
import type { AnswerModel } from '../assistant/index.ts';
import type { Database } from '../storage/index.ts';
import type { AgentSettings } from './agent-settings.ts';
import type { IsolatedBuilds } from './deploy/isolated-build.ts';
import type { Logger } from './request-log.ts';
import type { AgentJobQueue } from './server-env.ts';

/** What the agent needs from the server. */
export interface AgentJobsOptions {
  db: Database;
  dataDir: string;
  /** The model the agent works with; undefined: no agent. */
  model: AnswerModel | undefined;
  settings: AgentSettings;
  log: Logger;
  /** Renders the jobs' pages: in build processes of their own, like deployments. */
  builds: IsolatedBuilds;
}

/** The server's agent, as described in the module comment. */
export class AgentJobs implements AgentJobQueue {
  readonly #options: AgentJobsOptions;
  #runner: AgentRunner | undefined;

  constructor(options: AgentJobsOptions) {
    this.#options = options;
  }

  get modelName(): string | undefined {
    return this.#options.model?.name;
  }

  /**
   * Starts running jobs (none without a model). `publicUrl` is where readers reach this
   * server's API, for the compare links of jobs that open no pull request.
   */
  async start(publicUrl: string): Promise<void> {
    const { model, settings } = this.#options;
    if (!model || this.#runner) return;
    const base = publicUrl.replace(/\/+$/, '');
    this.#runner = await startAgentRunner({
      db: this.#options.db,
      dataDir: this.#options.dataDir,
      model: model.model,
      log: this.#options.log,
      github: settings.github,
      limits: settings.limits,
      maxRunning: settings.maxRunning,
      maxRunningPerProject: settings.maxRunningPerProject,
      siteChecks: {
        brokenLinks: (projectId, root) => this.#options.builds.links(projectId, root),
        buildErrors: (projectId, root) => this.#options.builds.check(projectId, root),
      },
      compareLink: ({ projectId, sessionId }) =>
        `${base}/v1/agent/${encodeURIComponent(projectId)}/job/${encodeURIComponent(sessionId)}/compare`,
    });
  }

  wake(): void {
    this.#runner?.wake();
  }

  diff(projectId: string, sessionId: string): Promise<BranchDiff | undefined> {
    const { db, dataDir } = this.#options;
    return agentJobDiff({ db, dataDir }, projectId, sessionId);
  }

  /** Stops the runner; its running jobs end `interrupted`. */
  async stop(): Promise<void> {
    const runner = this.#runner;
    this.#runner = undefined;
    await runner?.stop();
  }
}
