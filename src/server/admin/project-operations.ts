/**
 * Admin operations on projects, over a {@link Database}: adding a project built from a docs
 * folder or a git repository, and listing projects with the state of their deployments.
 *
 * A project belongs to an organization: the one named, else the server's first organization,
 * else a new organization named `Default`. Both steps run in one transaction, so a refused
 * project (a subdomain in use) leaves no organization behind, and an advisory lock keeps two
 * concurrent adds on one PostgreSQL from creating two `Default` organizations.
 *
 * @module
 */
import {
  createOrganization,
  createProject,
  getOrganization,
  getProject,
  getProjectBySubdomain,
  listDeployments,
  listOrganizations,
  listProjects as listStoredProjects,
} from '../../storage/index.ts';
import type {
  Database,
  Deployment,
  Organization,
  Project,
  ProjectSource,
  Queryable,
} from '../../storage/index.ts';
import { AdminError, asAdminError } from './admin-error.ts';
import { checkDocsFolder } from './docs-folder.ts';
import { gitSource } from './git-source.ts';
import type { GitSourceInput } from './git-source.ts';

/** The name of the organization made for the first project of a server. */
export const DEFAULT_ORGANIZATION_NAME = 'Default';

/** The longest project name accepted. */
export const MAX_PROJECT_NAME = 200;

/** What {@link addProject} needs: a docs folder (`dir`) or a git repository (`git`). */
export interface AddProjectInput {
  /** The docs folder (the one holding docs.json); a relative path starts at this process's folder. */
  dir?: string | undefined;
  /** A git repository, its branch and the docs folder inside it (see git-source.ts). */
  git?: GitSourceInput | undefined;
  /** The subdomain the site is served at: a DNS label, upper case is lowered. */
  subdomain: string;
  /** The project's name (default: the `name` in docs.json, else the subdomain). */
  name?: string | undefined;
  /** The organization that owns the project (default: the first one, made when there is none). */
  organizationId?: string | undefined;
}

/** A project as listed: the project and where its deployments stand. */
export interface ProjectSummary extends Project {
  /** True when the project has a current deployment: its site is served. */
  live: boolean;
  /** The project's newest deployment (the one being built, or the last one built), or null. */
  latestDeployment: Deployment | null;
}

/** Serializes the search for the default organization across processes. */
const DEFAULT_ORGANIZATION_LOCK = "hashtext('folio: default organization')";

/**
 * Adds a project built from the folder `input.dir` or the repository `input.git`. Throws an
 * {@link AdminError}: `invalid` for a folder without docs.json, a malformed repository
 * address, branch or directory, a bad subdomain or name; `conflict` for a subdomain in use;
 * `not-found` for an unknown organization.
 */
export async function addProject(db: Database, input: AddProjectInput): Promise<Project> {
  if ((input.dir === undefined) === (input.git === undefined)) {
    throw new AdminError('invalid', 'Give a project either a docs folder or a git repository.');
  }
  const folder = input.dir === undefined ? undefined : await checkDocsFolder(input.dir);
  const source: ProjectSource = folder
    ? { type: 'folder', path: folder.root }
    : gitSource(input.git ?? { url: '' });
  const name = projectName(input.name) ?? folder?.name ?? input.subdomain.trim().toLowerCase();
  try {
    return await db.transaction(async (transaction) => {
      const organization = await organizationFor(transaction, input.organizationId);
      return createProject(transaction, {
        organizationId: organization.id,
        subdomain: input.subdomain,
        name,
        source,
      });
    });
  } catch (error) {
    throw asAdminError(error);
  }
}

/** Every project, oldest first, with its newest deployment. */
export async function listProjects(db: Database): Promise<ProjectSummary[]> {
  const projects = await listStoredProjects(db);
  const summaries: ProjectSummary[] = [];
  for (const project of projects) {
    const [latest] = await listDeployments(db, project.id);
    summaries.push({
      ...project,
      live: project.currentDeploymentId !== null,
      latestDeployment: latest ?? null,
    });
  }
  return summaries;
}

/**
 * The project `idOrSubdomain` names (its id, else its subdomain), or a `not-found`
 * {@link AdminError} that says how to list projects.
 */
export async function findProject(db: Queryable, idOrSubdomain: string): Promise<Project> {
  const project =
    (await getProject(db, idOrSubdomain)) ?? (await getProjectBySubdomain(db, idOrSubdomain));
  if (!project) {
    throw new AdminError(
      'not-found',
      `No project has the id or subdomain "${idOrSubdomain}": \`folio projects list\` shows them.`,
    );
  }
  return project;
}

function projectName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_PROJECT_NAME) {
    throw new AdminError(
      'invalid',
      `A project name has 1 to ${MAX_PROJECT_NAME} characters; got ${trimmed.length}.`,
    );
  }
  return trimmed;
}

async function organizationFor(
  transaction: Queryable,
  organizationId: string | undefined,
): Promise<Organization> {
  if (organizationId !== undefined) {
    const organization = await getOrganization(transaction, organizationId);
    if (!organization) {
      throw new AdminError(
        'not-found',
        `No organization has the id "${organizationId}": leave it out to use the server's first organization.`,
      );
    }
    return organization;
  }
  await transaction.query(`SELECT pg_advisory_xact_lock(${DEFAULT_ORGANIZATION_LOCK})`);
  const [first] = await listOrganizations(transaction);
  return first ?? (await createOrganization(transaction, { name: DEFAULT_ORGANIZATION_NAME }));
}
