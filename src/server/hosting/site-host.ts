/**
 * Hosting of built sites for `folio serve`: the {@link SiteHost} that answers every request for
 * a site, by subdomain or under `/_sites/{subdomain}/`. In order:
 *
 * 1. only GET and HEAD (405 otherwise); `/_sites/acme` gets a 308 to `/_sites/acme/`;
 * 2. the subdomain's current deployment: 404 when no project has the name, 503 with
 *    `Retry-After` while its first build is not ready;
 * 3. `_redirects` rules marked `!` (they win over files);
 * 4. the file that answers the path (`/guide` → `guide/index.html`), unless it is only the
 *    builder's meta-refresh stand-in for a redirect rule, in which case the rule answers with
 *    its real status; a client whose `Accept` prefers `text/markdown` gets the page's Markdown
 *    file (`guide.md`, written by the build) instead, and both answers say `Vary: Accept`;
 * 5. the other `_redirects` rules;
 * 6. the site's `404.html` with status 404 (the host's own page when it has none).
 *
 * Root-relative URLs in redirects, pages and stylesheets of sites reached by path are
 * rewritten under the prefix, and text is compressed for clients that accept Brotli or gzip.
 *
 * @module
 */
import type { Database } from '../../storage/index.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import type { ProjectCache } from '../project-cache.ts';
import type { SiteHost } from '../server-env.ts';
import type { SiteRequest } from '../site-request.ts';
import { prefixUrl } from './base-path-rewrite.ts';
import { REVALIDATE } from './cache-headers.ts';
import { CompressionCache } from './compression.ts';
import { fileResponse } from './file-response.ts';
import { HostedDeployments } from './hosted-deployments.ts';
import type { HostedDeployment, HostedSite } from './hosted-deployments.ts';
import { negotiatedMarkdown, varyOnAccept } from './markdown-negotiation.ts';
import { resolveFile } from './resolve-file.ts';
import type { SiteFile } from './resolve-file.ts';
import {
  badPathResponse,
  buildingResponse,
  methodNotAllowedResponse,
  plainNotFoundResponse,
  unknownSiteResponse,
} from './status-pages.ts';
import { siteContentSecurityPolicy } from '../../render/index.ts';
import { findRedirect, isHtmlFile, sitePathOf } from '../../web/index.ts';
import type { HostRedirect, RedirectTarget } from '../../web/index.ts';

/** What {@link createSiteHost} needs. */
export interface SiteHostOptions {
  db: Database;
  /** Projects by subdomain; forgetting a project makes its new deployment served at once. */
  projects: ProjectCache;
  /** Where deployments' files are (default: each deployment's recorded folder). */
  store?: ArtefactStore | undefined;
  /** How many deployments' folders and redirect rules are remembered (default 1,000). */
  maxDeployments?: number;
  /**
   * How many bytes of compressed text are kept in memory (default 32 MB); 0 turns compression
   * off, for a server behind a proxy that compresses.
   */
  compressionCacheBytes?: number;
}

/** What serving a request needs besides the request. */
interface HostState {
  deployments: HostedDeployments;
  compression: CompressionCache | undefined;
}

