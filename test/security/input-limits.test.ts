/**
 * Input limits over HTTP: text PostgreSQL cannot store (NUL, unpaired surrogates) and values
 * past their length limits, in JSON bodies at any depth and in path and query parameters, are
 * 400s that name the field, never 500s; error bodies quote at most 200 characters of input; a
 * stored message and a thread are bounded. Runs on PGlite and, when configured, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendAssistantMessages,
  createAssistantThread,
  MAX_THREAD_MESSAGES,
} from '../../src/storage/index.ts';
import { createBuiltAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { bearer, createTestApp } from '../server/test-app.ts';
import type { TestApp } from '../server/test-app.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';

const BUILD_TIMEOUT = 60_000;
const NUL = '\u0000';
const LONE = '\ud800';

describe.each(testBackends)('input limits over HTTP on $name', (backend) => {
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

  const question = (text: string) => ({ id: 'q1', role: 'user', parts: [{ type: 'text', text }] });
  const send = (path: string, body: unknown, key = site.assistantKey) =>
    test.app.request(path, {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const message = (body: unknown) => send(`/v1/assistant/${site.project.subdomain}/message`, body);
  const get = (path: string, key?: string) =>
    test.app.request(path, { headers: key === undefined ? {} : bearer(key) });

  /** The status and error of a response, checked to be a JSON error. */
  async function failure(response: Response): Promise<{ status: number; error: string }> {
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { error: string };
    return { status: response.status, error: body.error };
  }

  const nulIn = (field: string) =>
    `Invalid request body: ${field}: contains a NUL character (U+0000) at position 1: remove it.`;
  const loneIn = (field: string) =>
    `Invalid request body: ${field}: contains an unpaired surrogate (U+D800) at position 1, which is not valid Unicode: send UTF-8 text.`;

  it.each([
    ['fp', { fp: `a${NUL}`, messages: [question('Tabs?')] }, nulIn('fp')],
    ['fp', { fp: `a${LONE}`, messages: [question('Tabs?')] }, loneIn('fp')],
    [
      'a text part',
      { fp: 'fp', messages: [question(`a${NUL}b`)] },
      nulIn('messages[0].parts[0].text'),
    ],
    [
      'content',
      { fp: 'fp', messages: [{ role: 'user', content: `a${LONE}b` }] },
      loneIn('messages[0].content'),
    ],
    [
      'threadId',
      { fp: 'fp', threadId: `t${NUL}`, messages: [question('Tabs?')] },
      nulIn('threadId'),
    ],
    [
      'a field no schema names',
      { fp: 'fp', messages: [{ ...question('Tabs?'), metadata: { deep: [`x${NUL}`] } }] },
      nulIn('messages[0].metadata.deep[0]'),
    ],
    [
      'a message id',
      { fp: 'fp', messages: [{ ...question('Tabs?'), id: `m${LONE}` }] },
      loneIn('messages[0].id'),
    ],
  ])('refuses a bad character in %s of a message with 400 naming it', async (_, body, error) => {
    expect(await failure(await message(body))).toEqual({ status: 400, error });
  });

  it('refuses a field name holding NUL, and nesting deeper than 32 levels', async () => {
    const named = await message({ fp: 'fp', messages: [{ ...question('Tabs?'), [`k${NUL}`]: 1 }] });
    expect(await failure(named)).toEqual({
      status: 400,
      error:
        'Invalid request body: messages[0]: has a field name that contains a NUL character (U+0000) at position 1: remove it.',
    });
    const deep = await message(`{"fp":"fp","messages":[${'['.repeat(40)}${']'.repeat(40)}]}`);
    expect(await failure(deep)).toEqual({
      status: 400,
      error: `Invalid request body: messages${'[0]'.repeat(31)}: is nested deeper than 32 levels of arrays and objects.`,
    });
  });

  it('refuses a 500 KB fp, a long threadId and a 257-character fp, naming the limit', async () => {
    const huge = await message({ fp: 'f'.repeat(500_000), messages: [question('Tabs?')] });
    expect(await failure(huge)).toEqual({
      status: 400,
      error: 'Invalid request body: fp: is 500,000 characters long; the most allowed is 32,768.',
    });
    const long = await message({ fp: 'f'.repeat(257), messages: [question('Tabs?')] });
    expect(await failure(long)).toEqual({
      status: 400,
      error: 'Invalid request body: fp: must be at most 256 characters.',
    });
    const thread = await message({
      fp: 'f',
      threadId: 't'.repeat(101),
      messages: [question('Tabs?')],
    });
    expect(await failure(thread)).toEqual({
      status: 400,
      error: 'Invalid request body: threadId: must be at most 100 characters.',
    });
  });

  it('refuses a user message larger than a stored message may be', async () => {
    const response = await message({ fp: 'fp', messages: [question('é'.repeat(20_000))] });
    expect(await failure(response)).toEqual({
      status: 400,
      error:
        'Invalid request body: messages[0]: takes 40,053 bytes as JSON; a user message takes at most 32,768 (about 30,000 characters of text).',
    });
  });

  it('refuses a question that would take a thread past its messages, before answering', async () => {
    const thread = await createAssistantThread(context.db, {
      projectId: site.project.id,
      fp: 'full',
    });
    const messages = Array.from({ length: MAX_THREAD_MESSAGES - 1 }, (_, index) => ({
      id: `m${String(index)}`,
      role: 'user' as const,
      parts: [{ type: 'text', text: `Question ${String(index)}` }],
    }));
    await appendAssistantMessages(context.db, thread.id, messages);
    const response = await message({
      fp: 'full',
      threadId: thread.id,
      messages: [question('One more?')],
    });
    expect(await failure(response)).toEqual({
      status: 409,
      error:
        'The assistant thread holds 99 messages and keeps at most 100: start a new thread (send threadId null).',
    });
  });

  it.each([
    [
      'a search query',
      '/v1/search/{domain}',
      { query: `tabs${NUL}` },
      nulIn('query').replace('position 1', 'position 4'),
    ],
    [
      'a search filter',
      '/v1/search/{domain}',
      { query: 'tabs', filter: { groups: [`g${LONE}`] } },
      loneIn('filter.groups[0]'),
    ],
    [
      'a 1,001-character search query',
      '/v1/search/{domain}',
      { query: 'q'.repeat(1001) },
      'Invalid request body: query: must be at most 1,000 characters.',
    ],
    [
      'a long filter version',
      '/v1/search/{domain}',
      { query: 'tabs', filter: { version: 'v'.repeat(201) } },
      'Invalid request body: filter.version: must be at most 200 characters.',
    ],
  ])('refuses %s', async (_, path, body, error) => {
    const response = await send(path.replace('{domain}', site.project.subdomain), body);
    expect(await failure(response)).toEqual({ status: 400, error });
  });

  it('refuses NUL in the content of an agent job', async () => {
    const response = await send(
      `/v1/agent/${site.project.id}/job`,
      { messages: [{ role: 'user', content: `Fix${NUL}` }] },
      site.adminKey,
    );
    expect(await failure(response)).toEqual({
      status: 400,
      error: nulIn('messages[0].content').replace('position 1', 'position 3'),
    });
  });

  it.each([
    [
      'the threads fp',
      () => get(`/v1/assistant/${site.project.subdomain}/threads?fp=a%00`, site.assistantKey),
      'The query parameter fp contains a NUL character (U+0000) at position 1: remove it.',
    ],
    [
      'a 500 KB threads fp',
      () =>
        get(
          `/v1/assistant/${site.project.subdomain}/threads?fp=${'f'.repeat(500_000)}`,
          site.assistantKey,
        ),
      'The query parameter fp is 500,000 characters long; the most allowed is 256.',
    ],
    [
      'a project id',
      () => get(`/v1/agent/a%00/jobs`, site.adminKey),
      'The path parameter projectId contains a NUL character (U+0000) at position 1: remove it.',
    ],
    [
      'the project of an update',
      () => send('/v1/project/update/%00', {}, site.adminKey),
      'The path parameter projectId contains a NUL character (U+0000) at position 0: remove it.',
    ],
    [
      'an update status id',
      () => get('/v1/project/update-status/%00', site.adminKey),
      'The path parameter statusId contains a NUL character (U+0000) at position 0: remove it.',
    ],
    [
      'a job id',
      () => get(`/v1/agent/${site.project.id}/job/x%00`, site.adminKey),
      'The path parameter sessionId contains a NUL character (U+0000) at position 1: remove it.',
    ],
    [
      'a compare page, without a key',
      () => get('/v1/agent/x/job/%00/compare'),
      'The path parameter sessionId contains a NUL character (U+0000) at position 0: remove it.',
    ],
    [
      'a domain',
      () => get(`/v1/assistant/${'d'.repeat(300)}/threads?fp=x`, site.assistantKey),
      'The path parameter domain is 300 characters long; the most allowed is 63.',
    ],
    [
      'a path no route has',
      () => get('/v1/nothing/%00'),
      'The path contains a NUL character (U+0000) at position 0: remove it.',
    ],
    [
      'bad percent-encoding',
      () => get('/v1/agent/%ED%A0%80/jobs', site.adminKey),
      'The path parameter projectId is not valid percent-encoded UTF-8.',
    ],
  ])('refuses a bad value in %s with 400 naming it', async (_, request, error) => {
    expect(await failure(await request())).toEqual({ status: 400, error });
  });

  it('never quotes more than 200 characters of input in an error', async () => {
    const key = 'k'.repeat(150);
    const responses = [
      await send(`/v1/search/${site.project.subdomain}`, { query: 'x', filter: { [key]: 1 } }),
      await get(`/v1/${'p'.repeat(250)}/x`),
      await get(`/v1/agent/${site.project.id}/jobs?take=${'9'.repeat(20)}`, site.adminKey),
      await message({ fp: 'x'.repeat(100_000), messages: [] }),
    ];
    const errors: string[] = [];
    for (const response of responses) {
      const { status, error } = await failure(response);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(error).not.toMatch(/([kp9x])\1{200}/);
      errors.push(error);
    }
    expect(errors[0]).toBe(
      `Invalid request body: filter: unknown field "${'k'.repeat(59)}…": a filter takes version, language and groups.`,
    );
  });
});
