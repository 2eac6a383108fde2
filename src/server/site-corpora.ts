/**
 * The search corpus of each project's current deployment, for the assistant and search
 * endpoints. A ready deployment never changes, so the output folder of each one is looked up in
 * the database once and remembered (up to a bounded number, the least recently used go first);
 * the corpus itself is loaded and kept by the assistant module's `loadSiteCorpus`. A new current
 * deployment is picked up as soon as the project is read again.
 *
 * @module
 */
import { loadSiteCorpus } from '../assistant/index.ts';
import type { SiteCorpus } from '../assistant/index.ts';
import { getDeployment } from '../storage/index.ts';
import type { Database, Project } from '../storage/index.ts';

/** How many deployments' folders are remembered by default. */
export const DEFAULT_MAX_FOLDERS = 1_000;

/** Finds the corpus of a project's current deployment. */
export class SiteCorpora {
  readonly #db: Database;
  readonly #max: number;
  readonly #folders = new Map<string, string>();

  constructor(db: Database, options: { maxFolders?: number } = {}) {
    this.#db = db;
    this.#max = Math.max(1, options.maxFolders ?? DEFAULT_MAX_FOLDERS);
  }

  /** The corpus of the project's current deployment, or undefined while it has none ready. */
  async forProject(project: Pick<Project, 'currentDeploymentId'>): Promise<SiteCorpus | undefined> {
    const id = project.currentDeploymentId;
    if (id === null) return undefined;
    const folder = await this.#folder(id);
    return folder === undefined ? undefined : loadSiteCorpus(folder);
  }

  async #folder(deploymentId: string): Promise<string | undefined> {
    const known = this.#folders.get(deploymentId);
    if (known !== undefined) {
      this.#folders.delete(deploymentId);
      this.#folders.set(deploymentId, known);
      return known;
    }
    const deployment = await getDeployment(this.#db, deploymentId);
    // Only ready deployments are remembered: one still building is asked about again.
    if (deployment?.status !== 'ready' || deployment.outputDir === null) return undefined;
    this.#folders.set(deploymentId, deployment.outputDir);
    for (const oldest of this.#folders.keys()) {
      if (this.#folders.size <= this.#max) break;
      this.#folders.delete(oldest);
    }
    return deployment.outputDir;
  }
}
