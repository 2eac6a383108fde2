import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createBuiltAssistantSite,
  messageText,
  readReply,
} from '../../../test/server/assistant-site.ts';
import type { AssistantSite } from '../../../test/server/assistant-site.ts';
import { bearer, createTestApp } from '../../../test/server/test-app.ts';
import type { TestApp } from '../../../test/server/test-app.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { CUT_MARK } from '../../assistant/index.ts';
import {
  getAssistantThreadWithMessages,
  listAssistantThreads,
  MAX_MESSAGE_BYTES,
  messageBytes,
} from '../../storage/index.ts';

const BUILD_TIMEOUT = 60_000;

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/**
 * A model that says `text` and finishes, unless `hang` is set: then it says the first word and
 * waits until the call is aborted. Every call's abort signal is kept in `signals`.
 */
function scriptedModel(text: string, options: { hang?: boolean } = {}) {
  const signals: (AbortSignal | undefined)[] = [];
  const model = new MockLanguageModelV4({
    doStream: ({ abortSignal }) => {
      signals.push(abortSignal);
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't1' });
          if (options.hang === true) {
            controller.enqueue({ type: 'text-delta', id: 't1', delta: text.split(' ')[0] ?? '' });
            abortSignal?.addEventListener('abort', () => {
              controller.error(abortSignal.reason);
            });
            return;
          }
          controller.enqueue({ type: 'text-delta', id: 't1', delta: text });
          controller.enqueue({ type: 'text-end', id: 't1' });
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: USAGE,
          });
          controller.close();
        },
      });
      return Promise.resolve({ stream });
    },
  });
  return { model, signals };
}

describe.each(testBackends)('the assistant with a language model on $name', (backend) => {
  const context = useTestDatabase(backend);
  const answer = 'Add an entry to navigation.tabs [1].';
  const scripted = scriptedModel(answer);
  const hanging = scriptedModel(answer, { hang: true });
  const longAnswer = 'Tabs are entries of navigation.tabs. '.repeat(1_200);
  const verbose = scriptedModel(longAnswer);
  let test: TestApp;
  let hangingTest: TestApp;
  let verboseTest: TestApp;
  let site: AssistantSite;

  beforeAll(async () => {
    test = await createTestApp(context.db, {
      answerModel: { model: scripted.model, name: 'mock' },
    });
    hangingTest = await createTestApp(context.db, {
      answerModel: { model: hanging.model, name: 'hanging' },
    });
    verboseTest = await createTestApp(context.db, {
      answerModel: { model: verbose.model, name: 'verbose' },
    });
    site = await createBuiltAssistantSite(test, context.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
    await hangingTest.close();
    await verboseTest.close();
  });

  const ask = (app: TestApp, fp: string, init: RequestInit = {}) =>
    app.app.request(`/v1/assistant/${site.project.subdomain}/message`, {
      method: 'POST',
      headers: { ...bearer(site.assistantKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fp,
        messages: [
          { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I add a tab?' }] },
        ],
      }),
      ...init,
    });

  it('gives the model the retrieved passages and stores its answer', async () => {
    const reply = await readReply(await ask(test, 'model-1'));
    expect(messageText(reply.message)).toBe(answer);
    const call = scripted.model.doStreamCalls.at(-1);
    expect(JSON.stringify(call?.prompt)).toContain('navigation.tabs with a tab name');
    const threadId = String(reply.finish?.['threadId']);
    const stored = await getAssistantThreadWithMessages(context.db, threadId);
    expect(stored?.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(stored?.messages[1]?.parts).toEqual(reply.message.parts);
  });

  it('aborts the model call when the client goes away, and stores no answer', async () => {
    const client = new AbortController();
    const response = await ask(hangingTest, 'model-2', { signal: client.signal });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('"type":"start"');

    await vi.waitFor(() => {
      expect(hanging.signals).toHaveLength(1);
    });
    const modelSignal = hanging.signals[0];
    expect(modelSignal?.aborted).toBe(false);
    client.abort();
    await vi.waitFor(() => {
      expect(modelSignal?.aborted).toBe(true);
    });
    await reader?.cancel();

    const [thread] = await listAssistantThreads(context.db, {
      projectId: site.project.id,
      fp: 'model-2',
    });
    const stored = await getAssistantThreadWithMessages(context.db, thread?.id ?? '');
    expect(stored?.messages.map((message) => message.role)).toEqual(['user']);
  });

  it('streams a long answer whole and stores it cut to the bound of a stored message', async () => {
    const reply = await readReply(await ask(verboseTest, 'model-3'));
    expect(messageText(reply.message)).toBe(longAnswer.trim());
    const stored = await getAssistantThreadWithMessages(
      context.db,
      String(reply.finish?.['threadId']),
    );
    const kept = stored?.messages[1];
    expect(kept?.role).toBe('assistant');
    expect(
      messageBytes({ parts: kept?.parts ?? [], metadata: kept?.metadata }),
    ).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    const text = kept?.parts.find((part) => part.type === 'text')?.['text'];
    expect(typeof text === 'string' && text.endsWith(CUT_MARK)).toBe(true);
    expect(longAnswer.startsWith(String(text).slice(0, -CUT_MARK.length))).toBe(true);
  });
});
