/**
 * Which artefact store a server uses, from its environment: the data folder's `sites/` unless
 * `FOLIO_STORAGE_URL` names a bucket (`s3://bucket/prefix`). The bucket is reached at
 * `FOLIO_S3_ENDPOINT` (or the AWS SDK's `AWS_ENDPOINT_URL_S3` / `AWS_ENDPOINT_URL`; AWS itself
 * without one), in `AWS_REGION` (or `AWS_DEFAULT_REGION`, default `us-east-1`), with the AWS
 * SDK's usual credentials (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile, a role).
 * A custom endpoint is addressed by path (`endpoint/bucket/key`), which every S3-compatible
 * server accepts.
 *
 * @module
 */
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { ArtefactKeyError, artefactKey } from './artefact-store.ts';
import type { ArtefactStore } from './artefact-store.ts';
import { CachedArtefactStore, DEFAULT_CACHE_BYTES } from './cached-store.ts';
import { LocalArtefactStore } from './local-store.ts';
import { S3ArtefactStore } from './s3-store.ts';

/** A wrong storage setting, named with its variable. */
export class StorageSettingError extends Error {
  override name = 'StorageSettingError';
}

/** Bucket names S3 accepts (3 to 63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The store the environment names, for a server whose data folder is `dataDir`. */
export function artefactStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): ArtefactStore {
  const url = env['FOLIO_STORAGE_URL']?.trim() ?? '';
  if (url === '') return new LocalArtefactStore(path.join(dataDir, 'sites'));
  const { bucket, base } = parseStorageUrl(url);
  const endpoint = endpointOf(env);
  const client = new S3Client({
    region: firstSet(env['AWS_REGION'], env['AWS_DEFAULT_REGION']) ?? 'us-east-1',
    ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
    ...credentialsOf(env),
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer
    // trailing-checksum uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const store = new S3ArtefactStore({ bucket, base, client });
  return new CachedArtefactStore(store, { maxBytes: cacheBytesFromEnv(env) });
}

/** Throws a {@link StorageSettingError} for a wrong storage variable, before a server starts. */
export function checkStorageSettings(env: NodeJS.ProcessEnv): void {
  keepDeploymentsFromEnv(env);
  sweepGraceMsFromEnv(env);
  const url = env['FOLIO_STORAGE_URL']?.trim() ?? '';
  if (url === '') return;
  parseStorageUrl(url);
  endpointOf(env);
  cacheBytesFromEnv(env);
}

/** The S3 endpoint the environment names, checked; undefined for AWS's own. */
function endpointOf(env: NodeJS.ProcessEnv): string | undefined {
  const endpoint = firstSet(
    env['FOLIO_S3_ENDPOINT'],
    env['AWS_ENDPOINT_URL_S3'],
    env['AWS_ENDPOINT_URL'],
  );
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new StorageSettingError(
      `FOLIO_S3_ENDPOINT "${endpoint}" is not an http:// or https:// URL (for example http://127.0.0.1:9000).`,
    );
  }
  return endpoint;
}

/** The bucket and the folder inside it that `s3://bucket/prefix` names. */
export function parseStorageUrl(url: string): { bucket: string; base: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match) {
    throw new StorageSettingError(
      `FOLIO_STORAGE_URL "${url}" is not an s3:// URL: use s3://bucket or s3://bucket/prefix.`,
    );
  }
  const bucket = match[1] ?? '';
  if (!BUCKET.test(bucket)) {
    throw new StorageSettingError(
      `FOLIO_STORAGE_URL names bucket "${bucket}", which is not a valid bucket name (3 to 63 lower-case letters, digits, dots and hyphens).`,
    );
  }
  const base = (match[2] ?? '').replace(/\/+$/, '');
  if (base !== '') {
    try {
      artefactKey(base);
    } catch (error) {
      if (!(error instanceof ArtefactKeyError)) throw error;
      throw new StorageSettingError(
        `FOLIO_STORAGE_URL prefix "${base}" is not usable: ${error.message}`,
      );
    }
  }
  return { bucket, base };
}

/** `FOLIO_STORAGE_CACHE_MB`: how much of the bucket a server keeps in memory. */
export function cacheBytesFromEnv(env: NodeJS.ProcessEnv): number {
  const text = env['FOLIO_STORAGE_CACHE_MB']?.trim() ?? '';
  if (text === '') return DEFAULT_CACHE_BYTES;
  const megabytes = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(megabytes)) {
    throw new StorageSettingError(
      `FOLIO_STORAGE_CACHE_MB "${text}" is not a whole number of megabytes (0 turns the cache off).`,
    );
  }
  return megabytes * 1024 * 1024;
}

/** Keys named in `env` itself; otherwise the SDK's own chain (profiles, roles) finds them. */
function credentialsOf(env: NodeJS.ProcessEnv): Partial<S3ClientConfig> {
  const accessKeyId = env['AWS_ACCESS_KEY_ID']?.trim() ?? '';
  const secretAccessKey = env['AWS_SECRET_ACCESS_KEY']?.trim() ?? '';
  if (accessKeyId === '' || secretAccessKey === '') return {};
  const sessionToken = env['AWS_SESSION_TOKEN']?.trim() ?? '';
  return {
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(sessionToken === '' ? {} : { sessionToken }),
    },
  };
}

/** `FOLIO_KEEP_DEPLOYMENTS`: how many ready deployments of a project keep their files. */
export function keepDeploymentsFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env['FOLIO_KEEP_DEPLOYMENTS']?.trim() ?? '';
  if (text === '') return undefined;
  const count = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(count) || count < 1) {
    throw new StorageSettingError(
      `FOLIO_KEEP_DEPLOYMENTS "${text}" is not a whole number of deployments of at least 1.`,
    );
  }
  return count;
}

/** The shortest grace period `FOLIO_SWEEP_GRACE_SECONDS` accepts: a minute. */
export const MIN_SWEEP_GRACE_SECONDS = 60;

/**
 * `FOLIO_SWEEP_GRACE_SECONDS`: how old the stored files of a failed build, or of an attempt
 * that was not published, must be before the sweep deletes them (in ms; undefined for the
 * default, an hour). At least a minute: a slow server may still be uploading them.
 */
export function sweepGraceMsFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env['FOLIO_SWEEP_GRACE_SECONDS']?.trim() ?? '';
  if (text === '') return undefined;
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(seconds) || seconds < MIN_SWEEP_GRACE_SECONDS) {
    throw new StorageSettingError(
      `FOLIO_SWEEP_GRACE_SECONDS "${text}" is not a whole number of seconds of at least ${String(MIN_SWEEP_GRACE_SECONDS)}.`,
    );
  }
  return seconds * 1000;
}

function firstSet(...values: (string | undefined)[]): string | undefined {
  return values.map((value) => value?.trim()).find((value) => value !== undefined && value !== '');
}
