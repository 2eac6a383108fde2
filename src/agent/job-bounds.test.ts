import { describe, expect, it } from 'vitest';
import { gitIn, temporaryFolder } from '../../test/agent/docs-repository.ts';
import { useJobHarness } from '../../test/agent/job-harness.ts';

describe('runAgentJob within its bounds', () => {
  const harness = useJobHarness();

  it('stops at the step limit, keeps the work on the branch, and says so', async () => {
    const { result, session } = await harness.run(
      [
        { tools: [{ name: 'write_file', input: { path: 'draft.mdx', content: '# Draft\n' } }] },
        ...Array.from({ length: 5 }, () => ({ tools: [{ name: 'list_files', input: {} }] })),
      ],
      { limits: { maxSteps: 3 } },
    );
    const branch = session.branch ?? '';
    expect(result).toMatchObject({
      haultReason: 'error',
      messageToUser: `Stopped before finishing: the job reached its limit of 3 steps. The changes made so far are committed on the branch "${branch}".`,
    });
    expect(session.pullRequestLink).toContain('/compare');
    expect(gitIn(harness.repo, 'log', '-1', '--format=%s', branch).trim()).toBe(
      'WIP: Mention pnpm in the docs',
    );
  });

  it('stops at the token limit', async () => {
    const { result } = await harness.run(
      Array.from({ length: 5 }, () => ({ tools: [{ name: 'list_files', input: {} }] })),
      { limits: { maxTokens: 300 } },
    );
    expect(result).toMatchObject({
      haultReason: 'error',
      messageToUser:
        'Stopped before finishing: the job reached its limit of 300 tokens. No file was changed.',
    });
  });

  it('stops at the time limit', async () => {
    const { result } = await harness.run([{ hang: true }], { limits: { maxWallTimeMs: 300 } });
    expect(result).toMatchObject({
      haultReason: 'error',
      messageToUser:
        'Stopped before finishing: the job reached its limit of 0.3 seconds. No file was changed.',
    });
  });

  it('reports a failing model as an error', async () => {
    const { result } = await harness.run([]);
    expect(result).toMatchObject({
      haultReason: 'error',
      messageToUser: 'The language model failed: The script has no step 1. No file was changed.',
    });
  });

  it('ends with an error for a folder outside any git repository', async () => {
    const folder = await temporaryFolder();
    const project = await harness.newProject({ type: 'folder', path: folder });
    const { result, model } = await harness.run([{ text: 'unused' }], { project });
    expect(result).toMatchObject({
      haultReason: 'error',
      recorded: true,
      messageToUser: expect.stringContaining('is not inside a git repository') as unknown,
    });
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
