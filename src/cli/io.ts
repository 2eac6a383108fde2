/**
 * Where commands write, so tests can capture output without spawning a process.
 *
 * @module
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  /** Use ANSI colors in human output. */
  color: boolean;
  /** Set when a person is at a terminal (standard input and output both are): commands may ask. */
  terminal?: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream } | undefined;
}

/** Exit codes shared by every command. */
export const ExitCode = { ok: 0, failed: 1, usage: 2, internal: 70 } as const;

export function processIo(): CliIo {
  const color = process.stdout.isTTY && !process.env['NO_COLOR'] && process.env['TERM'] !== 'dumb';
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: userFolder(process.env, process.cwd()),
    color,
    terminal:
      process.stdin.isTTY && process.stdout.isTTY
        ? { input: process.stdin, output: process.stdout }
        : undefined,
  };
}

/** Folio's own manifest, which npm names in `npm_package_json` while it runs Folio's scripts. */
const OWN_MANIFEST = fileURLToPath(new URL('../../package.json', import.meta.url));

/**
 * The folder relative paths start from. npm runs a package's scripts in the package's folder
 * and puts the folder the user was in into INIT_CWD. Under Folio's own scripts
 * (`npm run folio -- build ../docs` in a clone) the user means their folder; under a docs
 * repository's scripts (`"docs": "folio dev docs"`) paths are the repository's, where npm runs
 * them, wherever the user typed `npm run`.
 */
export function userFolder(
  env: NodeJS.ProcessEnv,
  cwd: string,
  ownManifest = OWN_MANIFEST,
): string {
  const init = env['INIT_CWD'];
  return init !== undefined && env['npm_package_json'] === ownManifest ? init : cwd;
}

/** A mistake in how a command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * The folder a command works on: its one optional argument (default `fallback`), resolved from
 * the user's folder. More than one argument, or a folder that does not exist, is a usage error.
 */
export function oneFolder(
  command: string,
  positionals: readonly string[],
  io: CliIo,
  fallback: string,
): string {
  if (positionals.length > 1) {
    throw new UsageError(
      `${command} takes one folder, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  const folder = path.resolve(io.cwd, positionals[0] ?? fallback);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    // Missing: reported below.
  }
  if (!isFolder) throw new UsageError(`${positionals[0] ?? folder} is not a folder`);
  return folder;
}
