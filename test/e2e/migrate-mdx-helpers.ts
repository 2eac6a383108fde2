/**
 * What the migrate-mdx end-to-end tests share: copies of fixture folders, byte-for-byte folder
 * snapshots, what each route of a site shows, and a real `folio migrate-mdx` process that can be
 * stopped at any step of its write phase.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import type { NavigationTree } from '../../src/navigation/index.ts';

export const fixtures = fileURLToPath(new URL('../fixtures/migrate/', import.meta.url));
const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

const copies: string[] = [];
afterAll(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of `source` in a new temporary folder (removed after the test file). */
export async function copyOf(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-migrate-'));
  copies.push(dir);
  await cp(source, dir, { recursive: true });
  return dir;
}

/** Every file under `root` (dot-files included) with its bytes, by relative path. */
export async function snapshot(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    out.set(file, await readFile(path.join(root, file)));
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** Asserts two folders hold the same files with the same bytes. */
export async function expectSameFiles(actual: string, expected: string): Promise<void> {
  const [got, want] = await Promise.all([snapshot(actual), snapshot(expected)]);
  expect([...got.keys()]).toEqual([...want.keys()]);
  for (const [file, bytes] of want) {
    expect(got.get(file)?.toString('utf8'), file).toBe(bytes.toString('utf8'));
    expect(got.get(file)?.equals(bytes), `${file}, byte for byte`).toBe(true);
  }
}

/** What each route shows: an operation (an MDX endpoint page's, or a generated page's), or a page file. */
export function identities(tree: NavigationTree | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [route, page] of tree?.routes ?? []) {
    const endpoint = page.endpoint;
    out.set(
      route,
      endpoint
        ? `${endpoint.method} ${endpoint.path} (${endpoint.spec})`
        : `file ${page.file ?? ''}`,
    );
  }
  return out;
}

/** A `folio migrate-mdx` process waiting before step `step` of its write phase. */
export interface PausedRun {
  total: number;
  label: string;
  kill: () => Promise<void>;
}

/**
 * Starts `folio migrate-mdx dir` that pauses before write step `step`; resolves once it waits
 * (undefined when it ended without pausing).
 */
export function startPaused(dir: string, step: number): Promise<PausedRun | undefined> {
  const child = spawn(process.execPath, [main, 'migrate-mdx', dir], {
    env: { ...process.env, FOLIO_MIGRATE_PAUSE_BEFORE: String(step), NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const paused = /paused before step \d+\/(\d+) \((.*)\)/.exec(stderr);
      if (paused) resolve({ total: Number(paused[1]), label: paused[2] ?? '', kill });
    });
    child.once('exit', () => {
      resolve(undefined);
    });
  });
}
