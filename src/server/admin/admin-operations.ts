/**
 * The admin operations as one interface, {@link AdminApi}, whoever carries them out: this
 * process over the database ({@link databaseAdmin}), or a running `folio serve` over HTTP
 * (`admin-client.ts`). The CLI talks to an `AdminApi` and never needs to know which.
 *
 * @module
 */
import { createDeployment } from '../../storage/index.ts';
import type { Database, Deployment, Project } from '../../storage/index.ts';
import { createKey, listKeys, revokeKey } from './key-operations.ts';
import type { CreateKeyInput, CreatedKey, KeySummary, RevokedKey } from './key-operations.ts';
import { addProject, listProjects } from './project-operations.ts';
import type { AddProjectInput, ProjectSummary } from './project-operations.ts';

/** A project just added, and the build of its site that was queued. */
export interface AddedProject {
  project: Project;
  deployment: Deployment;
}

/** Administering a Folio server: its projects and API keys. */
export interface AdminApi {
  /** Adds a project and queues the first build of its site. */
  addProject(input: AddProjectInput): Promise<AddedProject>;
  /** Every project with where its deployments stand. */
  listProjects(): Promise<ProjectSummary[]>;
  /** Creates a key; the clear key is in the result and nowhere else. */
  createKey(input: CreateKeyInput): Promise<CreatedKey>;
  /** Keys without their secrets: all, or those limited to one project. */
  listKeys(filter?: { projectId?: string | undefined }): Promise<KeySummary[]>;
  /** Revokes a key by id or prefix. */
  revokeKey(idOrPrefix: string): Promise<RevokedKey>;
}

/**
 * The admin operations carried out over `db` by this process. A new project's first build is
 * recorded as a queued deployment, which `folio serve` builds when it starts.
 */
export function databaseAdmin(db: Database): AdminApi {
  return {
    async addProject(input) {
      const project = await addProject(db, input);
      const deployment = await createDeployment(db, { projectId: project.id });
      return { project, deployment };
    },
    listProjects: () => listProjects(db),
    createKey: (input) => createKey(db, input),
    listKeys: (filter) => listKeys(db, filter),
    revokeKey: (idOrPrefix) => revokeKey(db, idOrPrefix),
  };
}
