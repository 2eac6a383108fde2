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
 * The order comes on the process's standard input, so a process can be started before its
 * build is known: a spare (see `spare-pool.ts`) is started with a project's folders and limits,
 * builds Folio's warm-up sample while it waits, and is given its one order later. The wall-time
 * limit counts from the order.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { cacheFolder, codeFileUrl } from '../../shared/index.ts';
import type { BuildLimits } from './build-limits.ts';
import { AnswerError, readChildAnswer, WARM_LINE } from './child-protocol.ts';
import type { ChildAnswer, ChildOrder, WarmUp } from './child-protocol.ts';

/** A build that could not give an answer; the message is for the deployment's error. */
export class BuildProcessError extends Error {
  override readonly name = 'BuildProcessError';
}

const childEntry = fileURLToPath(codeFileUrl('./build-child', import.meta.url));
const lockdown = codeFileUrl('./child-lockdown', import.meta.url).href;
/** Folio's package folder, and its code folder there: `src` from a clone, `dist` compiled. */
const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));
const codeFolder = path.basename(fileURLToPath(new URL('../../', import.meta.url)));

/** How much of the process's output is kept for a crash message. */
const TAIL_BYTES = 16 * 1024;

/**
 * What a build process may read of Folio's install: its code, its manifest and its
 * dependencies (in its own `node_modules`, or beside it when Folio is itself installed in a
 * `node_modules` folder). Not the rest of the package folder, which may hold a data folder.
 */
export function installFolders(root = packageRoot, code = codeFolder): string[] {
  const folders = [path.join(root, code), path.join(root, 'package.json')];
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

/** What a build process is started with: its folders, and its warm-up when it is a spare. */
export interface ProcessSetup extends ProcessFolders {
  /** The project's cache folder (read and written; Node's compile cache is inside). */
  cacheDir: string;
  /** Build Folio's sample site in the work folder while waiting for the order. */
  warm?: WarmUp | undefined;
}

/** The command line and environment of a build process (`entry` is a test's stand-in). */
export function buildProcessCommand(
  setup: ProcessSetup,
  limits: BuildLimits,
  entry = childEntry,
): { args: string[]; env: Record<string, string> } {
  const reads = [...installFolders(), ...setup.read, setup.cacheDir, setup.work];
  const writes = [setup.cacheDir, setup.work];
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
    // As `folio build` does (see its `boundHeapGrowth`): heaps grow by half at most between full
    // collections, so a large site's peak stays near its live data rather than four times it.
    '--heap-growing-percent=50',
    `--import=${lockdown}`,
    entry,
    ...(setup.warm ? ['--spare', JSON.stringify(setup.warm)] : []),
  ];
  const env = { NODE_ENV: 'production', NODE_COMPILE_CACHE: compileCacheOf(setup.cacheDir) };
  return { args, env };
}

/** Node's compile cache of a build: in the project's cache folder (it must exist). */
function compileCacheOf(cacheDir: string): string {
  return cacheFolder(cacheDir, 'compile');
}

/** A spare whose process ended before it was given its order (the build can start another). */
export class SpareGoneError extends Error {
  override readonly name = 'SpareGoneError';
}

/** A build process, started and waiting for its one order. */
export class BuildProcess {
  /** The work folder it may write. */
  readonly work: string;
  readonly #child: ChildProcessByStdio<Writable, Readable, Readable>;
  readonly #limits: BuildLimits;
  readonly #ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  #tail = '';
  #ordered = false;
  #exited = false;
  #warm = false;
  #onWarm: (() => void)[] = [];

  private constructor(setup: ProcessSetup, limits: BuildLimits, entry: string) {
    const { args, env } = buildProcessCommand(setup, limits, entry);
    this.work = setup.work;
    this.#limits = limits;
    this.#child = spawn(process.execPath, args, {
      cwd: setup.work,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer): void => {
      this.#tail = (this.#tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
      if (!this.#ordered && !this.#warm && this.#tail.includes(WARM_LINE)) {
        this.#warm = true;
        for (const listener of this.#onWarm.splice(0)) listener();
      }
    };
    this.#child.stdout.on('data', keep);
    this.#child.stderr.on('data', keep);
    // A process that ended before reading its order closes the pipe: that is seen at the exit.
    this.#child.stdin.on('error', () => undefined);
    this.#ended = new Promise((resolve, reject) => {
      this.#child.once('error', reject);
      this.#child.once('close', (code, signal) => {
        this.#exited = true;
        resolve({ code, signal });
      });
    });
    this.#ended.catch(() => {
      this.#exited = true;
    });
  }

  /** Starts a build process in `setup.work` (made, with the cache folder, if missing). */
  static async start(
    setup: ProcessSetup,
    limits: BuildLimits,
    entry = childEntry,
  ): Promise<BuildProcess> {
    await mkdir(setup.work, { recursive: true });
    await mkdir(compileCacheOf(setup.cacheDir), { recursive: true });
    return new BuildProcess(setup, limits, entry);
  }

  /** True once the process was given its order. */
  get ordered(): boolean {
    return this.#ordered;
  }

  /** Resolves once the spare has warmed up (true), or has ended or been ordered first (false). */
  warmed(): Promise<boolean> {
    if (this.#warm) return Promise.resolve(true);
    if (this.#exited || this.#ordered) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.#onWarm.push(() => {
        resolve(true);
      });
      this.onExit(() => {
        resolve(false);
      });
    });
  }

  /** False once the process ended (or could not start). */
  get alive(): boolean {
    return !this.#exited;
  }

  /** Calls `listener` once the process ended (at once if it has). */
  onExit(listener: () => void): void {
    this.#ended.then(listener, listener);
  }

  /** Kills the process and whatever it left running. */
  kill(): void {
    if (!this.#exited) killGroup(this.#child.pid);
  }

  /**
   * Gives the process its order and waits for it to end; resolves with its checked answer, or
   * rejects with a {@link BuildProcessError} saying which limit stopped it or how it crashed
   * (a {@link SpareGoneError} when it had ended before the order).
   */
  async run(order: ChildOrder): Promise<ChildAnswer> {
    if (this.#ordered) throw new Error('A build process takes one order only.');
    this.#ordered = true;
    if (this.#exited) throw new SpareGoneError('The spare build process had ended.');
    const limits = this.#limits;
    this.#child.stdin.end(JSON.stringify(order));
    const stopped = { timedOut: false };
    const timer = setTimeout(() => {
      stopped.timedOut = true;
      killGroup(this.#child.pid);
    }, limits.timeoutSeconds * 1000);
    const ended = await this.#ended.finally(() => {
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
    const tail = this.#tail;
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
