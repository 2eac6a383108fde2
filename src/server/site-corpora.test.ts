import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProject } from '../storage/index.ts';
import type { Database, Project } from '../storage/index.ts';
import {
  buildTestSite,
  deploy,
  tempFolder,
  testDatabase,
  testProject,
} from '../../test/server/hosting-site.ts';
import { SiteCorpora } from './site-corpora.ts';

const BUILD_TIMEOUT = 60_000;

describe('SiteCorpora', () => {
  let db: Database;
  let organizationId = '';
  let root = '';
  let removeRoot: () => Promise<void> = () => Promise.resolve();
  let built = '';

  beforeAll(async () => {
    ({ db, organizationId } = await testDatabase());
    ({ root, remove: removeRoot } = await tempFolder());
    built = await buildTestSite(root, {
      'docs.json': JSON.stringify({ name: 'Corpus', navigation: { pages: ['index'] } }),
      'index.mdx': '---\ntitle: Home\n---\n\n## Tabs\n\nTabs split the site into sections.\n',
    });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await db.close();
    await removeRoot();
  });

  const reread = async (project: Project): Promise<Project> => {
    const fresh = await getProject(db, project.id);
    if (!fresh) throw new Error('The project is gone.');
    return fresh;
  };

  it('has no corpus for a project without a ready deployment', async () => {
    const corpora = new SiteCorpora(db);
    const project = await testProject(db, organizationId, 'unbuilt');
    expect(await corpora.forProject(project)).toBeUndefined();
  });

  it('searches the current deployment, and follows the project to its next one', async () => {
    const corpora = new SiteCorpora(db);
    const project = await testProject(db, organizationId, 'corpus');
    await deploy(db, project, built);
    const first = await corpora.forProject(await reread(project));
    expect(first?.search('tabs', { pageSize: 3 }).map((passage) => passage.route)).toEqual(['/']);

    const empty = path.join(root, 'empty-site');
    await mkdir(empty);
    await deploy(db, project, empty);
    const next = await corpora.forProject(await reread(project));
    expect(next?.keys).toEqual([]);
    expect(next?.search('tabs', { pageSize: 3 })).toEqual([]);
  });

  it('remembers the folder of a ready deployment without asking the database again', async () => {
    const corpora = new SiteCorpora(db, { maxFolders: 1 });
    const project = await reread(await testProject(db, organizationId, 'remembered'));
    const deployment = await deploy(db, project, built);
    const current = await reread(project);
    expect(current.currentDeploymentId).toBe(deployment.id);
    expect((await corpora.forProject(current))?.keys.length).toBeGreaterThan(0);
    await db.query(`UPDATE deployments SET output_dir = '/nowhere' WHERE id = $1`, [deployment.id]);
    expect((await corpora.forProject(current))?.keys.length).toBeGreaterThan(0);
  });
});
