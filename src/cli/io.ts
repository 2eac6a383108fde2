/**
 * Where commands write, so tests can capture output without spawning a process.
 *
 * @module
 */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  /** Use ANSI colors in human output. */
  color: boolean;
}

/** Exit codes shared by every command. */
export const ExitCode = { ok: 0, failed: 1, usage: 2, internal: 70 } as const;

export function processIo(): CliIo {
  const color = process.stdout.isTTY && !process.env['NO_COLOR'] && process.env['TERM'] !== 'dumb';
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // Under `npm run folio -- ...`, npm starts in the package folder; INIT_CWD is where the user was.
    cwd: process.env['INIT_CWD'] ?? process.cwd(),
    color,
  };
}

/** A mistake in how a command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The one optional folder argument of a command; more than one is a usage error. */
export function oneFolder(command: string, positionals: readonly string[]): string | undefined {
  if (positionals.length > 1) {
    throw new UsageError(
      `${command} takes one folder, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  return positionals[0];
}
