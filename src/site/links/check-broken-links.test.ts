import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadDocsProject } from '../../content/index.ts';
import { checkBrokenLinks } from './check-broken-links.ts';
import type { BrokenLink, BrokenLinksOptions } from './check-broken-links.ts';

async function check(
  files: Record<string, string | Record<string, unknown>>,
  options: BrokenLinksOptions = {},
) {
  const project = await loadDocsProject(await tempDocs(files));
  return checkBrokenLinks(project, options);
}

/** `file:line:column problem` for each broken link. */
const lines = (broken: readonly BrokenLink[]) =>
  broken.map((link) => `${link.file}:${link.line}:${link.column} ${link.problem}`);

const docsJson = (extra: Record<string, unknown> = {}) => ({
  name: 'Links',
  navigation: { pages: ['index', 'guides/intro', 'guides/setup'] },
  ...extra,
});

describe('checkBrokenLinks: pages', () => {
  it('checks Markdown links, <a>, Card and Tile hrefs, images, <img>, Card img and Frame media', async () => {
    const report = await check({
      'docs.json': docsJson(),
      'index.mdx': page(
        'Home',
        [
          '[ok](/guides/intro) [ok too](./guides/setup/) [gone](/guides/gone)',
          '',
          '<a href="/nope">a</a>',
          '',
          '<Card title="C" href="/guides/intr" img="/images/card.png" />',
          '',
          '<Tile href="/guides/setup" img="/images/tile.png" />',
          '',
          '![hero](/images/hero.png) ![missing](images/missing.png)',
          '',
          '<Frame><img src="/images/frame.png" /></Frame>',
          '',
          '[external](https://example.com) [mail](mailto:a@b.c) [file](/images/hero.png)',
        ].join('\n'),
      ),
      'guides/intro.mdx': page('Intro', '[back](../index) [home](/)'),
      'guides/setup.mdx': page('Setup'),
      'images/hero.png': 'png',
      'images/tile.png': 'png',
    });
    expect(lines(report.broken)).toEqual([
      'index.mdx:5:47 no page /guides/gone',
      'index.mdx:7:4 no page /nope',
      'index.mdx:9:17 no page /guides/intr',
      'index.mdx:9:37 no file /images/card.png',
      'index.mdx:13:27 no file /images/missing.png',
      'index.mdx:15:13 no file /images/frame.png',
    ]);
    expect(report.broken[2]).toMatchObject({
      suggestion: '/guides/intro',
      written: '/guides/intr',
    });
    expect(report.broken[4]).toMatchObject({ written: 'images/missing.png', kind: 'image' });
    expect(report.checkedLinks).toBe(14);
    expect(report.checkedFiles).toBe(4);
  });

  it('checks hidden pages on disk, and accepts links to them and to redirect sources', async () => {
    const report = await check({
      'docs.json': docsJson({
        redirects: [
          { source: '/old/:slug*', destination: '/guides/:slug*' },
          { source: '/start', destination: '/guides/intro' },
        ],
      }),
      'index.mdx': page('Home', '[hidden](/drafts/plan) [old](/old/setup) [s](/start)'),
      'guides/intro.mdx': page('Intro'),
      'guides/setup.mdx': page('Setup'),
      'drafts/plan.mdx': page('Plan', '[bad](/old/stup)'),
    });
    expect(lines(report.broken)).toEqual([
      'drafts/plan.mdx:5:1 no page /guides/stup (redirected from /old/:slug*)',
    ]);
  });

  it('reports MDX syntax errors that keep a page from being checked', async () => {
    const report = await check({
      'docs.json': docsJson(),
      'index.mdx': page('Home', '<Card title="x">\n\n[a](/gone)'),
      'guides/intro.mdx': page('Intro'),
      'guides/setup.mdx': page('Setup'),
    });
    expect(report.broken).toEqual([]);
    expect(report.diagnostics.map((item) => `${item.position?.file ?? ''} ${item.code}`)).toEqual([
      'index.mdx mdx',
    ]);
  });
});

describe('checkBrokenLinks: snippets', () => {
  const files = {
    'docs.json': docsJson(),
    'index.mdx': page(
      'Home',
      "import Shared from '/snippets/shared.mdx';\n\n## Home part\n\n<Shared />",
    ),
    'guides/intro.mdx': page(
      'Intro',
      "import Shared from '/snippets/shared.mdx';\n\n## Intro part\n\n<Shared />",
    ),
    'guides/setup.mdx': page('Setup'),
    'snippets/shared.mdx':
      '## From the snippet\n\nSee [setup](/guides/stup) and [part](#home-part).\n',
    'snippets/unused.md': '[x](/nowhere)\n',
  };

  it('reports links of a snippet once, at the snippet, however many pages show it', async () => {
    const report = await check(files);
    expect(lines(report.broken)).toEqual([
      'snippets/shared.mdx:3:5 no page /guides/stup',
      'snippets/unused.md:1:1 no page /nowhere',
    ]);
  });

  it('checks #anchor links of a snippet against every page that shows it', async () => {
    const report = await check(files, { checkAnchors: true });
    expect(lines(report.broken)).toEqual([
      'snippets/shared.mdx:3:5 no page /guides/stup',
      'snippets/shared.mdx:3:31 no heading #home-part on /guides/intro',
      'snippets/unused.md:1:1 no page /nowhere',
    ]);
  });
});

