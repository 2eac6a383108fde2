import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject, isoTimestamp } from '../../../test/storage/fixtures.ts';
import { addPageFeedback, listPageFeedback, MAX_FEEDBACK_COMMENT } from './page-feedback.ts';

describe.each(testBackends)('page feedback on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('stores a rating and lists it back', async () => {
    const { project } = await createTestProject(context.db);
    const stored = await addPageFeedback(context.db, {
      projectId: project.id,
      page: '/guides/setup',
      rating: 'down',
      comment: 'The second step fails.',
      clientHash: 'abc',
    });
    expect(stored).toEqual({
      id: anyString(),
      projectId: project.id,
      page: '/guides/setup',
      rating: 'down',
      comment: 'The second step fails.',
      clientHash: 'abc',
      createdAt: isoTimestamp(),
    });
    const listed = await listPageFeedback(context.db, { projectId: project.id, limit: 10 });
    expect(listed).toEqual({ feedback: [stored], nextCursor: null });
  });

  it('pages newest first and filters by page and rating, within the project', async () => {
    const { project } = await createTestProject(context.db);
    const { project: other } = await createTestProject(context.db);
    const inputs = [
      { page: '/a', rating: 'up' },
      { page: '/b', rating: 'down' },
      { page: '/a', rating: 'down' },
      { page: '/a', rating: 'up' },
      { page: '/b', rating: 'up' },
    ] as const;
    for (const input of inputs) {
      await addPageFeedback(context.db, { projectId: project.id, clientHash: 'h', ...input });
    }
    await addPageFeedback(context.db, {
      projectId: other.id,
      page: '/a',
      rating: 'up',
      clientHash: 'h',
    });

    const first = await listPageFeedback(context.db, { projectId: project.id, limit: 2 });
    expect(first.feedback.map((row) => [row.page, row.rating])).toEqual([
      ['/b', 'up'],
      ['/a', 'up'],
    ]);
    const second = await listPageFeedback(context.db, {
      projectId: project.id,
      limit: 2,
      cursor: first.nextCursor ?? '',
    });
    expect(second.feedback.map((row) => [row.page, row.rating])).toEqual([
      ['/a', 'down'],
      ['/b', 'down'],
    ]);
    const third = await listPageFeedback(context.db, {
      projectId: project.id,
      limit: 2,
      cursor: second.nextCursor ?? '',
    });
    expect(third.feedback.map((row) => row.page)).toEqual(['/a']);
    expect(third.nextCursor).toBeNull();

    const pageA = await listPageFeedback(context.db, {
      projectId: project.id,
      limit: 10,
      page: '/a',
      rating: 'up',
    });
    expect(pageA.feedback).toHaveLength(2);
  });

  it('refuses a bad limit, a forged cursor, an unknown project and an overlong comment', async () => {
    const { project } = await createTestProject(context.db);
    await expect(
      listPageFeedback(context.db, { projectId: project.id, limit: 101 }),
    ).rejects.toThrow('limit must be a whole number from 1 to 100; got 101.');
    await expect(
      listPageFeedback(context.db, { projectId: project.id, limit: 5, cursor: "1'; --" }),
    ).rejects.toThrow('cursor is not one this API handed out');
    await expect(
      addPageFeedback(context.db, { projectId: 'nope', page: '/', rating: 'up', clientHash: 'h' }),
    ).rejects.toThrow('No project has the id "nope".');
    await expect(
      addPageFeedback(context.db, {
        projectId: project.id,
        page: '/',
        rating: 'up',
        comment: 'x'.repeat(MAX_FEEDBACK_COMMENT + 1),
        clientHash: 'h',
      }),
    ).rejects.toThrow();
  });
});
