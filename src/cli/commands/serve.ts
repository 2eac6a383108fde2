/**
 * `folio serve`: hosts every project's current site at `http://{subdomain}.localhost:{port}/`
 * (and `/_sites/{subdomain}/`) and serves the `/v1` APIs on the same port, with the embedded
 * database in the data folder or PostgreSQL from `DATABASE_URL`. SIGTERM or Ctrl+C shuts down
 * cleanly: requests in flight finish, then the database is closed.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listProjects } from '../../storage/index.ts';
import {
  checkStorageSettings,
  isolatedBuildsRefusal,
  rateLimitsFromEnv,
  startServer,
} from '../../server/index.ts';
import type { RunningServer } from '../../server/index.ts';
import { plural } from '../../shared/index.ts';
import { ExitCode, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';

export const serveUsage = `Usage: folio serve [--port 3000] [--host 127.0.0.1] [--data DIR] [--domain localhost]

Hosts each project's current site at http://{subdomain}.localhost:{port}/ (and
http://localhost:{port}/_sites/{subdomain}/) and serves the /v1 APIs on the same port.
Data: the embedded database in DIR (default .folio), or PostgreSQL when DATABASE_URL is set.
One JSON log line per request on stdout. SIGTERM or Ctrl+C stops cleanly.

Options:
  --port N      port to listen on (default: $PORT, else 3000; 0 picks a free one)
  --host H      address to listen on (default 127.0.0.1)
  --data DIR    data folder: embedded database, built sites (default .folio)
  --domain D    host name the sites are subdomains of (default localhost)
  --trust-proxy take client addresses (rate limits per IP) from X-Forwarded-For; only
                behind a reverse proxy that sets it
  --public-url URL  where readers reach this server, for the links it hands out (agent
                compare pages; default http://{domain}:{port})
  -h, --help

Agent jobs run when a model is configured (FOLIO_AI_PROVIDER, FOLIO_AI_MODEL, ...); pull
requests need FOLIO_GITHUB_TOKEN. The assistant's rate limits are set with
FOLIO_RATE_LIMIT_PER_IP_PER_DAY, FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR and
FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH (10000 each by default). See the self-hosting guide for
every variable.`;

/** The options `serve` and `start` share. */
export interface ServeArgs {
  port: number;
  host: string;
  dataDir: string;
  domain: string;
  databaseUrl: string | undefined;
  trustProxy: boolean;
  publicUrl: string | undefined;
}

export async function serveCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { ...serveOptions, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(`${serveUsage}\n`);
    return ExitCode.ok;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument: ${positionals.join(' ')}`);
  const options = serveArgs(values, io);
  const server = await startServer(options);
  const projects = await listProjects(server.services.db);
  io.stdout(
    `Folio is serving ${plural(projects.length, 'project')} at ${server.url} ` +
      `(${server.services.db.kind === 'pglite' ? `embedded database in ${displayFolder(options.dataDir, io.cwd)}` : `PostgreSQL ${server.services.db.location}`})\n`,
  );
  for (const project of projects)
    io.stdout(`  ${project.name}: ${server.siteUrl(project.subdomain)}\n`);
  if (projects.length === 0) {
    io.stdout('Add a project with: folio projects add DIR --subdomain NAME\n');
  }
  await untilStopped(server, io);
  return ExitCode.ok;
}

/** parseArgs options of `serve` (also taken by `start`). */
export const serveOptions = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  domain: { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  'public-url': { type: 'string' },
} as const;

/** The checked values of {@link serveOptions}. */
export function serveArgs(
  values: {
    port?: string;
    host?: string;
    data?: string;
    domain?: string;
    'trust-proxy'?: boolean;
    'public-url'?: string;
  },
  io: CliIo,
): ServeArgs {
  const port = Number(values.port ?? process.env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`--port must be a port number, got ${values.port ?? ''}`);
  }
  const domain = (values.domain ?? 'localhost').toLowerCase();
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(domain)) {
    throw new UsageError(`--domain must be a host name such as docs.example.com, got ${domain}`);
  }
  const refusal = isolatedBuildsRefusal(process.versions.node);
  if (refusal !== undefined) throw new UsageError(refusal);
  try {
    // Read again by the server; checked here so a bad value is reported as the user's to fix.
    rateLimitsFromEnv(process.env);
    checkStorageSettings(process.env);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new UsageError(
      `--public-url must be an http(s) URL such as https://docs.example.com, got ${publicUrl}`,
    );
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dataDir: path.resolve(io.cwd, values.data ?? '.folio'),
    domain,
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    trustProxy: values['trust-proxy'] ?? false,
    publicUrl,
  };
}

/** Waits for SIGTERM or SIGINT, then shuts the server down cleanly. */
export async function untilStopped(server: RunningServer, io: CliIo): Promise<void> {
  io.stdout('Press Ctrl+C to stop.\n');
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => {
      resolve('SIGINT');
    });
    process.once('SIGTERM', () => {
      resolve('SIGTERM');
    });
  });
  io.stdout(`${signal}: finishing requests in flight, then closing the database...\n`);
  await server.close();
  io.stdout('Stopped.\n');
}

/** A folder as the user would type it: relative when inside the current folder, else absolute. */
export function displayFolder(folder: string, cwd: string): string {
  const relative = path.relative(cwd, folder);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? folder : relative;
}
