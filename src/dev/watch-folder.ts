/**
 * Watches the folders of a docs folder for changes: one `fs.watch` per folder that holds site
 * files (so `node_modules`, `.git` and ignored folders cost nothing), changes gathered until
 * the folder has been quiet for a moment and then reported together.
 *
 * @module
 */
import { watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import path from 'node:path';

export interface WatchOptions {
  /** Called with the changed paths (relative POSIX paths, sorted) once changes stop for a moment. */
  onChange: (paths: string[]) => void;
  /** Which changed paths count (default: all). */
  accept?: ((relative: string) => boolean) | undefined;
  /** Called when a folder cannot be watched. */
  onError?: ((error: Error, folder: string) => void) | undefined;
  /** Quiet time before reporting, in milliseconds (default 50). */
  debounceMs?: number | undefined;
}

export interface FolderWatcher {
  /** Watches exactly `folders` (relative POSIX paths; `''` is the root) from now on. */
  setFolders(folders: Iterable<string>): void;
  /** Folders being watched. */
  readonly folders: ReadonlySet<string>;
  close(): void;
}

/** Starts watching; call `setFolders` with the folders to watch. */
export function watchFolder(root: string, options: WatchOptions): FolderWatcher {
  const watchers = new Map<string, FSWatcher>();
  const pending = new Set<string>();
  const debounceMs = options.debounceMs ?? 50;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = (): void => {
    timer = undefined;
    if (closed || pending.size === 0) return;
    const paths = [...pending].sort();
    pending.clear();
    options.onChange(paths);
  };

  const record = (folder: string, name: string | null): void => {
    const relative = name === null ? folder : joinPosix(folder, name.split(path.sep).join('/'));
    if (options.accept && !options.accept(relative)) return;
    pending.add(relative);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  };

  const add = (folder: string): void => {
    try {
      const watcher = watch(path.join(root, folder), { persistent: false }, (_event, name) => {
        record(folder, name);
      });
      watcher.on('error', (error) => {
        // The folder went away (its removal is reported by its parent's watcher).
        watcher.close();
        watchers.delete(folder);
        current.delete(folder);
        if ((error as NodeJS.ErrnoException).code !== 'EPERM') options.onError?.(error, folder);
      });
      watchers.set(folder, watcher);
    } catch (error) {
      options.onError?.(error as Error, folder);
    }
  };

  const current = new Set<string>();
  return {
    folders: current,
    setFolders(folders) {
      if (closed) return;
      const wanted = new Set(folders);
      for (const [folder, watcher] of watchers) {
        if (wanted.has(folder)) continue;
        watcher.close();
        watchers.delete(folder);
      }
      for (const folder of wanted) if (!watchers.has(folder)) add(folder);
      current.clear();
      for (const folder of watchers.keys()) current.add(folder);
    },
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
      current.clear();
      pending.clear();
    },
  };
}

/** Every folder holding one of `files`, and every folder above those, the root (`''`) included. */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>(['']);
  for (const file of files) {
    let folder = path.posix.dirname(file);
    while (folder !== '.' && !folders.has(folder)) {
      folders.add(folder);
      folder = path.posix.dirname(folder);
    }
  }
  return folders;
}

function joinPosix(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}
