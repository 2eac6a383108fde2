/**
 * Page frontmatter features, end to end through `folio build`: `deprecated` (badge in the header
 * and the sidebar), `hideFooterPagination`, `url:` pages (a sidebar entry that links out, and a
 * route that sends readers on), and "Last modified" dates (`metadata.timestamp`) from git or
 * the file's time, kept right by the build cache when a commit leaves a file's text unchanged.
 */
import { mkdtemp, readFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { gitIn } from '../helpers/git.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const pages = {
  'index.mdx': page('Home'),
  'old.mdx':
    '---\ntitle: Old API\ndeprecated: true\nhideFooterPagination: true\n---\n\nGone soon.\n',
  'npm.mdx': '---\ntitle: npm package\nurl: "https://www.npmjs.com/package/mint"\n---\n',
  'guide.mdx': page('Guide'),
};

const navigation = { groups: [{ group: 'Start', pages: ['index', 'old', 'npm', 'guide'] }] };

async function build(root: string, cache = false): Promise<(file: string) => Promise<string>> {
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
  const result = await buildSite(root, { outDir: out, cache });
  expect(result.written).toBe(true);
  return (file) => readFile(path.join(out, file), 'utf8');
}

/** The sidebar's entry for `title`. */
function sidebarEntry(html: string, title: string): string {
  const entry = new RegExp(
    `<a [^>]*class="folio-nav-page"[^>]*>(?:(?!</a>).)*${title}(?:(?!</a>).)*</a>`,
  );
  return entry.exec(html)?.[0] ?? '';
}

describe('page frontmatter in a build', () => {
  it('marks deprecated pages in the header and the sidebar, and drops their pagination', async () => {
    const read = await build(await tempDocs({ 'docs.json': { name: 'S', navigation }, ...pages }));
    const old = await read('old/index.html');
    expect(old).toContain(
      '<h1 class="folio-title">Old API<span class="folio-tag folio-deprecated">Deprecated</span></h1>',
    );
    expect(old).not.toContain('class="folio-pagination"');
    const home = await read('index.html');
    expect(sidebarEntry(home, 'Old API')).toContain(
      '<span class="folio-tag folio-deprecated">Deprecated</span>',
    );
    // Other pages keep theirs, and no badge.
    expect(home).toContain('class="folio-pagination"');
    expect(home).not.toContain('<h1 class="folio-title">Home<span');
  });

  it('links url: pages out from the sidebar and sends their route on', async () => {
    const read = await build(await tempDocs({ 'docs.json': { name: 'S', navigation }, ...pages }));
    const home = await read('index.html');
    expect(sidebarEntry(home, 'npm package')).toBe(
      '<a href="https://www.npmjs.com/package/mint" class="folio-nav-page" target="_blank" rel="noopener noreferrer"><span class="folio-nav-title">npm package</span><span class="folio-external" aria-hidden="true">↗</span></a>',
    );
    const npm = await read('npm/index.html');
    expect(npm).toContain(
      '<meta http-equiv="refresh" content="0; url=https://www.npmjs.com/package/mint"/>',
    );
    expect(npm).toContain('<meta name="robots" content="noindex"/>');
    expect(npm).toContain(
      '<a href="https://www.npmjs.com/package/mint" rel="noopener noreferrer">',
    );
    // The page before it leads out too, in its "next" link.
    const old = await read('old/index.html');
    expect(old).not.toContain('href="/npm"');
    expect(await read('sitemap.xml')).not.toContain('/npm');
  });

  it('shows the last commit date of each page, the file time outside git, or its own date', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'S', navigation, metadata: { timestamp: true } },
      ...pages,
      'guide.mdx': '---\ntitle: Guide\nlastUpdatedDate: "2026-08-13"\n---\n\nText.\n',
      'index.mdx': '---\ntitle: Home\ntimestamp: false\n---\n\nText.\n',
    });
    // Outside git: the file's modification time.
    await utimes(
      path.join(root, 'old.mdx'),
      new Date('2024-02-03T10:00:00Z'),
      new Date('2024-02-03T10:00:00Z'),
    );
    let read = await build(root, true);
    expect(await read('old/index.html')).toContain(
      '<p class="folio-last-modified">Last modified on <time dateTime="2024-02-03">February 3, 2024</time></p>',
    );
    expect(await read('guide/index.html')).toContain(
      '<time dateTime="2026-08-13">August 13, 2026</time>',
    );
    expect(await read('index.html')).not.toContain('folio-last-modified');

    // Committed: the commit's date, though the text is unchanged (the build cache must not keep
    // the old date).
    gitIn(root, 'init', '-q');
    gitIn(root, 'add', '.');
    process.env['GIT_COMMITTER_DATE'] = '2025-06-07T12:00:00Z';
    try {
      gitIn(root, 'commit', '-q', '--no-verify', '-m', 'docs');
    } finally {
      delete process.env['GIT_COMMITTER_DATE'];
    }
    read = await build(root, true);
    expect(await read('old/index.html')).toContain(
      '<p class="folio-last-modified">Last modified on <time dateTime="2025-06-07">June 7, 2025</time></p>',
    );
  });
});
