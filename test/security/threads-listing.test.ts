/**
 * The assistant's thread listing is paged and bounded: at most `limit` threads (default and
 * most 100) and at most 4 MiB per page, with an opaque cursor to the next page, so a public
 * site key cannot make the server read and send every thread of a fingerprint at once. Runs on
 * PGlite and, when configured, PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { MAX_THREADS_PAGE_BYTES } from '../../src/server/routes/assistant-threads.ts';
import {
  appendAssistantMessages,
  createAssistantThread,
  MAX_MESSAGE_BYTES,
  MAX_THREAD_MESSAGES,
} from '../../src/storage/index.ts';
import { bearer, useTestApp } from '../server/test-app.ts';
import { testBackends } from '../storage/backends.ts';

interface Page {
  threads: { threadId: string; messages: unknown[] }[];
  nextCursor: string | null;
}

describe.each(testBackends)('the threads listing on $name', (backend) => {
  const context = useTestApp(backend);

  const list = (query: string) =>
    context.test.app.request(`/v1/assistant/${context.owner.project.subdomain}/threads${query}`, {
      headers: bearer(context.owner.assistantKey),
    });
  const page = async (query: string): Promise<Page> => {
    const response = await list(query);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };

  /** Starts `count` threads for `fp`, each with one question; returns their ids, oldest first. */
  async function startThreads(fp: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const thread = await createAssistantThread(context.db, {
        projectId: context.owner.project.id,
        fp,
      });
      await appendAssistantMessages(context.db, thread.id, [
        { id: 'q', role: 'user', parts: [{ type: 'text', text: `Question ${String(index)}` }] },
      ]);
      ids.push(thread.id);
    }
    return ids;
  }

  it('lists 250 threads in pages of 100, 100 and 50, each thread once', async () => {
    const ids = await startThreads('many', 250);
    const first = await page('?fp=many');
    expect(first.threads).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?fp=many&cursor=${first.nextCursor ?? ''}`);
    expect(second.threads).toHaveLength(100);
    const third = await page(`?fp=many&cursor=${second.nextCursor ?? ''}`);
    expect(third.threads).toHaveLength(50);
    expect(third.nextCursor).toBeNull();
    const listed = [...first.threads, ...second.threads, ...third.threads].map(
      (thread) => thread.threadId,
    );
    expect(listed).toEqual([...ids].reverse());

    // A cursor reads the same page again while nothing changes.
    expect(await page(`?fp=many&cursor=${first.nextCursor ?? ''}`)).toEqual(second);
    // A smaller limit, then the rest from its cursor.
    const small = await page('?fp=many&limit=30');
    expect(small.threads.map((thread) => thread.threadId)).toEqual(listed.slice(0, 30));
    const rest = await page(`?fp=many&limit=100&cursor=${small.nextCursor ?? ''}`);
    expect(rest.threads.map((thread) => thread.threadId)).toEqual(listed.slice(30, 130));
  });

  it.each([
    ['limit=0', 'Query parameter limit must be a whole number from 1 to 100.'],
    ['limit=101', 'Query parameter limit must be a whole number from 1 to 100.'],
    ['limit=ten', 'Query parameter limit must be a whole number from 1 to 100.'],
    [
      'cursor=not-a-cursor',
      'Query parameter cursor is not a cursor this endpoint returned: pass the nextCursor of the previous page as it is, or leave it out for the first page.',
    ],
    [
      `cursor=${Buffer.from('threads:-1').toString('base64url')}`,
      'Query parameter cursor is not a cursor this endpoint returned: pass the nextCursor of the previous page as it is, or leave it out for the first page.',
    ],
  ])('refuses %s with 400', async (query, error) => {
    const response = await list(`?fp=many&${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it('ends a page early when its threads would pass 4 MiB, listing at least one', async () => {
    const text = 'x'.repeat(MAX_MESSAGE_BYTES - 100);
    for (let thread = 0; thread < 2; thread++) {
      const { id } = await createAssistantThread(context.db, {
        projectId: context.owner.project.id,
        fp: 'long',
      });
      await appendAssistantMessages(
        context.db,
        id,
        Array.from({ length: MAX_THREAD_MESSAGES }, (_, index) => ({
          id: `m${String(index)}`,
          role: 'user' as const,
          parts: [{ type: 'text', text }],
        })),
      );
    }
    const response = await list('?fp=long');
    const body = await response.text();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_THREADS_PAGE_BYTES);
    const first = JSON.parse(body) as Page;
    expect(first.threads).toHaveLength(1);
    expect(first.threads[0]?.messages).toHaveLength(MAX_THREAD_MESSAGES);
    const second = await page(`?fp=long&cursor=${first.nextCursor ?? ''}`);
    expect(second.threads).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });
});
