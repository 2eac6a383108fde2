import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../test/search/sample-documents.ts';
import {
  cachedIndexFile,
  DamagedIndexError,
  indexFiles,
  pageSegment,
  segmentFingerprint,
} from '../search/index.ts';
import type { IndexFile } from '../search/index.ts';
import { CachedIndexes } from './cached-indexes.ts';

/** One index per version, three pages each: the files a build makes. */
function siteFiles(versions: readonly string[], words = 'some text'): IndexFile[] {
  const pages = versions.flatMap((version) =>
    [0, 1, 2].map((at) =>
      page(`/${version}/p${String(at)}`, `Page ${String(at)}`, [[undefined, words]], { version }),
    ),
  );
  return indexFiles(
    pages.map((item) => {
      const segment = pageSegment(item);
      return { fingerprint: segmentFingerprint(segment, JSON.stringify(segment)), segment };
    }),
  );
}

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** One index stored and saved in a new cache folder (`folder`), and what storing it gave. */
async function storedIndex(): Promise<{
  dir: string;
  file: IndexFile;
  written: Awaited<ReturnType<CachedIndexes['store']>>;
}> {
  folder = await mkdtemp(path.join(tmpdir(), 'folio-indexes-'));
  const [file] = siteFiles(['v1']);
  if (!file) throw new Error('expected an index');
  const first = new CachedIndexes(folder, 1, 'layout');
  const written = await first.store(file);
  await first.save();
  return { dir: folder, file, written };
}

describe('CachedIndexes', () => {
  it('keeps indexes stored one at a time for the next build', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-indexes-'));
    const files = siteFiles(['v1', 'v2', 'v3']);
    const first = new CachedIndexes(folder, 1, 'layout');
    first.start();
    const texts = [];
    for (const file of files) texts.push(await first.store(file));
    await first.save();

    const next = new CachedIndexes(folder, 1, 'layout');
    for (const [at, file] of files.entries()) {
      const read = next.get(file.key);
      expect(read && cachedIndexFile(read).text).toBe(
        file.cached && cachedIndexFile(file.cached).text,
      );
      expect(read?.routes).toEqual(file.cached?.routes);
      expect(next.textFile(file.key)).toBe(texts[at]?.file);
    }
  });

  it('gives an index read unchanged its kept text file without writing another', async () => {
    const { dir, file, written } = await storedIndex();
    const next = new CachedIndexes(dir, 1, 'layout');
    const read = next.get(file.key);
    expect(await next.store({ ...file, cached: read })).toEqual(written);
    await next.save();
    expect(
      (await readdir(dir)).filter((name) => name.endsWith('@' + (written?.id ?? '') + '.json')),
    ).toHaveLength(1);
  });

  it('reads a kept text only when its rows are asked for, and tells when it is damaged', async () => {
    const { dir, file, written } = await storedIndex();
    const text = await readFile(written?.file ?? '', 'utf8');
    // Same size, not the same text: only reading the rows can tell.
    await writeFile(written?.file ?? '', text.replace('"sections":[', '"sections":{'));
    const read = new CachedIndexes(dir, 1, 'layout').get(file.key);
    expect(read?.routes).toEqual(file.cached?.routes);
    expect(() => read?.terms).toThrow(
      `The kept search index "${file.key}" does not match its description: delete .folio/cache and build again.`,
    );
    // A meta of another shape: the same.
    await writeFile(written?.file ?? '', text);
    const metaFile = (written?.file ?? '').replace(/\.json$/, '.meta.json');
    await writeFile(metaFile, JSON.stringify({ key: file.key }));
    expect(() => new CachedIndexes(dir, 1, 'layout').get(file.key)?.data).toThrow(
      DamagedIndexError,
    );
    await rm(metaFile);
    expect(() => new CachedIndexes(dir, 1, 'layout').get(file.key)?.terms).toThrow(
      DamagedIndexError,
    );
    // Cut short: left out at once.
    await writeFile(written?.file ?? '', text.slice(0, -1));
    expect(new CachedIndexes(dir, 1, 'layout').get(file.key)).toBeUndefined();
  });

  it('leaves out a description that names a text file it did not write', async () => {
    const { dir, file, written } = await storedIndex();
    const descriptionFile = path.join(dir, `search-${file.key}.json`);
    const description = JSON.parse(await readFile(descriptionFile, 'utf8')) as { id: string };
    await copyFile(written?.file ?? '', path.join(dir, `search-${file.key}@x.json`));
    await writeFile(descriptionFile, JSON.stringify({ ...description, id: 'x' }));
    expect(new CachedIndexes(dir, 1, 'layout').get(file.key)).toBeUndefined();
    await writeFile(descriptionFile, JSON.stringify({ ...description, routes: [1] }));
    expect(new CachedIndexes(dir, 1, 'layout').get(file.key)).toBeUndefined();
  });

  it('deletes the indexes the next build does not store, all of them once started', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-indexes-'));
    const first = new CachedIndexes(folder, 1, 'layout');
    for (const file of siteFiles(['v1', 'v2'])) await first.store(file);
    await first.save();
    const kept = async (): Promise<string[]> =>
      (await readdir(folder ?? '')).filter((name) => name.startsWith('search-')).sort();
    expect(await kept()).toHaveLength(6);

    const [v2] = siteFiles(['v2'], 'other words');
    const second = new CachedIndexes(folder, 1, 'layout');
    second.start();
    if (v2) await second.store(v2);
    await second.save();
    const names = await kept();
    expect(names).toHaveLength(3);
    expect(names.every((name) => name.startsWith(`search-${v2?.key ?? ''}`))).toBe(true);

    // A build that saves without storing leaves them; one that started with no index deletes them.
    await new CachedIndexes(folder, 1, 'layout').save();
    expect(await kept()).toEqual(names);
    const empty = new CachedIndexes(folder, 1, 'layout');
    empty.start();
    await empty.save();
    expect(await kept()).toEqual([]);
  });
});
