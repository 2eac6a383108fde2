/**
 * Deployments: one build of a project's site into an output folder. A deployment goes
 * `queued` → `building` → `ready` or `failed`; `ready` and `failed` are final. Only a ready
 * deployment of a project can become the project's current one, so a site keeps being served
 * from the previous deployment until the next one is complete.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { CHANNELS, notify } from '../notifications.ts';
import { isForeignKeyViolation, StorageError } from '../storage-error.ts';
import { isoTime, isoTimeOrNull } from './time.ts';

/** Where a deployment is in its life. */
export type DeploymentStatus = 'queued' | 'building' | 'ready' | 'failed';

/** A deployment. */
export interface Deployment {
  id: string;
  projectId: string;
  status: DeploymentStatus;
  /** The folder holding the built site; set by the time the deployment is ready. */
  outputDir: string | null;
  /** Why the build failed, for a failed deployment. */
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A status change: `ready` may set the output folder, `failed` says why. */
export type DeploymentStatusUpdate =
  | { status: 'building' }
  | { status: 'ready'; outputDir?: string }
  | { status: 'failed'; error: string };

interface DeploymentRow {
  id: string;
  project_id: string;
  status: DeploymentStatus;
  output_dir: string | null;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const COLUMNS = 'id, project_id, status, output_dir, error, created_at, started_at, finished_at';

/** The statuses each status may be reached from. */
const PREVIOUS: Record<Exclude<DeploymentStatus, 'queued'>, DeploymentStatus[]> = {
  building: ['queued'],
  ready: ['queued', 'building'],
  failed: ['queued', 'building'],
};

/** Creates a queued deployment of a project. Throws `not-found` for an unknown project. */
export async function createDeployment(
  db: Queryable,
  input: { projectId: string; outputDir?: string },
): Promise<Deployment> {
  try {
    const { rows } = await db.query<DeploymentRow>(
      `INSERT INTO deployments (project_id, output_dir) VALUES ($1, $2) RETURNING ${COLUMNS}`,
      [input.projectId, input.outputDir ?? null],
    );
    return toDeployment(rows[0] as DeploymentRow);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new StorageError('not-found', `No project has the id "${input.projectId}".`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The deployment with this id, or undefined. */
export async function getDeployment(db: Queryable, id: string): Promise<Deployment | undefined> {
  const { rows } = await db.query<DeploymentRow>(
    `SELECT ${COLUMNS} FROM deployments WHERE id = $1`,
    [id],
  );
  return rows[0] && toDeployment(rows[0]);
}

/** A project's deployments, newest first. */
export async function listDeployments(db: Queryable, projectId: string): Promise<Deployment[]> {
  const { rows } = await db.query<DeploymentRow>(
    `SELECT ${COLUMNS} FROM deployments WHERE project_id = $1 ORDER BY seq DESC`,
    [projectId],
  );
  return rows.map(toDeployment);
}

/** Deployments of every project in one status, oldest first (at most `limit`). */
export async function listDeploymentsByStatus(
  db: Queryable,
  status: DeploymentStatus,
  limit = 100,
): Promise<Deployment[]> {
  const { rows } = await db.query<DeploymentRow>(
    `SELECT ${COLUMNS} FROM deployments WHERE status = $1 ORDER BY seq LIMIT $2`,
    [status, limit],
  );
  return rows.map(toDeployment);
}

/**
 * Moves a deployment to a new status, stamping `startedAt` and `finishedAt`. Throws `not-found`
 * for an unknown id and `invalid-transition` for a move the life cycle does not allow (out of a
 * final status, or to `ready` without an output folder).
 */
export async function setDeploymentStatus(
  db: Queryable,
  id: string,
  update: DeploymentStatusUpdate,
): Promise<Deployment> {
  const outputDir = update.status === 'ready' ? (update.outputDir ?? null) : null;
  const error = update.status === 'failed' ? update.error : null;
  const { rows } = await db.query<DeploymentRow>(
    `UPDATE deployments SET
       status = $2,
       output_dir = coalesce($3, output_dir),
       error = $4,
       started_at = coalesce(started_at, now()),
       finished_at = CASE WHEN $2 IN ('ready', 'failed') THEN now() END
     WHERE id = $1 AND status = ANY ($5::text[])
       AND ($2 <> 'ready' OR coalesce($3, output_dir) IS NOT NULL)
     RETURNING ${COLUMNS}`,
    [id, update.status, outputDir, error, PREVIOUS[update.status]],
  );
  if (rows[0]) return toDeployment(rows[0]);
  const current = await getDeployment(db, id);
  if (!current) throw new StorageError('not-found', `No deployment has the id "${id}".`);
  const reason =
    update.status === 'ready' && PREVIOUS.ready.includes(current.status)
      ? 'it has no output folder (give outputDir)'
      : `it is ${current.status}`;
  throw new StorageError(
    'invalid-transition',
    `Deployment ${id} cannot become ${update.status}: ${reason}.`,
  );
}

/**
 * Makes a ready deployment the one served for its project. Throws `not-found` when the
 * project or deployment is unknown or the deployment belongs to another project, and
 * `invalid-transition` when the deployment is not ready.
 */
export async function setCurrentDeployment(
  db: Queryable,
  projectId: string,
  deploymentId: string,
): Promise<void> {
  const result = await db.query(
    `UPDATE projects SET current_deployment_id = d.id, updated_at = now()
     FROM deployments d
     WHERE projects.id = $1 AND d.id = $2 AND d.project_id = projects.id AND d.status = 'ready'`,
    [projectId, deploymentId],
  );
  if (result.rowCount === 1) {
    // Servers that cache the project learn at once that it serves another deployment.
    await notify(db, CHANNELS.currentDeployments, projectId);
    return;
  }
  const deployment = await getDeployment(db, deploymentId);
  if (!deployment || deployment.projectId !== projectId) {
    throw new StorageError(
      'not-found',
      `Project "${projectId}" has no deployment with the id "${deploymentId}".`,
    );
  }
  throw new StorageError(
    'invalid-transition',
    `Deployment ${deploymentId} is ${deployment.status}: only a ready deployment can be served.`,
  );
}

/** The deployment a project serves now, or undefined (unknown project, or never deployed). */
export async function getCurrentDeployment(
  db: Queryable,
  projectId: string,
): Promise<Deployment | undefined> {
  const { rows } = await db.query<DeploymentRow>(
    `SELECT d.id, d.project_id, d.status, d.output_dir, d.error, d.created_at, d.started_at,
       d.finished_at
     FROM projects p JOIN deployments d ON d.id = p.current_deployment_id
     WHERE p.id = $1`,
    [projectId],
  );
  return rows[0] && toDeployment(rows[0]);
}

function toDeployment(row: DeploymentRow): Deployment {
  return {
    id: row.id,
    projectId: row.project_id,
    status: row.status,
    outputDir: row.output_dir,
    error: row.error,
    createdAt: isoTime(row.created_at),
    startedAt: isoTimeOrNull(row.started_at),
    finishedAt: isoTimeOrNull(row.finished_at),
  };
}
