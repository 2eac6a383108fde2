/**
 * A site served from object storage never reaches outside its deployment's prefix: request paths
 * with `../`, percent-encoded dots or slashes, backslashes or NUL bytes, sent by host or by path,
 * find neither another deployment's objects in the same bucket nor anything beside them, and
 * the key check itself refuses such keys before any request reaches the bucket.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtefactStore } from '../../src/server/artefacts/artefact-store.ts';
import { artefactStoreFromEnv } from '../../src/server/artefacts/store-from-env.ts';
import { DeploymentFiles } from '../../src/server/hosting/deployment-files.ts';
import { createSiteHost } from '../../src/server/hosting/site-host.ts';
import { ProjectCache } from '../../src/server/project-cache.ts';
import type { SiteHost } from '../../src/server/server-env.ts';
import type { Database } from '../../src/storage/index.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import type { S3Server } from '../helpers/s3-server.ts';
import { deploy, testDatabase, testProject } from '../server/hosting-site.ts';

const SECRET = 'OTHER-TENANT-7c1e';

let s3: S3Server;
let work: string;
let db: Database;
let store: ArtefactStore;
let host: SiteHost;

/** Puts `files` (path → text) at `prefix`. */
async function put(prefix: string, files: Record<string, string>): Promise<void> {
  const folder = await mkdtemp(path.join(work, 'put-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), text);
  }
  await store.putFolder(prefix, folder);
}

beforeAll(async () => {
  s3 = await startS3Server();
  work = await mkdtemp(path.join(tmpdir(), 'folio-s3-security-'));
  store = artefactStoreFromEnv(s3.env('sites'), work);
  const database = await testDatabase();
  db = database.db;
  const project = await testProject(db, database.organizationId, 'tenant');
  await put(`${project.id}/current`, { 'index.html': '<h1>Tenant</h1>', 'guide/index.html': 'g' });
  await put(`${project.id}/other`, { 'secret.txt': SECRET, 'index.html': SECRET });
  await put('victim/deployment', { 'secret.txt': SECRET, 'index.html': SECRET });
  await deploy(db, project, store.locationOf(`${project.id}/current`));
  host = createSiteHost({ db, projects: new ProjectCache(db), store });
}, 60_000);

afterAll(async () => {
  await db.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

const TRAVERSALS = [
  '/../other/secret.txt',
  '/../../victim/deployment/secret.txt',
  '/%2e%2e/other/secret.txt',
  '/%2E%2E/%2E%2E/victim/deployment/secret.txt',
  '/..%2fother%2fsecret.txt',
  '/%2e%2e%2fother%2fsecret.txt',
  '/..%5cother%5csecret.txt',
  '/guide/..%2f..%2fother/secret.txt',
  '/%252e%252e/other/secret.txt',
  '/./../other/',
  '/%00/../other/secret.txt',
  '//other/secret.txt',
];

describe('object storage keys from requests', () => {
  it('never leave the deployment prefix, by path or by host', async () => {
    for (const sitePath of TRAVERSALS) {
      for (const basePath of ['', '/_sites/tenant']) {
        const request = new Request(`http://tenant.localhost${basePath}/`);
        const response = await host.serve(
          { subdomain: 'tenant', path: sitePath, basePath },
          request,
        );
        const text = await response.text();
        expect(text, sitePath).not.toContain(SECRET);
        expect([400, 404], `${sitePath} → ${String(response.status)}`).toContain(response.status);
      }
    }
    const home = await host.serve(
      { subdomain: 'tenant', path: '/', basePath: '' },
      new Request('http://tenant.localhost/'),
    );
    expect(await home.text()).toContain('Tenant');
  });

  it('are refused by the key check before they reach the bucket', async () => {
    const files = new DeploymentFiles(store, 'p/current', store.locationOf('p/current'));
    for (const relative of [
      '../other/secret.txt',
      '../../victim/deployment/secret.txt',
      '/x',
      'a\\..\\b',
    ]) {
      expect(await files.fileAt(relative), relative).toBeUndefined();
    }
    await expect(store.read('victim/deployment/../../x')).rejects.toThrow(
      'Artefact key "victim/deployment/../../x" has an empty, "." or ".." segment or a leading "/".',
    );
  });
});
