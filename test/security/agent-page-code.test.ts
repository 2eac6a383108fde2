/**
 * The agent writes pages from a model's output, which a prompt could steer anywhere. A page
 * that tries to read the server's environment and to start a process is built only in an
 * isolated build process, where neither works: the page fails to build, the model is told, and
 * the job ends with `error`, its work kept on the branch for review and nothing executed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IsolatedBuilds } from '../../src/server/deploy/isolated-build.ts';
import { gitIn, temporaryFolder } from '../agent/docs-repository.ts';
import { useJobHarness } from '../agent/job-harness.ts';
import type { SiteChecks } from '../../src/agent/index.ts';

const TIMEOUT = 120_000;

describe('a page the agent writes', () => {
  const harness = useJobHarness();
  let marker = '';
  let siteChecks: SiteChecks;

  beforeAll(async () => {
    process.env['DATABASE_URL'] = 'postgres://folio:agent-canary@db.internal/folio';
    marker = path.join(await temporaryFolder(), 'spawned');
    const builds = new IsolatedBuilds({
      dataDir: harness.dataDir,
      limits: { timeoutSeconds: 120, memoryMb: 1024 },
      workers: 1,
    });
    siteChecks = {
      brokenLinks: (projectId, root) => builds.links(projectId, root),
      buildErrors: (projectId, root) => builds.check(projectId, root),
    };
  });
  afterAll(() => {
    delete process.env['DATABASE_URL'];
  });

  it(
    'that reads process.env and starts a process fails to build, and the job ends with error',
    async () => {
      const page = [
        '---',
        'title: Setup',
        '---',
        '',
        `export const spawned = process.getBuiltinModule('child_process').execSync('touch ${marker} && id').toString()`,
        '',
        'Install Acme. {process.env.DATABASE_URL} {spawned}',
        '',
      ].join('\n');
      const { result, model } = await harness.run(
        [
          { tools: [{ name: 'write_file', input: { path: 'guides/setup.mdx', content: page } }] },
          { text: 'Rewrote the setup guide.' },
          { text: 'Rewrote the setup guide.' },
          { text: 'Rewrote the setup guide.' },
        ],
        { branch: 'docs/evil', siteChecks },
      );
      expect(existsSync(marker)).toBe(false);
      expect(result.haultReason).toBe('error');
      expect(result.messageToUser).toMatch(/^The pages the agent changed do not build:\n/);
      expect(result.messageToUser).toContain('guides/setup.mdx:');
      expect(result.messageToUser).toContain(
        'The changes are committed on the branch "docs/evil" for review; no pull request was opened.',
      );
      expect(result.messageToUser).not.toContain('agent-canary');
      // The model was told, and given the chance to fix its page.
      const told = model.doGenerateCalls[2]?.prompt.at(-1);
      expect(JSON.stringify(told)).toContain('pages you changed do not build');
      // The work is kept on its branch, marked unfinished.
      const subject = gitIn(harness.repo, 'log', '-1', '--format=%s', 'docs/evil').trim();
      expect(subject).toMatch(/^WIP: /);
    },
    TIMEOUT,
  );

  it(
    'that builds ends the job completed, after the same check',
    async () => {
      const { result } = await harness.run(
        [
          {
            tools: [
              {
                name: 'edit_file',
                input: {
                  path: 'index.mdx',
                  oldString: 'Welcome to Acme.',
                  newString: 'Welcome to Acme, now with two guides.',
                },
              },
            ],
          },
          { text: 'Counted the guides.' },
        ],
        { branch: 'docs/fine', siteChecks },
      );
      expect(result).toMatchObject({
        haultReason: 'completed',
        messageToUser: 'Counted the guides.',
      });
    },
    TIMEOUT,
  );
});
