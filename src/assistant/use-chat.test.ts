/**
 * A conversation through the client `useChat` is built on (`Chat` from `@ai-sdk/react` with
 * `DefaultChatTransport`), whose requests are answered the way the assistant route answers:
 * the body checked, its messages normalised, passages retrieved, the answer streamed as SSE.
 * The follow-up carries the thread id from the first answer's metadata, and resends that answer
 * in the shape `normalizeMessages` must read.
 */
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { buildSearchIndexes } from '../search/index.ts';
import { answerStream } from './answer-stream.ts';
import { lastUserQuestion, normalizeMessages, retrievalQuery } from './messages.ts';
import { SITE_URL } from '../../test/assistant/passages.ts';
import { parseAssistantRequest } from './request-schema.ts';
import { createSiteCorpus } from './site-corpus.ts';
import { uiMessageStreamResponse } from './ui-message-response.ts';

const corpus = createSiteCorpus(
  buildSearchIndexes([
    {
      route: '/navigation/tabs',
      title: 'Tabs',
      breadcrumbs: ['Navigation'],
      sections: [
        { depth: 0, text: 'Tabs split the docs into sections shown above the sidebar.' },
        {
          depth: 2,
          heading: 'Icons',
          anchor: 'icons',
          text: 'Give a tab an icon with the icon key: any Lucide name works.',
        },
      ],
    },
    {
      route: '/reference/redirects',
      title: 'Redirects',
      breadcrumbs: ['Reference'],
      sections: [{ depth: 0, text: 'List redirects in docs.json with source and destination.' }],
    },
  ]),
);

/** The assistant route in miniature: what it received, and its answers. */
function assistantServer(): { bodies: unknown[]; fetch: typeof fetch } {
  const bodies: unknown[] = [];
  let threads = 0;
  const answer = async (request: Request): Promise<Response> => {
    const body: unknown = await request.json();
    bodies.push(body);
    const parsed = parseAssistantRequest(body);
    if (!parsed.success) return Response.json({ error: parsed.message }, { status: 400 });
    const messages = normalizeMessages(parsed.data.messages);
    const passages = corpus.search(retrievalQuery(messages) ?? '', {
      pageSize: parsed.data.retrievalPageSize,
      filter: parsed.data.filter,
    });
    threads += parsed.data.threadId ? 0 : 1;
    const threadId = parsed.data.threadId ?? `thread-${String(threads)}`;
    return uiMessageStreamResponse(
      answerStream({ messages, passages, siteUrl: SITE_URL, threadId }),
    );
  };
  return {
    bodies,
    fetch: (input, init) => answer(new Request(input, init)),
  };
}

describe('a conversation through useChat', () => {
  it('keeps the thread, and the assistant reads every request it sends', async () => {
    const server = assistantServer();
    let threadId: string | null = null;
    const finished: { message: UIMessage; isError: boolean }[] = [];
    const chat = new Chat({
      transport: new DefaultChatTransport({
        api: 'http://assistant.test/v1/assistant/acme/message',
        fetch: server.fetch,
        body: () => ({ fp: 'browser-1', threadId, filter: null }),
      }),
      onFinish: ({ message, isError }) => {
        finished.push({ message, isError });
        const metadata = message.metadata as { threadId?: string } | undefined;
        threadId = metadata?.threadId ?? threadId;
      },
    });

    await chat.sendMessage({ text: 'How do I give a tab an icon?' });
    expect(chat.status).toBe('ready');
    expect(chat.error).toBe(undefined);
    expect(threadId).toBe('thread-1');
    const answer = chat.messages[1];
    expect(answer?.role).toBe('assistant');
    expect(answer?.parts.map((part) => part.type)).toEqual([
      'step-start',
      'source-url',
      'source-url',
      'text',
    ]);

    await chat.sendMessage({ text: 'And for redirects?' });
    expect(chat.error).toBe(undefined);
    expect(finished.map((item) => item.isError)).toEqual([false, false]);
    expect(chat.messages).toHaveLength(4);

    const followUp = server.bodies[1] as Record<string, unknown>;
    expect(followUp).toMatchObject({
      fp: 'browser-1',
      threadId: 'thread-1',
      trigger: 'submit-message',
    });
    const sent = followUp['messages'] as Record<string, unknown>[];
    expect(sent.map((message) => message['role'])).toEqual(['user', 'assistant', 'user']);
    expect(sent.every((message) => !('content' in message))).toBe(true);
    expect(sent[1]?.['parts']).toEqual(answer?.parts);

    const messages = normalizeMessages(sent);
    const first = answer?.parts.at(-1);
    expect(messages[1]?.text).toBe(first?.type === 'text' ? first.text : undefined);
    expect(lastUserQuestion(messages)).toBe('And for redirects?');
    const sources = chat.messages[3]?.parts.flatMap((part) =>
      part.type === 'source-url' ? [part.url] : [],
    );
    expect(sources).toContain(`${SITE_URL}/reference/redirects`);
  });

  it('shows the request error a client gets for a bad body', async () => {
    const server = assistantServer();
    const chat = new Chat({
      transport: new DefaultChatTransport({
        api: 'http://assistant.test/v1/assistant/acme/message',
        fetch: server.fetch,
        body: { threadId: null },
      }),
    });
    await chat.sendMessage({ text: 'Hello?' });
    expect(chat.status).toBe('error');
    expect(chat.error?.message).toContain('fp: is required');
  });
});
