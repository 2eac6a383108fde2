/**
 * File operations that survive a crash: a temporary file written next to its target and flushed
 * to disk (`fsync`) before it replaces the target, folders flushed after renames and deletions,
 * and the SHA-256 digests that tell whether a file still holds the bytes a command expects.
 * Commands that rewrite a docs folder (`migrate-mdx`, `rename`) share them.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { open, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { forEachLimited as forEachBounded } from './for-each-limited.ts';

const BOM = '\uFEFF';

/**
 * The temporary file a command (`purpose`: `migrate`, `rename`) writes before replacing `file`:
 * hidden (Folio never reads dot-files), in the same folder so the rename is atomic.
 */
export function tempPathOf(file: string, purpose: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.folio-${purpose}-tmp`);
}

/** SHA-256 of `bytes` (a string counts as its UTF-8 bytes), in hex. */
export function digest(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The bytes of `file`, or undefined when it does not exist. */
export async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `text` as the bytes that replace `original`: UTF-8, with the original's byte-order mark. */
export function encodeLike(original: Uint8Array | undefined, text: string): Buffer {
  const hasBom =
    original !== undefined &&
    original[0] === 0xef &&
    original[1] === 0xbb &&
    original[2] === 0xbf &&
    !text.startsWith(BOM);
  return Buffer.from(hasBom ? BOM + text : text, 'utf8');
}

/** Writes `bytes` to `file` with `mode` and flushes them to disk before returning. */
export async function writeSynced(file: string, bytes: Uint8Array, mode = 0o644): Promise<void> {
  const handle = await open(file, 'w', mode);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The permission bits of `file`, or undefined when it does not exist. */
export async function modeOf(file: string): Promise<number | undefined> {
  return (await stat(file).catch(() => undefined))?.mode;
}

/** Flushes folder entries (renames, deletions) to disk where the platform allows it. */
export async function syncFolders(folders: Iterable<string>): Promise<void> {
  await forEachFileLimited([...new Set(folders)], async (folder) => {
    try {
      const handle = await open(folder, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch {
      // Some platforms cannot open or sync a folder; the renames are still atomic.
    }
  });
}

/** How many files are open at once: well under the smallest default limits (256 on macOS). */
const CONCURRENCY = 32;

/** Runs `task` for every item, at most `CONCURRENCY` at a time. */
export function forEachFileLimited<T>(
  items: readonly T[],
  task: (item: T) => Promise<void>,
): Promise<void> {
  return forEachBounded(items, CONCURRENCY, task);
}

/** The real file behind `file`, so a symlinked docs.json or spec is updated, not replaced. */
export async function resolveTarget(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    return file;
  }
}
