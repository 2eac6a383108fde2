/**
 * `npm run bench:api`: requests per second and p99 latency of `GET /v1/agent/{id}/jobs` on a
 * project with 1,000 agent sessions (three todos each), with the embedded PGlite database and
 * with PostgreSQL. The server runs in its own process exactly as `folio serve` runs it (one
 * log line per request, written to a file); autocannon drives it from this process over
 * keep-alive connections. Each case: a warm-up, then `--runs` measured runs; the median of
 * the runs is reported.
 *
 * Cases: `take=12` (the target: at least 5,000 req/s with p99 under 10 ms on PostgreSQL),
 * `take=100`, all 1,000 sessions (no parameters), and the floor: the same route without a key
 * (401: the HTTP stack, routing, logging and error path with no database work).
 *
 *   npm run bench:api                                   # both backends when PostgreSQL is set
 *   npm run bench:api -- --backend postgres --runs 5 --duration 10 --connections 10
 *
 * PostgreSQL comes from DATABASE_URL or FOLIO_TEST_DATABASE_URL (`scripts/test-postgres.sh`
 * starts a local server and prints one); a fresh schema is used and dropped afterwards.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../src/storage/index.ts';
import { seedSessions } from './api/seed-sessions.ts';
import type { SeededProject } from './api/seed-sessions.ts';
import { describeMachine } from './measure/machine.ts';
import { summarize } from './measure/stats.ts';

const { values } = parseArgs({
  options: {
    backend: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    sessions: { type: 'string', default: '1000' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const sessionCount = Number(values.sessions);
const postgresUrl = process.env['DATABASE_URL'] || process.env['FOLIO_TEST_DATABASE_URL'];
const serverScript = fileURLToPath(new URL('api/bench-server.ts', import.meta.url));

interface Backend {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** One measured case: the median over runs of the mean req/s and of the p99 latency. */
interface CaseResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function prepare(
  name: Backend['name'],
): Promise<{ backend: Backend; seeded: SeededProject }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-api-bench-'));
  if (name === 'pglite') {
    const db = await openDatabase({ dataDir });
    const seeded = await seedSessions(db, sessionCount);
    await db.close();
    return {
      seeded,
      backend: {
        name,
        env: { BENCH_DATA_DIR: dataDir },
        cleanup: () => rm(dataDir, { recursive: true, force: true }),
      },
    };
  }
  if (postgresUrl === undefined) throw new Error('Set DATABASE_URL for the PostgreSQL case.');
  const schema = `folio_bench_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ url: postgresUrl, schema });
  const seeded = await seedSessions(db, sessionCount);
  await db.exec('ANALYZE');
  await db.close();
  return {
    seeded,
    backend: {
      name,
      env: { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: postgresUrl, BENCH_SCHEMA: schema },
      async cleanup() {
        const admin = await openDatabase({ url: postgresUrl, migrate: false });
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    },
  };
}

/** Starts the server process; resolves with its URL once it listens. */
async function startServerProcess(
  backend: Backend,
  logFile: string,
): Promise<{ child: ChildProcess; url: string }> {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, ...backend.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  const url = await new Promise<string>((resolve, reject) => {
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      const match = /listening (\S+)/.exec(errors);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => {
      reject(new Error(`The server exited with ${code}:\n${errors}`));
    });
  });
  return { child, url };
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections, duration: seconds, headers });
}

async function measureCase(
  label: string,
  url: string,
  headers: Record<string, string>,
  expectStatus: number,
): Promise<CaseResult> {
  const check = await fetch(url, { headers });
  if (check.status !== expectStatus) {
    throw new Error(
      `${label}: expected ${expectStatus}, got ${check.status}: ${await check.text()}`,
    );
  }
  await load(url, headers, Math.min(3, duration));
  const rates: number[] = [];
  const p99s: number[] = [];
  let errors = 0;
  for (let run = 0; run < runs; run++) {
    const result = await load(url, headers, duration);
    rates.push(result.requests.average);
    p99s.push(result.latency.p99);
    const wrongStatus = expectStatus === 200 ? result.non2xx : result['2xx'];
    errors += result.errors + result.timeouts + wrongStatus;
  }
  return {
    label,
    requestsPerSecond: summarize(rates).median,
    p99Ms: summarize(p99s).median,
    errors,
  };
}

async function benchBackend(name: Backend['name']): Promise<CaseResult[]> {
  const { backend, seeded } = await prepare(name);
  const logFile = path.join(tmpdir(), `folio-api-bench-${name}.log`);
  const { child, url } = await startServerProcess(backend, logFile);
  try {
    const jobs = `${url}/v1/agent/${seeded.projectId}/jobs`;
    const auth = { Authorization: `Bearer ${seeded.adminKey}` };
    const results = [
      await measureCase('take=12', `${jobs}?take=12`, auth, 200),
      await measureCase('take=100', `${jobs}?take=100`, auth, 200),
      await measureCase(`all ${sessionCount}`, jobs, auth, 200),
      await measureCase('floor: 401, no key', jobs, {}, 401),
    ];
    return results;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await backend.cleanup();
  }
}

const machine = await describeMachine();
console.log(
  `node ${machine.node}, ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.toFixed(2)}`,
);
console.log(
  `${sessionCount} sessions x 3 todos; autocannon ${connections} connections, ${duration} s per run, median of ${runs} runs`,
);
const names: Backend['name'][] =
  values.backend === 'both'
    ? postgresUrl === undefined
      ? ['pglite']
      : ['pglite', 'postgres']
    : [values.backend as Backend['name']];
for (const name of names) {
  for (const result of await benchBackend(name)) {
    console.log(
      `${name.padEnd(8)} ${result.label.padEnd(20)} ${Math.round(result.requestsPerSecond)
        .toString()
        .padStart(6)} req/s  p99 ${result.p99Ms.toFixed(1).padStart(5)} ms` +
        (result.errors > 0 ? `  (${result.errors} errors)` : ''),
    );
  }
}
