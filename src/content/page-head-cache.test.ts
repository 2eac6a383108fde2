import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import type { FileContent } from '../../test/helpers/temp-docs.ts';
import { CacheStore, engineHash, OutsideFolderError } from '../shared/index.ts';
import { loadDocsProject } from './load-docs-project.ts';
import { PageHeadCache } from './page-head-cache.ts';
import type { PageDigest } from './page-head-cache.ts';

/** The hash of a Folio's code the tests' caches are kept under, and the cache file it names. */
const ENGINE = '0123456789abcdef0123';
const CACHE_FILE = 'page-heads-3-0123456789abcdef.json';

/** A modification time in whole seconds, which every file system keeps as it is given. */
const time = new Date('2026-01-02T03:04:05Z');

/** Writes `text` as `file` with the modification time {@link time}. */
async function writeAtTime(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await utimes(file, time, time);
}

/**
 * A temporary docs folder of `files`, each last written at {@link time}: a file written in the
 * last second is never taken from the cache.
 */
async function settledDocs(files: Record<string, FileContent>): Promise<string> {
  const root = await tempDocs(files);
  await Promise.all(Object.keys(files).map((file) => utimes(path.join(root, file), time, time)));
  return root;
}

/** The columns of a cache file recording `file` of `root` as it is now, head and digest apart. */
async function columnsOf(root: string, file: string): Promise<Record<string, unknown[]>> {
  const { size, mtimeMs, ino } = await stat(path.join(root, file));
  const [sizes, times, inodes] = [[size], [mtimeMs], [ino]];
  return { pages: [file], sizes, times, inodes, hashes: [null], classes: [null] };
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
    const root = await settledDocs({ 'a.mdx': '---\ntitle: Secret\n---\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const cache = PageHeadCache.open(store, ENGINE);
    cache.read(root, 'a.mdx');
    cache.save();
    await rm(path.join(root, 'a.mdx'));
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'a.mdx'));
    expect(() => PageHeadCache.open(store, ENGINE).read(root, 'a.mdx')).toThrow(OutsideFolderError);
  });

  it('writes nothing when only a link inside the folder was read again', async () => {
    const root = await settledDocs({ 'a.mdx': '---\ntitle: A\n---\n' });
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
    const root = await settledDocs({ 'a.mdx': shared, 'b.mdx': shared, 'c.mdx': '# C\n' });
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
    const root = await settledDocs({ 'a.mdx': '---\ntitle: A\n---\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const older = PageHeadCache.open(store, 'ffffffffffffffff');
    older.read(root, 'a.mdx');
    older.save();
    const kept = { heads: ['OLDER'], ...(await columnsOf(root, 'a.mdx')), headOf: [0] };
    await writeFile(
      store.file('heads', 'page-heads-3-ffffffffffffffff.json'),
      JSON.stringify(kept),
    );
    const current = PageHeadCache.open(store, ENGINE);
    expect(current.read(root, 'a.mdx')).toBe('---\ntitle: A\n---\n');
    current.save();
    expect(readdirSync(store.folder('heads'))).toEqual([CACHE_FILE]);
  });

  it('reads the pages again when the cache file is not of its shape', async () => {
    const root = await settledDocs({ 'a.mdx': '---\ntitle: A\n---\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const folder = store.folder('heads');
    const columns = await columnsOf(root, 'a.mdx');
    for (const stored of [
      '{"heads": 3, "pages": [',
      JSON.stringify({ heads: ['WRONG'], ...columns }),
      JSON.stringify({ heads: ['WRONG'], ...columns, headOf: [1] }),
      JSON.stringify({ heads: [7], ...columns, headOf: [0] }),
      JSON.stringify({ heads: ['WRONG'], ...columns, headOf: [0], inodes: [] }),
      JSON.stringify({ heads: ['WRONG'], ...columns, headOf: [0], inodes: [1.5] }),
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

/** A digest that counts the texts it is asked for: each is one page read whole. */
function countingDigest(): { digest: (text: string) => PageDigest; texts: string[] } {
  const texts: string[] = [];
  return { texts, digest: (text) => (texts.push(text), { hash: `#${text}`, classes: 'a b' }) };
}

describe('PageHeadCache.readWhole', () => {
  it('takes head and digest from the cache while the stat is the one recorded', async () => {
    const root = await settledDocs({ 'a.mdx': '---\ntitle: One\n---\nBody\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const { digest, texts } = countingDigest();
    const first = PageHeadCache.open(store, ENGINE);
    expect(first.readWhole(root, 'a.mdx', digest)).toEqual({
      head: '---\ntitle: One\n---\n',
      digest: { hash: '#---\ntitle: One\n---\nBody\n', classes: 'a b' },
    });
    first.save();
    // Same size, time and inode: the file is not read, though its text changed.
    await writeAtTime(path.join(root, 'a.mdx'), '---\ntitle: Two\n---\nBody\n');
    const second = PageHeadCache.open(store, ENGINE).readWhole(root, 'a.mdx', digest);
    expect(second.digest.hash).toBe('#---\ntitle: One\n---\nBody\n');
    expect(texts).toHaveLength(1);
    // An edit of the same size is seen by its time.
    const later = new Date('2026-01-02T03:04:06Z');
    await utimes(path.join(root, 'a.mdx'), later, later);
    const third = PageHeadCache.open(store, ENGINE).readWhole(root, 'a.mdx', digest);
    expect(third.digest.hash).toBe('#---\ntitle: Two\n---\nBody\n');
  });

  it('reads a file again when its inode changed, though size and time did not', async () => {
    const root = await settledDocs({ 'a.mdx': 'One\n', 'b.mdx': 'Two\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const { digest } = countingDigest();
    const first = PageHeadCache.open(store, ENGINE);
    first.readWhole(root, 'a.mdx', digest);
    first.save();
    await rename(path.join(root, 'b.mdx'), path.join(root, 'a.mdx'));
    const again = PageHeadCache.open(store, ENGINE).readWhole(root, 'a.mdx', digest);
    expect(again.digest.hash).toBe('#Two\n');
  });

  it('reads again a file written in the last second, whose next edit may keep its stat', async () => {
    const root = await tempDocs({ 'a.mdx': 'One\n' });
    const file = path.join(root, 'a.mdx');
    const store = new CacheStore(path.join(root, 'cache'));
    const { digest } = countingDigest();
    const { mtime } = await stat(file);
    const first = PageHeadCache.open(store, ENGINE);
    first.readWhole(root, 'a.mdx', digest);
    first.save();
    // Edited in the same tick of the clock: same size, same time, same inode.
    await writeFile(file, 'Two\n');
    await utimes(file, mtime, mtime);
    const again = PageHeadCache.open(store, ENGINE).readWhole(root, 'a.mdx', digest);
    expect(again.digest.hash).toBe('#Two\n');
  });

  it('reads the whole page when the record has a head but no usable digest', async () => {
    const root = await settledDocs({ 'a.mdx': '---\ntitle: A\n---\nBody\n' });
    const store = new CacheStore(path.join(root, 'cache'));
    const folder = store.folder('heads');
    const columns = await columnsOf(root, 'a.mdx');
    const { digest, texts } = countingDigest();
    for (const digests of [
      { hashes: [null], classes: [null] },
      { hashes: ['#KEPT'], classes: [7] },
      { hashes: [{ hash: '#KEPT' }], classes: ['a'] },
    ]) {
      const stored = { heads: ['---\ntitle: A\n---\n'], ...columns, headOf: [0], ...digests };
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, CACHE_FILE), JSON.stringify(stored));
      const read = PageHeadCache.open(store, ENGINE).readWhole(root, 'a.mdx', digest);
      expect(read.digest.hash).toBe('#---\ntitle: A\n---\nBody\n');
    }
    expect(texts).toHaveLength(3);
    // A head-only read keeps the digest a build recorded.
    const first = PageHeadCache.open(store, ENGINE);
    first.readWhole(root, 'a.mdx', digest);
    first.save();
    const second = PageHeadCache.open(store, ENGINE);
    second.read(root, 'a.mdx');
    second.save();
    PageHeadCache.open(store, ENGINE).readWhole(root, 'a.mdx', digest);
    expect(texts).toHaveLength(4);
  });
});

describe('loadDocsProject with digests', () => {
  it('reads only the pages whose files changed since the last load', async () => {
    const root = await settledDocs({
      'docs.json': { navigation: { pages: ['index', 'guide'] } },
      'index.mdx': '---\ntitle: Home\n---\n',
      'guide.mdx': '---\ntitle: Guide\n---\n# Guide\n',
    });
    const { digest, texts } = countingDigest();
    const plain = await loadDocsProject(root);
    const first = await loadDocsProject(root, { cache: true, digest });
    expect(texts).toEqual(['---\ntitle: Guide\n---\n# Guide\n', '---\ntitle: Home\n---\n']);
    expect(first.pageSources.size).toBe(0);
    await writeFile(path.join(root, 'guide.mdx'), '---\ntitle: Guide 2\n---\n');
    const second = await loadDocsProject(root, { cache: true, digest });
    expect(texts.slice(2)).toEqual(['---\ntitle: Guide 2\n---\n']);
    expect(second.pageDigests?.get('index.mdx')?.hash).toBe('#---\ntitle: Home\n---\n');
    expect(second.pageDigests?.get('guide.mdx')?.hash).toBe('#---\ntitle: Guide 2\n---\n');
    expect(first.frontmatter).toEqual(plain.frontmatter);
    expect(second.frontmatter.get('guide.mdx')?.data['title']).toBe('Guide 2');
  });
});

describe('loadDocsProject with frontmatterOnly and the cache', () => {
  it('keeps the heads in the project cache and loads the same project from them', async () => {
    const same = '---\ntitle: Same\n---\n# Body\n';
    const root = await settledDocs({
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
    const file = path.join(root, `.folio/cache/heads/page-heads-3-${engine}.json`);
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
