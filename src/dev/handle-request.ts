/**
 * One request to the dev server: the live-reload stream, Folio's stylesheet and script, KaTeX and
 * Mermaid, search indexes, then whatever the site answers (a page, a file of the docs folder, a
 * redirect, the 404 page). Paths that would leave the docs folder are refused, and so are files
 * that lead out of it through a symbolic link.
 *
 * @module
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MCP_PATH, SITE_REFERRER_POLICY } from '../web/index.ts';
import {
  acceptsMarkdown,
  MARKDOWN_TYPE,
  markdownRoute,
  openInside,
  OutsideFolderError,
} from '../shared/index.ts';
import { DEV_INTEGRATIONS_URL } from './site-state.ts';
import type { DevSite } from './dev-site.ts';
import { EVENTS_PATH, injectLiveReload } from './live-reload.ts';
import type { LiveReload } from './live-reload.ts';
import { keptIslandScript } from './island-scripts.ts';
import { packageFile } from './package-files.ts';
import { contentType, folderPath } from './static-files.ts';

export interface RequestContext {
  root: string;
  site: Promise<DevSite>;
  live: LiveReload;
  /** Folio's stylesheet and script. */
  assets: () => Promise<{ css: { text: string }; js: { text: string } }>;
  /** The island runtime (React and hydration) pages with interactive components load. */
  islandRuntime: () => Promise<{ text: string }>;
}

const siteAsset = /^_folio\/site\.[^/]+\.(css|js)$/;
const tailwindStylesheet = '_folio/tailwind.css';
const searchIndex = /^_folio\/search\/([^/]+)\.json$/;
const iconSprite = /^_folio\/icons\.[0-9a-f]+\.svg$/;
const islandRuntime = /^_folio\/islands\.[0-9a-f]+\.js$/;
const islandScript = /^_folio\/islands\/[0-9a-f]+\.js$/;

/**
 * Answers one request. Never throws: a failure becomes a 500 response. Every answer is served
 * only as the type it names, and tells other sites at most the origin a reader came from, as on
 * a hosted site. (No Content-Security-Policy: the author's own machine, and the live-reload
 * script is inline.)
 */
export async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
): Promise<void> {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', SITE_REFERRER_POLICY);
  try {
    await route(request, response, context);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (response.headersSent) response.destroy();
    else send(request, response, 500, 'text/plain; charset=utf-8', `Folio dev server: ${message}`);
  }
}

