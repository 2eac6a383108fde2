/**
 * One process at a time in a PGlite data folder. PGlite is PostgreSQL running inside the process
 * that opened it; a second process opening the same files would corrupt them, and PGlite does not
 * stop it. A lock file holding the owner's process id does: a live owner makes the open fail with
 * a clear error, a dead one (a crash, `kill -9`) leaves a stale file that the next open replaces.
 *
 * @module
 */
import { readFile, mkdir, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { StorageError } from './storage-error.ts';

/** The lock file's name inside the data folder. */
export const LOCK_FILE_NAME = 'folio.lock';

/** What the lock file records about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** A held lock. `release` removes the file if it is still ours; calling it twice is harmless. */
export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

/**
 * Takes the lock of `folder` (created when missing) for this process, or throws a
 * `database-in-use` {@link StorageError} naming the process that holds it.
 */
export async function acquireDataDirLock(folder: string): Promise<DataDirLock> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE_NAME);
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const content = JSON.stringify(owner);
  if (!(await tryCreate(file, content))) {
    const current = await readOwner(file);
    if (current && isAlive(current)) throw inUse(folder, current);
    // The owner is gone (crash or kill): the lock is stale.
    await unlink(file).catch(ignoreMissing);
    if (!(await tryCreate(file, content))) {
      const winner = await readOwner(file);
      throw inUse(folder, winner ?? current ?? owner);
    }
  }
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === content) await unlink(file).catch(ignoreMissing);
    },
  };
}

async function tryCreate(file: string, content: string): Promise<boolean> {
  try {
    await writeFile(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return { pid: value.pid, host: value.host, since: String(value.since) };
  } catch {
    // Missing, half-written or not ours: treated as stale.
    return undefined;
  }
}

/** A process on another host cannot be checked, so it counts as alive. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(folder: string, owner: LockOwner): StorageError {
  const who =
    owner.pid === process.pid && owner.host === hostname()
      ? 'this process (open it once and share the Database)'
      : `process ${owner.pid} on ${owner.host} since ${owner.since}`;
  return new StorageError(
    'database-in-use',
    `The Folio database in ${folder} is already open by ${who}. The embedded database allows one ` +
      'process at a time: stop the other process (for example a running `folio serve`), or use a ' +
      'PostgreSQL server with DATABASE_URL so several processes can share it.',
  );
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
