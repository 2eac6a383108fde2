/**
 * Runs git for the agent: never prompting for credentials, never running the repository's
 * hooks, never signing commits (a job must not wait on a terminal or a key agent), bounded in
 * time, and failing with the lines of git's own message that say what went wrong.
 *
 * @module
 */
import { execFile } from 'node:child_process';
import { devNull } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** How long one git command may take, unless the caller says otherwise. */
export const GIT_TIMEOUT_MS = 120_000;

/** A git command that failed, with git's message. */
export class GitError extends Error {
  override readonly name = 'GitError';
}

/** Options of {@link git}. */
export interface GitOptions {
  /** The folder to run in (`git -C`). */
  cwd: string;
  timeoutMs?: number | undefined;
  /** Extra `-c name=value` settings for this command only (never written to a config file). */
  config?: readonly string[] | undefined;
  /**
   * Extra environment variables. Secrets go here (as `GIT_CONFIG_*` settings, for example),
   * never in arguments, which other users of the machine can list.
   */
  env?: Readonly<Record<string, string>> | undefined;
}

/** Runs `git args...` in `options.cwd` and returns its standard output. */
export async function git(args: readonly string[], options: GitOptions): Promise<string> {
  const settings = ['core.hooksPath=' + devNull, 'commit.gpgSign=false', ...(options.config ?? [])];
  const fullArgs = [...settings.flatMap((setting) => ['-c', setting]), ...args];
  try {
    const { stdout } = await run('git', fullArgs, {
      cwd: options.cwd,
      timeout: options.timeoutMs ?? GIT_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...inheritedEnv(),
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        LC_ALL: 'C',
        ...options.env,
      },
    });
    return stdout;
  } catch (error) {
    throw new GitError(`git ${args[0] ?? ''} failed: ${gitMessage(error)}`, { cause: error });
  }
}

/** Like {@link git}, but resolves to false instead of failing (for questions such as "is this a branch?"). */
export async function gitSucceeds(args: readonly string[], options: GitOptions): Promise<boolean> {
  try {
    await git(args, options);
    return true;
  } catch {
    return false;
  }
}

/**
 * The process environment without the variables that would point git at another repository
 * (set when Folio itself runs inside a git hook).
 */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR']) {
    env[name] = undefined;
  }
  return env;
}

function gitMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('killed' in error && error.killed === true) return 'it took too long and was stopped';
    if ('stderr' in error) {
      const stderr = String(error.stderr).trim();
      if (stderr !== '') return stderr.split('\n').slice(-3).join(' ');
    }
  }
  return error instanceof Error ? error.message : String(error);
}
