/**
 * Runs any command (a peer's `build.sh`, a Node script) as a fresh process and measures its
 * wall-clock time and the peak resident set size of the largest single process it started: GNU
 * `time -f '%M'` when `/usr/bin/time` exists (the child and every descendant it waited for), else
 * sampled from /proc (process-tree-rss.ts). run-process.ts does the same for one Node process.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleTreeRss } from './process-tree-rss.ts';

export interface CommandRun {
  ms: number;
  exitCode: number;
  /** The last 4,000 characters of stdout and stderr together, for error reports. */
  outputTail: string;
  /** Largest single-process peak RSS in kilobytes, when it could be read. */
  maxRssKb: number | undefined;
}

const gnuTime = '/usr/bin/time';

/** How the peak memory of a command tree is measured on this machine. */
export const commandMemorySource = existsSync(gnuTime)
  ? `${gnuTime} -f '%M' (largest single process of the command's tree)`
  : '/proc sampled every 100 ms (largest single process of the command tree, VmHWM)';

/** Runs `command args` in `cwd` with `env`. */
export async function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): Promise<CommandRun> {
  if (!existsSync(gnuTime)) {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const sampler = child.pid === undefined ? undefined : sampleTreeRss(child.pid);
    const result = await collect(child);
    const ms = performance.now() - started;
    return { ms, ...result, maxRssKb: (await sampler?.stop()) || undefined };
  }
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-bench-command-'));
  const usageFile = path.join(scratch, 'usage');
  try {
    const started = performance.now();
    const child = spawn(gnuTime, ['-f', '%M', '-o', usageFile, command, ...args], {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await collect(child);
    const ms = performance.now() - started;
    let maxRssKb: number | undefined;
    try {
      // GNU time may write a status line ("Command exited with non-zero status 1") first.
      const last = (await readFile(usageFile, 'utf8')).trim().split('\n').at(-1) ?? '';
      maxRssKb = Number.isFinite(Number(last)) && last !== '' ? Number(last) : undefined;
    } catch {
      maxRssKb = undefined;
    }
    return { ms, ...result, maxRssKb };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function collect(
  child: ReturnType<typeof spawn>,
): Promise<{ exitCode: number; outputTail: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ exitCode: code ?? (signal ? 128 : 1), outputTail: output });
    });
  });
}
