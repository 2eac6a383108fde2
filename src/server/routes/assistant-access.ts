/**
 * What the assistant and search routes check before answering, in this order:
 *
 * 1. the key (`requireKey(services, 'assistant')`, mounted by the routes): 401 without a valid
 *    key, 403 for an admin key;
 * 2. the site: the `{domain}` path parameter is a project's subdomain, 404 when no project has
 *    it, 403 when the assistant key belongs to another project;
 * 3. the rate limits of rate-limits.ts, for the requests that count as uses: 429 over a limit;
 * 4. for the routes that search, the current deployment's corpus: 503 while the site has never
 *    been built.
 *
 * @module
 */
import type { Context } from 'hono';
import type { SiteCorpus } from '../../assistant/index.ts';
import type { Project } from '../../storage/index.ts';
import { clientAddress } from '../client-address.ts';
import { HttpError } from '../http-error.ts';
import { enforceAssistantLimits } from '../rate-limits.ts';
import type { AssistantLimits, RateLimitHeaders } from '../rate-limits.ts';
import type { ServerEnv, ServerServices } from '../server-env.ts';
import { excerpt } from '../../shared/index.ts';

/** How the assistant and search routes are set up. */
export interface AssistantRouteSettings {
  /** The rate limits. */
  limits: Readonly<AssistantLimits>;
  /** Take the client address from `X-Forwarded-For` (see client-address.ts). */
  trustProxy: boolean;
  /** The host name sites are subdomains of, for the site URL given to the answer. */
  domain: string;
}

/** Seconds a client is asked to wait for a site's first build. */
const BUILDING_RETRY_SECONDS = 10;

/**
 * The project whose subdomain is `domain`, when the request's assistant key belongs to it:
 * 404 for an unknown domain, 403 for a key of another project.
 */
export async function assistantProject(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'projects'>,
  domain: string,
): Promise<Project> {
  const project = await services.projects.bySubdomain(domain);
  if (!project)
    throw new HttpError(404, `No documentation site has the domain "${excerpt(domain)}".`);
  const key = c.get('apiKey');
  if (key.projectId !== project.id || key.organizationId !== project.organizationId) {
    throw new HttpError(
      403,
      `This assistant key does not give access to the site "${excerpt(domain)}".`,
    );
  }
  c.get('logFields')['project'] = project.id;
  return project;
}

/**
 * Counts the request as one use of the assistant by its key, organization and address. Returns
 * the `RateLimit-*` headers for the response; throws a 429 over a limit.
 */
export function countAssistantUse(
  c: Context<ServerEnv>,
  services: Pick<ServerServices, 'db'>,
  settings: Pick<AssistantRouteSettings, 'limits' | 'trustProxy'>,
  project: Project,
): Promise<RateLimitHeaders> {
  const key = c.get('apiKey');
  return enforceAssistantLimits(services.db, settings.limits, {
    ip: clientAddress(c, { trustProxy: settings.trustProxy }),
    organizationId: project.organizationId,
    keyId: key.id,
  });
}

/** The corpus of the project's current deployment; a 503 while the site has not been built. */
export async function currentCorpus(
  services: Pick<ServerServices, 'corpora'>,
  project: Project,
): Promise<SiteCorpus> {
  const corpus = await services.corpora.forProject(project);
  if (!corpus) {
    throw new HttpError(
      503,
      `The site "${project.subdomain}" has not been built yet: try again once its first deployment is ready.`,
      { 'Retry-After': String(BUILDING_RETRY_SECONDS) },
    );
  }
  return corpus;
}

/**
 * The public address of a project's site, `{protocol}//{subdomain}.{domain}{:port}`: the
 * protocol and port of the request, or behind a trusted proxy the protocol it reports in
 * `X-Forwarded-Proto` (on its default port), with the subdomain under the server's domain.
 */
export function siteUrlOf(
  c: Context<ServerEnv>,
  settings: Pick<AssistantRouteSettings, 'domain' | 'trustProxy'>,
  subdomain: string,
): string {
  const forwarded = settings.trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined;
  // The proxy answers on the default port of the protocol it reports.
  if (forwarded === 'https' || forwarded === 'http') {
    return `${forwarded}://${subdomain}.${settings.domain}`;
  }
  const url = new URL(c.req.url);
  const port = url.port === '' ? '' : `:${url.port}`;
  return `${url.protocol}//${subdomain}.${settings.domain}${port}`;
}
