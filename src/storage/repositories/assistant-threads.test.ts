import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject } from '../../../test/storage/fixtures.ts';
import { appendAssistantMessages } from './assistant-messages.ts';
import {
  createAssistantThread,
  getAssistantThread,
  listAssistantThreads,
} from './assistant-threads.ts';

describe.each(testBackends)('assistant threads on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('creates a thread for a fingerprint and gets it back', async () => {
    const { project } = await createTestProject(context.db);
    const thread = await createAssistantThread(context.db, { projectId: project.id, fp: 'fp-1' });
    expect(thread).toEqual({
      id: anyString(),
      projectId: project.id,
      fp: 'fp-1',
      createdAt: anyString(),
      updatedAt: thread.createdAt,
    });
    expect(await getAssistantThread(context.db, thread.id)).toEqual(thread);
    expect(await getAssistantThread(context.db, 'missing')).toBeUndefined();
    await expect(
      createAssistantThread(context.db, { projectId: 'missing', fp: 'fp-1' }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists a fingerprint’s threads of one project, most recently active first', async () => {
    const { project } = await createTestProject(context.db);
    const other = await createTestProject(context.db);
    const older = await createAssistantThread(context.db, { projectId: project.id, fp: 'me' });
    const newer = await createAssistantThread(context.db, { projectId: project.id, fp: 'me' });
    await createAssistantThread(context.db, { projectId: project.id, fp: 'someone else' });
    await createAssistantThread(context.db, { projectId: other.project.id, fp: 'me' });
    const ids = async () =>
      (await listAssistantThreads(context.db, { projectId: project.id, fp: 'me' })).map(
        (thread) => thread.id,
      );
    expect(await ids()).toEqual([newer.id, older.id]);
    await appendAssistantMessages(context.db, older.id, [
      { role: 'user', parts: [{ type: 'text', text: 'Hello again' }] },
    ]);
    expect(await ids()).toEqual([older.id, newer.id]);
  });

  it('lists a page at a time after a position, and refuses a bad page', async () => {
    const { project } = await createTestProject(context.db);
    const threads = [];
    for (let index = 0; index < 5; index++) {
      threads.push(await createAssistantThread(context.db, { projectId: project.id, fp: 'pages' }));
    }
    const newestFirst = threads.map((thread) => thread.id).reverse();
    const first = await listAssistantThreads(context.db, {
      projectId: project.id,
      fp: 'pages',
      limit: 2,
    });
    expect(first.map((thread) => thread.id)).toEqual(newestFirst.slice(0, 2));
    const next = await listAssistantThreads(context.db, {
      projectId: project.id,
      fp: 'pages',
      before: first[1]?.position,
      limit: 10,
    });
    expect(next.map((thread) => thread.id)).toEqual(newestFirst.slice(2));
    for (const listing of [{ limit: 0 }, { limit: 1001 }, { before: 'x' }]) {
      await expect(
        listAssistantThreads(context.db, { projectId: project.id, fp: 'pages', ...listing }),
      ).rejects.toMatchObject({ code: 'invalid-options' });
    }
  });
});
