/**
 * `folio broken-links` as a user runs it: a real process, exit codes, broken links grouped by
 * file with their positions, and the summary line last.
 */
import { describe, expect, it } from 'vitest';
import { runFolio, spawnFolio, spawnFolioIn } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const navigation = { groups: [{ group: 'Start', pages: ['index', 'guides/intro'] }] };

const clean = {
  'docs.json': { name: 'Clean', navigation, redirects: [{ source: '/old', destination: '/' }] },
  'index.mdx': page(
    'Home',
    [
      '[Intro](/guides/intro) [again](./guides/intro.mdx) [old](/old) [web](https://example.com)',
      '',
      '<Card title="Intro" href="/guides/intro/" img="/images/card.png" />',
      '',
      '![Hero](images/hero.png)',
    ].join('\n'),
  ),
  'guides/intro.mdx': page('Intro', '[Home](/) [spec](/openapi.json)'),
  'images/card.png': 'png',
  'images/hero.png': 'png',
  'openapi.json': '{}',
};

const broken = {
  'docs.json': JSON.stringify(
    {
      name: 'Broken',
      navigation,
      redirects: [
        { source: '/old', destination: '/guides/intro' },
        { source: '/older', destination: '/guides/outro' },
      ],
    },
    null,
    2,
  ),
  'index.mdx': page(
    'Home',
    [
      'Read the [intro](/guides/intor) first.',
      '',
      '![Hero](/images/hero.jpg)',
      '',
      '<Card title="Setup" href="/guides/setup">Set it up.</Card>',
    ].join('\n'),
  ),
  'guides/intro.mdx': page(
    'Intro',
    "import Note from '/snippets/note.mdx';\n\n<Note />\n\n[Home](/)",
  ),
  'snippets/note.mdx': 'See the [reference](/reference/api).\n',
  'images/hero.png': 'png',
};

describe('folio broken-links (process)', () => {
  it('exits 0 on a folder without broken links and says how much it checked', async () => {
    const root = await tempDocs(clean);
    const result = spawnFolio(['broken-links', root]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('No broken links (checked 9 links in 3 files)\n');
    expect(result.code).toBe(0);
  });

  it('exits 1 and reports each broken link at its file, line and column', async () => {
    const root = await tempDocs(broken);
    const result = spawnFolioIn(root, ['broken-links']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatchInlineSnapshot(`
      "docs.json
        21:22  /guides/outro → no page /guides/outro (redirects[1].destination)

      index.mdx
        5:10  /guides/intor → no page /guides/intor, did you mean /guides/intro?
        7:1   /images/hero.jpg → no file /images/hero.jpg, did you mean /images/hero.png?
        9:21  /guides/setup → no page /guides/setup

      snippets/note.mdx
        1:9  /reference/api → no page /reference/api

      5 broken links in 3 files
      "
    `);
  });

  it('checks #anchors only with --check-anchors, against headings, {#id}s and component ids', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Anchors', navigation },
      'index.mdx': page(
        'Home',
        [
          '[a](/guides/intro#custom) [b](/guides/intro#faq) [c](/guides/intro#setup)',
          '[d](/guides/intro#usage) [e](#local)',
          '',
          '## Local',
        ].join('\n'),
      ),
      'guides/intro.mdx': page(
        'Intro',
        [
          '## Getting started {#custom}',
          '',
          '## Usage',
          '',
          '<Accordion title="Questions" id="faq">Answers.</Accordion>',
        ].join('\n'),
      ),
    });
    expect(spawnFolio(['broken-links', root]).code).toBe(0);
    const result = spawnFolioIn(root, ['broken-links', '--check-anchors']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatchInlineSnapshot(`
      "index.mdx
        5:50  /guides/intro#setup → no heading #setup on /guides/intro

      1 broken link in 1 file
      "
    `);
  });

  it('prints docs.json errors and exits 1', async () => {
    const root = await tempDocs({ 'docs.json': '{"navigation": {"pages": [}}' });
    const result = spawnFolio(['broken-links', root]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^error\[[a-z-]+\]: /m);
    expect(result.stdout).toMatch(/docs\.json:1:\d+/);
  });

  it('exits 2 on usage errors', () => {
    const missing = spawnFolio(['broken-links', '/no/such/folder']);
    expect([missing.code, missing.stderr.split('\n')[0]]).toEqual([
      2,
      'folio broken-links: /no/such/folder is not a folder',
    ]);
    expect(spawnFolio(['broken-links', '--nope']).code).toBe(2);
  });
});

describe('folio broken-links --json', () => {
  it('lists broken links with positions and reasons for machines', async () => {
    const root = await tempDocs(broken);
    const result = await runFolio(['broken-links', root, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      ok: boolean;
      summary: Record<string, number>;
      brokenLinks: { file: string; line: number; column: number; problem: string }[];
    };
    expect(report.ok).toBe(false);
    expect(report.summary).toEqual({ brokenLinks: 5, files: 3, checkedLinks: 7, checkedFiles: 4 });
    expect(report.brokenLinks[1]).toEqual({
      file: 'index.mdx',
      line: 5,
      column: 10,
      kind: 'link',
      written: '/guides/intor',
      url: '/guides/intor',
      problem: 'no page /guides/intor',
      suggestion: '/guides/intro',
    });
  });
});
