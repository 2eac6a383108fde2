/**
 * The host's own small pages, for when there is no site page to show: no site at a name, a site
 * whose first build is not ready yet, and a missing page on a site without a `404.html`. Each is
 * one self-contained HTML document (inline style, no scripts, no assets).
 *
 * @module
 */
import { escapeHtml } from '../../web/index.ts';
import { NO_STORE } from './cache-headers.ts';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;' +
  'min-height:100vh;color:#1f2937;background:#f9fafb}main{max-width:32rem;padding:2rem}' +
  'h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0;color:#4b5563}' +
  '@media (prefers-color-scheme:dark){body{color:#f3f4f6;background:#111827}p{color:#9ca3af}}';

/** A whole HTML document with a heading and one paragraph (both plain text). */
export function statusPage(title: string, message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(message)}</p></main></body></html>\n`
  );
}

/** An HTML response of the host's own, never cached. */
function pageResponse(
  status: number,
  html: string,
  method: string,
  headers: Record<string, string> = {},
): Response {
  const body = Buffer.from(html);
  return new Response(method === 'HEAD' ? null : body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.byteLength),
      'cache-control': NO_STORE,
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** 404: no project is served at this subdomain. */
export function unknownSiteResponse(subdomain: string, method: string): Response {
  return pageResponse(
    404,
    statusPage(
      `No site is hosted at ${subdomain}`,
      `There is no documentation site named “${subdomain}” here. Check the address.`,
    ),
    method,
  );
}

/** 503: the project has no ready deployment yet; browsers and clients may retry shortly. */
export function buildingResponse(subdomain: string, method: string): Response {
  return pageResponse(
    503,
    statusPage(
      'This site is being built',
      `The documentation site “${subdomain}” has not finished its first build yet. ` +
        'Reload in a few seconds.',
    ),
    method,
    { 'retry-after': '5' },
  );
}

/** 404 for a site without its own `404.html`. */
export function plainNotFoundResponse(method: string): Response {
  return pageResponse(
    404,
    statusPage('Page not found', 'This page does not exist or has moved.'),
    method,
  );
}

/** 405 for anything but GET and HEAD: sites are read-only. */
export function methodNotAllowedResponse(): Response {
  return new Response('Method not allowed: a hosted site answers GET and HEAD only.\n', {
    status: 405,
    headers: {
      allow: 'GET, HEAD',
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': NO_STORE,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** 400: a path whose percent-encoding does not decode. */
export function badPathResponse(method: string): Response {
  return pageResponse(400, statusPage('Bad request', 'The address is not a valid path.'), method);
}
