/**
 * `folio serve` as a real process for the end-to-end tests: started on a free port over a data
 * folder (embedded database) or a PostgreSQL schema, with its output collected, stopped with a
 * signal. Also opens the same database from the test, and makes a project with keys in it.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/storage/index.ts';
import type { Database } from '../../src/storage/index.ts';
import { testDatabaseUrl } from '../storage/backends.ts';

const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** Where a served database lives: a data folder, plus a PostgreSQL schema for `postgres`. */
export interface ServeTarget {
  backend: 'pglite' | 'postgres';
  dataDir: string;
  /** The `DATABASE_URL` the server gets (PostgreSQL only): the test server, in its own schema. */
  databaseUrl: string | undefined;
  schema: string | undefined;
  /** Opens the target's database from the test (close it before starting a PGlite server). */
  open(): Promise<Database>;
  /** Drops the schema and removes the data folder. */
  cleanup(): Promise<void>;
}

/** The targets of this run: PGlite always, PostgreSQL when the test server is configured. */
export const serveBackends: ServeTarget['backend'][] =
  testDatabaseUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

/** A fresh, empty target. */
export async function createServeTarget(backend: ServeTarget['backend']): Promise<ServeTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-serve-'));
  if (backend === 'pglite' || testDatabaseUrl === undefined) {
    return {
      backend: 'pglite',
      dataDir,
      databaseUrl: undefined,
      schema: undefined,
      open: () => openDatabase({ dataDir }),
      cleanup: () => rm(dataDir, { recursive: true, force: true, maxRetries: 10 }),
    };
  }
  const schema = `folio_serve_${randomBytes(5).toString('hex')}`;
  const url = new URL(testDatabaseUrl);
  // libpq's `options`: every connection of the server starts in the test's schema.
  url.searchParams.set('options', `-c search_path=${schema}`);
  const base = testDatabaseUrl;
  return {
    backend,
    dataDir,
    databaseUrl: url.toString(),
    schema,
    open: () => openDatabase({ url: base, schema }),
    async cleanup() {
      const db = await openDatabase({ url: base, migrate: false });
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}

/** A running `folio serve`. */
export interface ServeProcess {
  child: ChildProcess;
  /** `http://localhost:<port>` */
  url: string;
  port: number;
  /** Everything printed so far on stdout. */
  stdout(): string;
  /** Resolves with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A model for servers that must accept agent jobs without running them to a good end: an
 * OpenAI-compatible server on a port nothing listens on (the discard port).
 */
export const UNREACHABLE_MODEL_ENV = {
  FOLIO_AI_PROVIDER: 'openai-compatible',
  FOLIO_AI_MODEL: 'unreachable',
  FOLIO_AI_BASE_URL: 'http://127.0.0.1:9/v1',
};

/** Starts `folio serve --port 0` on the target, with `extraEnv`; resolves once it listens. */
export async function startServeProcess(
  target: ServeTarget,
  extraEnv: Record<string, string> = {},
): Promise<ServeProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extraEnv };
  delete env['DATABASE_URL'];
  if (target.databaseUrl !== undefined) env['DATABASE_URL'] = target.databaseUrl;
  const child = spawn(process.execPath, [main, 'serve', '--port', '0', '--data', target.dataDir], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = / at http:\/\/localhost:(\d+) /.exec(stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 20);
    void exited.then(({ code }) => {
      clearInterval(timer);
      reject(new Error(`folio serve exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  return { child, url: `http://localhost:${port}`, port, stdout: () => stdout, exited };
}
