/**
 * The size of a built site: total bytes of every file under a folder (as a host would store
 * them), how many files, and how many HTML files are hard links (pages the build took from its
 * cache rather than rendering again).
 *
 * @module
 */
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface FolderSize {
  bytes: number;
  files: number;
  /** `.html` files with more than one link: placed from the build cache. */
  linkedHtml: number;
}

/** Walks `folder` (symbolic links are counted as themselves, not followed). */
export async function folderSize(folder: string): Promise<FolderSize> {
  const names = await readdir(folder, { recursive: true });
  const size: FolderSize = { bytes: 0, files: 0, linkedHtml: 0 };
  for (let start = 0; start < names.length; start += 256) {
    const stats = await Promise.all(
      names.slice(start, start + 256).map(async (name) => ({
        name,
        stat: await lstat(path.join(folder, name)),
      })),
    );
    for (const { name, stat } of stats) {
      if (stat.isDirectory()) continue;
      size.bytes += stat.size;
      size.files++;
      if (name.endsWith('.html') && stat.nlink > 1) size.linkedHtml++;
    }
  }
  return size;
}
