import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, createTestProject } from '../../../test/storage/fixtures.ts';
import {
  appendAssistantMessages,
  getAssistantThreadWithMessages,
  listAssistantMessages,
  MAX_MESSAGE_BYTES,
  MAX_THREAD_MESSAGES,
} from './assistant-messages.ts';
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

  const say = (id: string, text = id) => ({
    id,
    role: 'user' as const,
    parts: [{ type: 'text', text }],
  });

  it('refuses a message larger than a stored message may be, storing nothing', async () => {
    const thread = await newThread();
    const fits = 'x'.repeat(MAX_MESSAGE_BYTES - 100);
    expect(await appendAssistantMessages(context.db, thread.id, [say('a', fits)])).toHaveLength(1);
    await expect(
      appendAssistantMessages(context.db, thread.id, [
        say('b'),
        say('c', `${fits}${'y'.repeat(100)}`),
      ]),
    ).rejects.toMatchObject({
      code: 'invalid-options',
      message:
        'Message 1 of the append takes 32821 bytes as JSON; a stored message holds at most 32768.',
    });
    expect((await getAssistantThreadWithMessages(context.db, thread.id))?.messages).toHaveLength(1);
  });

  it('keeps a thread to its bound, counting only the messages it does not hold yet', async () => {
    const thread = await newThread();
    const first = Array.from({ length: MAX_THREAD_MESSAGES - 1 }, (_, index) =>
      say(`m${String(index)}`),
    );
    await appendAssistantMessages(context.db, thread.id, first);
    // Known ids again and one new: exactly full.
    const last = await appendAssistantMessages(context.db, thread.id, [...first, say('last')]);
    expect(last.map((message) => message.id)).toEqual(['last']);
    await expect(
      appendAssistantMessages(context.db, thread.id, [say('one-too-many')]),
    ).rejects.toMatchObject({ code: 'thread-full' });
    expect((await getAssistantThreadWithMessages(context.db, thread.id))?.messages).toHaveLength(
      MAX_THREAD_MESSAGES,
    );
    // Resending what the thread holds is still fine.
    expect(await appendAssistantMessages(context.db, thread.id, [say('last')])).toEqual([]);
  });

  it('lists the messages of several threads in one read', async () => {
    const [one, two, empty] = [await newThread(), await newThread(), await newThread()];
    await appendAssistantMessages(context.db, one.id, [say('1a'), say('1b')]);
    await appendAssistantMessages(context.db, two.id, [say('2a')]);
    const listed = await listAssistantMessages(context.db, [one.id, two.id, empty.id, 'missing']);
    expect([...listed.keys()].sort()).toEqual([one.id, two.id].sort());
    expect(listed.get(one.id)?.map((message) => message.id)).toEqual(['1a', '1b']);
    expect(listed.get(two.id)?.map((message) => message.id)).toEqual(['2a']);
    expect(await listAssistantMessages(context.db, [])).toEqual(new Map());
  });
});
