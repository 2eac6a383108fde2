import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject, isoTimestamp } from '../../../test/storage/fixtures.ts';
import { createAgentSession, getAgentSession, listAgentSessions } from './agent-sessions.ts';

const messages = [{ role: 'user', content: 'Document the new /v2/orders endpoint' }];

describe.each(testBackends)('agent sessions on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('records a job request as a session in the spec’s field names', async () => {
    const { project } = await createTestProject(context.db);
    const session = await createAgentSession(context.db, {
      projectId: project.id,
      messages,
      branch: 'docs/orders',
      asDraft: true,
    });
    expect(session).toEqual({
      sessionId: anyString(),
      subdomain: project.subdomain,
      branch: 'docs/orders',
      haulted: false,
      haultReason: null,
      pullRequestLink: null,
      messageToUser: null,
      todos: [],
      createdAt: isoTimestamp(),
      projectId: project.id,
      title: null,
      userId: null,
      asDraft: true,
      updatedAt: session.createdAt,
      messages,
    });
    expect(await getAgentSession(context.db, session.sessionId)).toEqual(session);
  });

  it('defaults to no branch and no draft, and refuses an unknown project', async () => {
    const { project } = await createTestProject(context.db);
    const session = await createAgentSession(context.db, { projectId: project.id, messages });
    expect(session).toMatchObject({ branch: null, asDraft: false });
    expect(await getAgentSession(context.db, 'missing')).toBeUndefined();
    await expect(
      createAgentSession(context.db, { projectId: 'missing', messages }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists a project’s sessions newest first, all of them without a page', async () => {
    const { project } = await createTestProject(context.db);
    const other = await createTestProject(context.db);
    await createAgentSession(context.db, { projectId: other.project.id, messages });
    const created = [];
    for (let index = 0; index < 5; index++) {
      created.push(
        await createAgentSession(context.db, {
          projectId: project.id,
          messages,
          title: `job ${index}`,
        }),
      );
    }
    const newestFirst = created.map((session) => session.sessionId).reverse();
    const list = await listAgentSessions(context.db, project.id);
    expect(list.map((session) => session.sessionId)).toEqual(newestFirst);
    expect(list[0]).not.toHaveProperty('messages');
    expect(
      (await listAgentSessions(context.db, project.id, { skip: 1, take: 2 })).map(
        (session) => session.sessionId,
      ),
    ).toEqual(newestFirst.slice(1, 3));
    expect(await listAgentSessions(context.db, project.id, { skip: 5 })).toEqual([]);
    expect(await listAgentSessions(context.db, 'missing')).toEqual([]);
  });

  it('orders sessions created in one transaction by creation', async () => {
    const { project } = await createTestProject(context.db);
    const created = await context.db.transaction(async (transaction) => {
      const ids = [];
      for (let index = 0; index < 3; index++) {
        ids.push(
          (await createAgentSession(transaction, { projectId: project.id, messages })).sessionId,
        );
      }
      return ids;
    });
    const list = await listAgentSessions(context.db, project.id);
    expect(list.map((session) => session.sessionId)).toEqual(created.reverse());
  });

  it('refuses a page it cannot read', async () => {
    const { project } = await createTestProject(context.db);
    for (const page of [{ skip: -1 }, { skip: 1.5 }, { take: 0 }, { take: Number.NaN }]) {
      await expect(listAgentSessions(context.db, project.id, page)).rejects.toMatchObject({
        code: 'invalid-options',
      });
    }
  });
});
