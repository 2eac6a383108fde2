import { describe, expect, it, vi } from 'vitest';
import { page } from '../../test/search/sample-documents.ts';
import { joinSegments } from './build-search-indexes.ts';
import { cachedIndexFile, cachedIndexFileBytes, cachedIndexFromText } from './cached-index.ts';
import type { CachedIndex } from './cached-index.ts';
import { indexFiles, segmentFingerprint } from './index-files.ts';
import type { IndexPage } from './index-files.ts';
import { pageSegment } from './page-segment.ts';
import { patchRow } from './patch-row.ts';
import { serializeIndex } from './serialize-index.ts';
import type { SearchDocument } from './types.ts';

vi.mock('./patch-row.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./patch-row.ts')>();
  return { ...original, patchRow: vi.fn(original.patchRow) };
});

// Characters outside ASCII move rows' places in the bytes from their places in the text.
const intro = 'Deploy the site from the folder where the docs are written: déjà vu, 安装…';
const site = (text: string): SearchDocument[] => [
  page('/a', 'Install', [[undefined, intro]]),
  page('/b', 'Deploy', [
    [undefined, text],
    ['Settings', intro],
  ]),
  page('/c', 'Folder', [[undefined, intro]]),
];

function indexPages(docs: readonly SearchDocument[]): IndexPage[] {
  return docs.map((doc) => {
    const segment = pageSegment(doc);
    return { fingerprint: segmentFingerprint(segment, JSON.stringify(segment)), segment };
  });
}

/** The index `docs` give, as the build cache gives it back (through its file form). */
function kept(docs: readonly SearchDocument[]): Map<string, CachedIndex> {
  const [file] = indexFiles(indexPages(docs));
  if (!file?.cached) throw new Error('no cached index');
  const { text, meta } = cachedIndexFile(file.cached);
  const read = cachedIndexFromText(JSON.parse(JSON.stringify(meta)) as typeof meta, text);
  if (!read) throw new Error('the cached index does not read back');
  return new Map([[file.key, read]]);
}

describe('patching a kept index', () => {
  it('writes again only the rows of the terms whose postings the edit changed', () => {
    const before = site(intro);
    const after = site(`${intro} Rerun it.`);
    const earlier = new Map(indexPages(before).map((item) => [item.fingerprint.hash, item]));
    const cached = kept(before);
    vi.mocked(patchRow).mockClear();
    const [file] = indexFiles(indexPages(after), {
      cached,
      earlierSegment: (_route, hash) => earlier.get(hash)?.segment,
    });
    const written = vi.mocked(patchRow).mock.calls.map((call) => call[1]);
    // The edited section's other terms ("deploy", "folder", "written", ...) keep their rows.
    expect(written).toEqual(['rerun']);
    const [joined] = joinSegments(after.map(pageSegment));
    if (!joined) throw new Error('no index joined');
    expect(file?.text).toBe(serializeIndex(joined));
  });

  it('copies the rows it keeps from the bytes the kept index was read from', () => {
    const before = site(intro);
    const after = site(`${intro} Rerun it.`);
    const earlier = new Map(indexPages(before).map((item) => [item.fingerprint.hash, item]));
    const [first] = indexFiles(indexPages(before));
    if (!first?.cached) throw new Error('no cached index');
    const { text, meta } = cachedIndexFile(first.cached);
    // A kept row marked in the bytes only: the text is what the patch reads.
    const mark = (from: string): string => from.replace('["folder",', '["FOLDER",');
    expect(mark(text)).not.toBe(text);
    const read = cachedIndexFromText(meta, text, new TextEncoder().encode(mark(text)));
    if (!read) throw new Error('the cached index does not read back');
    const [file] = indexFiles(indexPages(after), {
      cached: new Map([[first.key, read]]),
      earlierSegment: (_route, hash) => earlier.get(hash)?.segment,
    });
    if (!file?.cached) throw new Error('no patched index');
    const written = new TextDecoder().decode(cachedIndexFileBytes(file.cached).bytes);
    expect(written).toBe(mark(file.text));
  });
});
