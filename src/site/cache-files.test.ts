import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readCacheFiles,
  readTwoPartFile,
  SHARD_COUNT,
  shardOf,
  writeHeader,
  writeShards,
  writeTwoPartFile,
} from './cache-files.ts';

const header = { format: 1, layoutKey: 'key-a' };
const allShards = new Set(Array.from({ length: SHARD_COUNT }, (_, shard) => shard));

async function folder(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'folio-cache-files-')), 'build');
}

/** Pages `/0` … `/n-1`, each entry its own route. */
function pagesUpTo(count: number): Record<string, { route: string }> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `/${String(index)}`,
      { route: `/${String(index)}` },
    ]),
  );
}

describe('build cache files', () => {
  it('reads back the entries and layout written under the same format and layout key', async () => {
    const dir = await folder();
    const pages = pagesUpTo(40);
    await writeShards(dir, header, pages, allShards);
    await writeHeader(dir, { ...header, layout: { homeRoute: '/0' } });
    const { searchSegments: _searchSegments, ...read } = readCacheFiles(dir, 1, 'key-a');
    expect(read).toEqual({ pages, layout: { homeRoute: '/0' }, complete: true });
    // Another layout or format reads as empty.
    const { searchSegments, ...other } = readCacheFiles(dir, 1, 'key-b');
    expect(other).toEqual({ pages: {}, layout: undefined, complete: false });
    expect(searchSegments(0)).toEqual(new Map());
    expect(readCacheFiles(dir, 2, 'key-a').pages).toEqual({});
  });

  it('spreads entries over the shards by route and rewrites only the shards asked for', async () => {
    const dir = await folder();
    const pages = pagesUpTo(40);
    await writeShards(dir, header, pages, allShards);
    await writeHeader(dir, header);
    const shard = shardOf('/7');
    const others = await readFile(
      path.join(dir, `pages-${String((shard + 1) % SHARD_COUNT)}.json`),
      'utf8',
    );
    const changed = { ...pages, '/7': { route: '/7', edited: true } };
    await writeShards(dir, header, changed, new Set([shard]));
    expect(readCacheFiles(dir, 1, 'key-a').pages).toEqual(changed);
    expect(
      await readFile(path.join(dir, `pages-${String((shard + 1) % SHARD_COUNT)}.json`), 'utf8'),
    ).toBe(others);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves out a shard written under another layout key (a build cut short)', async () => {
    const dir = await folder();
    const pages = pagesUpTo(40);
    await writeShards(dir, header, pages, allShards);
    await writeHeader(dir, header);
    const shard = shardOf('/3');
    await writeShards(dir, { format: 1, layoutKey: 'key-b' }, pages, new Set([shard]));
    const read = readCacheFiles(dir, 1, 'key-a');
    expect(read.complete).toBe(false);
    expect(read.pages['/3']).toBeUndefined();
    expect(Object.keys(read.pages).length).toBeGreaterThan(0);
    expect(Object.keys(read.pages).every((route) => shardOf(route) !== shard)).toBe(true);
  });

  it('keeps each entry’s search segment in its shard, read only when asked for', async () => {
    const dir = await folder();
    const pages = pagesUpTo(40);
    const segmentOf = (route: string): string | undefined =>
      route === '/9' ? undefined : JSON.stringify({ of: route });
    await writeShards(dir, header, pages, allShards, segmentOf);
    await writeHeader(dir, header);
    const read = readCacheFiles(dir, 1, 'key-a');
    expect(read.pages).toEqual(pages);
    for (const route of Object.keys(pages)) {
      expect(read.searchSegments(shardOf(route)).get(route)).toEqual(segmentOf(route));
    }
    // The entries are the first line, and parse alone; each page's search segment is a line after.
    const file = path.join(dir, `pages-${String(shardOf('/7'))}.json`);
    const [head = '', ...lines] = (await readFile(file, 'utf8')).split('\n');
    expect((JSON.parse(head) as { pages: object }).pages).toHaveProperty('/7');
    expect(lines).toContain(`"/7"\t${segmentOf('/7') ?? ''}`);
    // A search segment cut short is not the one written with the entries: the shard reads as missing
    // (its pages are rendered again).
    await writeFile(file, `${head}\n${lines.join('\n').slice(0, -5)}`);
    const damaged = readCacheFiles(dir, 1, 'key-a');
    expect(damaged.complete).toBe(false);
    expect(damaged.pages['/7']).toBeUndefined();
    expect(damaged.searchSegments(shardOf('/7'))).toEqual(new Map());
  });

  it('reads two-part files only under their format and layout key', async () => {
    const dir = await folder();
    const file = path.join(dir, 'two.json');
    await writeShards(dir, header, {}, new Set());
    await mkdir(dir, { recursive: true });
    await writeTwoPartFile(file, { ...header, extra: 1 }, 'body\nwith lines');
    const read = readTwoPartFile(file, 1, 'key-a');
    expect(read?.head).toEqual({ ...header, extra: 1, bodyBytes: 15 });
    expect(read?.body()).toBe('body\nwith lines');
    expect(readTwoPartFile(file, 1, 'key-b')).toBeUndefined();
    expect(readTwoPartFile(file, 2, 'key-a')).toBeUndefined();
    expect(readTwoPartFile(path.join(dir, 'missing.json'), 1, 'key-a')).toBeUndefined();
  });

  it('reads a damaged or missing folder as empty', async () => {
    const dir = await folder();
    expect(readCacheFiles(dir, 1, 'key-a').complete).toBe(false);
    await writeShards(dir, header, pagesUpTo(3), allShards);
    await writeFile(path.join(dir, 'index.json'), '{ not json');
    expect(readCacheFiles(dir, 1, 'key-a').pages).toEqual({});
  });
});
