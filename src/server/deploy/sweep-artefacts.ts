/**
 * Deletes the stored files of builds that will never be served: a build that failed after its
 * files were put in the store, a build abandoned by a server that died while uploading, a
 * deployment whose project was deleted. Pruning after each publish (`build-queue.ts`) removes
 * only ready deployments past the kept number; nothing else ever looks at these, and in a
 * bucket shared by many servers they would pile up for good.
 *
 * A deployment's prefix (`<project>/<deployment>`) is an orphan when its deployment has no row
 * or a `failed` one, and its newest file is older than a grace period. A `ready` deployment
 * keeps only the attempt it published (`attempt-<n>`, recorded in its `outputDir`): the folders
 * of its other attempts, written by a server whose claim lapsed, go once older than the grace
 * period. Queued and building deployments are never touched: a build under way, or one about to
 * be taken over, writes there. Each sweep looks at a bounded number of prefixes, going on where
 * the last one stopped, so a bucket of any size costs each sweep about the same.
 *
 * @module
 */
import type { Database } from '../../storage/index.ts';
import { artefactKey, ATTEMPT_FOLDER } from '../artefacts/artefact-store.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';

/**
 * Files of an orphan younger than this are kept (an hour; `FOLIO_SWEEP_GRACE_SECONDS` sets it):
 * its upload may still be going on.
 */
export const DEFAULT_ORPHAN_GRACE_MS = 3_600_000;

/** How many deployment prefixes one sweep looks at. */
export const DEFAULT_SWEEP_PREFIXES = 200;

/** Project and deployment folders are named by their ids; anything else is not the sweep's. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What an {@link ArtefactSweeper} needs. */
export interface ArtefactSweepOptions {
  db: Database;
  store: ArtefactStore;
  /** Default {@link DEFAULT_ORPHAN_GRACE_MS}. */
  graceMs?: number | undefined;
  /** Default {@link DEFAULT_SWEEP_PREFIXES}. */
  prefixesPerSweep?: number | undefined;
}

/** What the sweep reads of a deployment. */
interface DeploymentRow {
  id: string;
  status: string;
  attempts: number;
  output_dir: string | null;
}

/** Sweeps a store's orphaned deployments a bounded slice at a time. */
export class ArtefactSweeper {
  readonly #options: ArtefactSweepOptions;
  /** The last prefix looked at; the next sweep starts after it ('' from the start). */
  #after = '';

  constructor(options: ArtefactSweepOptions) {
    this.#options = options;
  }

  /** Looks at the next slice of prefixes and deletes the orphans; returns those deleted. */
  async sweep(now = new Date()): Promise<string[]> {
    const { db, store } = this.#options;
    const limit = this.#options.prefixesPerSweep ?? DEFAULT_SWEEP_PREFIXES;
    const grace = this.#options.graceMs ?? DEFAULT_ORPHAN_GRACE_MS;
    const prefixes = await this.#nextPrefixes(limit);
    if (prefixes.length === 0) return [];
    const { rows } = await db.query<DeploymentRow>(
      `SELECT id, status, attempts, output_dir FROM deployments WHERE id = ANY ($1::text[])`,
      [prefixes.map((prefix) => prefix.split('/')[1] ?? '')],
    );
    const known = new Map(rows.map((row) => [row.id, row]));
    const cutoff = now.getTime() - grace;
    const deleted: string[] = [];
    for (const prefix of prefixes) {
      const row = known.get(prefix.split('/')[1] ?? '');
      const doomed =
        row === undefined || row.status === 'failed'
          ? [prefix]
          : row.status === 'ready'
            ? await this.#unpublishedAttempts(prefix, row)
            : [];
      for (const folder of doomed) {
        if (!(await olderThan(store, folder, cutoff))) continue;
        await store.deletePrefix(folder);
        deleted.push(folder);
      }
    }
    return deleted;
  }

  /**
   * The attempt folders of a ready deployment other than the one it published. None when it was
   * built at its first claim (no other attempt wrote anything), or when its files sit directly
   * at its prefix (a deployment published before attempts had folders: an `attempt-<n>` folder
   * there is a page of the site).
   */
  async #unpublishedAttempts(prefix: string, row: DeploymentRow): Promise<string[]> {
    const { store } = this.#options;
    if (row.attempts <= 1 || row.output_dir === null) return [];
    const published = store.prefixAt(row.output_dir);
    if (published === undefined || !published.startsWith(`${prefix}/`)) return [];
    const names = await store.folders(prefix);
    return names
      .filter((name) => ATTEMPT_FOLDER.test(name))
      .map((name) => `${prefix}/${name}`)
      .filter((folder) => folder !== published);
  }

  /**
   * Up to `limit` deployment prefixes after the last one looked at, in order; from the start
   * again once the end is reached.
   */
  async #nextPrefixes(limit: number): Promise<string[]> {
    const { store } = this.#options;
    const found: string[] = [];
    const [afterProject, afterDeployment] = this.#after === '' ? [] : this.#after.split('/');
    const take = async (project: string, after: string | undefined) => {
      const names = await store.folders(artefactKey(project), {
        after,
        limit: limit - found.length,
      });
      for (const name of names) if (ID.test(name)) found.push(`${project}/${name}`);
    };
    // The rest of the project the last sweep stopped in, then the projects after it.
    if (afterProject !== undefined) await take(afterProject, afterDeployment);
    let after = afterProject;
    while (found.length < limit) {
      const projects = await store.folders('', { after, limit: 20 });
      if (projects.length === 0) break;
      for (const project of projects) {
        after = project;
        if (ID.test(project)) await take(project, undefined);
        if (found.length >= limit) break;
      }
    }
    // At the end of the store the next sweep starts over.
    this.#after = found.length < limit ? '' : (found.at(-1) ?? '');
    return found;
  }
}

/** Whether every file under `prefix` was written before `cutoff` (ms); false when none is. */
async function olderThan(store: ArtefactStore, prefix: string, cutoff: number): Promise<boolean> {
  const keys = await store.list(prefix);
  if (keys.length === 0) return false;
  // The files of one deployment are written together: a few of them tell its age.
  for (const key of [keys[0], keys[keys.length - 1]]) {
    const file = key === undefined ? undefined : await store.stat(key);
    if (file === undefined || file.modified.getTime() >= cutoff) return false;
  }
  return true;
}
