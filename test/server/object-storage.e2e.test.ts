/**
 * A server on S3-compatible object storage: deployments are built on its disk, put into a bucket
 * on a real S3 API server (`test/helpers/s3-server.ts`), and served from there, the same bytes as
 * a server on the local data folder, with the same `ETag` from any server that reads the bucket,
 * and no built site left in the data folder.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactStoreFromEnv } from '../../src/server/artefacts/store-from-env.ts';
import { createOrganization, createProject } from '../../src/storage/index.ts';
import type { Project } from '../../src/storage/index.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import type { S3Server } from '../helpers/s3-server.ts';
import { pages, tempDocs } from '../helpers/temp-docs.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

const TIMEOUT = 120_000;

describe.each(testBackends)('object storage on $name', (backend) => {
  const context = useTestDatabase(backend);
  // The data-folder server has a database of its own: servers sharing one claim each other's
  // builds, and a deployment is stored where the server that builds it stores.
  const localContext = useTestDatabase(backend);
  let s3: S3Server;
  let local: TestApp;
  let bucket: TestApp;
  /** A second server on the same bucket, with a cold cache. */
  let other: TestApp;
  let onDisk: Project;
  let inBucket: Project;

  beforeAll(async () => {
    s3 = await startS3Server();
    const env = s3.env(`e2e-${backend.name}`);
    local = await createTestApp(localContext.db);
    bucket = await createTestApp(context.db, {
      store: (dataDir) => artefactStoreFromEnv(env, dataDir),
    });
    other = await createTestApp(context.db, {
      store: (dataDir) => artefactStoreFromEnv(env, dataDir),
      keepDeployments: 1,
    });
    const docs = await tempDocs({
      'docs.json': { name: 'Stored docs', navigation: { pages: ['index', 'guide'] } },
      ...pages('index', 'guide'),
    });
    const project = async (db: typeof context.db, subdomain: string) =>
      createProject(db, {
        organizationId: (await createOrganization(db, { name: 'Stored' })).id,
        subdomain,
        name: 'Stored docs',
        source: { type: 'folder', path: docs },
      });
    onDisk = await project(localContext.db, `disk-${backend.name}`);
    inBucket = await project(context.db, `bucket-${backend.name}`);
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all([local.close(), bucket.close(), other.close()]);
    await s3.close();
  });

  const deploy = async (test: TestApp, project: Project) => {
    const queued = await test.services.deployments.request(project);
    return test.services.deployments.settled(queued.id);
  };

  it(
    'serves pages and assets from the bucket with the bytes the data folder gives',
    async () => {
      const fromDisk = await deploy(local, onDisk);
      const fromBucket = await deploy(bucket, inBucket);
      expect(fromBucket).toMatchObject({ status: 'ready', error: null });
      expect(fromBucket.outputDir).toBe(
        `s3://${s3.bucket}/e2e-${backend.name}/${inBucket.id}/${fromBucket.id}/attempt-1`,
      );
      expect(fromDisk.outputDir).toBe(
        path.join(local.dataDir, 'sites', onDisk.id, fromDisk.id, 'attempt-1'),
      );

      const get = (test: TestApp, project: Project, sitePath: string, headers = {}) =>
        test.app.request(`/_sites/${project.subdomain}${sitePath}`, { headers });
      const diskGuide = await get(local, onDisk, '/guide');
      const bucketGuide = await get(bucket, inBucket, '/guide');
      expect(bucketGuide.status).toBe(200);
      expect(bucketGuide.headers.get('content-type')).toBe(diskGuide.headers.get('content-type'));
      expect(bucketGuide.headers.get('cache-control')).toBe(diskGuide.headers.get('cache-control'));
      const pageText = await bucketGuide.text();
      expect(pageText).toContain('Content of guide.');
      expect(pageText).toBe(
        (await diskGuide.text()).replaceAll(onDisk.subdomain, inBucket.subdomain),
      );

      const stylesheet = /href="\/_sites\/[^/]+\/(_folio\/[^"]+\.css)"/.exec(pageText)?.[1];
      expect(stylesheet).toBeDefined();
      const diskCss = await get(local, onDisk, `/${stylesheet ?? ''}`, {
        'accept-encoding': 'identity',
      });
      const bucketCss = await get(bucket, inBucket, `/${stylesheet ?? ''}`, {
        'accept-encoding': 'identity',
      });
      expect(bucketCss.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await bucketCss.text()).toBe(await diskCss.text());
      expect((await get(bucket, inBucket, '/missing')).status).toBe(404);
    },
    TIMEOUT,
  );

  it(
    'gives every server on the bucket the same ETag, and 304 for a current copy',
    async () => {
      const url = `/_sites/${inBucket.subdomain}/guide`;
      const first = await bucket.app.request(url, { headers: { 'accept-encoding': 'identity' } });
      const cold = await other.app.request(url, { headers: { 'accept-encoding': 'identity' } });
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(cold.headers.get('etag')).toBe(etag);
      expect(cold.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
      expect(await cold.text()).toBe(await first.clone().text());
      const again = await other.app.request(url, {
        headers: { 'accept-encoding': 'identity', 'if-none-match': etag ?? '' },
      });
      expect(again.status).toBe(304);
      const pageText = await first.text();
      const script = /src="(\/_sites\/[^"]+\.js)"/.exec(pageText)?.[1] ?? '';
      const whole = await (await other.app.request(script)).text();
      const part = await other.app.request(script, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('etag')).toBe((await other.app.request(script)).headers.get('etag'));
      expect(await part.text()).toBe(whole.slice(0, 10));
    },
    TIMEOUT,
  );

  it(
    'leaves no built site in the data folder, and answers search from the bucket',
    async () => {
      const files = await readdir(bucket.dataDir, { recursive: true }).catch(() => []);
      const built = files.filter(
        (file) => file.startsWith('sites') && /\.(html|css|js)$/.test(file),
      );
      expect(built).toEqual([]);
      const before = await other.services.store.list(inBucket.id);
      expect(before.length).toBeGreaterThan(0);
      const fresh = { ...inBucket, currentDeploymentId: (await deploy(other, inBucket)).id };
      // Kept: one deployment; the first one's objects are gone from the bucket.
      const after = await other.services.store.list(inBucket.id);
      expect(
        after.every((key) => key.startsWith(`${inBucket.id}/${fresh.currentDeploymentId}/`)),
      ).toBe(true);
      expect(after.length).toBe(before.length);
      const corpus = await other.services.corpora.forProject(fresh);
      expect(corpus?.keys.length ?? 0).toBeGreaterThan(0);
      expect((await other.app.request(`/_sites/${inBucket.subdomain}/guide`)).status).toBe(200);
    },
    TIMEOUT,
  );
});
