import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBuiltAssistantSite,
  messageText,
  readReply,
} from '../../../test/server/assistant-site.ts';
import type { AssistantSite } from '../../../test/server/assistant-site.ts';
import { bearer, createTestApp } from '../../../test/server/test-app.ts';
import type { TestApp } from '../../../test/server/test-app.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { getAssistantThreadWithMessages, listAssistantThreads } from '../../storage/index.ts';

const BUILD_TIMEOUT = 60_000;
const ORIGIN = 'https://docs.acme.example';

describe.each(testBackends)('POST /v1/assistant/{domain}/message on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;

  beforeAll(async () => {
    test = await createTestApp(context.db);
    site = await createBuiltAssistantSite(test, context.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  const ask = (body: unknown, init: RequestInit = {}) =>
    test.app.request(`/v1/assistant/${site.project.subdomain}/message`, {
      method: 'POST',
      body: JSON.stringify(body),
      ...init,
      headers: {
        ...bearer(site.assistantKey),
        'Content-Type': 'application/json',
        Origin: ORIGIN,
      },
    });
  const question = (id: string, text: string) => ({
    id,
    role: 'user',
    parts: [{ type: 'text', text }],
  });

  it('streams an answer useChat reads: sources, text, and the thread id in the finish event', async () => {
    const response = await ask({
      fp: 'browser-1',
      threadId: null,
      messages: [
        {
          id: 'q1',
          role: 'user',
          content: 'How do I add a tab?',
          parts: [{ type: 'text', text: 'How do I add a tab?' }],
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('ratelimit-limit')).toBe('10000');
    expect(response.headers.get('ratelimit-remaining')).toBe('9999');

    const reply = await readReply(response);
    const types = reply.chunks.map((chunk) => chunk.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('start-step');
    expect(types.slice(-2)).toEqual(['finish-step', 'finish']);
    expect(types).toContain('source-url');
    expect(types).toContain('text-delta');

    const threadId = reply.finish?.['threadId'];
    expect(typeof threadId).toBe('string');
    expect(reply.finish?.['messageMetadata']).toEqual({ threadId });
    expect(reply.message.metadata?.threadId).toBe(threadId);
    expect(messageText(reply.message)).toContain('navigation.tabs');
    const sources = reply.message.parts.filter((part) => part.type === 'source-url');
    expect(sources.map((part) => part.url)).toContain(
      `http://${site.project.subdomain}.localhost/tabs#add-a-tab`,
    );
  });

  it('stores the conversation and continues the thread the finish event named', async () => {
    const first = await readReply(
      await ask({ fp: 'browser-2', messages: [question('u1', 'How do I add a tab?')] }),
    );
    const threadId = String(first.finish?.['threadId']);
    const stored = await getAssistantThreadWithMessages(context.db, threadId);
    expect(stored?.thread).toMatchObject({ projectId: site.project.id, fp: 'browser-2' });
    expect(stored?.messages.map((message) => [message.role, message.id])).toEqual([
      ['user', 'u1'],
      ['assistant', first.message.id],
    ]);
    expect(stored?.messages[1]?.parts).toEqual(first.message.parts);

    // useChat resends the whole conversation, its earlier answer included.
    const second = await readReply(
      await ask({
        fp: 'browser-2',
        threadId,
        messages: [
          question('u1', 'How do I add a tab?'),
          first.message,
          question('u2', 'What are global anchors?'),
        ],
      }),
    );
    expect(second.finish?.['threadId']).toBe(threadId);
    expect(messageText(second.message)).toContain('Global anchors');
    const after = await getAssistantThreadWithMessages(context.db, threadId);
    expect(after?.messages.map((message) => [message.role, message.id])).toEqual([
      ['user', 'u1'],
      ['assistant', first.message.id],
      ['user', 'u2'],
      ['assistant', second.message.id],
    ]);
    const threads = await listAssistantThreads(context.db, {
      projectId: site.project.id,
      fp: 'browser-2',
    });
    expect(threads.map((thread) => thread.id)).toEqual([threadId]);
  });

  it('starts a new thread for each request without a threadId', async () => {
    const one = await readReply(await ask({ fp: 'browser-3', messages: [question('a', 'tabs')] }));
    const two = await readReply(await ask({ fp: 'browser-3', messages: [question('a', 'tabs')] }));
    expect(one.finish?.['threadId']).not.toBe(two.finish?.['threadId']);
  });

  it('retrieves retrievalPageSize passages, narrowed by the filter', async () => {
    const sourcesOf = async (body: Record<string, unknown>) => {
      const reply = await readReply(
        await ask({ fp: 'browser-4', messages: [question('q', 'tab anchors page')], ...body }),
      );
      return reply.message.parts.flatMap((part) => (part.type === 'source-url' ? [part.url] : []));
    };
    const all = await sourcesOf({ retrievalPageSize: 10 });
    expect(all.some((url) => url.includes('/tabs'))).toBe(true);
    expect(all.some((url) => url.includes('/anchors'))).toBe(true);
    expect(await sourcesOf({ retrievalPageSize: 1 })).toHaveLength(1);
    const reference = await sourcesOf({ retrievalPageSize: 10, filter: { groups: ['Reference'] } });
    expect(reference.length).toBeGreaterThan(0);
    expect(reference.every((url) => url.includes('/anchors'))).toBe(true);
  });

  it(
    'continues only a thread of this project and this fp; anything else is a 404',
    async () => {
      const first = await readReply(
        await ask({ fp: 'browser-5', messages: [question('u1', 'tabs')] }),
      );
      const threadId = String(first.finish?.['threadId']);
      const otherSite = await createBuiltAssistantSite(test, context.db);
      const cases = [
        { key: site.assistantKey, domain: site.project.subdomain, fp: 'browser-5', id: 'no-such' },
        { key: site.assistantKey, domain: site.project.subdomain, fp: 'browser-6', id: threadId },
        {
          key: otherSite.assistantKey,
          domain: otherSite.project.subdomain,
          fp: 'browser-5',
          id: threadId,
        },
      ];
      for (const { key, domain, fp, id } of cases) {
        const response = await test.app.request(`/v1/assistant/${domain}/message`, {
          method: 'POST',
          headers: { ...bearer(key), 'Content-Type': 'application/json', Origin: ORIGIN },
          body: JSON.stringify({ fp, threadId: id, messages: [question('u9', 'tabs')] }),
        });
        expect(response.status).toBe(404);
        expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
        const body = (await response.json()) as { error: string };
        expect(body.error).toBe(
          `No assistant thread "${id}" for this fp on the site "${domain}": send threadId null to start a new thread.`,
        );
      }
      const stored = await getAssistantThreadWithMessages(context.db, threadId);
      expect(stored?.messages.map((message) => message.id)).toEqual(['u1', first.message.id]);
    },
    BUILD_TIMEOUT,
  );
});
