/**
 * What a hosted site's "Ask AI" panel needs from the server:
 *
 * - its settings, `/_folio/assistant.json` on the site: the message endpoint (root-relative, so
 *   it works on whatever address the reader has the site at), the project's site key (minted
 *   on first use, see storage's `siteAssistantKey`) and the site address source links carry.
 *   Never cached, so a revoked site key is replaced at the next page load;
 * - the assistant and search APIs on the site's own host, so a panel on `acme.example.com`
 *   asks `acme.example.com/v1/assistant/acme/message` without crossing origins. Only `POST` and
 *   `OPTIONS` are taken: a site page can never be at one of those, as sites answer only `GET`
 *   and `HEAD`.
 *
 * @module
 */
import type { Context } from 'hono';
import { ASSISTANT_CONFIG_URL } from '../render/index.ts';
import type { AssistantSettings } from '../render/index.ts';
import { siteAssistantKey } from '../storage/index.ts';
import { siteUrlOf } from './routes/assistant-access.ts';
import type { AssistantRouteSettings } from './routes/assistant-access.ts';
import type { ServerEnv, ServerServices } from './server-env.ts';
import type { SiteRequest } from './site-request.ts';

const API_ON_SITE_HOSTS = /^\/v1\/(assistant|search|feedback)\/|^\/_folio\/feedback$/;

/**
 * Whether a request to a site's host is for the assistant or search API instead; on a site
 * reached by path (`/_sites/{domain}/`), only its pages' feedback (`/_folio/feedback`) is.
 */
export function isApiRequestOnSiteHost(site: SiteRequest, method: string): boolean {
  if (method !== 'POST' && method !== 'OPTIONS') return false;
  return site.basePath === ''
    ? API_ON_SITE_HOSTS.test(site.path)
    : site.path === '/_folio/feedback';
}

/** Whether a site request asks for the panel's settings. */
export function isAssistantSettingsRequest(site: SiteRequest, method: string): boolean {
  return site.path === ASSISTANT_CONFIG_URL && (method === 'GET' || method === 'HEAD');
}

/**
 * The panel's settings for the site, or undefined when no project has its subdomain (the site
 * host answers that with its 404 page).
 */
export async function assistantSettingsResponse(
  c: Context<ServerEnv, string>,
  services: Pick<ServerServices, 'db' | 'projects'>,
  settings: Pick<AssistantRouteSettings, 'domain' | 'trustProxy'>,
  site: SiteRequest,
): Promise<Response | undefined> {
  const project = await services.projects.bySubdomain(site.subdomain);
  if (!project) return undefined;
  c.get('logFields')['project'] = project.id;
  const body: AssistantSettings = {
    api: `/v1/assistant/${project.subdomain}/message`,
    key: await siteAssistantKey(services.db, project.id),
    siteUrl: siteUrlOf(c, settings, project.subdomain),
  };
  return new Response(c.req.method === 'HEAD' ? null : JSON.stringify(body), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
