import { describe, expect, it } from 'vitest';
import { testBackends, testDatabaseUrl, useTestDatabase } from '../../../test/storage/backends.ts';
import { createTestProject } from '../../../test/storage/fixtures.ts';
import type { Database } from '../database.ts';
import { openDatabase } from '../open-database.ts';
import {
  claimNextAgentJob,
  finishAgentJob,
  getAgentJob,
  heartbeatAgentJobs,
  interruptAgentJobs,
  recordAgentJobBase,
} from './agent-job-queue.ts';
import { updateAgentSession } from './agent-session-update.ts';
import { createAgentSession, getAgentSession } from './agent-sessions.ts';

const messages = [{ role: 'user', content: 'Document the orders API' }];

describe.each(testBackends)('the agent job queue on $name', (backend) => {
  const context = useTestDatabase(backend);

  /** A project with `count` new sessions, oldest first. */
  async function queued(count: number) {
    const { project } = await createTestProject(context.db);
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const session = await createAgentSession(context.db, {
        projectId: project.id,
        messages,
        branch: `folio/job-${index}`,
        title: `job ${index}`,
      });
      ids.push(session.sessionId);
    }
    return { project, ids };
  }

  /** Claims until nothing is left, so each test starts with an empty queue. */
  async function drain(): Promise<void> {
    while (await claimNextAgentJob(context.db, { workerId: 'drain' })) {
      // Every claim takes one job.
    }
    await interruptAgentJobs(context.db, { all: true }, 'drained');
  }

  it('hands out the oldest queued job, once, as running', async () => {
    await drain();
    const { project, ids } = await queued(2);
    expect(await getAgentJob(context.db, ids[0] ?? '')).toMatchObject({ state: 'queued' });
    const first = await claimNextAgentJob(context.db, { workerId: 'w1' });
    expect(first).toMatchObject({
      sessionId: ids[0],
      projectId: project.id,
      state: 'running',
      branch: 'folio/job-0',
      asDraft: false,
      title: 'job 0',
      messages,
      claimedBy: 'w1',
      baseCommit: null,
    });
    expect(first?.claimedAt).toBe(first?.heartbeatAt);
    const second = await claimNextAgentJob(context.db, { workerId: 'w2' });
    expect(second?.sessionId).toBe(ids[1]);
    expect(await claimNextAgentJob(context.db, { workerId: 'w3' })).toBeUndefined();
    // The API still shows both as processing: not haulted, no reason yet.
    expect(await getAgentSession(context.db, ids[0] ?? '')).toMatchObject({
      haulted: false,
      haultReason: null,
    });
  });

  it('respects the limits in all and per project', async () => {
    await drain();
    const a = await queued(3);
    const b = await queued(1);
    const limits = { maxRunning: 2, maxRunningPerProject: 1 };
    const first = await claimNextAgentJob(context.db, { workerId: 'w', ...limits });
    const second = await claimNextAgentJob(context.db, { workerId: 'w', ...limits });
    // Project a has one running, so its next job waits and b's starts instead.
    expect([first?.sessionId, second?.sessionId]).toEqual([a.ids[0], b.ids[0]]);
    expect(await claimNextAgentJob(context.db, { workerId: 'w', ...limits })).toBeUndefined();
    await finishAgentJob(context.db, b.ids[0] ?? '', 'w', {
      haultReason: 'completed',
      messageToUser: 'Done.',
    });
    // A slot in all is free, but project a is still at its limit.
    expect(await claimNextAgentJob(context.db, { workerId: 'w', ...limits })).toBeUndefined();
    await finishAgentJob(context.db, a.ids[0] ?? '', 'w', {
      haultReason: 'error',
      messageToUser: 'Failed.',
    });
    const third = await claimNextAgentJob(context.db, { workerId: 'w', ...limits });
    expect(third?.sessionId).toBe(a.ids[1]);
    await expect(
      claimNextAgentJob(context.db, { workerId: 'w', maxRunning: -1 }),
    ).rejects.toMatchObject({ code: 'invalid-options' });
  });

  it('never hands the same job to two of many concurrent claims', async () => {
    await drain();
    const { ids } = await queued(12);
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        claimNextAgentJob(context.db, { workerId: `w${index}` }),
      ),
    );
    const claimed = claims.flatMap((job) => (job ? [job.sessionId] : []));
    expect(claimed.toSorted()).toEqual(ids.toSorted());
  });

  it('keeps the limit under concurrent claims', async () => {
    await drain();
    await queued(8);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        claimNextAgentJob(context.db, { workerId: `w${index}`, maxRunning: 3 }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(3);
  });

  it('records the base, finishes only the owner’s running job, and never twice', async () => {
    await drain();
    const { ids } = await queued(1);
    const id = ids[0] ?? '';
    await claimNextAgentJob(context.db, { workerId: 'owner' });
    const base = { branch: 'folio/orders', baseCommit: 'a'.repeat(40) };
    expect(await recordAgentJobBase(context.db, id, 'stranger', base)).toBe(false);
    expect(await recordAgentJobBase(context.db, id, 'owner', base)).toBe(true);
    expect(await getAgentJob(context.db, id)).toMatchObject(base);

    const ending = {
      haultReason: 'completed',
      messageToUser: 'Documented the orders API.',
      pullRequestLink: 'https://github.com/acme/docs/pull/1',
    } as const;
    expect(await finishAgentJob(context.db, id, 'stranger', ending)).toBe(false);
    expect(await finishAgentJob(context.db, id, 'owner', ending)).toBe(true);
    expect(await finishAgentJob(context.db, id, 'owner', { ...ending, haultReason: 'error' })).toBe(
      false,
    );
    expect(await getAgentSession(context.db, id)).toMatchObject({
      branch: 'folio/orders',
      haulted: true,
      haultReason: 'completed',
      messageToUser: 'Documented the orders API.',
      pullRequestLink: 'https://github.com/acme/docs/pull/1',
    });
    expect(await getAgentJob(context.db, id)).toMatchObject({ state: 'done', claimedBy: 'owner' });
  });

  it('never claims a session haulted by an update', async () => {
    await drain();
    const { ids } = await queued(1);
    await updateAgentSession(context.db, ids[0] ?? '', { haulted: true, haultReason: 'error' });
    expect(await claimNextAgentJob(context.db, { workerId: 'w' })).toBeUndefined();
  });

  it('interrupts running jobs by worker, by stale heartbeat, or all', async () => {
    await drain();
    const { ids } = await queued(3);
    const [a = '', b = '', c = ''] = ids;
    await claimNextAgentJob(context.db, { workerId: 'dead' });
    await claimNextAgentJob(context.db, { workerId: 'alive' });
    await claimNextAgentJob(context.db, { workerId: 'other' });
    await context.db.query(
      `UPDATE agent_sessions SET heartbeat_at = now() - interval '10 minutes' WHERE id = $1`,
      [a],
    );
    expect(await heartbeatAgentJobs(context.db, 'alive', [a, b])).toEqual([b]);
    expect(await heartbeatAgentJobs(context.db, 'alive', [])).toEqual([]);

    const message = 'The server running this job stopped before it finished.';
    expect(await interruptAgentJobs(context.db, { heartbeatOlderThanMs: 60_000 }, message)).toEqual(
      [a],
    );
    expect(await getAgentSession(context.db, a)).toMatchObject({
      haulted: true,
      haultReason: 'interrupted',
      messageToUser: message,
    });
    // The dead runner's heartbeat no longer holds the job, and its ending is not recorded.
    expect(await heartbeatAgentJobs(context.db, 'dead', [a])).toEqual([]);
    expect(
      await finishAgentJob(context.db, a, 'dead', { haultReason: 'completed', messageToUser: '' }),
    ).toBe(false);

    expect(await interruptAgentJobs(context.db, { workerId: 'other' }, message)).toEqual([c]);
    expect(await interruptAgentJobs(context.db, { all: true }, message)).toEqual([b]);
    expect(await interruptAgentJobs(context.db, { all: true }, message)).toEqual([]);
  });
});

