/**
 * What every route of the app can reach: the services (database, caches, hosted sites,
 * deployments) in {@link ServerServices}, and the per-request values Hono carries in `c.var`.
 *
 * @module
 */
import type { BranchDiff } from '../agent/index.ts';
import type { AnswerModel } from '../assistant/index.ts';
import type { ApiKey, Database, Deployment, Project } from '../storage/index.ts';
import type { ApiKeyCache } from './key-cache.ts';
import type { ProjectCache } from './project-cache.ts';
import type { SiteCorpora } from './site-corpora.ts';
import type { SiteRequest } from './site-request.ts';

/** Serves the files of hosted sites. */
export interface SiteHost {
  /** The response to a request for a hosted site (its page, its 404 page, a redirect...). */
  serve(site: SiteRequest, request: Request): Promise<Response>;
  /**
   * The API servers the site's playground proxy may send to, from its current deployment's
   * `_folio/playground-proxy.json`; undefined when the site is unknown, not built yet, or was
   * built with `api.playground.proxy` off.
   */
  playgroundServers?(subdomain: string): Promise<readonly string[] | undefined>;
}

/** Builds projects into new deployments. */
export interface DeploymentQueue {
  /**
   * Queues a build of the project and returns its deployment (status `queued`) at once. The
   * build runs in the background; when it succeeds the deployment becomes the project's
   * current one, and until then the previous one is served.
   */
  request(project: Project): Promise<Deployment>;
}

/** The agent, as the API sees it. */
export interface AgentJobQueue {
  /** The configured model (`provider:model`), or undefined when there is no agent. */
  readonly modelName: string | undefined;
  /** Looks for queued jobs now (after the API created one). */
  wake(): void;
  /**
   * The changes of a project's job on its branch; undefined when the project has no such job.
   * Throws the agent's `AgentJobError` (a message to show) when they cannot be read.
   */
  diff(projectId: string, sessionId: string): Promise<BranchDiff | undefined>;
}

/** The long-lived parts of a running server, shared by all requests. */
export interface ServerServices {
  db: Database;
  keys: ApiKeyCache;
  projects: ProjectCache;
  sites: SiteHost;
  deployments: DeploymentQueue;
  /** The search corpora of current deployments, for the assistant and search APIs. */
  corpora: SiteCorpora;
  /** The language model that writes the assistant's answers; none: it quotes the docs. */
  answerModel: AnswerModel | undefined;
  /** The agent that carries out agent jobs. */
  agents: AgentJobQueue;
}

/** Hono's environment type for the app: per-request variables. */
export interface ServerEnv {
  Variables: {
    /** The verified key of an authenticated request. */
    apiKey: ApiKey;
    /** Fields routes add to the request's log line (a project id, a deployment id). */
    logFields: Record<string, string | number | boolean>;
  };
}
