/**
 * The search corpus of each project's current deployment, for the assistant and search
 * endpoints. A ready deployment never changes, so the output folder of each one is looked up in
 * the database once and remembered (up to a bounded number, the least recently used go first);
 * the corpus itself is loaded and kept by the assistant module's `loadSiteCorpus`. A new current
 * deployment is picked up as soon as the project is read again. A deployment in object storage is
 * read through the server's artefact store.
 *
 * @module
 */
import { loadSiteCorpus } from '../assistant/index.ts';
import type { CorpusSource, SiteCorpus } from '../assistant/index.ts';
import { artefactKey } from './artefacts/artefact-store.ts';
import type { ArtefactStore } from './artefacts/artefact-store.ts';
import { getDeployment } from '../storage/index.ts';
import type { Database, Project } from '../storage/index.ts';

/** How many deployments' folders are remembered by default. */
export const DEFAULT_MAX_FOLDERS = 1_000;

/** Finds the corpus of a project's current deployment. */
export class SiteCorpora {
  readonly #db: Database;
  readonly #max: number;
  readonly #store: ArtefactStore | undefined;
  readonly #folders = new Map<string, string>();

  constructor(
    db: Database,
    options: { maxFolders?: number; store?: ArtefactStore | undefined } = {},
  ) {
    this.#db = db;
    this.#store = options.store;
    this.#max = Math.max(1, options.maxFolders ?? DEFAULT_MAX_FOLDERS);
  }

  /** The corpus of the project's current deployment, or undefined while it has none ready. */
  async forProject(project: Pick<Project, 'currentDeploymentId'>): Promise<SiteCorpus | undefined> {
    const id = project.currentDeploymentId;
    if (id === null) return undefined;
    const folder = await this.#folder(id);
    if (folder === undefined) return undefined;
    const prefix = this.#store?.kind === 's3' ? this.#store.prefixAt(folder) : undefined;
    if (this.#store && prefix !== undefined) {
      return loadSiteCorpus(storeSource(this.#store, prefix, folder));
    }
    return loadSiteCorpus(folder);
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

/** A deployment's index files, read from `store` under `prefix`. */
function storeSource(store: ArtefactStore, prefix: string, location: string): CorpusSource {
  return {
    id: location,
    filesIn: async (folder) => {
      const base = `${artefactKey(prefix, folder)}/`;
      return (await store.list(artefactKey(prefix, folder)))
        .map((key) => key.slice(base.length))
        .filter((name) => !name.includes('/'))
        .map((name) => `${folder}/${name}`);
    },
    text: async (file) => (await store.read(artefactKey(prefix, file)))?.toString('utf8'),
  };
}
