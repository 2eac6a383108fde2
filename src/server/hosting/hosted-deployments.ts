/**
 * Which output folder serves a subdomain: the project (through the short-lived
 * {@link ProjectCache}), then its current deployment. A ready deployment never changes, so what
 * is learnt about one (its folder, its parsed `_redirects`) is kept for as long as it is in use,
 * up to a bounded number of deployments (the least recently used go first). A new current
 * deployment is picked up as soon as the project is read again.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDeployment } from '../../storage/index.ts';
import type { Database } from '../../storage/index.ts';
import type { ProjectCache } from '../project-cache.ts';
import { POLICY_SOURCES_FILE, policySources } from '../../render/index.ts';
import { parseRedirects } from '../../web/index.ts';
import type { HostRedirect } from '../../web/index.ts';

/** How many deployments are remembered by default. */
export const DEFAULT_MAX_DEPLOYMENTS = 1_000;

/** A ready deployment as the host serves it. */
export interface HostedDeployment {
  id: string;
  /** The output folder, absolute. */
  root: string;
  /** The rules of its `_redirects` file (none without one), read once. */
  redirects(): Promise<readonly HostRedirect[]>;
  /**
   * The origins its integrations add to its Content-Security-Policy, by directive (from
   * `_folio/content-security-policy.json`; none without one), read once.
   */
  policySources(): Promise<Readonly<Record<string, readonly string[]>>>;
}

/** What is served at a subdomain. */
export type HostedSite =
  | { kind: 'unknown' }
  /** The project exists but has no ready deployment yet. */
  | { kind: 'building' }
  | { kind: 'ready'; deployment: HostedDeployment };

/** Finds the deployment each subdomain serves, remembering ready deployments. */
export class HostedDeployments {
  readonly #db: Database;
  readonly #projects: ProjectCache;
  readonly #max: number;
  readonly #known = new Map<string, Promise<HostedDeployment | undefined>>();

  constructor(db: Database, projects: ProjectCache, options: { maxDeployments?: number } = {}) {
    this.#db = db;
    this.#projects = projects;
    this.#max = Math.max(1, options.maxDeployments ?? DEFAULT_MAX_DEPLOYMENTS);
  }

  /** What the subdomain serves now. */
  async lookup(subdomain: string): Promise<HostedSite> {
    const project = await this.#projects.bySubdomain(subdomain);
    if (!project) return { kind: 'unknown' };
    if (project.currentDeploymentId === null) return { kind: 'building' };
    const deployment = await this.#deployment(project.currentDeploymentId);
    return deployment ? { kind: 'ready', deployment } : { kind: 'building' };
  }

  /** How many deployments are remembered (for tests and metrics). */
  get size(): number {
    return this.#known.size;
  }

  #deployment(id: string): Promise<HostedDeployment | undefined> {
    const known = this.#known.get(id);
    if (known) {
      this.#known.delete(id);
      this.#known.set(id, known);
      return known;
    }
    const loading = this.#load(id);
    this.#known.set(id, loading);
    while (this.#known.size > this.#max) {
      const oldest = this.#known.keys().next().value;
      if (oldest === undefined) break;
      this.#known.delete(oldest);
    }
    // Only ready deployments are kept; a failed read is tried again by the next request.
    loading.then(
      (deployment) => {
        if (!deployment && this.#known.get(id) === loading) this.#known.delete(id);
      },
      () => {
        if (this.#known.get(id) === loading) this.#known.delete(id);
      },
    );
    return loading;
  }

  async #load(id: string): Promise<HostedDeployment | undefined> {
    const deployment = await getDeployment(this.#db, id);
    if (deployment?.status !== 'ready' || deployment.outputDir === null) return undefined;
    return hostedDeployment(id, path.resolve(deployment.outputDir));
  }
}

/** A deployment served from `root`, its `_redirects` and policy sources read on first use. */
export function hostedDeployment(id: string, root: string): HostedDeployment {
  return {
    id,
    root,
    redirects: once(() => readRedirects(root)),
    policySources: once(() => readPolicySources(root)),
  };
}

/** `read`, run on the first call and kept; a failure is tried again by the next call. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/** A text file of the output, or undefined when it is missing. */
async function readOptional(root: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

async function readRedirects(root: string): Promise<readonly HostRedirect[]> {
  const text = await readOptional(root, '_redirects');
  return text === undefined ? [] : parseRedirects(text);
}

/** The origins the site's file adds; a malformed file adds none (the default policy holds). */
async function readPolicySources(root: string): Promise<Record<string, string[]>> {
  const text = await readOptional(root, POLICY_SOURCES_FILE);
  if (text === undefined) return {};
  try {
    return policySources(JSON.parse(text));
  } catch {
    return {};
  }
}
