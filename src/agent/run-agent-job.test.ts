import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAgentSession } from '../storage/index.ts';
import type { AgentSession } from '../storage/index.ts';
import { agentJobDiff } from './job-diff.ts';
import { createDocsRepository, gitIn, temporaryFolder } from '../../test/agent/docs-repository.ts';
import { lastToolResults as toolResults, useJobHarness } from '../../test/agent/job-harness.ts';

describe('runAgentJob', () => {
  const harness = useJobHarness();

  it('edits two pages, commits them on the branch, and completes with its todos done', async () => {
    const mainBefore = gitIn(harness.repo, 'rev-parse', 'HEAD').trim();
    let whileRunning: Promise<AgentSession | undefined> | undefined;
    const todo = (content: string, status: string, id: string) => ({
      id,
      content,
      status,
      priority: 'high',
    });
    const { result, session, model } = await harness.run(
      (created) => [
        {
          tools: [
            {
              name: 'update_todos',
              input: {
                todos: [
                  todo('Mention pnpm on the home page', 'in_progress', 'home'),
                  todo('Mention pnpm in the setup guide', 'pending', 'setup'),
                ],
              },
            },
          ],
        },
        () => {
          whileRunning = getAgentSession(harness.db, created.sessionId);
          return { tools: [{ name: 'read_file', input: { path: 'index.mdx' } }] };
        },
        {
          tools: [
            {
              name: 'edit_file',
              input: {
                path: 'index.mdx',
                oldString: 'Welcome to Acme.',
                newString: 'Welcome to Acme. Install it with npm or pnpm.',
              },
            },
            {
              name: 'edit_file',
              input: {
                path: 'guides/setup.mdx',
                oldString: 'Install Acme with npm.',
                newString: 'Install Acme with npm, or with `pnpm add acme`.',
              },
            },
          ],
        },
        {
          tools: [
            {
              name: 'update_todos',
              input: {
                todos: [
                  todo('Mention pnpm on the home page', 'completed', 'home'),
                  todo('Mention pnpm in the setup guide', 'completed', 'setup'),
                ],
              },
            },
            { name: 'validate_docs', input: {} },
          ],
        },
        { text: 'Mentioned pnpm on the home page and in the setup guide.' },
      ],
      { branch: 'docs/pnpm', request: 'Mention pnpm on the home page and in the setup guide' },
    );

    expect(result).toMatchObject({ haultReason: 'completed', recorded: true });
    expect(toolResults(model)).toEqual([
      'Saved 2 todos (1 in progress, 1 pending).',
      '1\t---\n2\ttitle: Home\n3\t---\n4\t\n5\tWelcome to Acme.',
      'Edited index.mdx: replaced one occurrence.',
      'Edited guides/setup.mdx: replaced one occurrence.',
      'Saved 2 todos (2 completed).',
      'docs.json valid: 2 pages in the navigation, 0 errors, 0 warnings.',
    ]);
    // The todo list was stored while the job ran, not only at the end.
    expect((await whileRunning)?.todos.map((item) => item.status)).toEqual([
      'in_progress',
      'pending',
    ]);
    expect(session).toMatchObject({
      branch: 'docs/pnpm',
      haulted: true,
      haultReason: 'completed',
      messageToUser: 'Mentioned pnpm on the home page and in the setup guide.',
      pullRequestLink: `http://folio.test/agent/${harness.projectId}/job/${session.sessionId}/compare`,
      todos: [
        {
          id: 'home',
          content: 'Mention pnpm on the home page',
          status: 'completed',
          priority: 'high',
        },
        {
          id: 'setup',
          content: 'Mention pnpm in the setup guide',
          status: 'completed',
          priority: 'high',
        },
      ],
    });

    // The commit is on the branch of the project's repository, by the agent.
    expect(gitIn(harness.repo, 'log', '-1', '--format=%an <%ae>|%s|%P', 'docs/pnpm').trim()).toBe(
      `Folio agent <agent@folio.invalid>|Mention pnpm on the home page and in the setup guide|${mainBefore}`,
    );
    expect(result.commit).toBe(gitIn(harness.repo, 'rev-parse', 'docs/pnpm').trim());
    expect(
      gitIn(harness.repo, 'show', '--name-only', '--format=', 'docs/pnpm').trim().split('\n'),
    ).toEqual(['docs/guides/setup.mdx', 'docs/index.mdx']);
    expect(gitIn(harness.repo, 'log', '-1', '--format=%b', 'docs/pnpm')).toContain(
      `Folio-Agent-Session: ${session.sessionId}`,
    );
    // The user's checkout is untouched, and the job's worktree is gone.
    expect(gitIn(harness.repo, 'rev-parse', 'HEAD').trim()).toBe(mainBefore);
    expect(gitIn(harness.repo, 'status', '--porcelain')).toBe('');
    expect(await readFile(path.join(harness.docs, 'index.mdx'), 'utf8')).not.toContain('pnpm');
    expect(
      gitIn(harness.repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm),
    ).toHaveLength(1);

    // The compare page's diff.
    const diff = await agentJobDiff(
      { db: harness.db, dataDir: harness.dataDir },
      harness.projectId,
      session.sessionId,
    );
    expect(diff?.files).toEqual([
      { path: 'docs/guides/setup.mdx', status: 'modified', additions: 1, deletions: 1 },
      { path: 'docs/index.mdx', status: 'modified', additions: 1, deletions: 1 },
    ]);
    expect(diff).toMatchObject({ branch: 'docs/pnpm', baseCommit: mainBefore, truncated: false });
    expect(diff?.patch).toContain(
      '-Welcome to Acme.\n+Welcome to Acme. Install it with npm or pnpm.',
    );
    expect(
      await agentJobDiff({ db: harness.db, dataDir: harness.dataDir }, 'other', session.sessionId),
    ).toBe(undefined);

    // The model was told what to do and where.
    const first = model.doGenerateCalls[0]?.prompt;
    expect(first?.[0]).toMatchObject({ role: 'system' });
    expect(JSON.stringify(first?.[0])).toContain('committed on the branch \\"docs/pnpm\\"');
    expect(first?.[1]).toMatchObject({
      role: 'user',
      content: [{ type: 'text', text: 'Mention pnpm on the home page and in the setup guide' }],
    });
  });

  it('continues an existing branch in a follow-up job', async () => {
    const { result, model } = await harness.run(
      [
        { tools: [{ name: 'read_file', input: { path: 'index.mdx' } }] },
        { text: 'Nothing to do.' },
      ],
      { branch: 'docs/pnpm' },
    );
    expect(toolResults(model)[0]).toContain('Install it with npm or pnpm.');
    expect(result).toMatchObject({
      haultReason: 'completed',
      messageToUser: 'Nothing to do.\n\nNo file was changed.',
      commit: undefined,
    });
  });

  it('fixes the validation errors its first edit caused', async () => {
    const { result, session, model } = await harness.run([
      {
        tools: [
          {
            name: 'edit_docs_json',
            input: {
              action: 'insert',
              path: 'navigation.groups[0].pages[-1]',
              value: 'guides/faq',
            },
          },
        ],
      },
      { tools: [{ name: 'validate_docs', input: {} }] },
      (results) =>
        results.at(-1)?.includes('[missing-page] Page "guides/faq" does not exist') === true
          ? {
              tools: [
                {
                  name: 'write_file',
                  input: { path: 'guides/faq.mdx', content: '---\ntitle: FAQ\n---\n\nAsk away.\n' },
                },
              ],
            }
          : { text: 'The validation error did not show.' },
      { tools: [{ name: 'validate_docs', input: {} }] },
      { text: 'Added a FAQ page to the navigation.' },
    ]);
    const results = toolResults(model);
    expect(results[1]).toMatch(
      /^docs\.json valid: 2 pages in the navigation, 0 errors, 1 warnings\. Fix the 1 missing-page warnings too/,
    );
    expect(results[3]).toBe('docs.json valid: 3 pages in the navigation, 0 errors, 0 warnings.');
    expect(result.haultReason).toBe('completed');
    expect(session.messageToUser).toBe('Added a FAQ page to the navigation.');
    const branch = session.branch ?? '';
    expect(branch).toMatch(/^folio\/agent-[0-9a-f]{8}$/);
    expect(gitIn(harness.repo, 'show', `${branch}:docs/docs.json`)).toContain(
      '"pages": ["index", "guides/setup", "guides/faq"]',
    );
    expect(gitIn(harness.repo, 'show', `${branch}:docs/guides/faq.mdx`)).toContain('Ask away.');
  });

  it('sends the model back when it ends with new validation errors or missing pages', async () => {
    const { result, model } = await harness.run([
      {
        tools: [
          {
            name: 'edit_docs_json',
            input: {
              action: 'insert',
              path: 'navigation.groups[0].pages[-1]',
              value: 'guides/faq',
            },
          },
        ],
      },
      { text: 'Done.' },
      {
        tools: [
          {
            name: 'edit_docs_json',
            input: { action: 'remove', path: 'navigation.groups[0].pages[2]' },
          },
        ],
      },
      { text: 'Added nothing after all: there is no FAQ page.' },
    ]);
    const reminder = JSON.stringify(model.doGenerateCalls[2]?.prompt.at(-1));
    // Only a warning in a build, but never what the person asked for: the model goes back.
    expect(reminder).toContain(
      'folio validate reports 1 new problems after your changes (errors, or navigation entries naming pages that do not exist)',
    );
    expect(reminder).toContain('docs.json:7:44: warning [missing-page]');
    expect(result).toMatchObject({
      haultReason: 'completed',
      messageToUser: 'Added nothing after all: there is no FAQ page.\n\nNo file was changed.',
    });
  });

  it('does not send the model back for a missing page the folder named before the job', async () => {
    const { repo, docs } = await createDocsRepository();
    const docsJson = path.join(docs, 'docs.json');
    await writeFile(
      docsJson,
      (await readFile(docsJson, 'utf8')).replace('"guides/setup"]', '"guides/setup", "ja/index"]'),
    );
    gitIn(repo, 'commit', '--quiet', '-am', 'Name a page not translated yet');
    const project = await harness.newProject({ type: 'folder', path: docs });
    const { result, model } = await harness.run(
      [
        {
          tools: [
            {
              name: 'edit_file',
              input: {
                path: 'index.mdx',
                oldString: 'Welcome to Acme.',
                newString: 'Welcome to Acme, the rocket company.',
              },
            },
          ],
        },
        { text: 'Described Acme on the home page.' },
      ],
      { project },
    );
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(result.haultReason).toBe('completed');
  });

  it('refuses paths that leave the docs folder and tells the model why', async () => {
    const outside = await temporaryFolder();
    const { result, model } = await harness.run([
      {
        tools: [
          { name: 'read_file', input: { path: '../README.md' } },
          { name: 'write_file', input: { path: `${outside}/escape.mdx`, content: 'x' } },
          { name: 'write_file', input: { path: '../../escape.mdx', content: 'x' } },
          { name: 'delete_file', input: { path: '../.git/HEAD' } },
        ],
      },
      { text: 'I cannot reach those files.' },
    ]);
    expect(toolResults(model)).toEqual([
      'Error: "../README.md" climbs out with "..": only files inside the docs folder can be used.',
      `Error: "${outside}/escape.mdx" is an absolute path: give paths relative to the docs folder, such as "guides/setup.mdx".`,
      'Error: "../../escape.mdx" climbs out with "..": only files inside the docs folder can be used.',
      'Error: "../.git/HEAD" climbs out with "..": only files inside the docs folder can be used.',
    ]);
    expect(existsSync(path.join(outside, 'escape.mdx'))).toBe(false);
    expect(existsSync(path.join(harness.dataDir, 'agent', 'escape.mdx'))).toBe(false);
    expect(result).toMatchObject({ haultReason: 'completed', commit: undefined });
  });
});
