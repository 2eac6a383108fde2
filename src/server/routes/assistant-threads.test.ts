import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/server/test-app.ts';
import { isoTimestamp } from '../../../test/storage/fixtures.ts';
import { testBackends } from '../../../test/storage/backends.ts';
import { appendAssistantMessages, createAssistantThread } from '../../storage/index.ts';

const ORIGIN = 'https://docs.acme.example';

describe.each(testBackends)('GET /v1/assistant/{domain}/threads on $name', (backend) => {
  const context = useTestApp(backend);

  const list = (query: string, project = context.owner) =>
    context.test.app.request(`/v1/assistant/${project.project.subdomain}/threads${query}`, {
      headers: { ...bearer(project.assistantKey), Origin: ORIGIN },
    });
  const say = (id: string, role: 'user' | 'assistant', text: string) => ({
    id,
    role,
    parts: [{ type: 'text', text }],
  });

  it('lists the threads of an fp, most recently active first, each with its messages', async () => {
    const older = await createAssistantThread(context.db, {
      projectId: context.owner.project.id,
      fp: 'fp-1',
    });
    const newer = await createAssistantThread(context.db, {
      projectId: context.owner.project.id,
      fp: 'fp-1',
    });
    await createAssistantThread(context.db, { projectId: context.owner.project.id, fp: 'fp-2' });
    await createAssistantThread(context.db, { projectId: context.stranger.project.id, fp: 'fp-1' });
    await appendAssistantMessages(context.db, newer.id, [say('n1', 'user', 'Tabs?')]);
    await appendAssistantMessages(context.db, older.id, [
      say('o1', 'user', 'Anchors?'),
      { ...say('o2', 'assistant', 'Global anchors...'), metadata: { threadId: older.id } },
    ]);

    const response = await list('?fp=fp-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const body = (await response.json()) as { threads: { threadId: string }[] };
    expect(body).toEqual({
      threads: [
        {
          threadId: older.id,
          createdAt: isoTimestamp(),
          updatedAt: isoTimestamp(),
          messages: [
            {
              id: 'o1',
              role: 'user',
              parts: [{ type: 'text', text: 'Anchors?' }],
              createdAt: isoTimestamp(),
            },
            {
              id: 'o2',
              role: 'assistant',
              parts: [{ type: 'text', text: 'Global anchors...' }],
              createdAt: isoTimestamp(),
            },
          ],
        },
        {
          threadId: newer.id,
          createdAt: isoTimestamp(),
          updatedAt: isoTimestamp(),
          messages: [
            {
              id: 'n1',
              role: 'user',
              parts: [{ type: 'text', text: 'Tabs?' }],
              createdAt: isoTimestamp(),
            },
          ],
        },
      ],
      nextCursor: null,
    });
  });

  it('lists nothing for an fp without threads, and only its own project’s threads', async () => {
    expect(await (await list('?fp=nobody')).json()).toEqual({ threads: [], nextCursor: null });
    const theirs = (await (await list('?fp=fp-1', context.stranger)).json()) as {
      threads: unknown[];
    };
    expect(theirs.threads).toHaveLength(1);
  });

  it.each([
    ['', 'Query parameter fp is required: give the fingerprint the threads were started with.'],
    ['?fp=', 'Query parameter fp is required: give the fingerprint the threads were started with.'],
    [
      '?fp=%20%20',
      'Query parameter fp is required: give the fingerprint the threads were started with.',
    ],
  ])('refuses the query "%s" with 400 and CORS headers', async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});
