/**
 * The artefact store in a folder on the server's disk: `<data>/sites/` by default, the way one
 * machine has always kept its deployments. A deployment's finished folder is moved into place
 * with one rename, so it appears whole or not at all. Reads serve regular files only: no
 * folders, no symbolic links, nothing under a folder that is a link.
 *
 * @module
 */
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { realFolder } from '../../shared/index.ts';
import { artefactKey } from './artefact-store.ts';
import type { ArtefactStore, FolderPage, StoredFile } from './artefact-store.ts';

/** Errors that mean "no such file here" rather than a broken disk. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EINVAL']);

/** Artefacts in the folder `root` (absolute), one subfolder per prefix. */
export class LocalArtefactStore implements ArtefactStore {
  readonly kind = 'local';
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async putFolder(prefix: string, folder: string): Promise<void> {
    const target = this.#pathOf(artefactKey(prefix));
    await rm(target, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    await rename(folder, target);
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    const checked = artefactKey(key);
    const absolute = this.#pathOf(checked);
    try {
      const info = await lstat(absolute);
      if (!info.isFile()) return undefined;
      // `lstat` sees a link only as the last step: a folder on the way must be no link either.
      const folder = path.posix.dirname(checked);
      if (folder !== '.') {
        const real = await realpath(path.dirname(absolute));
        if (real !== path.join(realFolder(this.#root), folder)) return undefined;
      }
      return { key: checked, size: info.size, modified: info.mtime };
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer<ArrayBuffer> | undefined> {
    if (!(await this.stat(key))) return undefined;
    return readFile(this.#pathOf(artefactKey(key)));
  }

  stream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    const file = createReadStream(this.#pathOf(artefactKey(key)), { start, end });
    return Promise.resolve(Readable.toWeb(file) as ReadableStream<Uint8Array>);
  }

  async list(prefix: string): Promise<string[]> {
    const base = artefactKey(prefix);
    let entries: string[];
    try {
      entries = await readdir(this.#pathOf(base), { recursive: true });
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = `${base}/${entry.split(path.sep).join('/')}`;
      if (await this.stat(key)) keys.push(key);
    }
    return keys.sort();
  }

  async folders(prefix: string, page: FolderPage = {}): Promise<string[]> {
    const folder = prefix === '' ? this.#root : this.#pathOf(artefactKey(prefix));
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    });
    // Links are not folders of the store: they could lead out of it.
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => page.after === undefined || name > page.after)
      .sort()
      .slice(0, page.limit ?? Infinity);
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.#pathOf(artefactKey(prefix)), { recursive: true, force: true });
  }

  locationOf(prefix: string): string {
    return this.#pathOf(artefactKey(prefix));
  }

  prefixAt(location: string): string | undefined {
    const relative = path.relative(this.#root, path.resolve(location));
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    return relative.split(path.sep).join('/');
  }

  #pathOf(key: string): string {
    return path.join(this.#root, ...key.split('/'));
  }
}
