import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { CacheStore, engineHash, OutsideFolderError } from '../shared/index.ts';
import { loadDocsProject } from './load-docs-project.ts';
import { PageHeadCache } from './page-head-cache.ts';

/** The hash of a Folio's code the tests' caches are kept under, and the cache file it names. */
const ENGINE = '0123456789abcdef0123';
const CACHE_FILE = 'page-heads-2-0123456789abcdef.json';

/** A modification time in whole seconds, which every file system keeps as it is given. */
const time = new Date('2026-01-02T03:04:05Z');

/** Writes `text` as `file` with the modification time {@link time}. */
async function writeAtTime(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await utimes(file, time, time);
}

describe('PageHeadCache', () => {
  it('takes a head from the cache while size and time are those recorded', async () => {
    const root = await tempDocs({ 'a.mdx': '---\ntitle: One\n---\nBody\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    await writeAtTime(path.join(root, 'a.mdx'), '---\ntitle: One\n---\nBody\n');
    const first = PageHeadCache.open(store, ENGINE);
    expect(first.read(root, 'a.mdx')).toBe('---\ntitle: One\n---\n');
    first.save();
    // Same size and time: the kept head is used, the file is not read.
    await writeAtTime(path.join(root, 'a.mdx'), '---\ntitle: Two\n---\nBody\n');
    expect(PageHeadCache.open(store, ENGINE).read(root, 'a.mdx')).toBe('---\ntitle: One\n---\n');
    // A write that changes the time is read again.
    const later = new Date('2026-01-02T03:04:06Z');
    await utimes(path.join(root, 'a.mdx'), later, later);
    expect(PageHeadCache.open(store, ENGINE).read(root, 'a.mdx')).toBe('---\ntitle: Two\n---\n');
  });

  it('reads a page that became a link with the usual checks', async () => {
    const outside = await tempDocs({ 'secret.mdx': '---\ntitle: Secret\n---\n' });
    const root = await tempDocs({ 'a.mdx': '---\ntitle: Secret\n---\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const cache = PageHeadCache.open(store, ENGINE);
    cache.read(root, 'a.mdx');
    cache.save();
    await rm(path.join(root, 'a.mdx'));
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'a.mdx'));
    expect(() => PageHeadCache.open(store, ENGINE).read(root, 'a.mdx')).toThrow(OutsideFolderError);
  });

  it('writes nothing when only a link inside the folder was read again', async () => {
    const root = await tempDocs({ 'a.mdx': '---\ntitle: A\n---\n' });
    await symlink(path.join(root, 'a.mdx'), path.join(root, 'b.mdx'));
    const store = new CacheStore(path.join(root, 'cache'));
    const first = PageHeadCache.open(store, ENGINE);
    for (const file of ['a.mdx', 'b.mdx']) first.read(root, file);
    first.save();
    const file = store.file('heads', CACHE_FILE);
    await utimes(file, time, time);
    const second = PageHeadCache.open(store, ENGINE);
    expect(second.read(root, 'b.mdx')).toBe('---\ntitle: A\n---\n');
    second.read(root, 'a.mdx');
    second.save();
    expect((await stat(file)).mtime).toEqual(time);
  });

  it('keeps each head once and only the pages of the last run', async () => {
    const shared = '---\ntitle: Same\n---\n';
    const root = await tempDocs({ 'a.mdx': shared, 'b.mdx': shared, 'c.mdx': '# C\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const folder = store.folder('heads');
    const first = PageHeadCache.open(store, ENGINE);
    for (const file of ['a.mdx', 'b.mdx', 'c.mdx']) first.read(root, file);
    first.save();
    const stored = (): { heads: string[]; pages: string[] } =>
      JSON.parse(readFileSync(path.join(folder, CACHE_FILE), 'utf8')) as {
        heads: string[];
        pages: string[];
      };
    expect(stored().heads).toEqual([shared, '']);
    const second = PageHeadCache.open(store, ENGINE);
    second.read(root, 'a.mdx');
    second.save();
    expect(stored().pages).toEqual(['a.mdx']);
  });

  it("uses no other Folio's heads, and removes them when it writes its own", async () => {
    const root = await tempDocs({ 'a.mdx': '---\ntitle: A\n---\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const older = PageHeadCache.open(store, 'ffffffffffffffff');
    older.read(root, 'a.mdx');
    older.save();
    const { size, mtimeMs } = await stat(path.join(root, 'a.mdx'));
    const kept = {
      heads: ['OLDER'],
      pages: ['a.mdx'],
      sizes: [size],
      times: [mtimeMs],
      headOf: [0],
    };
    await writeFile(
      store.file('heads', 'page-heads-2-ffffffffffffffff.json'),
      JSON.stringify(kept),
    );
    const current = PageHeadCache.open(store, ENGINE);
    expect(current.read(root, 'a.mdx')).toBe('---\ntitle: A\n---\n');
    current.save();
    expect(readdirSync(store.folder('heads'))).toEqual([CACHE_FILE]);
  });

  it('reads the pages again when the cache file is not of its shape', async () => {
    const root = await tempDocs({ 'a.mdx': '---\ntitle: A\n---\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const folder = store.folder('heads');
    const { size, mtimeMs } = await stat(path.join(root, 'a.mdx'));
    const columns = { pages: ['a.mdx'], sizes: [size], times: [mtimeMs] };
    for (const stored of [
      '{"heads": 3, "pages": [',
      JSON.stringify({ heads: ['WRONG'], ...columns }),
      JSON.stringify({ heads: ['WRONG'], ...columns, headOf: [1] }),
      JSON.stringify({ heads: [7], ...columns, headOf: [0] }),
    ]) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, CACHE_FILE), stored);
      expect(PageHeadCache.open(store, ENGINE).read(root, 'a.mdx')).toBe('---\ntitle: A\n---\n');
    }
    await writeFile(
      path.join(folder, CACHE_FILE),
      JSON.stringify({ heads: ['KEPT'], ...columns, headOf: [0] }),
    );
    expect(PageHeadCache.open(store, ENGINE).read(root, 'a.mdx')).toBe('KEPT');
  });
});

describe('loadDocsProject with frontmatterOnly and the cache', () => {
  it('keeps the heads in the project cache and loads the same project from them', async () => {
    const same = '---\ntitle: Same\n---\n# Body\n';
    const root = await tempDocs({
      'docs.json': { navigation: { pages: ['index', 'v1/guide', 'v2/guide', 'bad', 'worse'] } },
      'index.mdx': '---\ntitle: Home\n---\n',
      'v1/guide.mdx': same,
      'v2/guide.mdx': same,
      'bad.mdx': '---\ntitle: [open\n---\n',
      'worse.mdx': '---\ntitle: [open\n---\n',
    });
    const plain = await loadDocsProject(root, { frontmatterOnly: true });
    const first = await loadDocsProject(root, { frontmatterOnly: true, cache: true });
    const engine = (await engineHash()).slice(0, 16);
    const file = path.join(root, `.folio/cache/heads/page-heads-2-${engine}.json`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pages: ['bad.mdx', 'index.mdx', 'v1/guide.mdx', 'v2/guide.mdx', 'worse.mdx'],
      headOf: [0, 1, 2, 2, 0],
    });
    const second = await loadDocsProject(root, { frontmatterOnly: true, cache: true });
    for (const project of [first, second]) {
      expect(project.frontmatter).toEqual(plain.frontmatter);
      expect(project.navigation?.pages).toEqual(plain.navigation?.pages);
      expect(project.diagnostics).toEqual(plain.diagnostics);
    }
    // Each page's warning names its own file, though the two heads are the same.
    expect(second.diagnostics.map((item) => item.position?.file)).toEqual(['bad.mdx', 'worse.mdx']);
  });
});
