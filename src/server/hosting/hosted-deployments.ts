/**
 * Which output folder serves a subdomain: the project (through the short-lived
 * {@link ProjectCache}), then its current deployment. A ready deployment never changes, so what
 * is learnt about one (its folder, its parsed `_redirects`) is kept for as long as it is in use,
 * up to a bounded number of deployments (the least recently used go first). A new current
 * deployment is picked up as soon as the project is read again.
 *
 * @module
 */
import path from 'node:path';
import { getDeployment } from '../../storage/index.ts';
import type { Database } from '../../storage/index.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import type { ProjectCache } from '../project-cache.ts';
import { DeploymentFiles, folderFiles } from './deployment-files.ts';
import {
  PLAYGROUND_PROXY_FILE,
  playgroundProxyServers,
  POLICY_SOURCES_FILE,
  policySources,
} from '../../render/index.ts';
import { parseRedirects } from '../../web/index.ts';
import type { HostRedirect } from '../../web/index.ts';

/** How many deployments are remembered by default. */
export const DEFAULT_MAX_DEPLOYMENTS = 1_000;

/** A ready deployment as the host serves it. */
export interface HostedDeployment {
  id: string;
  /** Its files, in the server's artefact store. */
  files: DeploymentFiles;
  /** The rules of its `_redirects` file (none without one), read once. */
  redirects(): Promise<readonly HostRedirect[]>;
  /**
   * The origins its integrations add to its Content-Security-Policy, by directive (from
   * `_folio/content-security-policy.json`; none without one), read once.
   */
  policySources(): Promise<Readonly<Record<string, readonly string[]>>>;
  /**
   * The API servers its playground proxy may send to (from `_folio/playground-proxy.json`;
   * undefined without one, when the site was built with `api.playground.proxy` off), read once.
   */
  playgroundServers(): Promise<readonly string[] | undefined>;
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
  readonly #store: ArtefactStore | undefined;
  readonly #known = new Map<string, Promise<HostedDeployment | undefined>>();

  /**
   * `options.store` is where the server puts deployments; one recorded at a folder outside it
   * (or without a store) is read from that folder.
   */
  constructor(
    db: Database,
    projects: ProjectCache,
    options: { maxDeployments?: number; store?: ArtefactStore | undefined } = {},
  ) {
    this.#db = db;
    this.#projects = projects;
    this.#store = options.store;
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
    const location = deployment.outputDir;
    const prefix = this.#store?.prefixAt(location);
    if (this.#store && prefix !== undefined) {
      return hostedDeployment(id, new DeploymentFiles(this.#store, prefix, location));
    }
    // In a bucket this server is not configured for: it cannot serve it.
    if (location.startsWith('s3://')) return undefined;
    return hostedDeployment(id, folderFiles(path.resolve(location)));
  }
}

/** A deployment served from `files`, its `_redirects` and policy sources read on first use. */
export function hostedDeployment(id: string, files: DeploymentFiles): HostedDeployment {
  return {
    id,
    files,
    redirects: once(() => readRedirects(files)),
    policySources: once(() => readPolicySources(files)),
    playgroundServers: once(() => readPlaygroundServers(files)),
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

/** A text file of the deployment, or undefined when it is missing. */
async function readOptional(files: DeploymentFiles, relative: string): Promise<string | undefined> {
  const file = await files.fileAt(relative);
  return file === undefined ? undefined : files.text(file);
}

async function readRedirects(files: DeploymentFiles): Promise<readonly HostRedirect[]> {
  const text = await readOptional(files, '_redirects');
  return text === undefined ? [] : parseRedirects(text);
}

/** The origins the site's file adds; a malformed file adds none (the default policy holds). */
async function readPolicySources(files: DeploymentFiles): Promise<Record<string, string[]>> {
  const text = await readOptional(files, POLICY_SOURCES_FILE);
  if (text === undefined) return {};
  try {
    return policySources(JSON.parse(text));
  } catch {
    return {};
  }
}

/** The proxy's allowlist; a malformed file allows nothing (as if the proxy were off). */
async function readPlaygroundServers(files: DeploymentFiles): Promise<string[] | undefined> {
  const text = await readOptional(files, PLAYGROUND_PROXY_FILE);
  if (text === undefined) return undefined;
  try {
    return playgroundProxyServers(JSON.parse(text));
  } catch {
    return undefined;
  }
}
