/**
 * Agent jobs through the server, as a client meets them: `startServer` with an
 * OpenAI-compatible model configured by the `FOLIO_AI_*` variables (a local server playing
 * scripted tool calls over the real wire protocol), a folder project inside a git repository,
 * and the HTTP API. A job request produces a branch with the validated edit, the jobs list
 * shows its todos while it works and its final state after, and its `pullRequestLink` is the
 * server's compare page. Without a model, a job request answers 503 saying what to configure.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocsRepository, gitIn, removeTemporaryFolders } from '../agent/docs-repository.ts';
import { fakeChatCompletions } from '../agent/fake-chat-completions.ts';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  createApiKey,
  createOrganization,
  createProject,
  openDatabase,
} from '../../src/storage/index.ts';
import { localServer } from '../helpers/local-server.ts';

const TIMEOUT = 120_000;

interface WireSession {
  sessionId: string;
  branch: string;
  haulted: boolean;
  haultReason: string;
  pullRequestLink: string;
  messageToUser: string;
  todos: { id: string; content: string; status: string; priority: string }[];
}

const todos = (status: string) => ({
  todos: [
    { id: 'node', content: 'Say which Node.js version Acme needs', status, priority: 'high' },
  ],
});

describe('agent jobs through the server', () => {
  const fake = fakeChatCompletions([
    { toolCalls: [{ name: 'update_todos', arguments: todos('in_progress') }] },
    {
      toolCalls: [
        {
          name: 'edit_file',
          arguments: {
            path: 'guides/setup.mdx',
            oldString: 'Install Acme with npm.',
            newString: 'Install Acme with npm. It needs Node.js 22 or later.',
          },
        },
      ],
    },
    { toolCalls: [{ name: 'validate_docs', arguments: {} }] },
    { toolCalls: [{ name: 'check_links', arguments: {} }] },
    { toolCalls: [{ name: 'update_todos', arguments: todos('completed') }] },
    { content: 'The setup guide now says Acme needs Node.js 22 or later.' },
  ]);
  // The second model call waits until the test has seen the todos of the first.
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const model = localServer((request: IncomingMessage, response: ServerResponse) => {
    if (fake.requests.length === 1) {
      void gate.then(() => {
        fake.handler(request, response);
      });
    } else fake.handler(request, response);
  });
  const savedEnv = { ...process.env };
  let server: RunningServer;
  let dataDir = '';
  let repo = '';
  let docs = '';
  let projectId = '';
  let adminKey = '';

  beforeAll(async () => {
    process.env['FOLIO_AI_PROVIDER'] = 'openai-compatible';
    process.env['FOLIO_AI_MODEL'] = 'scripted';
    process.env['FOLIO_AI_BASE_URL'] = `${model.url()}/v1`;
    ({ repo, docs } = await createDocsRepository());
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-agent-e2e-'));
    const seed = await openDatabase({ dataDir });
    try {
      const organization = await createOrganization(seed, { name: 'Acme' });
      const project = await createProject(seed, {
        organizationId: organization.id,
        subdomain: 'acme',
        name: 'Acme docs',
        source: { type: 'folder', path: docs },
      });
      projectId = project.id;
      adminKey = (await createApiKey(seed, { type: 'admin', projectId })).key;
    } finally {
      await seed.close();
    }
    server = await startServer({ port: 0, dataDir, log: () => undefined, cacheTtlMs: 0 });
  }, TIMEOUT);
  afterAll(async () => {
    release();
    await server.close();
    process.env = savedEnv;
    await rm(dataDir, { recursive: true, force: true });
    await removeTemporaryFolders();
  }, TIMEOUT);

  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${server.url}/v1/agent/${projectId}${route}`, {
      ...init,
      headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' },
    });
  const sessions = async (): Promise<WireSession[]> =>
    ((await (await api('/jobs')).json()) as { allSessions: WireSession[] }).allSessions;

  it(
    'edits the docs on a branch, shows live todos, ends completed with a compare link',
    async () => {
      const created = await api('/job', {
        method: 'POST',
        body: JSON.stringify({
          messages: [{ role: 'user', content: 'Say which Node.js version Acme needs' }],
          branch: 'docs/node-version',
        }),
      });
      expect(created.status).toBe(201);
      const { sessionId } = (await created.json()) as { sessionId: string };

      // While the model works: not haulted, the todo in progress.
      await vi.waitFor(
        async () => {
          const [session] = await sessions();
          expect(session?.todos[0]?.status).toBe('in_progress');
        },
        { timeout: 30_000, interval: 100 },
      );
      const [running] = await sessions();
      expect(running).toMatchObject({ haulted: false, haultReason: 'processing' });
      release();

      await vi.waitFor(
        async () => {
          expect((await sessions())[0]?.haulted).toBe(true);
        },
        { timeout: 60_000, interval: 200 },
      );
      const [done] = await sessions();
      const compare = `${server.url}/v1/agent/${projectId}/job/${sessionId}/compare`;
      expect(done).toEqual({
        sessionId,
        subdomain: 'acme',
        branch: 'docs/node-version',
        haulted: true,
        haultReason: 'completed',
        pullRequestLink: compare,
        messageToUser: 'The setup guide now says Acme needs Node.js 22 or later.',
        todos: [
          {
            content: 'Say which Node.js version Acme needs',
            status: 'completed',
            priority: 'high',
            id: 'node',
          },
        ],
        createdAt: expect.any(String) as string,
      });
      // The link check ran with the server's own checker.
      expect(fake.requests[4]?.body.messages.at(-1)).toMatchObject({
        role: 'tool',
        content: 'No broken links.',
      });

      // The branch holds the edit; the user's checkout is untouched.
      expect(gitIn(repo, 'show', 'docs/node-version:docs/guides/setup.mdx')).toContain(
        'It needs Node.js 22 or later.',
      );
      expect(await readFile(path.join(docs, 'guides/setup.mdx'), 'utf8')).not.toContain('22');
      expect(gitIn(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');

      // The compare page: HTML for people, JSON on request, no key needed.
      const page = await fetch(compare, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('docs/node-version');
      expect(html).toContain('<span class="line add">+Install Acme with npm. It needs Node.js');
      expect(html).toContain('<span class="line del">-Install Acme with npm.</span>');
      const json = (await (
        await fetch(compare, { headers: { Accept: 'application/json' } })
      ).json()) as { files: { path: string; status: string }[]; patch: string };
      expect(json.files).toEqual([
        { path: 'docs/guides/setup.mdx', status: 'modified', additions: 1, deletions: 1 },
      ]);
      const unknown = await fetch(
        `${server.url}/v1/agent/${projectId}/job/00000000-0000-4000-8000-000000000000/compare`,
        { headers: { Accept: 'application/json' } },
      );
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        error: `Project "${projectId}" has no agent job "00000000-0000-4000-8000-000000000000".`,
      });
    },
    TIMEOUT,
  );
});

describe('agent jobs on a server without a model', () => {
  const savedEnv = { ...process.env };
  let server: RunningServer;
  let dataDir = '';

  beforeAll(async () => {
    for (const name of ['FOLIO_AI_PROVIDER', 'FOLIO_AI_MODEL', 'FOLIO_AI_BASE_URL']) {
      process.env[name] = '';
    }
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-agent-none-'));
    server = await startServer({ port: 0, dataDir, log: () => undefined, cacheTtlMs: 0 });
  }, TIMEOUT);
  afterAll(async () => {
    await server.close();
    process.env = savedEnv;
    await rm(dataDir, { recursive: true, force: true });
  }, TIMEOUT);

  it('answers a job request with 503 and what to configure', async () => {
    const { db } = server.services;
    const organization = await createOrganization(db, { name: 'Acme' });
    const project = await createProject(db, {
      organizationId: organization.id,
      subdomain: 'nomodel',
      name: 'Acme docs',
      source: { type: 'folder', path: dataDir },
    });
    const { key } = await createApiKey(db, { type: 'admin', projectId: project.id });
    const response = await fetch(`${server.url}/v1/agent/${project.id}/job`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Document webhooks' }] }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchInlineSnapshot(`
      {
        "error": "No language model is configured, so this server runs no agent jobs: set FOLIO_AI_PROVIDER (openai, anthropic or openai-compatible), FOLIO_AI_MODEL, and FOLIO_AI_API_KEY or FOLIO_AI_BASE_URL as the provider needs, then restart the server.",
      }
    `);
    const list = await fetch(`${server.url}/v1/agent/${project.id}/jobs`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(await list.json()).toEqual({ allSessions: [] });
  });
});