describe.runIf(testDatabaseUrl !== undefined)('two servers on one PostgreSQL', () => {
  const postgres = testBackends.find((backend) => backend.name === 'postgres');
  const context = postgres ? useTestDatabase(postgres) : undefined;

  it('claim every job exactly once between them', async () => {
    if (!context || testDatabaseUrl === undefined) throw new Error('No PostgreSQL configured.');
    const { rows } = await context.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    const second: Database = await openDatabase({
      url: testDatabaseUrl,
      schema: rows[0]?.schema,
      migrate: false,
    });
    try {
      const { project } = await createTestProject(context.db);
      const ids: string[] = [];
      for (let index = 0; index < 20; index++) {
        const session = await createAgentSession(context.db, { projectId: project.id, messages });
        ids.push(session.sessionId);
      }
      const servers = [context.db, second];
      const claims = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          claimNextAgentJob(servers[index % 2] ?? context.db, {
            workerId: `server-${index % 2}`,
            maxRunningPerProject: 15,
          }),
        ),
      );
      const claimed = claims.flatMap((job) => (job ? [job.sessionId] : []));
      expect(claimed).toHaveLength(15);
      expect(new Set(claimed).size).toBe(15);
      expect(claimed.every((id) => ids.includes(id))).toBe(true);
    } finally {
      await second.close();
    }
  });
});
