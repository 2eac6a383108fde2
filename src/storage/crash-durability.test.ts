import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { OPEN_TIMEOUT } from '../../test/storage/backends.ts';
import { openDatabase } from './open-database.ts';

const writer = path.resolve(import.meta.dirname, '../../test/storage/write-until-killed.ts');
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Runs the writer until it has acknowledged `count` inserts, kills it with SIGKILL, returns their ids. */
async function writeThenKill(dataDir: string, count: number): Promise<string[]> {
  const child = spawn(process.execPath, [writer, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => {
      resolve(signal);
    });
  });
  const acknowledged: string[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'open') continue;
    acknowledged.push(line);
    if (acknowledged.length === count) child.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');
  return acknowledged;
}

describe('the embedded database after kill -9', () => {
  it(
    'keeps every acknowledged write, and opens again despite the stale lock',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-crash-'));
      folders.push(dataDir);
      const acknowledged = await writeThenKill(dataDir, 200);
      const db = await openDatabase({ dataDir });
      try {
        const { rows } = await db.query<{ id: string }>('SELECT id FROM organizations');
        const stored = new Set(rows.map((row) => row.id));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        expect(stored.size).toBeGreaterThanOrEqual(200);
      } finally {
        await db.close();
      }
    },
    OPEN_TIMEOUT * 2,
  );
});
