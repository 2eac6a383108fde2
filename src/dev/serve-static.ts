/**
 * A static file server over `node:http` for a built site, answering the way static hosts do
 * (what `folio a11y` checks and the browser tests serve): `/guide` and `/guide/` answer with
 * `guide/index.html`, files get their content type, and anything missing gets the site's
 * `404.html` with status 404. A file whose real path is
 * outside the folder (a symbolic link leading out) is missing as far as requests go. Every
 * answer carries `nosniff` and the hosted sites' `Referrer-Policy`.
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { OutsideFolderError, readInside, realPathInside } from '../shared/index.ts';
import { contentTypeOf, SITE_REFERRER_POLICY, sitePathOf } from '../web/index.ts';

/** A running server; `url` has no trailing slash (`http://127.0.0.1:41234`). */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** The `Content-Type` a static host sends for `file`. */
export const contentType = contentTypeOf;

/** Whether `file` is a regular file really inside `root`. */
async function isFile(root: string, file: string): Promise<boolean> {
  try {
    return (await stat(realPathInside(root, file))).isFile();
  } catch {
    return false;
  }
}

/**
 * The file under `root` that answers `pathname`, or `undefined`: the file itself, else the
 * folder's `index.html`. Paths that could climb out of `root` (`..`, backslashes, NUL bytes,
 * however encoded) answer nothing, as on the host.
 */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const sitePath = sitePathOf(pathname);
  if (sitePath.kind !== 'inside') return undefined;
  const target = path.resolve(root, ...sitePath.segments);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return undefined;
  if (!sitePath.folder && (await isFile(root, target))) return target;
  const index = path.join(target, 'index.html');
  return (await isFile(root, index)) ? index : undefined;
}

async function answer(root: string, request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await resolveFile(root, pathname);
  const notFound = path.join(root, '404.html');
  const status = file === undefined ? 404 : 200;
  const served = file ?? ((await isFile(root, notFound)) ? notFound : undefined);
  // Read through the containment check: a link swapped in since `resolveFile` is refused.
  const body =
    served === undefined
      ? Buffer.from('Not found')
      : await readInside(root, served).catch((error: unknown) => {
          if (error instanceof OutsideFolderError) return Buffer.from('Not found');
          throw error;
        });
  response.writeHead(status, {
    'Content-Type': served === undefined ? 'text/plain; charset=utf-8' : contentType(served),
    'Content-Length': body.byteLength,
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves the folder `root` (on a free port of 127.0.0.1 unless told otherwise). */
export async function serveStatic(
  root: string,
  options: { port?: number; host?: string } = {},
): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1';
  const folder = path.resolve(root);
  const server = createServer((request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', SITE_REFERRER_POLICY);
    answer(folder, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${String(address.port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
