/**
 * Runs Folio's server: opens the database, removes what interrupted builds left, builds what is
 * waiting to be built, listens, and shuts down cleanly. Shutting down stops accepting
 * connections, lets requests in flight finish (idle keep-alive connections are closed at once),
 * waits for a running build, then closes the database, so no acknowledged write is lost.
 *
 * @module
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { openDatabase } from '../storage/index.ts';
import { createApp } from './app.ts';
import { newControlToken, removeServerFile, writeServerFile } from './admin/server-file.ts';
import { createServices } from './create-services.ts';
import type { Services } from './create-services.ts';
import { sweepStaging } from './deploy/sweep-staging.ts';
import type { AssistantLimits } from './rate-limits.ts';
import { rateLimitsFromEnv } from './rate-limits-from-env.ts';
import { stdoutLogger } from './request-log.ts';
import type { Logger } from './request-log.ts';

/** How `folio serve` runs. */
export interface StartServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /** The data folder (embedded database, built sites). */
  dataDir: string;
  /** A PostgreSQL URL; the embedded database in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  /** A PostgreSQL schema to keep the tables in instead of `public` (tests, benchmarks). */
  databaseSchema?: string | undefined;
  /** The host name sites are subdomains of (default `localhost`). */
  domain?: string;
  log?: Logger;
  /** How long key and project reads are reused, in ms. */
  cacheTtlMs?: number;
  /**
   * Rate limits of the assistant and search APIs; those not given come from the
   * `FOLIO_RATE_LIMIT_*` environment variables, else the defaults in docs/api/introduction.mdx (rate-limits-from-env.ts).
   */
  limits?: Partial<AssistantLimits>;
  /** Take the client address from `X-Forwarded-For` (behind a reverse proxy only). */
  trustProxy?: boolean;
  /**
   * Where readers reach this server, for links it hands out (an agent job's compare page).
   * Default `http://{domain}:{port}`.
   */
  publicUrl?: string | undefined;
}

/** A running server. */
export interface RunningServer {
  /** `http://localhost:<port>`: the APIs' origin. */
  url: string;
  port: number;
  /** The data folder (built sites; the embedded database unless PostgreSQL is used). */
  dataDir: string;
  services: Services;
  /** The URL of a project's site by subdomain. */
  siteUrl(subdomain: string): string;
  /** Shuts down as described above. Safe to call twice. */
  close(): Promise<void>;
}

/** Opens the database and starts listening. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const log = options.log ?? stdoutLogger;
  // First, so a bad FOLIO_RATE_LIMIT_* value stops the start before anything is opened.
  const limits = { ...rateLimitsFromEnv(process.env), ...options.limits };
  const db = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    schema: options.databaseSchema,
  });
  let services: Services;
  try {
    services = createServices(db, {
      dataDir: options.dataDir,
      log,
      ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
    });
  } catch (error) {
    // A wrong FOLIO_AI_* setting: said before anything listens, the database left closed.
    await db.close();
    throw error;
  }
  const domain = options.domain ?? 'localhost';
  const controlToken = newControlToken();
  const app = createApp(services, {
    log,
    domain,
    controlToken,
    trustProxy: options.trustProxy ?? false,
    limits,
    // Servers sharing a database share this secret to hash reader addresses alike.
    feedbackSalt: process.env['FOLIO_FEEDBACK_SALT'] || undefined,
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((request, response) => {
    void listener(request, response);
  });
  server.keepAliveTimeout = 5_000;
  try {
    await listen(server, options.port, options.host ?? '127.0.0.1');
  } catch (error) {
    await db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  // The admin CLI finds this server here while it holds the embedded database.
  await writeServerFile(options.dataDir, {
    url: `http://${listenHost(options.host ?? '127.0.0.1')}:${port}`,
    pid: process.pid,
    controlToken,
  });
  // Before any build of this server starts: what builds killed with an earlier server left.
  const swept = await sweepStaging(options.dataDir);
  if (swept.length > 0) {
    log({
      time: new Date().toISOString(),
      level: 'info',
      msg: 'removed the staging folders of interrupted builds',
      count: swept.length,
    });
  }
  await services.deployments.resume();
  await services.agents.start(options.publicUrl ?? `http://${domain}:${port}`);

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir: options.dataDir,
    services,
    siteUrl: (subdomain) => `http://${subdomain}.${domain}:${port}/`,
    close() {
      closing ??= (async () => {
        await stopAccepting(server);
        await services.agents.stop();
        await services.deployments.close();
        await removeServerFile(options.dataDir);
        await db.close();
      })();
      return closing;
    },
  };
}

/** An address to reach a server listening on `host` from this machine. */
function listenHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops listening and resolves once every open connection has finished its request. */
function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      resolve();
    });
    server.closeIdleConnections();
    // A connection that finishes its request while closing is idle again: close it too.
    const sweep = setInterval(() => {
      server.closeIdleConnections();
    }, 100);
    server.once('close', () => {
      clearInterval(sweep);
    });
  });
}