describe('checkBrokenLinks: docs.json', () => {
  it('checks redirect destinations and site hrefs at their docs.json positions', async () => {
    const report = await check({
      'docs.json': JSON.stringify(
        {
          name: 'Links',
          navigation: {
            tabs: [
              { tab: 'Docs', pages: ['index'] },
              { tab: 'Blog', href: '/blgo' },
              { tab: 'Site', href: 'https://example.com' },
            ],
          },
          redirects: [
            { source: '/a', destination: '/index' },
            { source: '/b', destination: '/missing' },
            { source: '/c/:slug*', destination: '/nothing-here/:slug*' },
            { source: '/d/:slug*', destination: '/:slug*' },
            { source: '/e', destination: 'https://example.com/e' },
          ],
        },
        null,
        2,
      ),
      'index.mdx': page('Home'),
      'blog.mdx': page('Blog'),
    });
    expect(report.broken.map((link) => [lines([link])[0], link.jsonPath, link.suggestion])).toEqual(
      [
        ['docs.json:13:17 no page /blgo', 'navigation.tabs[1].href', '/blog'],
        ['docs.json:28:22 no page /missing', 'redirects[1].destination', undefined],
        ['docs.json:32:22 no page under /nothing-here/', 'redirects[2].destination', undefined],
      ],
    );
  });
});

describe('checkBrokenLinks: anchors', () => {
  const files = {
    'docs.json': docsJson(),
    'index.mdx': page(
      'Home',
      [
        '[a](/guides/intro#custom-id) [b](/guides/intro#faq-entry) [c](/guides/intro#v2-0-0)',
        '[d](/guides/intro#install-it) [e](/guides/intro#missing) [f](#top) [g](#local)',
        '[h](/guides/intro/#setup-steps) [i](/guides/intro#instal-it)',
        '',
        '## Local',
      ].join('\n'),
    ),
    'guides/intro.mdx': page(
      'Intro',
      [
        '## Installation {#custom-id}',
        '',
        '## Install it',
        '',
        '<Accordion title="FAQ" id="faq-entry">Answer</Accordion>',
        '',
        '<Update label="v2.0.0">Notes</Update>',
        '',
        '<Steps titleSize="h2"><Step title="Setup steps">Do it</Step></Steps>',
      ].join('\n'),
    ),
    'guides/setup.mdx': page('Setup'),
  };

  it('ignores fragments without checkAnchors', async () => {
    expect((await check(files)).broken).toEqual([]);
  });

  it('accepts headings, custom {#id}s and component ids, and reports missing ones', async () => {
    const report = await check(files, { checkAnchors: true });
    expect(lines(report.broken)).toEqual([
      'index.mdx:6:31 no heading #missing on /guides/intro',
      'index.mdx:7:33 no heading #instal-it on /guides/intro',
    ]);
    expect(report.broken[1]?.suggestion).toBe('#install-it');
  });
});

describe('checkBrokenLinks: large folders', () => {
  it('parses on worker threads with the same result as in one thread', async () => {
    const count = 820;
    const files: Record<string, string | Record<string, unknown>> = {
      'docs.json': { name: 'Big', navigation: { pages: ['index'] } },
      'index.mdx': page('Home', '[first](/p/0)'),
    };
    for (let index = 0; index < count; index++) {
      const next =
        index % 100 === 19 ? `/p/missing-${String(index)}` : `/p/${String((index + 1) % count)}`;
      files[`p/${String(index)}.mdx`] = page(`Page ${String(index)}`, `[next](${next})`);
    }
    const project = await loadDocsProject(await tempDocs(files));
    const threaded = await checkBrokenLinks(project, { workers: 2 });
    const single = await checkBrokenLinks(project, { workers: 1 });
    expect(threaded).toEqual(single);
    expect(threaded.checkedLinks).toBe(count + 1);
    expect(lines(threaded.broken)).toEqual([
      'p/119.mdx:5:1 no page /p/missing-119',
      'p/19.mdx:5:1 no page /p/missing-19',
      'p/219.mdx:5:1 no page /p/missing-219',
      'p/319.mdx:5:1 no page /p/missing-319',
      'p/419.mdx:5:1 no page /p/missing-419',
      'p/519.mdx:5:1 no page /p/missing-519',
      'p/619.mdx:5:1 no page /p/missing-619',
      'p/719.mdx:5:1 no page /p/missing-719',
      'p/819.mdx:5:1 no page /p/missing-819',
    ]);
  });
});

describe('checkBrokenLinks: home and folder paths', () => {
  it('takes / for the home page and a folder path for its first navigation page', async () => {
    const report = await check({
      'docs.json': {
        name: 'Links',
        navigation: {
          groups: [
            { group: 'Start', pages: ['quickstart', 'guides/intro', 'guides/deep/one'] },
            { group: 'Hidden', hidden: true, pages: ['secret/page'] },
          ],
        },
        redirects: [
          { source: '/old', destination: '/' },
          { source: '/older', destination: '/guides' },
        ],
      },
      'quickstart.mdx': page(
        'Quickstart',
        '[home](/) [guides](/guides) [deep](/guides/deep/) [secret](/secret) [none](/nothing)',
      ),
      'guides/intro.mdx': page('Intro'),
      'guides/deep/one.mdx': page('One'),
      'secret/page.mdx': page('Secret'),
    });
    expect(lines(report.broken)).toEqual([
      'quickstart.mdx:5:51 no page /secret',
      'quickstart.mdx:5:69 no page /nothing',
    ]);
  });
});