/** Where dev pages send reader feedback (see site-state.ts). */
const DEV_FEEDBACK_PATH = '/_folio/feedback';

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
): Promise<void> {
  // The site's MCP server (dev-mcp.ts); a plain GET of `/mcp` is the site's, as any path.
  if ((request.url ?? '').split(/[?#]/)[0] === MCP_PATH) {
    const { answerDevMcp } = await import('./dev-mcp.ts');
    if (await answerDevMcp(request, response, await context.site)) return;
  }
  if (request.method === 'POST' && request.url === DEV_FEEDBACK_PATH) {
    // The feedback widget works in dev, but nothing is stored: read and drop the body.
    request.resume();
    send(request, response, 202, 'application/json; charset=utf-8', '{"stored":false}');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    send(request, response, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    return;
  }
  const url = (request.url ?? '/').split('#')[0] ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (pathname === EVENTS_PATH) {
    context.live.connect(request, response);
    return;
  }
  const target = folderPath(pathname);
  if (target.kind === 'outside') {
    send(request, response, 403, 'text/plain; charset=utf-8', 'Forbidden: outside the docs folder');
    return;
  }
  if (target.kind === 'malformed') {
    send(request, response, 400, 'text/plain; charset=utf-8', 'Bad request: malformed URL');
    return;
  }
  const relative = target.relative;
  if (relative.startsWith('_folio/')) {
    await folioFile(request, response, context, relative);
    return;
  }

  const site = await context.site;
  // sitemap.xml, robots.txt and the llms files, made as the build makes them.
  const text = await site.siteTextFile(relative);
  if (text !== undefined) {
    send(request, response, 200, contentType(relative), text);
    return;
  }
  // A page's Markdown: `<route>.md`, or the route itself asked for as `text/markdown`.
  const asked = markdownRoute(relative);
  const negotiated = asked === undefined && acceptsMarkdown(request.headers.accept);
  if (asked !== undefined || negotiated) {
    const markdown = await site.markdown(asked ?? routeOf(relative));
    if (markdown.text !== undefined) {
      if (negotiated) response.setHeader('Vary', 'Accept');
      send(request, response, 200, MARKDOWN_TYPE, markdown.text);
      return;
    }
    // A page without Markdown (hidden, `noindex`, failing) never gives its source instead.
    if (asked !== undefined && markdown.page) {
      notFound(request, response);
      return;
    }
  }
  const answer = await site.answer(relative, query);
  if (answer.kind === 'html') {
    const html = injectLiveReload(answer.html, answer.route);
    // The same route answers Markdown to a client asking for it.
    if (answer.route !== null) response.setHeader('Vary', 'Accept');
    send(request, response, answer.status, 'text/html; charset=utf-8', html);
  } else if (answer.kind === 'redirect') {
    response.setHeader('Location', answer.location);
    send(request, response, answer.status, 'text/plain; charset=utf-8', answer.location);
  } else {
    await sendFolderFile(request, response, context.root, answer.file);
  }
}

/**
 * Streams the file `relative` of the docs folder `root`; 404 when it is missing, not a file, or
 * a link out of the folder (opened, then checked, so no link swapped in meanwhile is followed).
 */
async function sendFolderFile(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  relative: string,
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await openInside(root, relative);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (error instanceof OutsideFolderError || NOT_SERVED.has(code)) {
      notFound(request, response);
      return;
    }
    throw error;
  }
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  response.writeHead(200, {
    'Content-Type': contentType(relative),
    'Content-Length': size,
    'Cache-Control': 'no-cache',
  });
  if (request.method === 'HEAD') {
    await handle.close();
    response.end();
    return;
  }
  // The stream owns the handle from here and closes it.
  const stream = handle.createReadStream({ autoClose: true });
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

/** Errors that mean "nothing to serve here". */
const NOT_SERVED = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'EINVAL', 'ENAMETOOLONG', 'ELOOP']);

/** Files under `/_folio/`: Folio's own, not the docs folder's. */
async function folioFile(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  relative: string,
): Promise<void> {
  const asset = siteAsset.exec(relative);
  if (asset) {
    const assets = await context.assets();
    const css = asset[1] === 'css';
    const text = css ? assets.css.text : assets.js.text;
    send(request, response, 200, contentType(relative), text);
    return;
  }
  if (islandRuntime.test(relative)) {
    send(request, response, 200, contentType(relative), (await context.islandRuntime()).text);
    return;
  }
  if (islandScript.test(relative)) {
    const text = keptIslandScript(`/${relative}`);
    if (text === undefined) notFound(request, response);
    else send(request, response, 200, contentType(relative), text);
    return;
  }
  if (relative === tailwindStylesheet) {
    const css = await (await context.site).tailwindStylesheet();
    send(request, response, 200, 'text/css; charset=utf-8', css);
    return;
  }
  const search = searchIndex.exec(relative);
  if (search?.[1] !== undefined) {
    const index = await (await context.site).searchIndex(search[1]);
    if (index === undefined) notFound(request, response);
    else send(request, response, 200, 'application/json; charset=utf-8', index);
    return;
  }
  if (`/${relative}` === DEV_INTEGRATIONS_URL) {
    const code = await (await context.site).integrationCode();
    if (code === undefined) notFound(request, response);
    else send(request, response, 200, 'text/javascript; charset=utf-8', code);
    return;
  }
  if (iconSprite.test(relative)) {
    const sprite = await (await context.site).iconSprite(relative);
    if (sprite === undefined) notFound(request, response);
    else send(request, response, 200, 'image/svg+xml; charset=utf-8', sprite);
    return;
  }
  await sendFile(request, response, packageFile(relative.slice('_folio/'.length)));
}

/** Streams a file; 404 when it is missing or not a file. */
async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string | undefined,
): Promise<void> {
  const entry = file === undefined ? undefined : await stat(file).catch(() => undefined);
  if (file === undefined || !entry?.isFile()) {
    notFound(request, response);
    return;
  }
  response.writeHead(200, {
    'Content-Type': contentType(file),
    'Content-Length': entry.size,
    'Cache-Control': 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

/** `/guides/intro` for `guides/intro`, `guides/intro/` and `guides/intro/index.html`. */
function routeOf(relative: string): string {
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\/$/, '')}`;
}

function notFound(request: IncomingMessage, response: ServerResponse): void {
  send(request, response, 404, 'text/plain; charset=utf-8', 'Not found');
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
): void {
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
