/**
 * The answer stream without a model, read by the AI SDK's own client (`readUIMessageStream`)
 * and as raw SSE: passages quoted under links, sources first; the thread id on `finish`, at the
 * top level and in the metadata; `onFinish` given what the client holds.
 */
import type { UIMessageChunk } from 'ai';
import { convertReadableStreamToArray } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { answerOptions, chunkTypes, clientMessage } from '../../test/assistant/answer-options.ts';
import { answerStream } from './answer-stream.ts';
import type { FinishedAnswer } from './answer-stream.ts';
import { NO_MATCH_TEXT, NO_MODEL_INTRO } from './extractive-answer.ts';
import { uiMessageStreamResponse } from './ui-message-response.ts';

describe('answerStream without a model', () => {
  it('quotes the best passages under links to their pages, sources first, in several deltas', async () => {
    const chunks = await convertReadableStreamToArray(answerStream(answerOptions()));
    const deltas = chunks.filter((chunk) => chunk.type === 'text-delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect([...new Set(chunkTypes(chunks))]).toEqual([
      'start',
      'start-step',
      'source-url',
      'text-start',
      'text-delta',
      'text-end',
      'finish-step',
      'finish',
    ]);
    const { message, errors } = await clientMessage(answerStream(answerOptions()));
    expect(errors).toEqual([]);
    expect(message?.metadata).toEqual({ threadId: 'thread-1' });
    expect(message?.parts.map((part) => part.type)).toEqual([
      'step-start',
      'source-url',
      'source-url',
      'source-url',
      'text',
    ]);
    expect(message?.parts[1]).toMatchObject({
      type: 'source-url',
      url: 'http://localhost:3000/_sites/acme/navigation/tabs',
      title: 'Tabs',
    });
    const text = message?.parts.at(-1);
    expect(text?.type === 'text' ? text.text : '').toMatchInlineSnapshot(`
      "No language model is configured for this assistant, so these are the most relevant passages from the documentation.

      **[Tabs](http://localhost:3000/_sites/acme/navigation/tabs)**

      > Tabs split the docs into sections shown above the sidebar. Each tab has its own groups. Add a tabs array to navigation in docs.json: each item has a tab name and its groups. A tab can also link to an external URL with href.

      **[Tabs › Icons](http://localhost:3000/_sites/acme/navigation/tabs#icons)**

      > Give a tab an icon with the icon key: any Lucide or Font Awesome name works.

      **[Redirects › Old URLs](http://localhost:3000/_sites/acme/reference/redirects#old-urls)**

      > List redirects in docs.json with source and destination. The build writes a page for each."
    `);
  });

  it('says that nothing matches, and suggests rephrasing, when there are no passages', async () => {
    const { message } = await clientMessage(answerStream(answerOptions({ passages: [] })));
    expect(message?.parts.map((part) => part.type)).toEqual(['step-start', 'text']);
    const text = message?.parts[1];
    expect(text?.type === 'text' ? text.text : '').toBe(NO_MATCH_TEXT);
  });

  it('sends server-sent events with the thread id at the top of the finish event', async () => {
    const response = uiMessageStreamResponse(answerStream(answerOptions()), {
      headers: { 'access-control-allow-origin': '*' },
    });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-vercel-ai-ui-message-stream': 'v1',
      'x-accel-buffering': 'no',
      'access-control-allow-origin': '*',
    });
    const events = (await response.text()).split('\n\n').filter((event) => event !== '');
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse((events.at(-2) ?? '').replace(/^data: /, ''))).toEqual({
      type: 'finish',
      finishReason: 'stop',
      threadId: 'thread-1',
      messageMetadata: { threadId: 'thread-1' },
    });
    expect(events[0]).toMatch(
      /^data: \{"type":"start","messageId":"[^"]+","messageMetadata":\{"threadId":"thread-1"\}\}$/,
    );
  });

  it('hands onFinish the message the client ends up holding, before the finish chunk', async () => {
    const finished: FinishedAnswer[] = [];
    const chunks: UIMessageChunk[] = [];
    const stream = answerStream(
      answerOptions({
        messageId: 'answer-1',
        onFinish: (message) => {
          expect(chunks.some((chunk) => chunk.type === 'finish')).toBe(false);
          finished.push(message);
        },
      }),
    );
    const [mine, theirs] = stream.tee();
    const reading = clientMessage(theirs);
    for await (const chunk of mine) chunks.push(chunk);
    const { message } = await reading;
    expect(finished).toHaveLength(1);
    expect(finished[0]?.id).toBe('answer-1');
    expect(message?.id).toBe('answer-1');
    expect(finished[0]?.parts).toEqual(message?.parts);
    expect(finished[0]?.text.startsWith(NO_MODEL_INTRO)).toBe(true);
  });

  it('still finishes when onFinish fails, and reports the failure', async () => {
    const onError = vi.fn();
    const chunks = await convertReadableStreamToArray(
      answerStream(
        answerOptions({
          onFinish: () => Promise.reject(new Error('database down')),
          onError,
        }),
      ),
    );
    expect(chunks.at(-1)?.type).toBe('finish');
    expect(onError).toHaveBeenCalledWith(new Error('database down'));
  });
});
