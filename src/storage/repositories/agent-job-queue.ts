/**
 * Agent sessions as a job queue, shared by every runner on one database. A session that is not
 * haulted and not claimed is `queued`; {@link claimNextAgentJob} hands the oldest one to one
 * runner (`running`); {@link finishAgentJob} or {@link interruptAgentJobs} haults it (`done`).
 *
 * Claims happen one at a time database-wide (a transaction-scoped advisory lock), so the limits
 * on running jobs hold across server instances, and the row is taken with
 * `FOR UPDATE SKIP LOCKED`, so a claim never waits on a session another transaction is
 * writing. A runner proves it is alive by {@link heartbeatAgentJobs}; jobs whose heartbeat
 * stopped are interrupted by whichever runner looks next.
 *
 * @module
 */
import type { Database, Queryable } from '../database.ts';
import { StorageError } from '../storage-error.ts';
import type { AgentMessage, HaultReason } from './agent-session-row.ts';
import { isoTime, isoTimeOrNull, isoTimeSql } from './time.ts';

/** Where a job is: waiting for a runner, being worked on, or haulted. */
export type AgentJobState = 'queued' | 'running' | 'done';

/** A session as the runner sees it: what to do, and who is doing it. */
export interface AgentJob {
  sessionId: string;
  projectId: string;
  state: AgentJobState;
  /** The branch to work on; null when the request named none and no runner chose one yet. */
  branch: string | null;
  asDraft: boolean;
  title: string | null;
  messages: AgentMessage[];
  /** The runner working on it (or that last did), by the id it claimed with. */
  claimedBy: string | null;
  claimedAt: string | null;
  heartbeatAt: string | null;
  /** The commit the job's branch started from, once the runner has checked it out. */
  baseCommit: string | null;
  createdAt: string;
}

/** The limits a claim respects, counted over the whole database. */
export interface ClaimAgentJobOptions {
  /** The id of the claiming runner, unique per running server process. */
  workerId: string;
  /** At most this many jobs run at once in all (default: no limit). */
  maxRunning?: number | undefined;
  /** At most this many jobs of one project run at once (default: no limit). */
  maxRunningPerProject?: number | undefined;
}

/** How a job ends, as {@link finishAgentJob} records it. */
export interface AgentJobEnding {
  haultReason: Exclude<HaultReason, 'processing'>;
  messageToUser: string;
  /** Left as it is when undefined. */
  pullRequestLink?: string | null | undefined;
}

/** Which running jobs {@link interruptAgentJobs} stops. */
export type InterruptSelection =
  { all: true } | { workerId: string } | { heartbeatOlderThanMs: number };

interface AgentJobRow {
  id: string;
  project_id: string;
  haulted: boolean;
  branch: string | null;
  as_draft: boolean;
  title: string | null;
  messages: AgentMessage[];
  claimed_by: string | null;
  claimed_at: Date | string | null;
  heartbeat_at: Date | string | null;
  base_commit: string | null;
  created_at: Date | string;
}

/** The columns of a job, read from the session table under the alias `s`. */
const JOB_COLUMNS = `s.id, s.project_id, s.haulted, s.branch, s.as_draft, s.title, s.messages,
  s.claimed_by, s.claimed_at, s.heartbeat_at, s.base_commit,
  ${isoTimeSql('s.created_at')} AS created_at`;

/** Both keys of the advisory lock claims take: "Foli" and 1. */
const CLAIM_LOCK = '1181707369, 1';

/** The job with this session id, or undefined. */
export async function getAgentJob(db: Queryable, sessionId: string): Promise<AgentJob | undefined> {
  const { rows } = await db.query<AgentJobRow>(
    `SELECT ${JOB_COLUMNS} FROM agent_sessions s WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0] && toAgentJob(rows[0]);
}

/**
 * Claims the oldest queued job whose project is under its limit, while fewer than
 * `maxRunning` jobs run, and returns it (`running`, claimed by `workerId`); undefined when
 * none may start now. Two claims, from this process or another, never return the same job.
 */
export async function claimNextAgentJob(
  db: Database,
  options: ClaimAgentJobOptions,
): Promise<AgentJob | undefined> {
  const maxRunning = limit('maxRunning', options.maxRunning);
  const maxPerProject = limit('maxRunningPerProject', options.maxRunningPerProject);
  return db.transaction(async (transaction) => {
    await transaction.query(`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const { rows } = await transaction.query<AgentJobRow>(
      `WITH running AS (
         SELECT project_id FROM agent_sessions WHERE NOT haulted AND claimed_by IS NOT NULL
       ), next AS (
         SELECT s.id FROM agent_sessions s
         WHERE NOT s.haulted AND s.claimed_by IS NULL
           AND ($2::integer IS NULL OR (SELECT count(*) FROM running) < $2::integer)
           AND ($3::integer IS NULL
             OR (SELECT count(*) FROM running r WHERE r.project_id = s.project_id) < $3::integer)
         ORDER BY s.seq
         LIMIT 1
         FOR UPDATE OF s SKIP LOCKED
       )
       UPDATE agent_sessions s
       SET claimed_by = $1, claimed_at = now(), heartbeat_at = now(), updated_at = now()
       FROM next WHERE s.id = next.id
       RETURNING ${JOB_COLUMNS}`,
      [options.workerId, maxRunning, maxPerProject],
    );
    return rows[0] && toAgentJob(rows[0]);
  });
}

