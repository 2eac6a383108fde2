import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock.ts';

const folders: string[] = [];

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-lock-'));
  folders.push(folder);
  return folder;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('acquireDataDirLock', () => {
  it('creates the folder and records this process as the owner', async () => {
    const folder = path.join(await tempFolder(), 'nested', '.folio');
    const lock = await acquireDataDirLock(folder);
    expect(lock.file).toBe(path.join(folder, LOCK_FILE_NAME));
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    await lock.release();
    await expect(readFile(lock.file)).rejects.toMatchObject({ code: 'ENOENT' });
    await lock.release();
  });

  it('refuses a second holder until the first releases', async () => {
    const folder = await tempFolder();
    const first = await acquireDataDirLock(folder);
    await expect(acquireDataDirLock(folder)).rejects.toMatchObject({ code: 'database-in-use' });
    await first.release();
    const second = await acquireDataDirLock(folder);
    await second.release();
  });

  it('treats a lock of another host as held, and an unreadable one as stale', async () => {
    const folder = await tempFolder();
    const file = path.join(folder, LOCK_FILE_NAME);
    await writeFile(file, JSON.stringify({ pid: 1, host: 'elsewhere.example', since: 'then' }));
    await expect(acquireDataDirLock(folder)).rejects.toThrow(
      /already open by process 1 on elsewhere\.example since then/,
    );
    await writeFile(file, '{"pid": ');
    const lock = await acquireDataDirLock(folder);
    await lock.release();
  });

  it('leaves alone a lock file that another owner wrote meanwhile', async () => {
    const folder = await tempFolder();
    const lock = await acquireDataDirLock(folder);
    const replaced = JSON.stringify({ pid: 2 ** 30, host: hostname(), since: 'later' });
    await writeFile(lock.file, replaced);
    await lock.release();
    expect(await readFile(lock.file, 'utf8')).toBe(replaced);
  });
});
