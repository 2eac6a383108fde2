/**
 * A given release of Node.js for the package tests: the official binary, as npm's
 * `node-<platform>-<arch>` package carries it (a plain registry package, no install script),
 * kept in the system temp folder so later runs reuse it.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder holding the `node` executable of `version` (installed on first use). */
export function nodeRelease(version: string): string {
  const name = `node-${process.platform}-${process.arch}`;
  const folder = path.join(os.tmpdir(), 'folio-test-node', version);
  const bin = path.join(folder, 'node_modules', name, 'bin');
  if (existsSync(path.join(bin, 'node'))) return bin;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), '{"private":true}\n');
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `${name}@${version}`],
    { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'], env: cleanEnv() },
  );
  return bin;
}

/** Set by the test run, not by a user's shell. */
const DROPPED = new Set(['INIT_CWD', 'NODE_OPTIONS', 'NODE_ENV', 'TEST', 'FORCE_COLOR']);

/**
 * The environment without what `npm test` and vitest add: npm's own settings and INIT_CWD (which Folio
 * takes as the user's folder) would otherwise reach the commands under test.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|VITEST)/i.test(key) && !DROPPED.has(key)) env[key] = value;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}
