import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_TIMEOUT, testBackends, useTestDatabase } from '../../test/storage/backends.ts';
import {
  createAgentSession,
  createOrganization,
  createProject,
  getAgentJob,
  getAgentSession,
  openDatabase,
} from '../storage/index.ts';
import type { Database } from '../storage/index.ts';
import { INTERRUPTED_MESSAGE, startAgentRunner } from './agent-runner.ts';
import {
  createDocsRepository,
  gitIn,
  removeTemporaryFolders,
  temporaryFolder,
} from '../../test/agent/docs-repository.ts';
import { scriptedModel } from '../../test/agent/scripted-model.ts';

const [pglite] = testBackends;
if (!pglite) throw new Error('No test database.');

afterAll(removeTemporaryFolders);

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/**
 * A model that answers "Done: <request>" at once, except to requests containing "hold": those
 * wait until `release()` is called.
 */
function gatedModel() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen: string[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async ({ prompt, abortSignal }) => {
      const request = JSON.stringify(prompt.find((message) => message.role === 'user'));
      const text = /"text":"([^"]*)"/.exec(request)?.[1] ?? '';
      seen.push(text);
      if (text.includes('hold')) {
        await new Promise((resolve, reject) => {
          void released.then(resolve);
          abortSignal?.addEventListener('abort', () => {
            reject(abortSignal.reason as Error);
          });
        });
      }
      return {
        content: [{ type: 'text', text: `Done: ${text}` }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: USAGE,
        warnings: [],
      };
    },
  });
  return { model, release, seen };
}

describe('the agent runner', () => {
  const context = useTestDatabase(pglite);
  let docs: string;
  let repo: string;
  let count = 0;

  beforeAll(async () => {
    ({ repo, docs } = await createDocsRepository());
  });

  async function newProject(): Promise<string> {
    const organization = await createOrganization(context.db, { name: 'Acme' });
    count++;
    const project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain: `agent-runner-${count}`,
      name: 'Acme docs',
      source: { type: 'folder', path: docs },
    });
    return project.id;
  }

  async function request(projectId: string, content: string, branch?: string) {
    const session = await createAgentSession(context.db, {
      projectId,
      messages: [{ role: 'user', content }],
      branch,
    });
    return session.sessionId;
  }

  async function waitUntilHaulted(sessionId: string) {
    await vi.waitFor(
      async () => {
        expect((await getAgentSession(context.db, sessionId))?.haulted).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    return getAgentSession(context.db, sessionId);
  }

  it('runs queued jobs, one per project at a time', async () => {
    const [a, b] = [await newProject(), await newProject()];
    const first = await request(a, 'hold the first job of a');
    const second = await request(a, 'second job of a');
    const other = await request(b, 'job of b');
    const gated = gatedModel();
    const runner = await startAgentRunner({
      db: context.db,
      dataDir: await temporaryFolder(),
      model: gated.model,
      pollMs: 50,
      maxRunning: 3,
      maxRunningPerProject: 1,
    });
    try {
      expect((await waitUntilHaulted(other))?.messageToUser).toContain('Done: job of b');
      await vi.waitFor(() => {
        expect(gated.seen).toContain('hold the first job of a');
        expect(runner.running()).toEqual([first]);
      });
      // The project's other job waits while its first one runs.
      expect((await getAgentJob(context.db, second))?.state).toBe('queued');
      gated.release();
      expect((await waitUntilHaulted(first))?.haultReason).toBe('completed');
      expect((await waitUntilHaulted(second))?.messageToUser).toContain('Done: second job of a');
      expect(gated.seen.indexOf('second job of a')).toBeGreaterThan(
        gated.seen.indexOf('hold the first job of a'),
      );
    } finally {
      await runner.stop();
    }
  });

  it('stops its jobs when it stops: they end interrupted, their work committed', async () => {
    const projectId = await newProject();
    const sessionId = await request(projectId, 'Write a draft', 'docs/stopped');
    const scripted = scriptedModel([
      { tools: [{ name: 'write_file', input: { path: 'draft.mdx', content: '# Draft\n' } }] },
      { hang: true },
    ]);
    const runner = await startAgentRunner({
      db: context.db,
      dataDir: await temporaryFolder(),
      model: scripted.model,
      pollMs: 50,
    });
    await scripted.hanging;
    expect(runner.running()).toEqual([sessionId]);
    await runner.stop();
    expect(runner.running()).toEqual([]);
    expect(await getAgentSession(context.db, sessionId)).toMatchObject({
      haulted: true,
      haultReason: 'interrupted',
      messageToUser:
        'The server stopped while this job was running. The changes made so far are committed on the branch "docs/stopped".',
    });
    expect(gitIn(repo, 'show', 'docs/stopped:docs/draft.mdx')).toBe('# Draft\n');
  });
});

describe('a job killed with its server', () => {
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close();
  });

  it(
    'is marked interrupted when the server starts again, and its branch can be worked on',
    async () => {
      const { repo, docs } = await createDocsRepository();
      const dataDir = await temporaryFolder();
      const script = path.join(import.meta.dirname, '../../test/agent/run-until-killed.ts');
      const child = spawn(process.execPath, [script, dataDir, docs], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const sessionId = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const id = /^running (\S+)$/m.exec(output)?.[1];
          if (id !== undefined) resolve(id);
        });
        child.once('exit', (code) => {
          reject(new Error(`The child exited (${String(code)}) before the job ran.`));
        });
      });
      child.kill('SIGKILL');
      await exited;

      const reopened = await openDatabase({ dataDir });
      db = reopened;
      // Nothing was recorded when the server died: the job still shows as running.
      expect(await getAgentJob(db, sessionId)).toMatchObject({
        state: 'running',
        branch: 'docs/killed',
      });
      expect(existsSync(path.join(dataDir, 'agent', 'worktrees', sessionId))).toBe(true);

      const scripted = scriptedModel([
        { tools: [{ name: 'read_file', input: { path: 'index.mdx' } }] },
        { text: 'Read the home page.' },
      ]);
      const runner = await startAgentRunner({ db, dataDir, model: scripted.model, pollMs: 50 });
      try {
        expect(await getAgentSession(db, sessionId)).toMatchObject({
          haulted: true,
          haultReason: 'interrupted',
          messageToUser: INTERRUPTED_MESSAGE,
          todos: [{ id: 'faq', status: 'in_progress' }],
        });
        expect(existsSync(path.join(dataDir, 'agent', 'worktrees', sessionId))).toBe(false);

        // A new job on the same branch is not blocked by the dead job's worktree.
        const job = await createAgentSession(db, {
          projectId: (await getAgentJob(db, sessionId))?.projectId ?? '',
          messages: [{ role: 'user', content: 'Read the home page' }],
          branch: 'docs/killed',
        });
        runner.wake();
        await vi.waitFor(
          async () => {
            expect((await getAgentSession(reopened, job.sessionId))?.haulted).toBe(true);
          },
          { timeout: 20_000, interval: 50 },
        );
        expect(await getAgentSession(db, job.sessionId)).toMatchObject({
          haultReason: 'completed',
          messageToUser: 'Read the home page.\n\nNo file was changed.',
        });
        expect(gitIn(repo, 'branch', '--list', 'docs/killed').trim()).toBe('docs/killed');
      } finally {
        await runner.stop();
      }
    },
    OPEN_TIMEOUT,
  );
});
