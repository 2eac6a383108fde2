import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/server/test-app.ts';
import type { TestApp } from '../../../test/server/test-app.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { pages, tempDocs } from '../../../test/helpers/temp-docs.ts';
import {
  createDeployment,
  createOrganization,
  createProject,
  getDeployment,
  getProject,
  setDeploymentStatus,
} from '../../storage/index.ts';
import type { Project } from '../../storage/index.ts';

const TIMEOUT = 60_000;

describe.each(testBackends)('the build queue on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let docs: string;
  let project: Project;

  beforeAll(async () => {
    test = await createTestApp(context.db);
    docs = await tempDocs({
      'docs.json': { name: 'Queue docs', navigation: { pages: ['index', 'guide'] } },
      ...pages('index', 'guide'),
    });
    const organization = await createOrganization(context.db, { name: 'Queue' });
    project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain: `q-${backend.name}`,
      name: 'Queue docs',
      source: { type: 'folder', path: docs },
    });
  }, TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  const guide = async () => {
    const response = await test.app.request(`/_sites/${project.subdomain}/guide`);
    return { status: response.status, text: await response.text() };
  };
  const deploy = async () => {
    const queued = await test.services.deployments.request(project);
    return test.services.deployments.settled(queued.id);
  };

  it(
    'builds a deployment, serves it, and serves the next one once it is ready',
    async () => {
      expect((await guide()).status).toBe(503);
      const first = await deploy();
      expect(first).toMatchObject({ status: 'ready', error: null });
      expect(first.outputDir).toBe(
        path.join(test.dataDir, 'sites', project.id, first.id, 'attempt-1'),
      );
      expect((await guide()).text).toContain('Content of guide.');
      // Deployments carry the assistant's full-text corpus; a plain `folio build` does not.
      expect(existsSync(path.join(first.outputDir ?? '', '_folio', 'assistant'))).toBe(true);

      await writeFile(path.join(docs, 'guide.mdx'), '---\ntitle: Guide\n---\n\nSecond edition.\n');
      const second = await deploy();
      expect(second.status).toBe('ready');
      expect((await getProject(context.db, project.id))?.currentDeploymentId).toBe(second.id);
      expect((await guide()).text).toContain('Second edition.');
      expect(existsSync(first.outputDir ?? '')).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'keeps serving the current deployment when a build fails, and says where the error is',
    async () => {
      await writeFile(path.join(docs, 'guide.mdx'), '---\ntitle: Guide\n---\n\n<Note>\n');
      const failed = await deploy();
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^The build failed with 1 error:\n/);
      expect(failed.error).toContain('guide.mdx:5:1');
      expect(existsSync(path.join(test.dataDir, 'sites', project.id, failed.id))).toBe(false);
      expect((await guide()).text).toContain('Second edition.');
      await writeFile(path.join(docs, 'guide.mdx'), '---\ntitle: Guide\n---\n\nThird edition.\n');
    },
    TIMEOUT,
  );

  it(
    'reuses a build that is queued and not started, and keeps the files of the last 3 ready deployments',
    async () => {
      const running = await test.services.deployments.request(project);
      const queued = await test.services.deployments.request(project);
      const again = await test.services.deployments.request(project);
      expect(again.id).toBe(queued.id);
      expect(running.id).not.toBe(queued.id);
      await test.services.deployments.settled(running.id);
      const last = await test.services.deployments.settled(queued.id);
      expect(last.status).toBe('ready');
      expect((await guide()).text).toContain('Third edition.');

      const ready = [];
      for (const id of [running.id, queued.id]) ready.push(await getDeployment(context.db, id));
      expect(ready.every((deployment) => existsSync(deployment?.outputDir ?? ''))).toBe(true);
      const sites = path.join(test.dataDir, 'sites', project.id);
      // A spare process started for the next build may have its work folder there too.
      const kept = (await readdir(sites)).filter((name) => !name.includes('.folio-staging-'));
      expect(kept).toHaveLength(3);
    },
    TIMEOUT,
  );

  it(
    'takes up deployments left queued, and retries those left building by a dead server',
    async () => {
      const left = await createDeployment(context.db, { projectId: project.id });
      const interrupted = await createDeployment(context.db, { projectId: project.id });
      await setDeploymentStatus(context.db, interrupted.id, { status: 'building' });
      await test.services.deployments.resume();
      expect((await test.services.deployments.settled(left.id)).status).toBe('ready');
      if (backend.name === 'pglite') {
        // One process owns the embedded database: a build left by it is retried at once.
        expect((await test.services.deployments.settled(interrupted.id)).status).toBe('ready');
      } else {
        // Another server on the same PostgreSQL may still be building it: its heartbeat has
        // not lapsed yet.
        expect((await getDeployment(context.db, interrupted.id))?.status).toBe('building');
      }
    },
    TIMEOUT,
  );

  it(
    'deploys a site whose navigation names a page it lacks, leaving the entry out',
    async () => {
      await writeFile(
        path.join(docs, 'docs.json'),
        JSON.stringify({
          name: 'Queue docs',
          navigation: { pages: ['index', 'guide', 'ja/guide'] },
        }),
      );
      const deployed = await deploy();
      expect(deployed.status).toBe('ready');
      const served = await guide();
      expect(served.status).toBe(200);
      expect(served.text).toContain(`href="/_sites/${project.subdomain}/guide"`);
      expect(served.text).not.toContain('ja/guide');
    },
    TIMEOUT,
  );
});
