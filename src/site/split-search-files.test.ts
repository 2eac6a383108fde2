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
  it('keeps the split beside the cached index and reads it back next time', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-split-'));
    const textFile = path.join(folder, 'search-_--_@abc.json');
    const first = await keptSplitSearchFiles(text, textFile);
    expect(first).toEqual(splitSearchFiles(text));
    expect(JSON.parse(await readFile(`${textFile}.split`, 'utf8'))).toEqual(first);
    // The kept split is what is used, not a new one.
    await writeFile(`${textFile}.split`, JSON.stringify([['_folio/search/x.json', '{}']]));
    expect(await keptSplitSearchFiles(text, textFile)).toEqual([['_folio/search/x.json', '{}']]);
  });

  it('splits without keeping when the cache has no file for the index', async () => {
    expect(await keptSplitSearchFiles(text, undefined)).toEqual(splitSearchFiles(text));
  });
});