/**
 * Records that `workerId` is still working on these jobs, and returns those it still holds:
 * a job missing from the answer was interrupted meanwhile (its heartbeat looked stale to
 * another runner), and its work should stop.
 */
export async function heartbeatAgentJobs(
  db: Queryable,
  workerId: string,
  sessionIds: readonly string[],
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `UPDATE agent_sessions SET heartbeat_at = now()
     WHERE id = ANY($2::text[]) AND claimed_by = $1 AND NOT haulted
     RETURNING id`,
    [workerId, sessionIds],
  );
  return rows.map((row) => row.id);
}

/**
 * Records the branch a running job works on and the commit it started from. False when the job
 * is no longer `workerId`'s.
 */
export async function recordAgentJobBase(
  db: Queryable,
  sessionId: string,
  workerId: string,
  base: { branch: string; baseCommit: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE agent_sessions SET branch = $3, base_commit = $4, updated_at = now()
     WHERE id = $1 AND claimed_by = $2 AND NOT haulted`,
    [sessionId, workerId, base.branch, base.baseCommit],
  );
  return rowCount > 0;
}

/**
 * Haults a running job of `workerId` with its ending. False, and nothing changed, when the job
 * is not running or not `workerId`'s (it was interrupted meanwhile).
 */
export async function finishAgentJob(
  db: Queryable,
  sessionId: string,
  workerId: string,
  ending: AgentJobEnding,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE agent_sessions
     SET haulted = true, hault_reason = $3, message_to_user = $4,
       pull_request_link = CASE WHEN $5::boolean THEN $6 ELSE pull_request_link END,
       updated_at = now()
     WHERE id = $1 AND claimed_by = $2 AND NOT haulted`,
    [
      sessionId,
      workerId,
      ending.haultReason,
      ending.messageToUser,
      ending.pullRequestLink !== undefined,
      ending.pullRequestLink ?? null,
    ],
  );
  return rowCount > 0;
}

/**
 * Haults running jobs as `interrupted` with `messageToUser`: all of them (one process owns the
 * database), those claimed by `workerId` (a previous life of a runner), or those whose
 * heartbeat is older than `heartbeatOlderThanMs`. Returns their session ids.
 */
export async function interruptAgentJobs(
  db: Queryable,
  selection: InterruptSelection,
  messageToUser: string,
): Promise<string[]> {
  let condition: string;
  const params: unknown[] = [messageToUser];
  if ('all' in selection) {
    condition = 'TRUE';
  } else if ('workerId' in selection) {
    params.push(selection.workerId);
    condition = 'claimed_by = $2';
  } else {
    params.push(limit('heartbeatOlderThanMs', selection.heartbeatOlderThanMs) ?? 0);
    condition = `heartbeat_at < now() - make_interval(secs => $2::double precision / 1000)`;
  }
  const { rows } = await db.query<{ id: string }>(
    `UPDATE agent_sessions
     SET haulted = true, hault_reason = 'interrupted', message_to_user = $1, updated_at = now()
     WHERE NOT haulted AND claimed_by IS NOT NULL AND ${condition}
     RETURNING id`,
    params,
  );
  return rows.map((row) => row.id);
}

function limit(name: string, value: number | undefined): number | null {
  if (value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new StorageError('invalid-options', `${name} must be a whole number >= 0, not ${value}.`);
  }
  return value;
}

function toAgentJob(row: AgentJobRow): AgentJob {
  let state: AgentJobState = 'done';
  if (!row.haulted) state = row.claimed_by === null ? 'queued' : 'running';
  return {
    sessionId: row.id,
    projectId: row.project_id,
    state,
    branch: row.branch,
    asDraft: row.as_draft,
    title: row.title,
    messages: row.messages,
    claimedBy: row.claimed_by,
    claimedAt: isoTimeOrNull(row.claimed_at),
    heartbeatAt: isoTimeOrNull(row.heartbeat_at),
    baseCommit: row.base_commit,
    createdAt: isoTime(row.created_at),
  };
}
