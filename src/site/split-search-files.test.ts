import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleDocuments } from '../../test/search/sample-documents.ts';
import { buildSearchIndexes, serializeIndex } from '../search/index.ts';
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
    const first = await keptSplitSearchFiles(text, textFile);
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
    expect(await keptSplitSearchFiles('not even JSON', textFile)).toEqual(first);
  });

  it('splits again when a file the kept list names is missing or cut short', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-split-'));
    const textFile = path.join(folder, 'search-_--_@abc.json');
    const first = await keptSplitSearchFiles(text, textFile);
    const last = first.at(-1);
    if (!last || !('file' in last)) throw new Error('expected a cache file');
    await writeFile(last.file, '{');
    expect(await keptSplitSearchFiles(text, textFile)).toEqual(first);
    expect(await readFile(last.file, 'utf8')).toBe(splitSearchFiles(text).at(-1)?.[1]);
    await rm(last.file);
    expect(await keptSplitSearchFiles(text, textFile)).toEqual(first);
  });

  it('gives texts when the cache has no file for the index', async () => {
    expect(await keptSplitSearchFiles(text, undefined)).toEqual(
      splitSearchFiles(text).map(([target, json]) => ({ target, text: json })),
    );
  });
});
