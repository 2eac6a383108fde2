/**
 * Runs the CLI in-process (fast) or as a real process (for exit codes and stack-trace checks).
 *
 * @module
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli/run-cli.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runFolio(args: string[], cwd = process.cwd()): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd,
    color: false,
  });
  return { code, stdout, stderr };
}

const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** Spawns `node src/cli/main.ts` with the same Node as the test run. */
export function spawnFolio(args: string[], cwd = process.cwd()): CliResult {
  const result = spawnSync(process.execPath, [main, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Spawns `folio` in `cwd` as a user there would (INIT_CWD set by npm would win over the cwd). */
export function spawnFolioIn(cwd: string, args: string[]): CliResult {
  const result = spawnSync(process.execPath, [main, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', INIT_CWD: cwd },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
