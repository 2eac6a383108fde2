/**
 * The project of a docs folder, added on first use: what `npm start` registers Folio's own docs
 * with, so a second run finds the project (and its deployments and keys) again.
 *
 * @module
 */
import path from 'node:path';
import { listProjects } from '../storage/index.ts';
import type { Database, Project } from '../storage/index.ts';
import { addProject } from './admin/project-operations.ts';

/** The project built from `dir`, or a new one at `subdomain` when none is. */
export async function ensureFolderProject(
  db: Database,
  input: { dir: string; subdomain: string; name: string },
): Promise<Project> {
  const dir = path.resolve(input.dir);
  const existing = (await listProjects(db)).find(
    (project) => project.source.type === 'folder' && path.resolve(project.source.path) === dir,
  );
  return existing ?? addProject(db, { dir, subdomain: input.subdomain, name: input.name });
}
