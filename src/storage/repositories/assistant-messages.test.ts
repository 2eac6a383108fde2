import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject } from '../../../test/storage/fixtures.ts';
import { appendAssistantMessages, getAssistantThreadWithMessages } from './assistant-messages.ts';
import { createAssistantThread, getAssistantThread } from './assistant-threads.ts';

describe.each(testBackends)('assistant messages on $name', (backend) => {
  const context = useTestDatabase(backend);

  async function newThread() {
    const { project } = await createTestProject(context.db);
    return createAssistantThread(context.db, { projectId: project.id, fp: 'browser' });
  }

  it('appends messages in order and keeps their parts and metadata as JSON', async () => {
    const thread = await newThread();
    const parts = [
      { type: 'step-start' },
      { type: 'text', text: 'Use `folio build`.', state: 'done' },
      {
        type: 'source-url',
        sourceId: 's1',
        url: '/quickstart',
        title: 'Quickstart',
        extra: [1, { a: null }],
      },
    ];
    const stored = await appendAssistantMessages(context.db, thread.id, [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I build?' }] },
      { id: 'a1', role: 'assistant', parts, metadata: { threadId: thread.id } },
      { role: 'user', parts: [{ type: 'text', text: 'Thanks' }] },
    ]);
    expect(stored).toEqual([
      {
        id: 'u1',
        threadId: thread.id,
        role: 'user',
        parts: [{ type: 'text', text: 'How do I build?' }],
        metadata: null,
        createdAt: anyString(),
      },
      {
        id: 'a1',
        threadId: thread.id,
        role: 'assistant',
        parts,
        metadata: { threadId: thread.id },
        createdAt: anyString(),
      },
      expect.objectContaining({ id: anyString(), role: 'user' }),
    ]);
    expect(await getAssistantThreadWithMessages(context.db, thread.id)).toEqual({
      thread: await getAssistantThread(context.db, thread.id),
      messages: stored,
    });
  });

  it('stores only the new messages when a client resends the conversation', async () => {
    const thread = await newThread();
    const first = { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] } as const;
    await appendAssistantMessages(context.db, thread.id, [first]);
    const resent = await appendAssistantMessages(context.db, thread.id, [
      { ...first, parts: [{ type: 'text', text: 'Changed' }] },
      { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Next' }] },
    ]);
    expect(resent.map((message) => message.id)).toEqual(['u2']);
    const messages = (await getAssistantThreadWithMessages(context.db, thread.id))?.messages ?? [];
    expect(messages.map((message) => [message.id, message.parts])).toEqual([
      ['u1', [{ type: 'text', text: 'Hi' }]],
      ['u2', [{ type: 'text', text: 'Next' }]],
    ]);
    expect(await appendAssistantMessages(context.db, thread.id, [])).toEqual([]);
  });

  it('refuses messages for an unknown thread', async () => {
    await expect(
      appendAssistantMessages(context.db, 'missing', [{ role: 'user', parts: [] }]),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await getAssistantThreadWithMessages(context.db, 'missing')).toBeUndefined();
  });
});
