import { describe, expect, it } from 'vitest';
import type { BranchDiff } from '../agent/index.ts';
import { compareMessageHtml, comparePageHtml, splitPatch } from './agent-compare-page.ts';

const PATCH = [
  'diff --git a/docs/a.mdx b/docs/a.mdx',
  'index 1111111..2222222 100644',
  '--- a/docs/a.mdx',
  '+++ b/docs/a.mdx',
  '@@ -1,2 +1,2 @@',
  ' ---',
  '-Old <b>text</b>',
  '+New <script>alert(1)</script> text',
  'diff --git a/docs/b.mdx b/docs/b.mdx',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/docs/b.mdx',
  '@@ -0,0 +1 @@',
  '+Hello',
  '',
].join('\n');

const diff: BranchDiff = {
  branch: 'docs/<x>',
  baseCommit: 'a'.repeat(40),
  headCommit: 'b'.repeat(40),
  files: [
    { path: 'docs/a.mdx', status: 'modified', additions: 1, deletions: 1 },
    { path: 'docs/b.mdx', status: 'added', additions: 1, deletions: 0 },
  ],
  patch: PATCH,
  truncated: false,
};

describe('the compare page', () => {
  it('cuts the patch into one section per file', () => {
    expect(splitPatch(PATCH).map((section) => [section.path, section.lines.length])).toEqual([
      ['docs/a.mdx', 7],
      ['docs/b.mdx', 6],
    ]);
  });

  it('shows files, counts and coloured lines, with every repository text escaped', () => {
    const html = comparePageHtml(diff, { projectName: 'Acme & co', sessionId: 's1' });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>text');
    expect(html).toContain('<h1>docs/&lt;x&gt;</h1>');
    expect(html).toContain('Acme &amp; co');
    expect(html).toContain('<span class="line del">-Old &lt;b&gt;text&lt;/b&gt;</span>');
    expect(html).toContain(
      '<span class="line add">+New &lt;script&gt;alert(1)&lt;/script&gt; text</span>',
    );
    expect(html).toContain('<span class="line hunk">@@ -1,2 +1,2 @@</span>');
    expect(html).toContain('<span class="line meta">+++ b/docs/a.mdx</span>');
    expect(html).toContain('2 files changed');
    expect(html).toContain('<span class="add">+1</span> <span class="del">−0</span>');
  });

  it('says when there are no changes, and when the diff was cut', () => {
    expect(
      comparePageHtml({ ...diff, files: [], patch: '' }, { projectName: 'Acme', sessionId: 's' }),
    ).toContain('The branch has no changes');
    expect(
      comparePageHtml({ ...diff, truncated: true }, { projectName: 'A', sessionId: 's' }),
    ).toContain('too long to show whole');
    expect(compareMessageHtml('No such agent job', 'Project "<p>" has none.')).toContain(
      '<p>Project &quot;&lt;p&gt;&quot; has none.</p>',
    );
  });
});
