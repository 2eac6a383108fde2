/**
 * Which URLs the playground proxy forwards to: only URLs under a server the site's API
 * specifications declare (written by the build to `_folio/playground-proxy.json`). A URL is
 * under a server when scheme, host and port are the same and its path is the server's path or
 * goes below it at a `/` (`https://api.example.com/v1` covers `/v1/pets`, not `/v10`).
 *
 * @module
 */

/** The http(s) URL `text` names, or a reason it cannot be forwarded to. */
export function parseTargetUrl(text: string): { url: URL } | { problem: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'The url is not an absolute URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      problem: `Only http and https URLs are forwarded, not ${url.protocol.slice(0, -1).slice(0, 20)}.`,
    };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: 'URLs with a user name or password are not forwarded.' };
  }
  return { url };
}

/** Whether `url` is under one of `servers` (absolute http(s) server URLs). */
export function isUnderServer(url: URL, servers: readonly string[]): boolean {
  return servers.some((server) => {
    let base: URL;
    try {
      base = new URL(server);
    } catch {
      return false;
    }
    if (base.protocol !== url.protocol || base.host !== url.host) return false;
    const basePath = base.pathname.replace(/\/+$/, '');
    return basePath === '' || url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
  });
}
