/**
 * The assistant over a real socket: `startServer` configured by the `FOLIO_AI_*` variables
 * against a fake OpenAI-compatible model server, called with the AI SDK's own `Chat` (the class
 * `useChat` wraps) exactly as the docs' example does. Checks the conversation and its thread,
 * the per-IP counting by socket address, the preflight, and that a client that stops the answer
 * aborts the model's request.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import type { UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatCompletionChunk } from '../helpers/chat-completion-stream.ts';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  createDeployment,
  getAssistantThreadWithMessages,
  listAssistantThreads,
  openDatabase,
} from '../../src/storage/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { OPEN_TIMEOUT } from '../storage/backends.ts';
import { ASSISTANT_DOCS, createAssistantSite } from './assistant-site.ts';
import type { AssistantSite } from './assistant-site.ts';

const TIMEOUT = 120_000;
const MODEL_ANSWER = 'Add an entry to navigation.tabs [1].';

/** A fake `POST /v1/chat/completions` that streams an answer, or hangs on a question with "hang". */
function fakeModelServer() {
  const state = { requests: 0, closedEarly: 0, prompts: [] as string[] };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      state.requests++;
      state.prompts.push(body);
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        chatCompletionChunk(delta, finish, {
          ...(finish === null ? {} : { usage: { prompt_tokens: 9, completion_tokens: 5 } }),
        });
      const messages = (JSON.parse(body) as { messages: { role: string; content: unknown }[] })
        .messages;
      const last = JSON.stringify(messages.at(-1)?.content ?? '');
      if (last.includes('hang')) {
        response.write(chunk({ role: 'assistant', content: 'Add' }, null));
        response.on('close', () => {
          if (!response.writableEnded) state.closedEarly++;
        });
        return;
      }
      response.write(chunk({ role: 'assistant', content: MODEL_ANSWER }, null));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  return { server, state };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

describe('the assistant over a real socket', () => {
  const model = fakeModelServer();
  const savedEnv = { ...process.env };
  let server: RunningServer;
  let site: AssistantSite;
  let dataDir = '';

  beforeAll(async () => {
    const modelPort = await listen(model.server);
    process.env['FOLIO_AI_PROVIDER'] = 'openai-compatible';
    process.env['FOLIO_AI_MODEL'] = 'fake';
    process.env['FOLIO_AI_BASE_URL'] = `http://127.0.0.1:${String(modelPort)}/v1`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-assistant-e2e-'));
    const seed = await openDatabase({ dataDir });
    let deploymentId: string;
    try {
      site = await createAssistantSite(seed, await tempDocs(ASSISTANT_DOCS));
      deploymentId = (await createDeployment(seed, { projectId: site.project.id })).id;
    } finally {
      await seed.close();
    }
    server = await startServer({ port: 0, dataDir, log: () => undefined, cacheTtlMs: 0 });
    const built = await server.services.deployments.settled(deploymentId);
    expect(built.status).toBe('ready');
  }, TIMEOUT);
  afterAll(async () => {
    await server.close();
    model.server.close();
    process.env = savedEnv;
    await rm(dataDir, { recursive: true, force: true });
  }, OPEN_TIMEOUT);

  /** A chat as the docs' `useDocsAssistant` example sets it up. */
  const docsChat = (fp: string) => {
    const thread = { id: null as string | null };
    const chat = new Chat<UIMessage<{ threadId?: string }>>({
      transport: new DefaultChatTransport({
        api: `${server.url}/v1/assistant/${site.project.subdomain}/message`,
        headers: { Authorization: `Bearer ${site.assistantKey}` },
        body: { fp, retrievalPageSize: 5 },
      }),
      onFinish: ({ message }) => {
        if (message.metadata?.threadId) thread.id = message.metadata.threadId;
      },
    });
    const ask = (text: string) => chat.sendMessage({ text }, { body: { threadId: thread.id } });
    return { chat, thread, ask };
  };
  const textOf = (message: UIMessage | undefined) =>
    (message?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');

  it(
    'answers a conversation through useChat’s client, in one thread, grounded in the docs',
    async () => {
      const { chat, thread, ask } = docsChat('e2e-1');
      await ask('How do I add a tab?');
      expect(chat.error).toBeUndefined();
      expect(textOf(chat.messages[1])).toBe(MODEL_ANSWER);
      expect(chat.messages[1]?.parts.some((part) => part.type === 'source-url')).toBe(true);
      expect(model.state.prompts.at(-1)).toContain('navigation.tabs with a tab name');
      const threadId = thread.id;
      expect(threadId).toEqual(expect.any(String));

      await ask('And global anchors?');
      expect(chat.messages).toHaveLength(4);
      expect(thread.id).toBe(threadId);
      const stored = await getAssistantThreadWithMessages(server.services.db, threadId ?? '');
      expect(stored?.messages.map((message) => message.id)).toEqual(
        chat.messages.map((message) => message.id),
      );
      const { rows } = await server.services.db.query<{ count: number }>(
        `SELECT count FROM rate_limit_counters WHERE key = 'assistant:ip:127.0.0.1'`,
      );
      expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(2);
    },
    TIMEOUT,
  );

  it('answers the browser’s preflight', async () => {
    const response = await fetch(`${server.url}/v1/assistant/${site.project.subdomain}/message`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://docs.acme.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://docs.acme.example');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type',
    );
  });

  it(
    'aborts the model’s request when the client stops the answer',
    async () => {
      const { chat, ask } = docsChat('e2e-2');
      const requestsBefore = model.state.requests;
      const asking = ask('Please hang');
      await vi.waitFor(() => {
        expect(model.state.requests).toBe(requestsBefore + 1);
        expect(chat.status).toBe('streaming');
      });
      await chat.stop();
      await asking;
      await vi.waitFor(() => {
        expect(model.state.closedEarly).toBe(1);
      });
      const [thread] = await listAssistantThreads(server.services.db, {
        projectId: site.project.id,
        fp: 'e2e-2',
      });
      const stored = await getAssistantThreadWithMessages(server.services.db, thread?.id ?? '');
      expect(stored?.messages.map((message) => message.role)).toEqual(['user']);
    },
    TIMEOUT,
  );
});
