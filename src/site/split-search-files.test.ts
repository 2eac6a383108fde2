import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import {
  buildSearchIndexes,
  indexFiles,
  pageSegment,
  segmentFingerprint,
  serializeIndex,
} from '../search/index.ts';
import type { IndexPage } from '../search/index.ts';
import { keptSplitSearchFiles, splitSearchFiles } from './split-search-files.ts';

const [index] = buildSearchIndexes(sampleDocuments);
if (index === undefined) throw new Error('expected an index');
const text = serializeIndex(index);
let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('splitSearchFiles', () => {
  it('puts the manifest at _folio/search/<key>.json and the shards in its folder', () => {
    const files = splitSearchFiles(text);
    const key = (JSON.parse(text) as { key: string }).key;
    expect(files[0]?.[0]).toBe(`_folio/search/${key}.json`);
    expect(files.slice(1).every(([file]) => file.startsWith(`_folio/search/${key}/`))).toBe(true);
  });
});

describe('keptSplitSearchFiles', () => {
  it('writes the split into the cache as it goes and reads the list back next time', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-split-'));
    const textFile = path.join(folder, 'search-_--_@abc.json');
    const first = await keptSplitSearchFiles({ text }, textFile);
    const expected = splitSearchFiles(text);
    expect(first.map((entry) => entry.target)).toEqual(expected.map(([target]) => target));
    for (const [position, entry] of first.entries()) {
      // Each file is in the cache, named by its hash, and no text is held.
      expect('file' in entry && !('text' in entry)).toBe(true);
      if (!('file' in entry)) continue;
      expect(path.dirname(entry.file)).toBe(path.join(folder, 'search-split'));
      expect(await readFile(entry.file, 'utf8')).toBe(expected[position]?.[1]);
      expect(entry.bytes).toBe(Buffer.byteLength(expected[position]?.[1] ?? ''));
    }
    const list = JSON.parse(await readFile(`${textFile}.split`, 'utf8')) as unknown[];
    expect(list).toHaveLength(first.length);
    // The kept list is what is used, not a new split.
    expect(await keptSplitSearchFiles({ text: 'not even JSON' }, textFile)).toEqual(first);
  });

  it('splits again when a file the kept list names is missing or cut short', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-split-'));
    const textFile = path.join(folder, 'search-_--_@abc.json');
    const first = await keptSplitSearchFiles({ text }, textFile);
    const last = first.at(-1);
    if (!last || !('file' in last)) throw new Error('expected a cache file');
    await writeFile(last.file, '{');
    expect(await keptSplitSearchFiles({ text }, textFile)).toEqual(first);
    expect(await readFile(last.file, 'utf8')).toBe(splitSearchFiles(text).at(-1)?.[1]);
    await rm(last.file);
    expect(await keptSplitSearchFiles({ text }, textFile)).toEqual(first);
  });

  it('never reads a file a kept list names by anything but a hash', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-split-'));
    const textFile = path.join(folder, 'search-_--_@abc.json');
    const first = await keptSplitSearchFiles({ text }, textFile);
    // A list a repository could ship: its first file outside the split folder, of the right size.
    const secret = '{"token":"not for the site"}';
    await writeFile(path.join(folder, 'secret.json'), secret);
    const list = JSON.parse(await readFile(`${textFile}.split`, 'utf8')) as unknown[][];
    list[0] = [list[0]?.[0], '../secret', Buffer.byteLength(secret)];
    await writeFile(`${textFile}.split`, JSON.stringify(list));
    const again = await keptSplitSearchFiles({ text }, textFile);
    expect(again).toEqual(first);
    expect(again.every((entry) => 'file' in entry && !entry.file.includes('secret'))).toBe(true);
  });

  it('gives texts when the cache has no file for the index', async () => {
    expect(await keptSplitSearchFiles({ text }, undefined)).toEqual(
      splitSearchFiles(text).map(([target, json]) => ({ target, text: json })),
    );
  });

  it('makes the split of a patched index from the earlier split, as a whole split would', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-split-'));
    const pages = (edited: number): IndexPage[] =>
      Array.from({ length: 40 }, (_, at) => {
        const extra = at === edited ? ' one more paragraph' : '';
        const doc = page(`/p${String(at)}`, `Page ${String(at)}`, [
          [undefined, `shared words w${String(at)}a w${String(at)}b${extra}`],
        ]);
        const segment = pageSegment(doc);
        return { fingerprint: segmentFingerprint(segment, JSON.stringify(segment)), segment };
      });
    const [before] = indexFiles(pages(-1));
    if (!before?.cached) throw new Error('expected a cached index');
    const earlierFile = path.join(folder, 'search-_--_@aaa.json');
    await keptSplitSearchFiles(before, earlierFile);
    const [after] = indexFiles(pages(20), { cached: new Map([[before.key, before.cached]]) });
    if (!after?.patchedFrom) throw new Error('expected a patched index');
    const whole = splitSearchFiles(after.text);
    // The text of the patched index is never put together: the split comes from the earlier one.
    const patched = {
      cached: after.cached,
      patchedFrom: after.patchedFrom,
      get text(): string {
        throw new Error('the whole text was asked for');
      },
    };
    const entries = await keptSplitSearchFiles(
      patched,
      path.join(folder, 'search-_--_@bbb.json'),
      earlierFile,
    );
    expect(entries.map((entry) => entry.target)).toEqual(whole.map(([target]) => target));
    for (const [position, entry] of entries.entries()) {
      if (!('file' in entry)) throw new Error('expected a cache file');
      expect(await readFile(entry.file, 'utf8')).toBe(whole[position]?.[1]);
    }
    // Without the earlier split's list, the whole index is split.
    await rm(`${earlierFile}.split`);
    await expect(
      keptSplitSearchFiles(patched, path.join(folder, 'search-_--_@ccc.json'), earlierFile),
    ).rejects.toThrow('the whole text was asked for');
  });
});
