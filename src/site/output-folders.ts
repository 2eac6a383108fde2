/**
 * Folder work for writing a site: making many folders at once (parents first), removing the
 * ones left empty, and running file operations in bounded batches.
 *
 * @module
 */
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates the folders of `relatives` (paths with `/`) under `root`, which exists, except those in
 * `made`; returns the folders it made.
 */
export async function makeFolders(
  root: string,
  relatives: readonly string[],
  made: ReadonlySet<string> = new Set(),
): Promise<Set<string>> {
  // Every folder once, parents a level before their children: thousands of recursive mkdirs
  // in parallel would each retry the shared parents.
  const byDepth = new Map<number, Set<string>>();
  const making = new Set<string>();
  for (const relative of relatives) {
    const parts = relative.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (made.has(folder)) continue;
      const level = byDepth.get(depth) ?? new Set<string>();
      level.add(folder);
      byDepth.set(depth, level);
      making.add(folder);
    }
  }
  const depths = [...byDepth.keys()].sort((a, b) => a - b);
  for (const depth of depths) {
    await inBatches([...(byDepth.get(depth) ?? [])], (folder) =>
      mkdir(path.join(root, folder)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }),
    );
  }
  return making;
}

/** Removes the folders of `made` (under `root`) that hold none of `files`, deepest first. */
export async function removeUnused(
  root: string,
  made: ReadonlySet<string>,
  files: Iterable<string>,
): Promise<void> {
  const used = new Set<string>();
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== '.' && !used.has(folder);) {
      used.add(folder);
      folder = path.posix.dirname(folder);
    }
  }
  const unused = [...made].filter((folder) => !used.has(folder));
  unused.sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of unused) {
    await rmdir(path.join(root, folder)).catch(() => undefined);
  }
}

/** Removes the folders of removed files that are now empty, deepest first. */
export async function removeEmptyFolders(root: string, removed: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  for (const relative of removed) {
    let folder = path.dirname(relative);
    while (folder !== '.' && folder !== '') {
      folders.add(folder);
      folder = path.dirname(folder);
    }
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) {
    await rmdir(path.join(root, folder)).catch(() => undefined);
  }
}

/** Runs `task` over `items`, 64 at a time. */
export async function inBatches<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += 64) {
    await Promise.all(items.slice(start, start + 64).map(task));
  }
}

/**
 * `relative` when it names a file inside the site's folder; throws for a path that leads out of
 * it (`..`, absolute, empty). Site paths come from page routes and asset URLs, and some of those
 * come back from the build cache, which a repository can ship (`.folio`): whatever they say, no
 * file is written outside the output folder.
 */
export function sitePath(relative: string): string {
  const normal = path.posix.normalize(relative.replaceAll('\\', '/'));
  if (
    relative === '' ||
    relative.includes('\0') ||
    path.posix.isAbsolute(normal) ||
    normal === '.' ||
    normal === '..' ||
    normal.startsWith('../')
  ) {
    throw new Error(`${JSON.stringify(relative)} is not a path inside the site's folder.`);
  }
  return relative;
}
