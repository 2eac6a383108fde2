/**
 * Projects as the request path needs them (by id for the APIs, by subdomain for hosting),
 * remembered for a couple of seconds. A project changed through this server (a new current
 * deployment, a new project) is forgotten at once, and so is one whose current deployment another
 * server changed (it notifies); other changes made by another process show within `ttlMs`. Unknown subdomains are remembered too, so a flood of requests to a name nobody has
 * costs one query per interval.
 *
 * @module
 */
import { getProject, getProjectBySubdomain } from '../storage/index.ts';
import type { Database, Project } from '../storage/index.ts';

/** How long a project read is reused (default 2 s). */
export const DEFAULT_PROJECT_TTL_MS = 2_000;

const MAX_ENTRIES = 10_000;

interface Entry {
  project: Project | undefined;
  expiresAt: number;
}

/** Reads projects through a short-lived cache. */
export class ProjectCache {
  readonly #db: Database;
  readonly #ttlMs: number;
  readonly #byId = new Map<string, Entry>();
  readonly #bySubdomain = new Map<string, Entry>();

  constructor(db: Database, options: { ttlMs?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? DEFAULT_PROJECT_TTL_MS;
  }

  /** The project with this id, or undefined. */
  byId(id: string): Promise<Project | undefined> {
    return this.#read(this.#byId, id, () => getProject(this.#db, id));
  }

  /** The project served at this subdomain (any case), or undefined. */
  bySubdomain(subdomain: string): Promise<Project | undefined> {
    const name = subdomain.toLowerCase();
    return this.#read(this.#bySubdomain, name, () => getProjectBySubdomain(this.#db, name));
  }

  /** Forgets everything known about a project (after changing it), or every project. */
  forget(project?: Pick<Project, 'id' | 'subdomain'>): void {
    if (!project) {
      this.#byId.clear();
      this.#bySubdomain.clear();
      return;
    }
    this.#byId.delete(project.id);
    this.#bySubdomain.delete(project.subdomain);
  }

  /**
   * Forgets the project with this id (another server changed it: see the current-deployments
   * notifications).
   */
  forgetId(id: string): void {
    const known = this.#byId.get(id)?.project;
    this.#byId.delete(id);
    if (known) this.#bySubdomain.delete(known.subdomain);
    for (const [subdomain, entry] of this.#bySubdomain) {
      if (entry.project?.id === id) this.#bySubdomain.delete(subdomain);
    }
  }

  async #read(
    entries: Map<string, Entry>,
    key: string,
    load: () => Promise<Project | undefined>,
  ): Promise<Project | undefined> {
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) return cached.project;
    const project = await load();
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { project, expiresAt: now + this.#ttlMs });
    return project;
  }
}