/** Pages larger than this are never the builder's redirect stand-ins. */
const REDIRECT_PAGE_BYTES = 8 * 1024;
const META_REFRESH = /<meta\s[^>]*http-equiv\s*=\s*["']?refresh/i;

/** The host of built sites (see the module comment). */
export function createSiteHost(options: SiteHostOptions): SiteHost {
  const deployments = new HostedDeployments(options.db, options.projects, {
    store: options.store,
    ...(options.maxDeployments === undefined ? {} : { maxDeployments: options.maxDeployments }),
  });
  const cacheBytes = options.compressionCacheBytes;
  const compression =
    cacheBytes === 0
      ? undefined
      : new CompressionCache(cacheBytes === undefined ? {} : { maxBytes: cacheBytes });
  const state: HostState = { deployments, compression };
  return {
    serve: (site, request) => serveSite(state, site, request),
    playgroundServers: async (subdomain) => {
      const hosted = await deployments.lookup(subdomain);
      return hosted.kind === 'ready' ? hosted.deployment.playgroundServers() : undefined;
    },
  };
}

async function serveSite(state: HostState, site: SiteRequest, request: Request): Promise<Response> {
  const hosted = await state.deployments.lookup(site.subdomain);
  const response = await serveHosted(state, hosted, site, request);
  if (hosted.kind !== 'ready') return response;
  // The origins this site's integrations load from join its policy (and no other site's).
  const sources = await hosted.deployment.policySources();
  if (Object.keys(sources).length === 0) return response;
  const policy = siteContentSecurityPolicy({ sandbox: site.basePath !== '', sources });
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', policy);
  return new Response(response.body, { status: response.status, headers });
}

async function serveHosted(
  state: HostState,
  hosted: HostedSite,
  site: SiteRequest,
  request: Request,
): Promise<Response> {
  const { method } = request;
  if (method !== 'GET' && method !== 'HEAD') return methodNotAllowedResponse();
  const url = new URL(request.url);
  if (site.basePath !== '' && url.pathname.length === site.basePath.length) {
    return redirectResponse({ location: `${site.basePath}/${url.search}`, status: 308 }, '');
  }

  if (hosted.kind === 'unknown') return unknownSiteResponse(site.subdomain, method);
  if (hosted.kind === 'building') return buildingResponse(site.subdomain, method);
  const { deployment } = hosted;

  const sitePath = sitePathOf(site.path);
  if (sitePath.kind === 'malformed') return badPathResponse(method);
  if (sitePath.kind === 'outside') return notFoundResponse(state, deployment, site, request);

  const rules = await deployment.redirects();
  const forced = findRedirect(rules, site.path, url.search, { forcedOnly: true });
  if (forced) return redirectResponse(forced, site.basePath);

  const file = await resolveFile(deployment.files, sitePath);
  if (file) {
    const standIn = await redirectOfStandIn(deployment, file, rules, site.path, url.search);
    if (standIn) return redirectResponse(standIn, site.basePath);
    const markdown = await negotiatedMarkdown(deployment.files, file, sitePath, request);
    const response = await fileResponse({
      request,
      deploymentId: deployment.id,
      files: deployment.files,
      file: markdown ?? file,
      basePath: site.basePath,
      compression: state.compression,
    });
    return varyOnAccept(response, file);
  }
  const redirect = findRedirect(rules, site.path, url.search);
  if (redirect) return redirectResponse(redirect, site.basePath);
  return notFoundResponse(state, deployment, site, request);
}

/** The site's own `404.html` with status 404, or the host's page when it has none. */
async function notFoundResponse(
  state: HostState,
  deployment: HostedDeployment,
  site: SiteRequest,
  request: Request,
): Promise<Response> {
  const page = await deployment.files.fileAt('404.html');
  if (!page) return plainNotFoundResponse(request.method);
  return fileResponse({
    request,
    deploymentId: deployment.id,
    files: deployment.files,
    file: page,
    basePath: site.basePath,
    status: 404,
    compression: state.compression,
  });
}

/** A redirect; a root-relative `Location` goes under `basePath`. */
function redirectResponse(target: RedirectTarget, basePath: string): Response {
  return new Response(null, {
    status: target.status,
    headers: {
      location: prefixUrl(target.location, basePath),
      'cache-control': REVALIDATE,
      'content-length': '0',
    },
  });
}

/**
 * The redirect that answers instead of `file` when the file is only a stand-in for it: a small
 * meta-refresh page, which the builder writes at a redirect's source for hosts without redirect
 * rules, at a path a rule matches.
 */
async function redirectOfStandIn(
  deployment: HostedDeployment,
  file: SiteFile,
  rules: readonly HostRedirect[],
  pathname: string,
  search: string,
): Promise<RedirectTarget | undefined> {
  if (rules.length === 0 || !isHtmlFile(file.relative) || file.size > REDIRECT_PAGE_BYTES) {
    return undefined;
  }
  const target = findRedirect(rules, pathname, search);
  if (!target) return undefined;
  return META_REFRESH.test(await deployment.files.text(file)) ? target : undefined;
}
