/**
 * The agent runner of one server process: claims queued jobs from the database and runs up to
 * `maxRunning` of them at once (at most `maxRunningPerProject` of one project, both counted
 * over every runner on the database), keeps their heartbeats fresh, and stops cleanly. A job
 * queued through any server is announced on the agent-jobs channel, which wakes every runner.
 *
 * Jobs are never left `processing` forever. When it starts, the runner marks `interrupted` the
 * jobs a dead server left running: every running job on the embedded database (one process
 * owns it), and on PostgreSQL the jobs of its own worker id and those whose heartbeat is older
 * than `staleAfterMs`, which it keeps checking for while it runs. A job this runner loses that
 * way is stopped. Stopping the runner stops its jobs, which end `interrupted`.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  CHANNELS,
  claimNextAgentJob,
  getAgentJob,
  heartbeatAgentJobs,
  interruptAgentJobs,
} from '../storage/index.ts';
import type { AgentJob } from '../storage/index.ts';
import { runAgentJob } from './run-agent-job.ts';
import type { AgentJobOptions } from './run-agent-job.ts';

/** A log line: flat JSON fields (the server's logger takes them as they are). */
export type AgentLogLine = Record<string, string | number | boolean | undefined>;

/** How a runner runs. */
export interface AgentRunnerOptions extends Omit<AgentJobOptions, 'workerId' | 'signal'> {
  /** This runner's id in the database (default: host, process id and a random part). */
  workerId?: string | undefined;
  /** Jobs running at once, over every runner on the database (default 2). */
  maxRunning?: number | undefined;
  /** Jobs of one project running at once, over every runner (default 1). */
  maxRunningPerProject?: number | undefined;
  /** How often to look for queued jobs, in ms (default 2,000). {@link AgentRunner.wake} looks at once. */
  pollMs?: number | undefined;
  /** How often running jobs prove they are alive, in ms (default 10,000). */
  heartbeatMs?: number | undefined;
  /** On PostgreSQL: a running job without a heartbeat for this long was abandoned (default 120,000). */
  staleAfterMs?: number | undefined;
  /** Called with one line per job that ends, and per runner error. */
  log?: ((line: AgentLogLine) => void) | undefined;
}

/** A running runner. */
export interface AgentRunner {
  readonly workerId: string;
  /** Looks for queued jobs now: call it after creating one. */
  wake(): void;
  /** The session ids of the jobs running here. */
  running(): string[];
  /** Stops claiming, stops the running jobs (they end `interrupted`) and waits for them. */
  stop(): Promise<void>;
}

/** What a dead server's running jobs show. */
export const INTERRUPTED_MESSAGE =
  'The server running this job stopped before it finished. Request the job again to continue.';

/** Starts a runner as described in the module comment. */
export async function startAgentRunner(options: AgentRunnerOptions): Promise<AgentRunner> {
  const runner = new Runner(options);
  await runner.start();
  return runner;
}

class Runner implements AgentRunner {
  readonly workerId: string;
  readonly #options: AgentRunnerOptions;
  readonly #jobs = new Map<string, { controller: AbortController; done: Promise<void> }>();
  readonly #timers: NodeJS.Timeout[] = [];
  #filling: Promise<void> | undefined;
  #fillAgain = false;
  #stopped = false;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: AgentRunnerOptions) {
    this.#options = options;
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  async start(): Promise<void> {
    const { db } = this.#options;
    if (db.kind === 'pglite') {
      await interruptAgentJobs(db, { all: true }, INTERRUPTED_MESSAGE);
    } else {
      await interruptAgentJobs(db, { workerId: this.workerId }, INTERRUPTED_MESSAGE);
      await this.#interruptStale();
    }
    await this.#removeLeftoverWorktrees();
    // A job queued through any server wakes every runner at once; the poll is the fallback.
    this.#unlisten = await db.listen(CHANNELS.agentJobs, () => {
      this.wake();
    });
    this.#every(this.#options.pollMs ?? 2_000, () => {
      this.wake();
    });
    this.#every(this.#options.heartbeatMs ?? 10_000, () => this.#heartbeat());
    this.wake();
  }

  wake(): void {
    if (this.#stopped) return;
    if (this.#filling) {
      this.#fillAgain = true;
      return;
    }
    this.#filling = this.#fill().finally(() => {
      this.#filling = undefined;
      if (this.#fillAgain) {
        this.#fillAgain = false;
        this.wake();
      }
    });
  }

  running(): string[] {
    return [...this.#jobs.keys()];
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearInterval(timer);
    await this.#unlisten?.().catch(() => undefined);
    await this.#filling;
    for (const { controller } of this.#jobs.values()) controller.abort(new Error('stopped'));
    await Promise.all([...this.#jobs.values()].map(({ done }) => done));
  }

  async #fill(): Promise<void> {
    const maxRunning = this.#options.maxRunning ?? 2;
    try {
      while (!this.#stopped && this.#jobs.size < maxRunning) {
        const job = await claimNextAgentJob(this.#options.db, {
          workerId: this.workerId,
          maxRunning,
          maxRunningPerProject: this.#options.maxRunningPerProject ?? 1,
        });
        if (!job) return;
        this.#run(job);
      }
    } catch (error) {
      this.#logError('claiming a job', error);
    }
  }

  #run(job: AgentJob): void {
    const controller = new AbortController();
    if (this.#stopped) controller.abort(new Error('stopped'));
    const started = performance.now();
    const done = runAgentJob(job, {
      ...this.#options,
      workerId: this.workerId,
      signal: controller.signal,
    })
      .then((result) => {
        this.#options.log?.({
          time: new Date().toISOString(),
          level: result.haultReason === 'completed' ? 'info' : 'error',
          msg: 'agent job',
          project: job.projectId,
          session: job.sessionId,
          haultReason: result.haultReason,
          recorded: result.recorded,
          ms: Math.round(performance.now() - started),
        });
      })
      .catch((error: unknown) => {
        this.#logError('running a job', error);
      })
      .finally(() => {
        this.#jobs.delete(job.sessionId);
        this.wake();
      });
    this.#jobs.set(job.sessionId, { controller, done });
  }

  async #heartbeat(): Promise<void> {
    const ids = this.running();
    const owned = new Set(await heartbeatAgentJobs(this.#options.db, this.workerId, ids));
    for (const id of ids) {
      if (!owned.has(id)) this.#jobs.get(id)?.controller.abort(new Error('lost'));
    }
    if (this.#options.db.kind === 'postgres') await this.#interruptStale();
  }

  async #interruptStale(): Promise<void> {
    const heartbeatOlderThanMs = this.#options.staleAfterMs ?? 120_000;
    await interruptAgentJobs(this.#options.db, { heartbeatOlderThanMs }, INTERRUPTED_MESSAGE);
  }

  /** Worktree folders of jobs no longer running (a job cut short by a crash leaves one). */
  async #removeLeftoverWorktrees(): Promise<void> {
    const folder = path.join(path.resolve(this.#options.dataDir), 'agent', 'worktrees');
    const names = await readdir(folder).catch(() => []);
    for (const name of names) {
      const job = await getAgentJob(this.#options.db, name);
      if (job?.state === 'running') continue;
      await rm(path.join(folder, name), { recursive: true, force: true });
    }
  }

  #every(ms: number, work: () => Promise<void> | void): void {
    const timer = setInterval(() => {
      Promise.resolve(work()).catch((error: unknown) => {
        this.#logError('runner', error);
      });
    }, ms);
    timer.unref();
    this.#timers.push(timer);
  }

  #logError(what: string, error: unknown): void {
    this.#options.log?.({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'agent runner',
      while: what,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
