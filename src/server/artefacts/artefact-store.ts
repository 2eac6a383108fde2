/**
 * Where deployments' built files (pages, assets, the assistant corpus, search indexes,
 * `_redirects`) are kept: one interface, so a server can keep them in its data folder (the
 * default, for one machine) or in S3-compatible object storage that several servers share.
 *
 * A deployment's files are written once, under a prefix of their own, and never change after;
 * the host reads them one key at a time. Each build attempt has its own prefix
 * (`<project>/<deployment>/attempt-<n>`, {@link attemptPrefix}): a server that takes over a
 * lapsed build never writes where the server it replaced may still be writing or cleaning up,
 * and the deployment records which attempt was published (its `outputDir`). Every key is checked by
 * {@link artefactKey} before it reaches a disk or a bucket, so no request path can leave the
 * deployment's prefix.
 *
 * @module
 */

/** What a stored file is, without its bytes. */
export interface StoredFile {
  /** Its key, `<prefix>/<path>`. */
  key: string;
  size: number;
  /** When the builder wrote it (kept as it was on the build's disk, so validators agree). */
  modified: Date;
}

/** The files of one deployment, or any prefix, as a store holds them. */
export interface ArtefactStore {
  /** `local` or `s3`, for logs and errors. */
  readonly kind: 'local' | 's3';
  /**
   * Puts every regular file under `folder` at `<prefix>/<its path>`, all of them before this
   * resolves; on failure nothing is left under `prefix` and the error is thrown. The folder is
   * the store's afterwards (the local store moves it into place).
   */
  putFolder(prefix: string, folder: string): Promise<void>;
  /** The file at `key`, or undefined when there is none. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** The whole file at `key`, or undefined when there is none. */
  read(key: string): Promise<Buffer<ArrayBuffer> | undefined>;
  /** Bytes `start` to `end` (included) of the file at `key`, as a web stream. */
  stream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>>;
  /** The keys under `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * The names of the folders directly under `prefix` (the store's top level for ''), sorted,
   * only those after `after` and at most `limit` of them: sweeps walk a store of any size a
   * bounded slice at a time.
   */
  folders(prefix: string, page?: FolderPage): Promise<string[]>;
  /** Deletes every file under `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Where the files under `prefix` are, as recorded on a deployment (its `outputDir`). */
  locationOf(prefix: string): string;
  /** The prefix a recorded location names in this store, or undefined when it is not here. */
  prefixAt(location: string): string | undefined;
}

/** A slice of a folder listing: the names after `after`, at most `limit`. */
export interface FolderPage {
  after?: string | undefined;
  limit?: number | undefined;
}

/** A key or prefix that could reach outside where it belongs. */
export class ArtefactKeyError extends Error {
  override name = 'ArtefactKeyError';
}

/** Longest key S3 accepts, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024;

/**
 * `parts` joined with `/` into a key, after checking each: no empty, `.` or `..` segment, no
 * leading `/`, no backslash, no NUL or other control character, no more than 1,024 bytes.
 * Percent signs are kept as they are: a key is never decoded, so `%2e%2e` is a plain name.
 */
export function artefactKey(...parts: string[]): string {
  const key = parts.filter((part) => part !== '').join('/');
  if (key === '') throw new ArtefactKeyError('An artefact key is empty.');
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(key)) {
    throw new ArtefactKeyError(
      `Artefact key "${printable(key)}" has a backslash or control character.`,
    );
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new ArtefactKeyError(
        `Artefact key "${printable(key)}" has an empty, "." or ".." segment or a leading "/".`,
      );
    }
  }
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) {
    throw new ArtefactKeyError(
      `Artefact key "${printable(key).slice(0, 60)}…" is over 1,024 bytes.`,
    );
  }
  return key;
}

/** A key as it can be shown in a message (control characters escaped). */
function printable(key: string): string {
  return JSON.stringify(key).slice(1, -1);
}

/** The prefix under which every attempt at building a deployment has its folder. */
export function deploymentPrefix(projectId: string, deploymentId: string): string {
  return artefactKey(projectId, deploymentId);
}

/** The name of an attempt's folder under its deployment's prefix: `attempt-<n>`. */
export const ATTEMPT_FOLDER = /^attempt-[1-9][0-9]*$/;

/**
 * The prefix of the files of the `attempt`-th claim of a deployment's build (1 for the first):
 * `<project>/<deployment>/attempt-<n>`.
 */
export function attemptPrefix(projectId: string, deploymentId: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new ArtefactKeyError(`A build attempt is a whole number from 1, not ${String(attempt)}.`);
  }
  return artefactKey(projectId, deploymentId, `attempt-${String(attempt)}`);
}
