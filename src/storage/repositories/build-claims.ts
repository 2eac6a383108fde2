/**
 * Deployments as a build queue shared by every server on one database, the way agent jobs are
 * (`agent-job-queue.ts`). {@link queueDeployment} records a `queued` deployment and notifies the
 * builds channel in the same transaction; {@link claimNextBuild} hands the oldest waiting one to
 * one server (`FOR UPDATE SKIP LOCKED`: two claims never get the same row, and a claim never
 * waits for another); the server keeps its claim alive with {@link heartbeatBuild}.
 *
 * A build whose heartbeat is older than the lapse was abandoned (its server died or hung): the
 * next claim takes it over, counting one more attempt. One that used up its attempts is marked
 * failed instead, with the reason, so a site that kills its builder is not retried forever.
 *
 * Every function takes the time as `now` (default: the database's clock) so tests can move it.
 *
 * @module
 */
import type { Database, Queryable } from '../database.ts';
import { CHANNELS, notify } from '../notifications.ts';
import { StorageError } from '../storage-error.ts';
import { getDeployment, setCurrentDeployment } from './deployments.ts';
import type { Deployment } from './deployments.ts';

/** How a claimed build ended: built (at `outputDir`, made current) or failed (with `error`). */
export type BuildOutcome =
  { status: 'ready'; outputDir: string } | { status: 'failed'; error: string };

/** How a server claims builds. */
export interface ClaimBuildOptions {
  /** The id of the claiming server, unique per running process. */
  workerId: string;
  /** A build whose heartbeat is older than this many milliseconds was abandoned. */
  lapseMs: number;
  /** A build is claimed at most this many times, then failed. */
  maxAttempts: number;
  /** The time of the claim; the database's clock when undefined. */
  now?: Date | undefined;
}

/** A claimed build: the deployment, and how many times it has been claimed (this one included). */
export interface ClaimedBuild {
  deployment: Deployment;
  attempts: number;
}

/**
 * Queues a build of a project: the deployment already waiting for it if there is one (it will
 * build the source as it is when it starts), else a new `queued` one, announced on the builds
 * channel when the transaction commits. Throws `not-found` for an unknown project.
 */
export async function queueDeployment(
  db: Database,
  projectId: string,
): Promise<{ deployment: Deployment; created: boolean }> {
  return db.transaction(async (transaction) => {
    // Serialises queueing per project, so two requests at once do not queue two builds.
    const { rows: projects } = await transaction.query<{ id: string }>(
      'SELECT id FROM projects WHERE id = $1 FOR UPDATE',
      [projectId],
    );
    if (projects.length === 0) {
      throw new StorageError('not-found', `No project has the id "${projectId}".`);
    }
    const { rows } = await transaction.query<{ id: string }>(
      `SELECT id FROM deployments WHERE project_id = $1 AND status = 'queued'
       ORDER BY seq LIMIT 1`,
      [projectId],
    );
    if (rows[0]) {
      const waiting = await getDeployment(transaction, rows[0].id);
      if (waiting) return { deployment: waiting, created: false };
    }
    const { rows: created } = await transaction.query<{ id: string }>(
      'INSERT INTO deployments (project_id) VALUES ($1) RETURNING id',
      [projectId],
    );
    const id = (created[0] as { id: string }).id;
    await notify(transaction, CHANNELS.builds, id);
    return { deployment: (await getDeployment(transaction, id)) as Deployment, created: true };
  });
}

/**
 * Fails the abandoned builds that used up their attempts, then claims the oldest deployment
 * that is queued or abandoned (`building`, heartbeat older than the lapse) for `workerId`:
 * `building`, with a fresh heartbeat and one more attempt. Undefined when there is none.
 */
