/**
 * Runs one `folio` command over a real-world repository as a child process, the way a user
 * would, with a time limit: a repository that hangs Folio must not stop the corpus run. Peak
 * memory comes from GNU time (`/usr/bin/time -f %M`) when it is installed, else from polling
 * /proc/<pid>/status (VmHWM, the process's own high-water mark) until the process exits.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TimedRun {
  exitCode: number;
  /** True when the time limit ended the process. */
  timedOut: boolean;
  ms: number;
  /** Peak resident set size in MiB, when it could be read. */
  peakRssMb: number | undefined;
  stdout: string;
  stderr: string;
}

const gnuTime = '/usr/bin/time';
const cli = fileURLToPath(new URL('../../src/cli/folio.ts', import.meta.url));

/** How peak memory is read on this machine, for the report. */
export const memorySource = existsSync(gnuTime)
  ? 'GNU time (%M: max RSS of the folio process, worker threads included)'
  : '/proc/<pid>/status VmHWM, polled every 200 ms';

/** Runs `folio <args>` with the Node running this script; kills it after `timeoutMs`. */
export async function runFolioTimed(args: readonly string[], timeoutMs: number): Promise<TimedRun> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-corpus-time-'));
  const usageFile = path.join(scratch, 'usage');
  const env = { ...process.env };
  delete env['NODE_ENV'];
  const useTime = existsSync(gnuTime);
  const [command, commandArgs] = useTime
    ? [gnuTime, ['-f', '%M', '-o', usageFile, process.execPath, cli, ...args]]
    : [process.execPath, [cli, ...args]];
  const started = performance.now();
  try {
    const result = await new Promise<Omit<TimedRun, 'ms' | 'peakRssMb'> & { polledKb: number }>(
      (resolve, reject) => {
        // Its own process group, so the time limit ends folio's workers with it.
        const child = spawn(command, commandArgs, {
          env,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const stdout: Buffer[] = [];
        const stderr: Buffer[] = [];
        let timedOut = false;
        let polledKb = 0;
        child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
        const poll = useTime
          ? undefined
          : setInterval(() => {
              void readHighWater(child.pid).then((kb) => {
                polledKb = Math.max(polledKb, kb);
              });
            }, 200);
        const timer = setTimeout(() => {
          timedOut = true;
          if (child.pid !== undefined) {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              child.kill('SIGKILL');
            }
          }
        }, timeoutMs);
        child.on('error', reject);
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          if (poll) clearInterval(poll);
          resolve({
            exitCode: code ?? (signal ? 128 : 1),
            timedOut,
            polledKb,
            stdout: Buffer.concat(stdout).toString('utf8'),
            stderr: Buffer.concat(stderr).toString('utf8'),
          });
        });
      },
    );
    const ms = performance.now() - started;
    const timeKb = useTime ? await readTimeKb(usageFile) : undefined;
    const kb = timeKb ?? (result.polledKb > 0 ? result.polledKb : undefined);
    const { polledKb: _polled, ...rest } = result;
    return { ...rest, ms, peakRssMb: kb === undefined ? undefined : kb / 1024 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function readHighWater(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The max RSS GNU time wrote (its last line; a killed process leaves a status line before). */
async function readTimeKb(file: string): Promise<number | undefined> {
  try {
    const last = (await readFile(file, 'utf8')).trim().split('\n').at(-1) ?? '';
    const kb = Number(last.trim());
    return Number.isFinite(kb) && kb > 0 ? kb : undefined;
  } catch {
    return undefined;
  }
}
