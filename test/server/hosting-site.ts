/**
 * Test support for hosting: a small docs folder built once with the real builder, an in-memory
 * database with projects and deployments, and a `fetch`-like call that goes through
 * {@link siteRequestOf} and a {@link SiteHost} the way the app does.
 *
 * @module
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../../src/site/index.ts';
import {
  createDeployment,
  createOrganization,
  createProject,
  IN_MEMORY,
  openDatabase,
  setCurrentDeployment,
  setDeploymentStatus,
} from '../../src/storage/index.ts';
import type { Database, Deployment, Project } from '../../src/storage/index.ts';
import type { SiteHost } from '../../src/server/server-env.ts';
import { siteRequestOf } from '../../src/server/site-request.ts';

/** A temporary folder tree: files by path (strings as UTF-8, bytes as they are). */
export type Files = Record<string, string | Uint8Array>;

/** Writes `files` under `root`. */
export async function writeFiles(root: string, files: Files): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** A new temporary folder and a function that removes it. */
export async function tempFolder(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-hosting-'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Builds the docs folder `files` (written under `root/docs`) into `root/site`; returns it. */
export async function buildTestSite(root: string, files: Files): Promise<string> {
  const docs = path.join(root, 'docs');
  await writeFiles(docs, files);
  const outDir = path.join(root, 'site');
  const result = await buildSite(docs, { outDir, cache: false, workers: 1 });
  if (!result.written) {
    const problems = result.diagnostics.map((item) => `${item.code}: ${item.message}`);
    throw new Error(`The test site did not build:\n${problems.join('\n')}`);
  }
  return outDir;
}

/** A fresh in-memory database with one organization; its id is `organizationId`. */
export async function testDatabase(): Promise<{ db: Database; organizationId: string }> {
  const db = await openDatabase({ dataDir: IN_MEMORY });
  const organization = await createOrganization(db, { name: 'Test' });
  return { db, organizationId: organization.id };
}

/** A project at `subdomain`, without deployments. */
export function testProject(
  db: Database,
  organizationId: string,
  subdomain: string,
): Promise<Project> {
  return createProject(db, {
    organizationId,
    subdomain,
    name: subdomain,
    source: { type: 'folder', path: '/docs' },
  });
}

/** A ready deployment of `project` served from `outputDir`, made the current one. */
export async function deploy(
  db: Database,
  project: Project,
  outputDir: string,
): Promise<Deployment> {
  const created = await createDeployment(db, { projectId: project.id });
  const ready = await setDeploymentStatus(db, created.id, { status: 'ready', outputDir });
  await setCurrentDeployment(db, project.id, ready.id);
  return ready;
}

/**
 * Requests `url` from the host the way the app routes it: by subdomain of `localhost`, or under
 * `/_sites/{subdomain}/` on any other host. Throws for a URL that is not a site's.
 */
export function siteFetch(host: SiteHost): (url: string, init?: RequestInit) => Promise<Response> {
  return (url, init) => {
    const request = new Request(url, init);
    const { host: hostHeader, pathname } = new URL(request.url);
    const site = siteRequestOf(hostHeader, pathname);
    if (!site) throw new Error(`${url} is not a hosted site's URL.`);
    return host.serve(site, request);
  };
}
