/**
 * Runs one isolated build process (`build-child.ts`) and waits for its answer. The process is
 * this Node, started with:
 *
 * - the permission model: reading only the docs folder, Folio's own code and dependencies, the
 *   ready site assets, the project's cache folder and the build's work folder; writing only the
 *   cache and work folders; worker threads allowed (the render threads), child processes,
 *   addons and WASI not;
 * - `--disallow-code-generation-from-strings`, and `child-lockdown.ts` loaded first on every
 *   thread;
 * - an environment of its own: `NODE_ENV` and Node's compile cache folder (in the project's
 *   cache folder), nothing of the server's;
 * - a heap limit per thread, and a wall-time limit after which its process group is killed.
 *
 * The process gets its own process group, so the kill reaches all of it; it ends itself if the
 * server goes away. Its output is kept only as a short tail, for the message of a crash.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildLimits } from './build-limits.ts';
import { AnswerError, readChildAnswer } from './child-protocol.ts';
import type { ChildAnswer, ChildOrder } from './child-protocol.ts';

/** A build that could not give an answer; the message is for the deployment's error. */
export class BuildProcessError extends Error {
  override readonly name = 'BuildProcessError';
}

const childEntry = fileURLToPath(new URL('./build-child.ts', import.meta.url));
const lockdown = new URL('./child-lockdown.ts', import.meta.url).href;
/** Folio's package folder (where `src/` is). */
const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** How much of the process's output is kept for a crash message. */
const TAIL_BYTES = 16 * 1024;

/**
 * What a build process may read of Folio's install: its code, its manifest and its
 * dependencies (in its own `node_modules`, or beside it when Folio is itself installed in a
 * `node_modules` folder). Not the rest of the package folder, which may hold a data folder.
 */
export function installFolders(root = packageRoot): string[] {
  const folders = [path.join(root, 'src'), path.join(root, 'package.json')];
  const own = path.join(root, 'node_modules');
  if (existsSync(own)) folders.push(own);
  const parent = path.dirname(path.resolve(root));
  if (path.basename(parent) === 'node_modules') folders.push(parent);
  return folders;
}

/** Where a build process may read and write, besides Folio's install. */
export interface ProcessFolders {
  /** The work folder: the order's answer file and output are inside it. */
  work: string;
  /** Folders it may only read: the docs folder, the ready site assets. */
  read: readonly string[];
}

/** The command line and environment of a build process (`entry` is a test's stand-in). */
export function buildProcessCommand(
  order: ChildOrder,
  folders: ProcessFolders,
  limits: BuildLimits,
  entry = childEntry,
): { args: string[]; env: Record<string, string> } {
  const reads = [...installFolders(), ...folders.read, order.cacheDir, folders.work];
  const writes = [order.cacheDir, folders.work];
  const args = [
    '--permission',
    ...reads.map((folder) => `--allow-fs-read=${folder}`),
    ...writes.map((folder) => `--allow-fs-write=${folder}`),
    '--allow-worker',
    '--no-addons',
    '--disallow-code-generation-from-strings',
    // The warning that workers are allowed is for people; here it is decided and documented.
    '--disable-warning=SecurityWarning',
    `--max-old-space-size=${String(limits.memoryMb)}`,
    `--import=${lockdown}`,
    entry,
    JSON.stringify(order),
  ];
  const env = { NODE_ENV: 'production', NODE_COMPILE_CACHE: compileCacheOf(order) };
  return { args, env };
}

/** Node's compile cache of a build: in the project's cache folder (it must exist). */
function compileCacheOf(order: ChildOrder): string {
  return path.join(order.cacheDir, 'compile');
}

/**
 * Runs `order` in a build process within `limits`; resolves with its checked answer, or
 * rejects with a {@link BuildProcessError} saying which limit stopped it or how it crashed.
 */
export async function runBuildProcess(
  order: ChildOrder,
  folders: ProcessFolders,
  limits: BuildLimits,
): Promise<ChildAnswer> {
  await mkdir(compileCacheOf(order), { recursive: true });
  const { args, env } = buildProcessCommand(order, folders, limits);
  const child = spawn(process.execPath, args, {
    cwd: folders.work,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stopped = { timedOut: false };
  const timer = setTimeout(() => {
    stopped.timedOut = true;
    killGroup(child.pid);
  }, limits.timeoutSeconds * 1000);
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        resolve({ code, signal });
      });
    },
  ).finally(() => {
    clearTimeout(timer);
  });
  if (stopped.timedOut) {
    throw new BuildProcessError(
      `The build was stopped: it ran longer than its limit of ${String(limits.timeoutSeconds)} seconds (FOLIO_BUILD_TIMEOUT_SECONDS).`,
    );
  }
  const outOfMemory = new BuildProcessError(
    `The build was stopped: it needed more memory than its limit of ${String(limits.memoryMb)} MB per thread (FOLIO_BUILD_MEMORY_MB).`,
  );
  if (ended.code !== 0) {
    if (/heap out of memory|memory limit/i.test(tail)) throw outOfMemory;
    const how = ended.signal === null ? `exit code ${String(ended.code)}` : ended.signal;
    throw new BuildProcessError(`The build process ended unexpectedly (${how})${lastLine(tail)}`);
  }
  let answer: ChildAnswer;
  try {
    answer = await readChildAnswer(order.answerFile);
  } catch (error) {
    if (error instanceof AnswerError) throw new BuildProcessError(error.message);
    throw error;
  }
  if (answer.task === 'failed' && /out of memory|memory limit/i.test(answer.message)) {
    throw outOfMemory;
  }
  return answer;
}

/** Kills the process group led by `pid` (the build process and anything left of it). */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** `: <the last line the process printed>.`, or `.` when it printed nothing. */
function lastLine(output: string): string {
  const line = output.trim().split('\n').at(-1)?.trim() ?? '';
  return line === '' ? '.' : `: ${line.slice(0, 300)}`;
}
