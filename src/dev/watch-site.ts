/**
 * Keeps the dev site in step with the docs folder: each batch of changes goes to the site, the
 * watched folders follow the project as it is now, and browsers are told what to reload.
 *
 * A new folder is watched as soon as it is seen, before the project is loaded again: a file
 * written into it before that load is found by the load, one written after is reported by its
 * watcher, so none is missed.
 *
 * @module
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DevSite } from './dev-site.ts';
import type { LiveReload } from './live-reload.ts';
import { watchFolder } from './watch-folder.ts';
import type { FolderWatcher } from './watch-folder.ts';
import type { WatchRules } from './watch-rules.ts';

/** Starts watching the folder of `site`. */
export async function watchSite(
  root: string,
  site: DevSite,
  live: LiveReload,
  log: (text: string) => void,
): Promise<FolderWatcher> {
  let rules: WatchRules = await site.watchRules();
  /** Folders seen appearing that the project does not know yet (they hold no file so far). */
  const seen = new Set<string>();

  const update = async (paths: string[]): Promise<void> => {
    const known = rules.folders;
    const unknown = paths.filter((relative) => !known.has(relative) && !seen.has(relative));
    const appeared = await foldersAppeared(root, unknown, rules.accept);
    for (const folder of appeared) seen.add(folder);
    watcher.setFolders([...rules.folders, ...seen]);
    const reload = await site.applyChanges(paths);
    rules = await site.watchRules();
    for (const folder of seen) {
      if (rules.folders.has(folder) || !(await isFolder(path.join(root, folder)))) {
        seen.delete(folder);
      }
    }
    watcher.setFolders([...rules.folders, ...seen]);
    if (reload) live.reload(reload.routes);
  };

  const watcher = watchFolder(root, {
    accept: (relative) => rules.accept(relative),
    onError: (error, folder) => {
      log(`warning: cannot watch ${folder || '.'} (${error.message}); changes there are missed`);
    },
    onChange: (paths) => {
      update(paths).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log(`error: could not apply the change: ${message}`);
      });
    },
  });
  watcher.setFolders(rules.folders);
  return watcher;
}

/** The folders among `paths` that exist, with every folder inside them that `accept` takes. */
async function foldersAppeared(
  root: string,
  paths: readonly string[],
  accept: (relative: string) => boolean,
): Promise<string[]> {
  const found: string[] = [];
  for (const folder of paths) {
    if (!(await isFolder(path.join(root, folder)))) continue;
    found.push(folder);
    const entries = await readdir(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const relative = path
        .relative(root, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (accept(relative)) found.push(relative);
    }
  }
  return found;
}

async function isFolder(absolute: string): Promise<boolean> {
  const entry = await stat(absolute).catch(() => undefined);
  return entry?.isDirectory() ?? false;
}
