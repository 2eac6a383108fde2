import { writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localServer } from '../../test/helpers/local-server.ts';
import { testBackends, useTestDatabase } from '../../test/storage/backends.ts';
import {
  claimNextAgentJob,
  createAgentSession,
  createOrganization,
  createProject,
} from '../storage/index.ts';
import { runAgentJob } from './run-agent-job.ts';
import type { GitHubOptions } from './publish-branch.ts';
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

/** GitHub's pulls API as the tests script it: `answers` by head branch. */
function fakeGitHub() {
  const calls: { method: string; url: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const server = localServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text === '' ? undefined : (JSON.parse(text) as { head?: string });
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const head = body?.head ?? new URL(request.url ?? '', 'http://x').searchParams.get('head');
      const answer = answers.get(`${request.method ?? ''} ${head ?? ''}`) ?? {
        status: 404,
        body: { message: 'Not Found' },
      };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return { server, calls, answers };
}

describe('a job on a GitHub repository', () => {
  const context = useTestDatabase(pglite);
  const github = fakeGitHub();
  const previousConfig = process.env['GIT_CONFIG_GLOBAL'];
  let origin: string;
  let dataDir: string;
  let projectId: string;

  beforeAll(async () => {
    // https://github.com/acme/docs.git resolves to a bare repository on disk.
    const { repo } = await createDocsRepository();
    const remotes = await temporaryFolder();
    origin = path.join(remotes, 'acme', 'docs.git');
    gitIn(remotes, 'clone', '--quiet', '--bare', repo, origin);
    const config = path.join(remotes, 'gitconfig');
    await writeFile(config, `[url "file://${remotes}/"]\n\tinsteadOf = https://github.com/\n`);
    process.env['GIT_CONFIG_GLOBAL'] = config;
    dataDir = await temporaryFolder();
    const organization = await createOrganization(context.db, { name: 'Acme' });
    const project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain: 'agent-github',
      name: 'Acme docs',
      source: {
        type: 'git',
        url: 'https://github.com/acme/docs.git',
        branch: 'main',
        directory: 'docs',
      },
    });
    projectId = project.id;
  });
  afterAll(() => {
    if (previousConfig === undefined) delete process.env['GIT_CONFIG_GLOBAL'];
    else process.env['GIT_CONFIG_GLOBAL'] = previousConfig;
  });

  async function run(branch: string, options: { github?: GitHubOptions; asDraft?: boolean }) {
    const session = await createAgentSession(context.db, {
      projectId,
      messages: [{ role: 'user', content: 'Add a FAQ page' }],
      branch,
      asDraft: options.asDraft,
    });
    const job = await claimNextAgentJob(context.db, { workerId: 'w' });
    if (job?.sessionId !== session.sessionId) throw new Error('Another job was queued.');
    const { model } = scriptedModel([
      {
        tools: [
          { name: 'write_file', input: { path: 'faq.mdx', content: '---\ntitle: FAQ\n---\n' } },
          {
            name: 'edit_docs_json',
            input: { action: 'insert', path: 'navigation.groups[0].pages[-1]', value: 'faq' },
          },
        ],
      },
      { text: 'Added a FAQ page.' },
    ]);
    return runAgentJob(job, {
      db: context.db,
      dataDir,
      model,
      workerId: 'w',
      github: options.github,
      compareLink: (link) => `http://folio.test/compare/${link.sessionId}`,
    });
  }

  const originHas = (branch: string) => gitIn(origin, 'branch', '--list', branch).trim() === branch;

  it('pushes the branch and opens a draft pull request', async () => {
    github.answers.set('POST docs/faq', {
      status: 201,
      body: { number: 7, html_url: 'https://github.com/acme/docs/pull/7' },
    });
    const result = await run('docs/faq', {
      github: { token: 'ghs_secret', apiUrl: github.server.url() },
      asDraft: true,
    });
    expect(result).toMatchObject({
      haultReason: 'completed',
      messageToUser: 'Added a FAQ page.',
      pullRequestLink: 'https://github.com/acme/docs/pull/7',
    });
    expect(gitIn(origin, 'rev-parse', 'refs/heads/docs/faq').trim()).toBe(result.commit);
    expect(gitIn(origin, 'show', 'docs/faq:docs/faq.mdx')).toContain('title: FAQ');
    const call = github.calls.at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      url: '/repos/acme/docs/pulls',
      body: { title: 'Add a FAQ page', head: 'docs/faq', base: 'main', draft: true },
    });
    expect(call?.headers.authorization).toBe('Bearer ghs_secret');
    expect(JSON.stringify(call?.body)).toContain('Added a FAQ page.');
  });

  it('links to the pull request the branch has already', async () => {
    github.answers.set('POST docs/again', {
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ message: 'A pull request already exists for acme:docs/again.' }],
      },
    });
    github.answers.set('GET acme:docs/again', {
      status: 200,
      body: [{ number: 8, html_url: 'https://github.com/acme/docs/pull/8' }],
    });
    const result = await run('docs/again', {
      github: { token: 'ghs_secret', apiUrl: github.server.url() },
    });
    expect(result.pullRequestLink).toBe('https://github.com/acme/docs/pull/8');
  });

  it('ends github_missconfigured when GitHub refuses, with the branch kept', async () => {
    github.answers.set('POST docs/refused', {
      status: 401,
      body: { message: 'Bad credentials' },
    });
    const result = await run('docs/refused', {
      github: { token: 'expired', apiUrl: github.server.url() },
    });
    expect(result.haultReason).toBe('github_missconfigured');
    expect(result.messageToUser).toBe(
      'The changes are committed on the branch "docs/refused", but the pull request could not ' +
        'be opened: GitHub answered 401 to opening a pull request on acme/docs: Bad credentials. ' +
        'Check that the GitHub token is valid.\n\nAdded a FAQ page.',
    );
    expect(result.pullRequestLink).toMatch(/^http:\/\/folio\.test\/compare\//);
    expect(originHas('docs/refused')).toBe(true);
  });

  it('links to the compare page without a token, and pushes nothing', async () => {
    const calls = github.calls.length;
    const result = await run('docs/local-only', {});
    expect(result).toMatchObject({ haultReason: 'completed' });
    expect(result.pullRequestLink).toMatch(/^http:\/\/folio\.test\/compare\//);
    expect(originHas('docs/local-only')).toBe(false);
    expect(github.calls).toHaveLength(calls);
  });
});
