import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCacheFiles, SHARD_COUNT, shardOf, writeHeader, writeShards } from './cache-files.ts';

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
    const read = readCacheFiles(dir, 1, 'key-a');
    expect(read).toEqual({ pages, layout: { homeRoute: '/0' }, complete: true });
    // Another layout or format reads as empty.
    const other = readCacheFiles(dir, 1, 'key-b');
    expect(other).toEqual({ pages: {}, layout: undefined, complete: false });
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

  it('leaves out a shard cut short (its pages are rendered again)', async () => {
    const dir = await folder();
    const pages = pagesUpTo(40);
    await writeShards(dir, header, pages, allShards);
    await writeHeader(dir, header);
    const file = path.join(dir, `pages-${String(shardOf('/7'))}.json`);
    await writeFile(file, (await readFile(file, 'utf8')).slice(0, -5));
    const damaged = readCacheFiles(dir, 1, 'key-a');
    expect(damaged.complete).toBe(false);
    expect(damaged.pages['/7']).toBeUndefined();
    expect(damaged.pages['/8']).toEqual({ route: '/8' });
  });

  it('reads a damaged or missing folder as empty', async () => {
    const dir = await folder();
    expect(readCacheFiles(dir, 1, 'key-a').complete).toBe(false);
    await writeShards(dir, header, pagesUpTo(3), allShards);
    await writeFile(path.join(dir, 'index.json'), '{ not json');
    expect(readCacheFiles(dir, 1, 'key-a').pages).toEqual({});
  });
});
