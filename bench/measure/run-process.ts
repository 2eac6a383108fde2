/**
 * Runs the real `folio` CLI (or another Node script) as a fresh process, the way a user would
 * (`NODE_ENV` unset), and measures its wall-clock time, CPU time and peak memory.
 *
 * Peak memory is the process's maximum resident set size, CPU time its user + system time: from
 * GNU `time -f '%M %U %S'` when `/usr/bin/time` exists, otherwise from `process.resourceUsage()`
 * written by a preload module when the process exits. Both count the whole process, worker
 * threads included. On a busy machine CPU time varies much less than wall-clock time.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ProcessRun {
  /** Wall-clock time from spawn to exit. */
  ms: number;
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Peak resident set size in kilobytes, when it could be read. */
  maxRssKb: number | undefined;
  /** User + system CPU time of the process (all its threads), when it could be read. */
  cpuMs: number | undefined;
}

const gnuTime = '/usr/bin/time';
const preload = fileURLToPath(new URL('report-usage.ts', import.meta.url));
const cli = fileURLToPath(new URL('../../src/cli/folio.ts', import.meta.url));

/** How peak memory is measured on this machine. */
export const memorySource = existsSync(gnuTime)
  ? `${gnuTime} -f '%M %U %S' (max RSS and CPU time of the process, worker threads included)`
  : 'process.resourceUsage() at exit (the whole process, worker threads included)';

/** The environment of a user's shell: this one without `NODE_ENV`. */
export function userEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env['NODE_ENV'];
  return env;
}

/** Runs `folio <args>` from this checkout's sources. */
export function runFolio(args: readonly string[]): Promise<ProcessRun> {
  return runNodeScript(cli, args);
}

/** Runs `node <script> <args>` with the Node running this benchmark, measuring time and memory. */
export async function runNodeScript(script: string, args: readonly string[]): Promise<ProcessRun> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-bench-rss-'));
  const usageFile = path.join(scratch, 'usage');
  const env = userEnvironment();
  const [command, commandArgs] = existsSync(gnuTime)
    ? [gnuTime, ['-f', '%M %U %S', '-o', usageFile, process.execPath, script, ...args]]
    : [process.execPath, ['--import', preload, script, ...args]];
  if (!existsSync(gnuTime)) env['FOLIO_BENCH_USAGE_FILE'] = usageFile;
  try {
    const started = performance.now();
    const result = await collect(command, commandArgs, env);
    const ms = performance.now() - started;
    return { ms, ...(await readUsage(usageFile)), ...result };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function collect(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({
        exitCode: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

/**
 * `max-RSS-KB user-seconds system-seconds` from the last line of `file` (GNU time may write a
 * status line before it).
 */
async function readUsage(
  file: string,
): Promise<{ maxRssKb: number | undefined; cpuMs: number | undefined }> {
  try {
    const last = (await readFile(file, 'utf8')).trim().split('\n').at(-1) ?? '';
    const [rss, user, system] = last.split(/\s+/).map(Number);
    return {
      maxRssKb: rss !== undefined && Number.isFinite(rss) ? rss : undefined,
      cpuMs:
        user !== undefined && system !== undefined && Number.isFinite(user + system)
          ? (user + system) * 1000
          : undefined,
    };
  } catch {
    return { maxRssKb: undefined, cpuMs: undefined };
  }
}
