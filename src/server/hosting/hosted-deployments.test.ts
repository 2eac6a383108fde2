import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeployment, setDeploymentStatus } from '../../storage/index.ts';
import type { Database, Project } from '../../storage/index.ts';
import { ProjectCache } from '../project-cache.ts';
import { folderFiles } from './deployment-files.ts';
import { hostedDeployment, HostedDeployments } from './hosted-deployments.ts';
import {
  deploy,
  tempFolder,
  testDatabase,
  testProject,
  writeFiles,
} from '../../../test/server/hosting-site.ts';

let folder: Awaited<ReturnType<typeof tempFolder>>;
let db: Database;
let organizationId: string;
let queries = 0;
let counted: Database;

beforeAll(async () => {
  folder = await tempFolder();
  const database = await testDatabase();
  db = database.db;
  organizationId = database.organizationId;
  counted = {
    ...db,
    query: (...args: Parameters<Database['query']>) => {
      queries++;
      return db.query(...args);
    },
  };
});

afterAll(async () => {
  await db.close();
  await folder.remove();
});

describe('HostedDeployments', () => {
  it('tells unknown, building and ready sites apart', async () => {
    const sites = new HostedDeployments(db, new ProjectCache(db));
    const project = await testProject(db, organizationId, 'states');
    expect(await sites.lookup('nobody')).toEqual({ kind: 'unknown' });
    expect(await sites.lookup('states')).toEqual({ kind: 'building' });
    await createDeployment(db, { projectId: project.id });
    expect(await sites.lookup('states')).toEqual({ kind: 'building' });
    const ready = await deploy(db, project, path.join(folder.root, 'out'));
    const fresh = new HostedDeployments(db, new ProjectCache(db));
    const site = await fresh.lookup('STATES');
    expect(site.kind === 'ready' && site.deployment).toMatchObject({ id: ready.id });
    expect(site.kind === 'ready' && site.deployment.files.location).toBe(
      path.join(folder.root, 'out'),
    );
  });

  it('reads a deployment from the database once, and remembers a bounded number', async () => {
    const projects: Project[] = [];
    for (const name of ['one', 'two', 'three']) {
      const project = await testProject(db, organizationId, `bounded-${name}`);
      await deploy(db, project, path.join(folder.root, name));
      projects.push(project);
    }
    const sites = new HostedDeployments(counted, new ProjectCache(db, { ttlMs: 60_000 }), {
      maxDeployments: 2,
    });
    await sites.lookup('bounded-one');
    const afterFirst = queries;
    await sites.lookup('bounded-one');
    expect(queries).toBe(afterFirst);
    await sites.lookup('bounded-two');
    await sites.lookup('bounded-three');
    expect(sites.size).toBe(2);
    const beforeAgain = queries;
    await sites.lookup('bounded-one');
    expect(queries).toBe(beforeAgain + 1);
  });

  it('does not remember a deployment that is not ready', async () => {
    const project = await testProject(db, organizationId, 'not-ready');
    const deployment = await createDeployment(db, { projectId: project.id });
    await setDeploymentStatus(db, deployment.id, { status: 'building' });
    // Storage never makes such a deployment current; the host still must not serve it.
    await db.query('UPDATE projects SET current_deployment_id = $1 WHERE id = $2', [
      deployment.id,
      project.id,
    ]);
    const sites = new HostedDeployments(db, new ProjectCache(db));
    expect(await sites.lookup('not-ready')).toEqual({ kind: 'building' });
    expect(sites.size).toBe(0);
  });
});

describe('hostedDeployment', () => {
  it('reads _redirects once, and none when the file is missing', async () => {
    const root = path.join(folder.root, 'rules');
    await writeFiles(root, { _redirects: '/a /b 302\n' });
    const deployment = hostedDeployment('d', folderFiles(root));
    const rules = await deployment.redirects();
    expect(rules.map((rule) => [rule.source, rule.destination, rule.status])).toEqual([
      ['/a', '/b', 302],
    ]);
    expect(await deployment.redirects()).toBe(rules);
    expect(
      await hostedDeployment('e', folderFiles(path.join(folder.root, 'none'))).redirects(),
    ).toEqual([]);
  });
});
