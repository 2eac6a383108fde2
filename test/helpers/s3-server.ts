/**
 * A real S3 API server for tests, started by the test itself on 127.0.0.1 and closed after it.
 *
 * It is `s3rver` (a devDependency, from the npm registry): pure JavaScript, no install scripts,
 * no binary to download and no Docker, keeps its objects in a temporary folder, and checks
 * request signatures the way S3 does (with its fixed key `S3RVER` / `S3RVER`), so the AWS SDK
 * talks to it exactly as to a bucket in the cloud, over HTTP. MinIO and Ceph would need a
 * binary or a container that the test machines cannot fetch; `s3rver` covers what Folio uses
 * (PUT, HEAD, GET with ranges, ListObjectsV2, DeleteObjects), and runs on Node 20 to 24.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running server and the environment that points Folio at one of its buckets. */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** `FOLIO_STORAGE_URL`, `FOLIO_S3_ENDPOINT`, region and credentials for `prefix`. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/** Starts a server with one empty bucket, `bucket`. */
export async function startS3Server(bucket = 'folio-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'folio-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${String(address.port)}`;
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      FOLIO_STORAGE_URL: `s3://${bucket}${prefix === '' ? '' : `/${prefix}`}`,
      FOLIO_S3_ENDPOINT: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
