import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page } from '../../test/search/sample-documents.ts';
import { pageSegment } from '../search/index.ts';
import type { PageSegment } from '../search/index.ts';
import { storeText } from './cached-html.ts';
import type { StoredKind, TextStore } from './cached-html.ts';
import {
  readStoredSegment,
  segmentBodyFileName,
  SegmentReader,
  SegmentStore,
} from './stored-segments.ts';

const sections: [string | undefined, string][] = [
  [undefined, 'Agents plan their work.'],
  ['Setup', 'Install the package, then set an API key.'],
];

/** A store in a new folder that counts what it was given, by kind. */
async function countingStore(): Promise<{
  folder: string;
  store: TextStore;
  counts: Map<StoredKind, number>;
}> {
  const folder = path.join(await mkdtemp(path.join(tmpdir(), 'folio-segments-')), 'html');
  const counts = new Map<StoredKind, number>();
  const store: TextStore = (text, kind) => {
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return storeText(folder, text, kind);
  };
  return { folder, store, counts };
}

/** Copies of one page under three versions: the same text, other routes. */
function copies(): PageSegment[] {
  return ['v1', 'v2', 'v3'].map((version) =>
    pageSegment(page(`/${version}/agents`, 'Agents', sections, { version })),
  );
}

describe('stored segments', () => {
  it('store the body copies of a page share once, and read back whole', async () => {
    const { folder, store, counts } = await countingStore();
    const segments = new SegmentStore(store);
    const stored = copies().map((segment) => segments.store(segment));
    expect(counts.get('search-body.json')).toBe(1);
    expect(counts.get('search.json')).toBe(3);
    expect(new Set(stored.map((each) => each?.body)).size).toBe(1);
    expect(new Set(stored.map((each) => each?.hash)).size).toBe(3);

    const reader = new SegmentReader(
      folder,
      stored.map((each) => each?.body ?? ''),
    );
    const back = stored.map((each) => reader.read(each?.hash ?? ''));
    expect(back).toEqual(copies());
    // The heads are small: the body is in its own file.
    const names = await readdir(folder);
    expect(names.filter((name) => name.endsWith('.search-body.json'))).toHaveLength(1);
  });

  it('store a body of its own for a page whose sections differ, however its postings came', async () => {
    const { store, counts } = await countingStore();
    const segments = new SegmentStore(store);
    const [first] = copies();
    if (first?.page === undefined) throw new Error('a listed page');
    const other: PageSegment = {
      ...first,
      page: {
        ...first.page,
        sections: first.page.sections.map((section) => ({ ...section, text: 'Other words.' })),
      },
    };
    const a = segments.store(first);
    const b = segments.store(other);
    expect(counts.get('search-body.json')).toBe(2);
    expect(a?.body).not.toBe(b?.body);
  });

  it('keep a body from its first read to its last use, and no longer', async () => {
    const { folder, store } = await countingStore();
    const segments = new SegmentStore(store);
    const stored = copies().map((segment) => segments.store(segment));
    const body = stored[0]?.body ?? '';
    const reader = new SegmentReader(folder, [body, body]);
    expect(reader.read(stored[0]?.hash ?? '')?.page?.route).toBe('/v1/agents');
    // The second use needs no file: the body was kept.
    await rm(path.join(folder, segmentBodyFileName(body)));
    expect(reader.read(stored[1]?.hash ?? '')?.page?.route).toBe('/v2/agents');
    // Past its uses it is gone: the file is read again, and is missing.
    expect(reader.read(stored[2]?.hash ?? '')).toBeUndefined();
  });

  it('read a whole segment as it is, and never a body a head names by anything but a hash', async () => {
    const { folder, store } = await countingStore();
    const [segment] = copies();
    if (segment?.page === undefined) throw new Error('a listed page');
    const whole = storeText(folder, JSON.stringify(segment), 'search.json');
    expect(readStoredSegment(folder, whole?.hash ?? '')).toEqual(segment);

    const { sections: _s, recordSections: _r, postings: _p, ...head } = segment.page;
    await writeFile(
      path.join(folder, '..', 'secret.search-body.json'),
      JSON.stringify(segment.page),
    );
    const crafted = store(
      JSON.stringify({ ...segment, page: { ...head, body: '../secret' } }),
      'search.json',
    );
    expect(readStoredSegment(folder, crafted?.hash ?? '')).toBeUndefined();
  });

  it('store a page left out of search whole', async () => {
    const { folder, store, counts } = await countingStore();
    const hidden: PageSegment = { key: 'en--_', language: 'en' };
    const stored = new SegmentStore(store).store(hidden);
    expect(stored?.body).toBeUndefined();
    expect(counts.get('search-body.json')).toBeUndefined();
    expect(readStoredSegment(folder, stored?.hash ?? '')).toEqual(hidden);
  });
});
