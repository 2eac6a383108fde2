import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { createTestProject } from '../../../test/storage/fixtures.ts';
import { CHANNELS } from '../notifications.ts';
import type { Channel } from '../notifications.ts';
import { createAgentSession } from './agent-sessions.ts';
import {
  claimNextBuild,
  failExhaustedBuilds,
  finishBuild,
  heartbeatBuild,
  queueDeployment,
} from './build-claims.ts';
import { getDeployment, setCurrentDeployment, setDeploymentStatus } from './deployments.ts';

const LAPSE = { lapseMs: 30_000, maxAttempts: 3 };
const seconds = (base: Date, count: number) => new Date(base.getTime() + count * 1000);

describe.each(testBackends)('build claims on $name', (backend) => {
  const context = useTestDatabase(backend);

  /** Fails whatever earlier tests left waiting or building, so each test sees only its own. */
  async function drain(): Promise<void> {
    await context.db.query(
      `UPDATE deployments SET status = 'failed', error = 'drained'
       WHERE status IN ('queued', 'building')`,
    );
  }

  /** The next payload sent on `channel`; resolves once listening has started. */
  async function nextNotification(channel: Channel) {
    let heard: (payload: string) => void = () => undefined;
    const payload = new Promise<string>((resolve) => {
      heard = resolve;
    });
    const stop = await context.db.listen(channel, (value) => {
      heard(value);
    });
    return { payload: payload.finally(stop) };
  }

  it('queues one build per project at a time and announces it on the builds channel', async () => {
    await drain();
    const { project } = await createTestProject(context.db);
    const heard = await nextNotification(CHANNELS.builds);
    const first = await queueDeployment(context.db, project.id);
    expect(first).toMatchObject({ created: true, deployment: { status: 'queued' } });
    expect(await heard.payload).toBe(first.deployment.id);
    const again = await queueDeployment(context.db, project.id);
    expect(again).toMatchObject({ created: false, deployment: { id: first.deployment.id } });
    await expect(queueDeployment(context.db, 'no-such-project')).rejects.toThrow(
      'No project has the id "no-such-project".',
    );
  });

  it('gives each waiting build to exactly one of several claims', async () => {
    await drain();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const { project } = await createTestProject(context.db);
      ids.push((await queueDeployment(context.db, project.id)).deployment.id);
    }
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((workerId) => claimNextBuild(context.db, { workerId, ...LAPSE })),
    );
    const claimed = claims.flatMap((claim) => (claim ? [claim.deployment.id] : []));
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(claims.filter((claim) => claim === undefined)).toHaveLength(1);
    for (const claim of claims.filter((item) => item !== undefined)) {
      expect(claim).toMatchObject({ attempts: 1, deployment: { status: 'building' } });
    }
  });

  it('lets another server take over a build whose heartbeat lapsed, and not before', async () => {
    await drain();
    const { project } = await createTestProject(context.db);
    const { deployment } = await queueDeployment(context.db, project.id);
    const start = new Date(Date.now() + 60_000);
    const first = await claimNextBuild(context.db, { workerId: 'a', ...LAPSE, now: start });
    expect(first?.deployment.id).toBe(deployment.id);
    expect(await heartbeatBuild(context.db, 'a', deployment.id, seconds(start, 20))).toBe(true);
    // 29 s after the last heartbeat: still a's.
    expect(
      await claimNextBuild(context.db, { workerId: 'b', ...LAPSE, now: seconds(start, 49) }),
    ).toBeUndefined();
    // 31 s after it: abandoned, b takes it over as a second attempt.
    const second = await claimNextBuild(context.db, {
      workerId: 'b',
      ...LAPSE,
      now: seconds(start, 51),
    });
    expect(second).toMatchObject({ attempts: 2, deployment: { id: deployment.id } });
    // a wakes up: the build is no longer its own.
    expect(await heartbeatBuild(context.db, 'a', deployment.id, seconds(start, 52))).toBe(false);
    expect(await heartbeatBuild(context.db, 'b', deployment.id, seconds(start, 52))).toBe(true);
  });

  it('drops the late result of a server whose claim lapsed, and publishes the new holder', async () => {
    await drain();
    const { project } = await createTestProject(context.db);
    const { deployment } = await queueDeployment(context.db, project.id);
    const start = new Date(Date.now() + 120_000);
    await claimNextBuild(context.db, { workerId: 'a', ...LAPSE, now: start });
    await claimNextBuild(context.db, { workerId: 'b', ...LAPSE, now: seconds(start, 31) });
    // a finishes late: neither its site nor its failure is recorded, and nothing is served.
    expect(
      await finishBuild(context.db, 'a', deployment.id, { status: 'ready', outputDir: '/a' }),
    ).toBeUndefined();
    expect(
      await finishBuild(context.db, 'a', deployment.id, { status: 'failed', error: 'late' }),
    ).toBeUndefined();
    expect(await getDeployment(context.db, deployment.id)).toMatchObject({
      status: 'building',
      outputDir: null,
      error: null,
    });
    const current = async () =>
      (
        await context.db.query<{ current_deployment_id: string | null }>(
          'SELECT current_deployment_id FROM projects WHERE id = $1',
          [project.id],
        )
      ).rows[0]?.current_deployment_id;
    expect(await current()).toBeNull();
    // b holds the claim: its site is published and served.
    expect(
      await finishBuild(context.db, 'b', deployment.id, { status: 'ready', outputDir: '/b' }),
    ).toMatchObject({ status: 'ready', outputDir: '/b' });
    expect(await current()).toBe(deployment.id);
    // Once finished, no claim can change it again.
    expect(
      await finishBuild(context.db, 'b', deployment.id, { status: 'failed', error: 'again' }),
    ).toBeUndefined();
  });

  it('fails a build after its last attempt lapsed, saying why', async () => {
    await drain();
    const { project } = await createTestProject(context.db);
    const { deployment } = await queueDeployment(context.db, project.id);
    const start = new Date(Date.now() + 60_000);
    for (const [index, workerId] of ['a', 'b', 'c'].entries()) {
      const claim = await claimNextBuild(context.db, {
        workerId,
        ...LAPSE,
        now: seconds(start, index * 31),
      });
      expect(claim).toMatchObject({ attempts: index + 1, deployment: { id: deployment.id } });
    }
    // The third attempt's server is silent too: no fourth claim, the deployment fails.
    expect(
      await claimNextBuild(context.db, { workerId: 'd', ...LAPSE, now: seconds(start, 93) }),
    ).toBeUndefined();
    expect(await getDeployment(context.db, deployment.id)).toMatchObject({
      status: 'failed',
      error:
        'The build was tried 3 time(s), and each time the server building it stopped answering ' +
        "(no heartbeat for 30 s) before it finished. Check the servers' logs and memory " +
        'limits, then deploy again.',
    });
    expect(await failExhaustedBuilds(context.db, { ...LAPSE, now: seconds(start, 200) })).toEqual(
      [],
    );
  });

  it('announces a new current deployment and a new agent job', async () => {
    await drain();
    const { project } = await createTestProject(context.db);
    const { deployment } = await queueDeployment(context.db, project.id);
    await claimNextBuild(context.db, { workerId: 'a', ...LAPSE });
    await setDeploymentStatus(context.db, deployment.id, { status: 'ready', outputDir: '/x' });
    const current = await nextNotification(CHANNELS.currentDeployments);
    await setCurrentDeployment(context.db, project.id, deployment.id);
    expect(await current.payload).toBe(project.id);

    const job = await nextNotification(CHANNELS.agentJobs);
    const session = await createAgentSession(context.db, {
      projectId: project.id,
      messages: [{ role: 'user', content: 'Fix the typo' }],
    });
    expect(await job.payload).toBe(session.sessionId);
  });
});
