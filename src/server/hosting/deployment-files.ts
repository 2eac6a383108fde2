/**
 * The files of one deployment as the host reads them: a prefix of the server's artefact store
 * (the data folder or a bucket), or, for a deployment recorded at a folder outside the store, a
 * local store at that folder. Every key is checked by the store (`artefactKey`), so a request
 * path never reaches outside the deployment.
 *
 * @module
 */
import { ArtefactKeyError, artefactKey } from '../artefacts/artefact-store.ts';
import type { ArtefactStore } from '../artefacts/artefact-store.ts';
import { LocalArtefactStore } from '../artefacts/local-store.ts';
import type { SiteFile } from './resolve-file.ts';

/** Reads a deployment's files from `store` under `prefix` ('' for the store's root). */
export class DeploymentFiles {
  readonly store: ArtefactStore;
  readonly prefix: string;
  /** Where the files are, as the deployment records it (a folder or an `s3://` URL). */
  readonly location: string;

  constructor(store: ArtefactStore, prefix: string, location: string) {
    this.store = store;
    this.prefix = prefix;
    this.location = location;
  }

  /** The regular file at `relative` (with `/`), or undefined; a bad path is no file. */
  async fileAt(relative: string): Promise<SiteFile | undefined> {
    let key: string;
    try {
      key = artefactKey(this.prefix, relative);
    } catch (error) {
      if (error instanceof ArtefactKeyError) return undefined;
      throw error;
    }
    const stored = await this.store.stat(key);
    return stored && { key, relative, size: stored.size, modified: stored.modified };
  }

  /** The whole file. */
  async read(file: SiteFile): Promise<Buffer<ArrayBuffer>> {
    const bytes = await this.store.read(file.key);
    if (bytes === undefined) throw new Error(`${file.relative} vanished from ${this.location}.`);
    return bytes;
  }

  /** The whole file as text. */
  async text(file: SiteFile): Promise<string> {
    return (await this.read(file)).toString('utf8');
  }

  /** Bytes `start` to `end` (included) of the file. */
  stream(file: SiteFile, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    return this.store.stream(file.key, start, end);
  }
}

/** The files of a deployment kept in the folder `root` (absolute), outside any store. */
export function folderFiles(root: string): DeploymentFiles {
  return new DeploymentFiles(new LocalArtefactStore(root), '', root);
}
