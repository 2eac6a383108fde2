import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject } from '../../../test/storage/fixtures.ts';
import { updateAgentSession } from './agent-session-update.ts';
import type { AgentSessionUpdate } from './agent-session-update.ts';
import { createAgentSession, getAgentSession, listAgentSessions } from './agent-sessions.ts';

const messages = [{ role: 'user', content: 'Fix the broken links' }];

describe.each(testBackends)('updateAgentSession on $name', (backend) => {
  const context = useTestDatabase(backend);

  async function newSession() {
    const { project } = await createTestProject(context.db);
    return createAgentSession(context.db, { projectId: project.id, messages });
  }

  it('sets the state the runner reports and leaves the rest', async () => {
    const session = await newSession();
    const updated = await updateAgentSession(context.db, session.sessionId, {
      haulted: true,
      haultReason: 'completed',
      pullRequestLink: 'https://github.com/acme/docs/pull/7',
      messageToUser: 'Fixed 3 links.',
      branch: 'folio/fix-links',
    });
    expect(updated).toEqual({
      ...session,
      haulted: true,
      haultReason: 'completed',
      pullRequestLink: 'https://github.com/acme/docs/pull/7',
      messageToUser: 'Fixed 3 links.',
      branch: 'folio/fix-links',
      updatedAt: anyString(),
    });
    expect(Date.parse(updated?.updatedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(session.createdAt),
    );
    const cleared = await updateAgentSession(context.db, session.sessionId, {
      messageToUser: null,
    });
    expect(cleared).toMatchObject({ messageToUser: null, haultReason: 'completed' });
  });

  it('replaces the todo list, in order, keeping given ids and making missing ones', async () => {
    const session = await newSession();
    await updateAgentSession(context.db, session.sessionId, {
      todos: [
        { id: 'a', content: 'Find broken links', status: 'in_progress', priority: 'high' },
        { id: 'b', content: 'Fix them', status: 'pending', priority: 'medium' },
      ],
    });
    const updated = await updateAgentSession(context.db, session.sessionId, {
      haultReason: 'processing',
      todos: [
        { id: 'b', content: 'Fix them', status: 'in_progress', priority: 'medium' },
        { id: 'a', content: 'Find broken links', status: 'completed', priority: 'high' },
        { content: 'Open a pull request', status: 'pending', priority: 'low' },
      ],
    });
    expect(updated?.todos).toEqual([
      { content: 'Fix them', status: 'in_progress', priority: 'medium', id: 'b' },
      { content: 'Find broken links', status: 'completed', priority: 'high', id: 'a' },
      {
        content: 'Open a pull request',
        status: 'pending',
        priority: 'low',
        id: anyString(),
      },
    ]);
    const [listed] = await listAgentSessions(context.db, session.projectId);
    expect(listed?.todos).toEqual(updated?.todos);
    const emptied = await updateAgentSession(context.db, session.sessionId, { todos: [] });
    expect(emptied?.todos).toEqual([]);
  });

  it('changes nothing when part of an update is refused', async () => {
    const session = await newSession();
    const todos = [{ id: 'x', content: 'Keep me', status: 'pending', priority: 'high' }] as const;
    await updateAgentSession(context.db, session.sessionId, { todos });
    await expect(
      updateAgentSession(context.db, session.sessionId, {
        todos: [
          { id: 'dup', content: 'One', status: 'pending', priority: 'high' },
          { id: 'dup', content: 'Two', status: 'pending', priority: 'high' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'invalid-options' });
    const invalid = {
      haulted: true,
      todos: [{ id: 'y', content: 'Bad', status: 'sleeping', priority: 'high' }],
    } as unknown as AgentSessionUpdate;
    await expect(updateAgentSession(context.db, session.sessionId, invalid)).rejects.toThrow(
      /check constraint/,
    );
    expect(await getAgentSession(context.db, session.sessionId)).toMatchObject({
      haulted: false,
      todos: todos,
    });
  });

  it('returns undefined for an unknown session', async () => {
    expect(await updateAgentSession(context.db, 'missing', { haulted: true })).toBeUndefined();
  });
});