export async function claimNextBuild(
  db: Database,
  options: ClaimBuildOptions,
): Promise<ClaimedBuild | undefined> {
  const lapseMs = whole('lapseMs', options.lapseMs);
  const maxAttempts = whole('maxAttempts', options.maxAttempts);
  const now = options.now?.toISOString() ?? null;
  await failExhaustedBuilds(db, { lapseMs, maxAttempts, now: options.now });
  return db.transaction(async (transaction) => {
    const { rows } = await transaction.query<{ id: string; attempts: number }>(
      `WITH next AS (
         SELECT id FROM deployments
         WHERE status = 'queued'
           OR (status = 'building' AND attempts < $3
             AND coalesce(heartbeat_at, started_at, created_at)
               < coalesce($4::timestamptz, now()) - make_interval(secs => $2::double precision / 1000))
         ORDER BY seq
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE deployments d
       SET status = 'building', claimed_by = $1, attempts = d.attempts + 1,
         heartbeat_at = coalesce($4::timestamptz, now()),
         started_at = coalesce(d.started_at, $4::timestamptz, now()), error = NULL
       FROM next WHERE d.id = next.id
       RETURNING d.id, d.attempts`,
      [options.workerId, lapseMs, maxAttempts, now],
    );
    const row = rows[0];
    if (!row) return undefined;
    const deployment = (await getDeployment(transaction, row.id)) as Deployment;
    return { deployment, attempts: row.attempts };
  });
}

/**
 * Records that `workerId` is still building the deployment. False when the build is no longer
 * its own (another server took it over after its heartbeat lapsed, or it was finished): the
 * build should stop without publishing anything.
 */
export async function heartbeatBuild(
  db: Queryable,
  workerId: string,
  deploymentId: string,
  now?: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE deployments SET heartbeat_at = coalesce($3::timestamptz, now())
     WHERE id = $1 AND claimed_by = $2 AND status = 'building'`,
    [deploymentId, workerId, now?.toISOString() ?? null],
  );
  return rowCount > 0;
}

/**
 * Records how `workerId`'s build ended, only while the claim is still its own: in one
 * transaction, the deployment becomes `ready` (and its project's current deployment) or
 * `failed`, on the condition that it is `building` and `claimed_by` is `workerId`. Undefined,
 * and nothing changed, when the claim lapsed and another server took the build over (or the
 * build was finished meanwhile): the late result of a server thought dead is dropped, so it can
 * neither replace the result of the server that took over nor fail a build still running.
 */
export async function finishBuild(
  db: Database,
  workerId: string,
  deploymentId: string,
  outcome: BuildOutcome,
): Promise<Deployment | undefined> {
  return db.transaction(async (transaction) => {
    const { rows } = await transaction.query<{ project_id: string }>(
      `UPDATE deployments SET status = $3, output_dir = $4, error = $5, finished_at = now()
       WHERE id = $1 AND claimed_by = $2 AND status = 'building'
       RETURNING project_id`,
      [
        deploymentId,
        workerId,
        outcome.status,
        outcome.status === 'ready' ? outcome.outputDir : null,
        outcome.status === 'failed' ? outcome.error : null,
      ],
    );
    const projectId = rows[0]?.project_id;
    if (projectId === undefined) return undefined;
    if (outcome.status === 'ready') {
      await setCurrentDeployment(transaction, projectId, deploymentId);
    }
    return getDeployment(transaction, deploymentId);
  });
}

/**
 * Marks failed the builds abandoned after their last attempt, saying why; returns their ids.
 * {@link claimNextBuild} does this before claiming.
 */
export async function failExhaustedBuilds(
  db: Queryable,
  options: { lapseMs: number; maxAttempts: number; now?: Date | string | null | undefined },
): Promise<string[]> {
  const now = options.now instanceof Date ? options.now.toISOString() : (options.now ?? null);
  const seconds = Math.round(options.lapseMs / 1000);
  const { rows } = await db.query<{ id: string }>(
    `UPDATE deployments
     SET status = 'failed', finished_at = coalesce($3::timestamptz, now()),
       error = 'The build was tried ' || attempts || ' time(s), and each time the server '
         || 'building it stopped answering (no heartbeat for ' || $4::integer || ' s) before it '
         || 'finished. Check the servers'' logs and memory limits, then deploy again.'
     WHERE status = 'building' AND attempts >= $2
       AND coalesce(heartbeat_at, started_at, created_at)
         < coalesce($3::timestamptz, now()) - make_interval(secs => $1::double precision / 1000)
     RETURNING id`,
    [options.lapseMs, options.maxAttempts, now, seconds],
  );
  return rows.map((row) => row.id);
}

function whole(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new StorageError('invalid-options', `${name} must be a whole number >= 0, not ${value}.`);
  }
  return value;
}
