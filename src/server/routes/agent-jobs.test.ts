import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { bearer, createProjectWithKeys, createTestApp } from '../../../test/server/test-app.ts';
import type { ProjectWithKeys, TestApp } from '../../../test/server/test-app.ts';
import { createAgentSession, updateAgentSession } from '../../storage/index.ts';

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(testBackends)('agent jobs API on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let owner: ProjectWithKeys;

  beforeAll(async () => {
    test = await createTestApp(context.db);
    owner = await createProjectWithKeys(context.db);
  });
  afterAll(async () => {
    await test.close();
  });

  const get = (url: string, key = owner.adminKey) =>
    test.app.request(url, { headers: bearer(key) });
  const jobsUrl = () => `/v1/agent/${owner.project.id}/jobs`;

  it('lists sessions exactly in the documented shape, newest first', async () => {
    const first = await createAgentSession(context.db, {
      projectId: owner.project.id,
      messages: [{ role: 'user', content: 'Document the orders API' }],
      branch: 'docs/orders',
    });
    await updateAgentSession(context.db, first.sessionId, {
      haulted: true,
      haultReason: 'completed',
      pullRequestLink: 'https://github.com/acme/docs/pull/7',
      messageToUser: 'Added the orders pages.',
      todos: [{ id: 't1', content: 'Write the orders page', status: 'pending', priority: 'high' }],
    });
    const second = await createAgentSession(context.db, {
      projectId: owner.project.id,
      messages: [{ role: 'user', content: 'Fix typos' }],
      branch: 'docs/typos',
    });

    const response = await get(jobsUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { allSessions: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(['allSessions']);
    expect(body.allSessions.map((s) => s['sessionId'])).toEqual([
      second.sessionId,
      first.sessionId,
    ]);
    const done = body.allSessions[1];
    expect(done).toEqual({
      sessionId: first.sessionId,
      subdomain: owner.project.subdomain,
      branch: 'docs/orders',
      haulted: true,
      haultReason: 'completed',
      pullRequestLink: 'https://github.com/acme/docs/pull/7',
      messageToUser: 'Added the orders pages.',
      todos: [{ content: 'Write the orders page', status: 'pending', priority: 'high', id: 't1' }],
      createdAt: expect.stringMatching(ISO_UTC) as unknown,
    });
    expect(Object.keys(done ?? {})).toEqual([
      'sessionId',
      'subdomain',
      'branch',
      'haulted',
      'haultReason',
      'pullRequestLink',
      'messageToUser',
      'todos',
      'createdAt',
    ]);
    // A session nobody has reported on yet: strings stay strings, the reason says it is running.
    expect(body.allSessions[0]).toMatchObject({
      haulted: false,
      haultReason: 'processing',
      pullRequestLink: '',
      messageToUser: '',
      todos: [],
    });
  });

  it('returns every session without parameters and pages with skip and take', async () => {
    const { project, adminKey } = await createProjectWithKeys(context.db);
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      const session = await createAgentSession(context.db, {
        projectId: project.id,
        messages: [{ role: 'user', content: `job ${i}` }],
      });
      ids.unshift(session.sessionId);
    }
    const url = `/v1/agent/${project.id}/jobs`;
    const sessionIds = async (query: string) => {
      const response = await get(`${url}${query}`, adminKey);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { allSessions: { sessionId: string }[] };
      return body.allSessions.map((s) => s.sessionId);
    };
    expect(await sessionIds('')).toEqual(ids);
    expect(await sessionIds('?take=12')).toEqual(ids.slice(0, 12));
    expect(await sessionIds('?skip=12&take=12')).toEqual(ids.slice(12));
    expect(await sessionIds('?skip=3')).toEqual(ids.slice(3));
    expect(await sessionIds('?skip=40')).toEqual([]);
  });

  it.each([
    ['?take=0', 'take must be a whole number from 1 to 100, got "0"'],
    ['?take=101', 'take must be a whole number from 1 to 100, got "101"'],
    ['?take=abc', 'take must be a whole number from 1 to 100, got "abc"'],
    ['?skip=-1', 'skip must be a whole number >= 0, got "-1"'],
    ['?skip=1.5', 'skip must be a whole number >= 0, got "1.5"'],
    ['?skip=', 'skip must be a whole number >= 0, got ""'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`${jobsUrl()}${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `Query parameter ${message}.` });
  });

  it('creates a job session and reads it back with its messages', async () => {
    const response = await test.app.request(`/v1/agent/${owner.project.id}/job`, {
      method: 'POST',
      headers: { ...bearer(owner.adminKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Add a page about webhooks' }],
        asDraft: true,
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Record<string, unknown>;
    expect(created).toMatchObject({
      subdomain: owner.project.subdomain,
      branch: expect.stringMatching(/^folio\/agent-[0-9a-f]{8}$/) as unknown,
      haulted: false,
      haultReason: 'processing',
      messages: [{ role: 'user', content: 'Add a page about webhooks' }],
    });
    const sessionId = created['sessionId'] as string;
    expect(response.headers.get('location')).toBe(`/v1/agent/${owner.project.id}/job/${sessionId}`);

    const read = await get(`/v1/agent/${owner.project.id}/job/${sessionId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(created);

    const listed = (await (await get(jobsUrl())).json()) as {
      allSessions: { sessionId: string }[];
    };
    expect(listed.allSessions[0]?.sessionId).toBe(sessionId);
    expect(test.logs).toContainEqual(
      expect.objectContaining({ method: 'POST', status: 201, session: sessionId }),
    );
  });

  it('keeps a given branch name and refuses bad job bodies with the field named', async () => {
    const post = (body: string) =>
      test.app.request(`/v1/agent/${owner.project.id}/job`, {
        method: 'POST',
        headers: { ...bearer(owner.adminKey), 'Content-Type': 'application/json' },
        body,
      });
    const named = await post(
      JSON.stringify({ messages: [{ role: 'user', content: 'x' }], branch: 'docs/x' }),
    );
    expect(((await named.json()) as { branch: string }).branch).toBe('docs/x');

    const cases: [string, string][] = [
      ['', 'The request body is empty: send a JSON object.'],
      ['{"messages": [', 'The request body is not valid JSON'],
      ['{"messages": []}', 'Invalid request body: messages: give at least one message.'],
      [
        '{"messages": [{"role": "robot", "content": "x"}]}',
        'Invalid request body: messages[0].role:',
      ],
      [
        '{"messages": [{"role": "user", "content": "x"}], "branch": "../etc"}',
        'branch: must be a valid git branch name',
      ],
      ['{"messages": [{"role": "user", "content": "x"}], "asDraft": "yes"}', 'asDraft:'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
  });

  it('answers 404 for a session of another project or an unknown one', async () => {
    const other = await createProjectWithKeys(context.db);
    const session = await createAgentSession(context.db, {
      projectId: other.project.id,
      messages: [{ role: 'user', content: 'x' }],
    });
    const response = await get(`/v1/agent/${owner.project.id}/job/${session.sessionId}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: `Project "${owner.project.id}" has no agent session "${session.sessionId}".`,
    });
    expect((await get(`/v1/agent/${owner.project.id}/job/nope`)).status).toBe(404);
  });
});
