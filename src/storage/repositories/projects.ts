/**
 * Projects: one documentation site each, served at its own subdomain, built from a folder or a
 * git repository. The current deployment is set in `deployments.ts`.
 *
 * @module
 */
import type { Queryable } from '../database.ts';
import { isForeignKeyViolation, isUniqueViolation, StorageError } from '../storage-error.ts';
import { isoTime } from './time.ts';

/** Where a project's docs come from. */
export type ProjectSource =
  | { type: 'folder'; path: string }
  | { type: 'git'; url: string; branch?: string; directory?: string };

/** A project. */
export interface Project {
  id: string;
  organizationId: string;
  /** Lower-case DNS label: the site is served at `{subdomain}.<host>`. */
  subdomain: string;
  name: string;
  source: ProjectSource;
  /** The deployment being served, or null before the first successful build. */
  currentDeploymentId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What {@link createProject} needs. */
export interface CreateProjectInput {
  organizationId: string;
  /** Letters, digits and hyphens, 1 to 63 characters; upper case is lowered. */
  subdomain: string;
  name: string;
  source: ProjectSource;
}

interface ProjectRow {
  id: string;
  organization_id: string;
  subdomain: string;
  name: string;
  source_type: 'folder' | 'git';
  source_location: string;
  source_branch: string | null;
  source_directory: string | null;
  current_deployment_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, organization_id, subdomain, name, source_type, source_location, source_branch,
  source_directory, current_deployment_id, created_at, updated_at`;

const SUBDOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Creates a project. Throws `invalid-subdomain` for a name that is not a DNS label,
 * `subdomain-taken` when another project has it, `not-found` for an unknown organization.
 */
export async function createProject(db: Queryable, input: CreateProjectInput): Promise<Project> {
  const subdomain = normalizeSubdomain(input.subdomain);
  if (!SUBDOMAIN.test(subdomain)) {
    throw new StorageError(
      'invalid-subdomain',
      `"${input.subdomain}" cannot be a subdomain: use 1 to 63 letters, digits or hyphens, ` +
        'not starting or ending with a hyphen (for example "acme-docs").',
    );
  }
  const { source } = input;
  const location = source.type === 'folder' ? source.path : source.url;
  const branch = source.type === 'git' ? (source.branch ?? null) : null;
  const directory = source.type === 'git' ? (source.directory ?? null) : null;
  try {
    const { rows } = await db.query<ProjectRow>(
      `INSERT INTO projects
         (organization_id, subdomain, name, source_type, source_location, source_branch, source_directory)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${COLUMNS}`,
      [input.organizationId, subdomain, input.name, source.type, location, branch, directory],
    );
    return toProject(rows[0] as ProjectRow);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new StorageError(
        'subdomain-taken',
        `The subdomain "${subdomain}" is already used by another project: choose another one.`,
        { cause: error },
      );
    }
    if (isForeignKeyViolation(error)) {
      throw new StorageError('not-found', `No organization has the id "${input.organizationId}".`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The project with this id, or undefined. */
export async function getProject(db: Queryable, id: string): Promise<Project | undefined> {
  const { rows } = await db.query<ProjectRow>(`SELECT ${COLUMNS} FROM projects WHERE id = $1`, [
    id,
  ]);
  return rows[0] && toProject(rows[0]);
}

/** The project served at this subdomain (compared without case), or undefined. */
export async function getProjectBySubdomain(
  db: Queryable,
  subdomain: string,
): Promise<Project | undefined> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${COLUMNS} FROM projects WHERE subdomain = $1`,
    [normalizeSubdomain(subdomain)],
  );
  return rows[0] && toProject(rows[0]);
}

/** Projects, oldest first: all of them, or those of one organization. */
export async function listProjects(
  db: Queryable,
  filter: { organizationId?: string } = {},
): Promise<Project[]> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${COLUMNS} FROM projects
     WHERE $1::text IS NULL OR organization_id = $1
     ORDER BY seq`,
    [filter.organizationId ?? null],
  );
  return rows.map(toProject);
}

function normalizeSubdomain(subdomain: string): string {
  return subdomain.trim().toLowerCase();
}

function toProject(row: ProjectRow): Project {
  let source: ProjectSource;
  if (row.source_type === 'folder') {
    source = { type: 'folder', path: row.source_location };
  } else {
    source = { type: 'git', url: row.source_location };
    if (row.source_branch !== null) source.branch = row.source_branch;
    if (row.source_directory !== null) source.directory = row.source_directory;
  }
  return {
    id: row.id,
    organizationId: row.organization_id,
    subdomain: row.subdomain,
    name: row.name,
    source,
    currentDeploymentId: row.current_deployment_id,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}
