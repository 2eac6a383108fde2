/**
 * The artefact store in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph and the like), through
 * the official AWS SDK v3 client, so that every server behind a load balancer serves the same
 * deployments without a shared folder.
 *
 * A deployment is uploaded before it is made current: its files go up a few at a time
 * ({@link UPLOAD_CONCURRENCY}), and if any upload fails, what was written under its prefix is
 * deleted and the error thrown, so the previous deployment goes on being served. Each object
 * keeps the builder's modification time in its metadata (`x-amz-meta-mtime`), so `ETag` and
 * `Last-Modified` headers are the ones the local folder gives.
 *
 * @module
 */
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from '../../web/index.ts';
import { artefactKey } from './artefact-store.ts';
import type { ArtefactStore, FolderPage, StoredFile } from './artefact-store.ts';

/** How many files of a deployment are uploaded at once. */
export const UPLOAD_CONCURRENCY = 8;

/** S3's limit on keys per delete request. */
const DELETE_BATCH = 1000;

/** Where a bucket store keeps its files, and how it reaches them. */
export interface S3StoreOptions {
  bucket: string;
  /** Folder inside the bucket ('' for its root). */
  base: string;
  client: S3Client;
}

/** Artefacts under `s3://<bucket>/<base>/`. */
export class S3ArtefactStore implements ArtefactStore {
  readonly kind = 's3';
  readonly #bucket: string;
  readonly #base: string;
  readonly #client: S3Client;

  constructor(options: S3StoreOptions) {
    this.#bucket = options.bucket;
    this.#base = options.base === '' ? '' : artefactKey(options.base);
    this.#client = options.client;
  }

  async putFolder(prefix: string, folder: string): Promise<void> {
    const base = artefactKey(prefix);
    const files = await regularFiles(folder);
    // Leftovers of an earlier attempt at the same prefix would be served with the new files.
    await this.deletePrefix(base);
    try {
      await eachLimited(files, UPLOAD_CONCURRENCY, async (file) => {
        const absolute = path.join(folder, ...file.relative.split('/'));
        await this.#client.send(
          new PutObjectCommand({
            Bucket: this.#bucket,
            Key: this.#full(artefactKey(base, file.relative)),
            Body: createReadStream(absolute),
            ContentLength: file.size,
            ContentType: contentTypeOf(file.relative),
            Metadata: { mtime: String(file.modified.getTime()) },
          }),
        );
      });
    } catch (error) {
      await this.deletePrefix(base).catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    const checked = artefactKey(key);
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#full(checked) }),
      );
      return {
        key: checked,
        size: head.ContentLength ?? 0,
        modified: modifiedOf(head.Metadata, head.LastModified),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer<ArrayBuffer> | undefined> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#full(artefactKey(key)) }),
      );
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    const object = await this.#client.send(
      new GetObjectCommand({
        Bucket: this.#bucket,
        Key: this.#full(artefactKey(key)),
        Range: `bytes=${String(start)}-${String(end)}`,
      }),
    );
    if (!object.Body) return new Blob([]).stream();
    return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
  }

  async list(prefix: string): Promise<string[]> {
    const base = `${this.#full(artefactKey(prefix))}/`;
    const strip = this.#base === '' ? 0 : this.#base.length + 1;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: base, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) keys.push(object.Key.slice(strip));
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return keys.sort();
  }

  /**
   * Folder names read from plain listings, each one starting after the last folder found, so a
   * large folder's keys are skipped, not read. (A listing with a delimiter would be simpler,
   * but S3-compatible servers differ in how they answer one above the deepest level.)
   */
  async folders(prefix: string, page: FolderPage = {}): Promise<string[]> {
    const inside = prefix === '' ? '' : `${artefactKey(prefix)}/`;
    const base = this.#base === '' ? inside : `${this.#base}/${inside}`;
    const names: string[] = [];
    // '0' sorts just after '/': starting after `<name>0` skips every key under `<name>/`.
    let after = page.after === undefined ? undefined : `${base}${page.after}0`;
    const limit = page.limit ?? Infinity;
    while (names.length < limit) {
      const answer = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: base, StartAfter: after }),
      );
      const keys = (answer.Contents ?? []).flatMap((object) => object.Key ?? []);
      if (keys.length === 0) break;
      for (const key of keys) {
        const rest = key.slice(base.length);
        const slash = rest.indexOf('/');
        // Files directly here are not folders; a folder already named has more keys.
        if (slash === -1 || rest.slice(0, slash) === names.at(-1)) continue;
        names.push(rest.slice(0, slash));
        if (names.length === limit) break;
      }
      const last = keys.at(-1) ?? '';
      const name = names.at(-1);
      after = name !== undefined && last.startsWith(`${base}${name}/`) ? `${base}${name}0` : last;
    }
    return names;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let at = 0; at < keys.length; at += DELETE_BATCH) {
      const batch = keys.slice(at, at + DELETE_BATCH);
      const answer = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.#full(key) })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `Deleting ${String(failed.length)} objects under "${prefix}" failed: ${first?.Key ?? ''} ${first?.Message ?? ''}`,
        );
      }
    }
  }

  locationOf(prefix: string): string {
    return `s3://${this.#bucket}/${this.#full(artefactKey(prefix))}`;
  }

  prefixAt(location: string): string | undefined {
    const root =
      this.#base === '' ? `s3://${this.#bucket}/` : `s3://${this.#bucket}/${this.#base}/`;
    if (!location.startsWith(root) || location.length === root.length) return undefined;
    return location.slice(root.length);
  }

  #full(key: string): string {
    return this.#base === '' ? key : `${this.#base}/${key}`;
  }
}

/** A regular file of a folder being uploaded. */
interface LocalFile {
  relative: string;
  size: number;
  modified: Date;
}

/** The regular files under `folder` (links and other kinds are not artefacts). */
async function regularFiles(folder: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const entry of await readdir(folder, { recursive: true })) {
    const info = await lstat(path.join(folder, entry));
    if (!info.isFile()) continue;
    files.push({
      relative: entry.split(path.sep).join('/'),
      size: info.size,
      modified: info.mtime,
    });
  }
  return files;
}

/** Runs `task` on every item, at most `limit` at a time; the first failure stops new starts. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
}

/** The builder's time from the object's metadata, or the object's own when it has none. */
function modifiedOf(
  metadata: Record<string, string> | undefined,
  fallback: Date | undefined,
): Date {
  const stored = Number(metadata?.['mtime']);
  if (Number.isFinite(stored) && stored > 0) return new Date(stored);
  return fallback ?? new Date(0);
}

/** Whether the SDK's error means the object is not there. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || status === 404;
}
