import { writeFile, rm, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDocsRepository,
  gitIn,
  removeTemporaryFolders,
} from '../../../test/agent/docs-repository.ts';
import { branchDiff } from './branch-diff.ts';

afterAll(removeTemporaryFolders);

describe('branchDiff', () => {
  it('lists added, modified, deleted, renamed and binary files with their line counts', async () => {
    const { repo, docs } = await createDocsRepository();
    const base = gitIn(repo, 'rev-parse', 'HEAD').trim();
    gitIn(repo, 'switch', '--quiet', '-c', 'docs/changes');
    await writeFile(path.join(docs, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\nMore.\n');
    await writeFile(path.join(docs, 'faq.mdx'), '# FAQ\n');
    await writeFile(path.join(docs, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
    await rename(path.join(docs, 'guides', 'setup.mdx'), path.join(docs, 'setup.mdx'));
    await rm(path.join(repo, 'README.md'));
    gitIn(repo, 'add', '--all');
    gitIn(repo, 'commit', '--quiet', '-m', 'Changes');
    gitIn(repo, 'switch', '--quiet', 'main');
    // A later commit on the base branch is not part of the branch's diff.
    await writeFile(path.join(repo, 'CHANGELOG.md'), '# Changes\n');
    gitIn(repo, 'add', '--all');
    gitIn(repo, 'commit', '--quiet', '-m', 'Later');

    const diff = await branchDiff(repo, 'docs/changes', base);
    expect(diff.files).toEqual([
      { path: 'README.md', status: 'deleted', additions: 0, deletions: 1 },
      { path: 'docs/faq.mdx', status: 'added', additions: 1, deletions: 0 },
      { path: 'docs/index.mdx', status: 'modified', additions: 2, deletions: 1 },
      { path: 'docs/logo.png', status: 'added', additions: null, deletions: null },
      {
        path: 'docs/setup.mdx',
        status: 'renamed',
        previousPath: 'docs/guides/setup.mdx',
        additions: 0,
        deletions: 0,
      },
    ]);
    expect(diff).toMatchObject({
      branch: 'docs/changes',
      baseCommit: base,
      headCommit: gitIn(repo, 'rev-parse', 'docs/changes').trim(),
      truncated: false,
    });
    expect(diff.patch).toContain('diff --git a/docs/guides/setup.mdx b/docs/setup.mdx');
    expect(diff.patch).toContain('+More.');
    expect(diff.patch).not.toContain('CHANGELOG');
  });
});
