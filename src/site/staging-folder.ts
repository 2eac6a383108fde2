/**
 * Staging folders: a fresh site is written into `<output>.folio-staging-<pid>` next to its
 * output folder and renamed over it at the end (see `site-output.ts`). A build killed before the
 * rename (SIGKILL, a crash, a power cut) leaves its staging folder behind, and nothing else
 * would ever remove it; this module tells such a folder from one a build is still writing.
 *
 * A staging folder is still in use when the process named in its name is the one that made it
 * and still runs. For this process that is known exactly (it lists the folders it is writing);
 * for another one, the folder holds an owner file recording when its process started, since the
 * pid alone may have been reused (see `isProcessGone`). The owner file is removed just before
 * the rename, so it never reaches a site.
 *
 * @module
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { currentProcess, isProcessGone } from '../shared/index.ts';
import type { ProcessOwner } from '../shared/index.ts';

/** The owner file, inside a staging folder. */
export const OWNER_FILE = '.folio-staging-owner';

const STAGING = /\.folio-staging-(\d+)$/;

/** The staging folders this process is writing. */
const inUse = new Set<string>();

/** The staging folder of a build of this process into `outDir` (absolute). */
export function stagingFolderOf(outDir: string): string {
  return `${outDir}.folio-staging-${String(process.pid)}`;
}

/** Marks `staging` as being written by this process (call before making it). */
export function claimStaging(staging: string): void {
  inUse.add(path.resolve(staging));
}

/** Says that this process no longer writes `staging` (renamed, or removed). */
export function releaseStaging(staging: string): void {
  inUse.delete(path.resolve(staging));
}

/** Records this process as the owner of `staging`, which exists. */
export async function writeOwnerFile(staging: string): Promise<void> {
  await writeFile(path.join(staging, OWNER_FILE), JSON.stringify(currentProcess()));
}

/** True when `name` (a file name) is a staging folder's. */
export function isStagingName(name: string): boolean {
  return STAGING.test(name);
}

/**
 * True when `folder`, a staging folder, was left by a build that no longer runs: its process
 * is gone, or it is this process and no build of it is writing there.
 */
export async function isAbandonedStaging(folder: string): Promise<boolean> {
  const match = STAGING.exec(folder);
  if (!match) return false;
  const pid = Number(match[1]);
  if (pid === process.pid) return !inUse.has(path.resolve(folder));
  const owner: ProcessOwner = { pid, started: await recordedStart(folder, pid) };
  return isProcessGone(owner);
}

/**
 * Removes the staging folders next to `outDir` (absolute) that builds which no longer run left;
 * returns them. A folder that cannot be listed or removed is left as it is.
 */
export async function removeAbandonedStaging(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.folio-staging-`;
  const names = await readdir(parent).catch(() => []);
  const candidates = names
    .filter((name) => name.startsWith(prefix) && isStagingName(name))
    .map((name) => path.join(parent, name));
  return removeIfAbandoned(candidates);
}

/** Removes those of `folders` (staging folders) that are abandoned; returns them. */
export async function removeIfAbandoned(folders: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of folders) {
    if (!(await isAbandonedStaging(folder))) continue;
    try {
      await rm(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch {
      // Not ours to remove (permissions): left for whoever owns it.
    }
  }
  return removed;
}

/** When the owner of `folder` started, from its owner file, if it recorded that. */
async function recordedStart(folder: string, pid: number): Promise<string | undefined> {
  try {
    const owner = JSON.parse(
      await readFile(path.join(folder, OWNER_FILE), 'utf8'),
    ) as Partial<ProcessOwner>;
    return owner.pid === pid && typeof owner.started === 'string' ? owner.started : undefined;
  } catch {
    // No owner file (killed before writing it, or an older Folio): the pid alone decides.
    return undefined;
  }
}
