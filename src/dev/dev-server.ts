/**
 * `startDevServer`: the live-preview server. It listens first and prints its address while the
 * renderer's modules and the project load, renders pages on request, watches the docs folder,
 * and tells open browsers to reload when what they show changed.
 *
 * @module
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { FolioError, plural } from '../shared/index.ts';
import { DevSite } from './dev-site.ts';
import { handleRequest } from './handle-request.ts';
import type { RequestContext } from './handle-request.ts';
import { LiveReload } from './live-reload.ts';
import { loadSiteModules } from './site-modules.ts';
import { watchSite } from './watch-site.ts';

/** How long watching waits for the home page to render before it starts anyway. */
const WARM_UP_WAIT_MS = 2000;

export interface DevServerOptions {
  /** The docs folder. */
  root: string;
  /** Default 3000; 0 picks a free port. */
  port?: number | undefined;
  /** Default `127.0.0.1`. */
  host?: string | undefined;
  /** Receives what the server prints: its address, changes, diagnostics (default: nothing). */
  onLog?: ((text: string) => void) | undefined;
  /** Print one line per request. */
  verbose?: boolean | undefined;
  /** ANSI colours in printed diagnostics. */
  color?: boolean | undefined;
  /** The folder printed paths are relative to (default: the process's). */
  cwd?: string | undefined;
  /** Load docs.json's `integrations` (analytics, chat) in pages; off by default. */
  analytics?: boolean | undefined;
}

export interface DevServer {
  /** `http://127.0.0.1:3000` */
  url: string;
  /** Pages of the site when it started (0 while the project has errors). */
  pages: number;
  /** Stops watching, ends the browsers' event streams and closes the server. */
  close(): Promise<void>;
}

/** Starts the server; resolves once it listens and the project is loaded. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const cwd = options.cwd ?? process.cwd();
  const log = options.onLog ?? ((): void => undefined);
  const live = new LiveReload();
  // Requests wait for what they need; the server listens before anything heavy loads, so a
  // port in use is reported at once.
  const context = Promise.withResolvers<RequestContext>();
  const server = createServer((request, response) => {
    if (options.verbose === true) logRequest(request, response, log);
    void context.promise.then((ready) => handleRequest(request, response, ready));
  });
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 3000, host);
  const url = `http://${urlHost(host)}:${String(port)}`;
  log(`Folio dev server: ${url}`);

  const loading = loadSiteModules(root);
  const siteOpening = DevSite.open(loading, {
    root,
    cwd,
    color: options.color ?? false,
    log,
    analytics: options.analytics,
  });
  siteOpening.catch(() => undefined);
  const assets = async (): Promise<{ css: { text: string }; js: { text: string } }> =>
    (await (await loading.modules).site()).siteAssets();
  const islandRuntime = async (): Promise<{ text: string }> =>
    (await (await loading.modules).site()).islandRuntimeAsset();
  context.resolve({ root, site: siteOpening, live, assets, islandRuntime });

  let site: DevSite;
  try {
    site = await siteOpening;
  } catch (error) {
    live.close();
    await closeServer(server);
    throw error;
  }
  const project = await site.project();
  const pages = project?.navigation?.pages.length ?? 0;
  const where = path.relative(cwd, root) || '.';
  const ms = Math.round(performance.now() - started);
  log(`${plural(pages, 'page')} from ${where}, ready in ${String(ms)} ms`);
  // The home page renders ahead of its first request. Watching the folder (a watcher per
  // folder: a tenth of a second on a large site) and Folio's stylesheet and script come after
  // it, so they do not slow it down. As for a change while the project loads, one made in
  // that moment shows from the next change on.
  await Promise.race([
    site.warmUp().catch(() => undefined),
    delay(WARM_UP_WAIT_MS, undefined, { ref: false }),
  ]);
  const watcher = await watchSite(root, site, live, log);
  void assets().catch(() => undefined);
  return {
    url,
    pages,
    close: async () => {
      watcher.close();
      live.close();
      await closeServer(server);
    },
  };
}

function logRequest(
  request: IncomingMessage,
  response: ServerResponse,
  log: (text: string) => void,
): void {
  const begun = performance.now();
  response.on('finish', () => {
    const ms = Math.round(performance.now() - begun);
    log(
      `${request.method ?? 'GET'} ${request.url ?? '/'} ${String(response.statusCode)} ${String(ms)} ms`,
    );
  });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(listenError(error, port, host));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Port taken, or not allowed: a message with the fix, never a stack trace. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  const next = port === 0 ? 3000 : port + 1;
  if (error.code === 'EADDRINUSE') {
    return new FolioError(`Port ${String(port)} is already in use`, [
      {
        severity: 'error',
        code: 'port-in-use',
        message: `Port ${String(port)} on ${host} is already in use`,
        hint: `Stop the program using it, or pick another port: folio dev --port ${String(next)}`,
      },
    ]);
  }
  if (error.code === 'EACCES') {
    return new FolioError(`Port ${String(port)} is not allowed`, [
      {
        severity: 'error',
        code: 'port-not-allowed',
        message: `Not allowed to listen on port ${String(port)} of ${host}`,
        hint: `Ports below 1024 need special rights: pick another, e.g. folio dev --port ${String(Math.max(next, 3000))}`,
      },
    ]);
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new FolioError(`Cannot listen on ${host}`, [
      {
        severity: 'error',
        code: 'host-not-available',
        message: `Cannot listen on ${host}: it is not an address of this machine`,
        hint: 'Use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network).',
      },
    ]);
  }
  return error;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      resolve();
    });
    server.closeAllConnections();
  });
}

/** The host as it goes in a URL: IPv6 in brackets; "every address" as localhost. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
