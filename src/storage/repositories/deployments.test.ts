import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject } from '../../../test/storage/fixtures.ts';
import {
  createDeployment,
  getCurrentDeployment,
  getDeployment,
  listDeployments,
  setCurrentDeployment,
  setDeploymentStatus,
} from './deployments.ts';
import { getProject } from './projects.ts';

describe.each(testBackends)('deployments on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('creates a queued deployment of a project', async () => {
    const { project } = await createTestProject(context.db);
    const deployment = await createDeployment(context.db, { projectId: project.id });
    expect(deployment).toEqual({
      id: anyString(),
      projectId: project.id,
      status: 'queued',
      outputDir: null,
      error: null,
      createdAt: anyString(),
      startedAt: null,
      finishedAt: null,
    });
    expect(await getDeployment(context.db, deployment.id)).toEqual(deployment);
    expect(await getDeployment(context.db, 'missing')).toBeUndefined();
    await expect(createDeployment(context.db, { projectId: 'missing' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('goes queued, building, ready, stamping start and finish', async () => {
    const { project } = await createTestProject(context.db);
    const { id } = await createDeployment(context.db, { projectId: project.id });
    const building = await setDeploymentStatus(context.db, id, { status: 'building' });
    expect(building).toMatchObject({ status: 'building', startedAt: anyString() });
    expect(building.finishedAt).toBeNull();
    const ready = await setDeploymentStatus(context.db, id, {
      status: 'ready',
      outputDir: '/data/sites/1',
    });
    expect(ready).toMatchObject({
      status: 'ready',
      outputDir: '/data/sites/1',
      startedAt: building.startedAt,
      finishedAt: anyString(),
    });
  });

  it('records why a build failed', async () => {
    const { project } = await createTestProject(context.db);
    const { id } = await createDeployment(context.db, { projectId: project.id });
    const failed = await setDeploymentStatus(context.db, id, {
      status: 'failed',
      error: 'docs.json: invalid JSON',
    });
    expect(failed).toMatchObject({ status: 'failed', error: 'docs.json: invalid JSON' });
  });

  it('refuses moves the life cycle does not allow', async () => {
    const { project } = await createTestProject(context.db);
    const { id } = await createDeployment(context.db, { projectId: project.id });
    await expect(setDeploymentStatus(context.db, id, { status: 'ready' })).rejects.toThrow(
      `Deployment ${id} cannot become ready: it has no output folder (give outputDir).`,
    );
    await setDeploymentStatus(context.db, id, { status: 'ready', outputDir: '/out' });
    await expect(
      setDeploymentStatus(context.db, id, { status: 'failed', error: 'late' }),
    ).rejects.toMatchObject({
      code: 'invalid-transition',
      message: `Deployment ${id} cannot become failed: it is ready.`,
    });
    await expect(
      setDeploymentStatus(context.db, 'missing', { status: 'building' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDeployment(context.db, id))?.status).toBe('ready');
  });

  it('serves the previous deployment until the next one is ready', async () => {
    const { project } = await createTestProject(context.db);
    const first = await createDeployment(context.db, { projectId: project.id, outputDir: '/1' });
    await setDeploymentStatus(context.db, first.id, { status: 'ready' });
    await setCurrentDeployment(context.db, project.id, first.id);
    expect((await getProject(context.db, project.id))?.currentDeploymentId).toBe(first.id);

    const second = await createDeployment(context.db, { projectId: project.id });
    await setDeploymentStatus(context.db, second.id, { status: 'building' });
    await expect(setCurrentDeployment(context.db, project.id, second.id)).rejects.toMatchObject({
      code: 'invalid-transition',
      message: `Deployment ${second.id} is building: only a ready deployment can be served.`,
    });
    expect((await getCurrentDeployment(context.db, project.id))?.id).toBe(first.id);

    await setDeploymentStatus(context.db, second.id, { status: 'ready', outputDir: '/2' });
    await setCurrentDeployment(context.db, project.id, second.id);
    expect(await getCurrentDeployment(context.db, project.id)).toMatchObject({
      id: second.id,
      outputDir: '/2',
    });
  });

  it('refuses to serve another project’s deployment', async () => {
    const { project } = await createTestProject(context.db);
    const other = await createTestProject(context.db);
    const foreign = await createDeployment(context.db, {
      projectId: other.project.id,
      outputDir: '/x',
    });
    await setDeploymentStatus(context.db, foreign.id, { status: 'ready' });
    await expect(setCurrentDeployment(context.db, project.id, foreign.id)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await getCurrentDeployment(context.db, project.id)).toBeUndefined();
  });

  it('lists a project’s deployments newest first', async () => {
    const { project } = await createTestProject(context.db);
    const first = await createDeployment(context.db, { projectId: project.id });
    const second = await createDeployment(context.db, { projectId: project.id });
    expect((await listDeployments(context.db, project.id)).map((d) => d.id)).toEqual([
      second.id,
      first.id,
    ]);
  });
});
