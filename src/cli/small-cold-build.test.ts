import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesAtMost, smallColdBuild, SMALL_SITE_PAGES } from './small-cold-build.ts';

async function folder(pages: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-small-build-'));
  await mkdir(path.join(root, 'guides/deep'), { recursive: true });
  await mkdir(path.join(root, 'node_modules/pkg'), { recursive: true });
  await mkdir(path.join(root, '.git'), { recursive: true });
  await writeFile(path.join(root, 'docs.json'), '{}');
  for (let i = 0; i < pages; i++) {
    const where = i % 3 === 0 ? 'guides/deep' : i % 3 === 1 ? 'guides' : '.';
    await writeFile(path.join(root, where, `p${String(i)}.${i % 2 ? 'md' : 'mdx'}`), '# A');
  }
  // Not pages of the site: never counted.
  await writeFile(path.join(root, 'node_modules/pkg/readme.md'), '# B');
  await writeFile(path.join(root, '.git/notes.md'), '# C');
  return root;
}

describe('pagesAtMost', () => {
  it('counts .mdx and .md files below the folder, leaving out node_modules and dot folders', async () => {
    const root = await folder(7);
    expect(pagesAtMost(root, 7)).toBe(true);
    expect(pagesAtMost(root, 6)).toBe(false);
    expect(pagesAtMost(path.join(root, 'missing'), 10)).toBe(false);
  });

  it('follows no link: a linked folder elsewhere is not counted', async () => {
    const root = await folder(2);
    const outside = await folder(5);
    await symlink(outside, path.join(root, 'elsewhere'), 'dir');
    await symlink(path.join(outside, 'p0.mdx'), path.join(root, 'linked.mdx'));
    expect(pagesAtMost(root, 2)).toBe(true);
  });
});

describe('smallColdBuild', () => {
  it('says yes for a small folder without a build cache, found as build finds it', async () => {
    const root = await folder(3);
    expect(smallColdBuild([root], '/')).toBe(true);
    expect(smallColdBuild(['--out', '/tmp/x', path.basename(root)], path.dirname(root))).toBe(true);
    expect(smallColdBuild([`--out=${root}`, '--workers', '2'], root)).toBe(true);
  });

  it('says no for a rebuild (unless --no-cache), a large site, help or unreadable arguments', async () => {
    const root = await folder(3);
    await mkdir(path.join(root, '.folio/cache/build'), { recursive: true });
    expect(smallColdBuild([root], '/')).toBe(false);
    expect(smallColdBuild([root, '--no-cache'], '/')).toBe(true);
    expect(smallColdBuild([root, '--help'], '/')).toBe(false);
    expect(smallColdBuild([root, root], '/')).toBe(false);
    expect(smallColdBuild([path.join(root, 'nothing-here')], '/')).toBe(false);
    const large = await folder(SMALL_SITE_PAGES + 1);
    expect(smallColdBuild([large], '/')).toBe(false);
  });
});
