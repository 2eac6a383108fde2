/**
 * The security headers of every answer of `folio serve`, put on after the rest of the chain has
 * answered (so errors, 304s, redirects and preflights get them too):
 *
 * - everywhere: `X-Content-Type-Options: nosniff`, so a file is never run as another type than
 *   the one it is served with;
 * - hosted sites: the pages' `Content-Security-Policy` (what they may load, who may frame them;
 *   see render's `siteContentSecurityPolicy`) and `Referrer-Policy:
 *   strict-origin-when-cross-origin`. A site reached under `/_sites/{subdomain}/` shares its
 *   host with the API and with every other site reached that way, so its policy adds a
 *   `sandbox` without `allow-same-origin`: each page gets an opaque origin and can read no one
 *   else's storage. Its own requests (search indexes, fonts, `/_folio/assistant.json`) are then
 *   cross-origin, so these answers carry `Access-Control-Allow-Origin: *`: the files are public,
 *   and no cookie or key is involved;
 * - the APIs: `Cache-Control: no-store` unless a route set its own (answers hold keys, threads
 *   and job states that must not be kept by a browser or proxy), `Referrer-Policy: no-referrer`
 *   (an API address can be a shared link, the compare page's, never to be sent on as a Referer),
 *   and a policy that loads nothing but inline styles and lets no page frame the answer.
 *
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { siteContentSecurityPolicy } from '../render/index.ts';
import { SITE_REFERRER_POLICY } from '../web/index.ts';
import type { ServerEnv } from './server-env.ts';
import { isApiRequestOnSiteHost } from './site-assistant.ts';
import { siteRequestOf } from './site-request.ts';

/** `Content-Security-Policy` of API answers: JSON loads nothing; the compare page its styles. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `Referrer-Policy` of API answers. */
export const API_REFERRER_POLICY = 'no-referrer';

const HOST_SITE_POLICY = siteContentSecurityPolicy({ sandbox: false });
const PATH_SITE_POLICY = siteContentSecurityPolicy({ sandbox: true });

/** Middleware: the headers above; `domain` is the host name sites are subdomains of. */
export function securityHeaders(domain: string | undefined): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    const site = siteRequestOf(c.req.header('host'), c.req.path, domain);
    if (site && !isApiRequestOnSiteHost(site, c.req.method)) {
      const byPath = site.basePath !== '';
      // The site host sets the policy of a site whose integrations add origins to it.
      if (!headers.has('Content-Security-Policy')) {
        headers.set('Content-Security-Policy', byPath ? PATH_SITE_POLICY : HOST_SITE_POLICY);
      }
      headers.set('Referrer-Policy', SITE_REFERRER_POLICY);
      if (byPath) headers.set('Access-Control-Allow-Origin', '*');
      return;
    }
    headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    headers.set('Referrer-Policy', API_REFERRER_POLICY);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
