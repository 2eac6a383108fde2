/**
 * Which hosted site a request is for, if any. A site is reached two ways:
 *
 * - by host: `{subdomain}.{domain}` (`acme.localhost:3000`), where every path is the site's;
 * - by path: `/_sites/{subdomain}/...` on any other host, for clients that cannot use
 *   subdomains. Its pages are served with their root-relative links rewritten under that prefix.
 *
 * Every other request is for the APIs.
 *
 * @module
 */

/** A request for a hosted site. */
export interface SiteRequest {
  subdomain: string;
  /** The path inside the site, starting with `/`. */
  path: string;
  /** `''` when reached by host, `/_sites/{subdomain}` when reached by path. */
  basePath: string;
}

/** The path prefix of sites reached by path. */
export const SITES_PREFIX = '/_sites/';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The site `host` and `pathname` ask for, or undefined for an API request. `domain` is the
 * host name sites are subdomains of (default `localhost`); the port is ignored.
 */
export function siteRequestOf(
  host: string | undefined,
  pathname: string,
  domain = 'localhost',
): SiteRequest | undefined {
  const hostname = hostnameOf(host ?? '');
  const suffix = `.${domain.toLowerCase()}`;
  if (hostname.endsWith(suffix)) {
    const label = hostname.slice(0, -suffix.length);
    if (LABEL.test(label)) return { subdomain: label, path: pathname, basePath: '' };
  }
  if (!pathname.startsWith(SITES_PREFIX)) return undefined;
  const rest = pathname.slice(SITES_PREFIX.length);
  const slash = rest.indexOf('/');
  const label = (slash === -1 ? rest : rest.slice(0, slash)).toLowerCase();
  if (!LABEL.test(label)) return undefined;
  return {
    subdomain: label,
    path: slash === -1 ? '/' : rest.slice(slash),
    basePath: `${SITES_PREFIX}${label}`,
  };
}

/** The host name of a `Host` header, lower case, without port or brackets. */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(1, lower.indexOf(']'));
  const colon = lower.lastIndexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}
