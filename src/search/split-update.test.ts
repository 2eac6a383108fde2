import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page } from '../../test/search/sample-documents.ts';
import { cachedIndexFile, cachedIndexFromText, cachedIndexText } from './cached-index.ts';
import type { CachedIndex } from './cached-index.ts';
import { indexFiles, segmentFingerprint } from './index-files.ts';
import type { IndexFile, IndexPage } from './index-files.ts';
import { pageSegment } from './page-segment.ts';
import type { SerializedIndex } from './serialize-index.ts';
import { splitIndex } from './split-index.ts';
import type { SplitFiles, SplitOptions } from './split-index.ts';
import { updateSplit } from './split-update.ts';
import type { SearchDocument } from './types.ts';

/** Small shards, so a few pages make many. */
const SMALL: SplitOptions = { termShardChars: 60, sectionShardChars: 150 };

function indexPages(docs: readonly SearchDocument[]): IndexPage[] {
  return docs.map((doc) => {
    const segment = pageSegment(doc);
    return { fingerprint: segmentFingerprint(segment, JSON.stringify(segment)), segment };
  });
}

/** The indexes of `files` as a build cache reads them back. */
function kept(files: readonly IndexFile[]): Map<string, CachedIndex> {
  const out = new Map<string, CachedIndex>();
  for (const { key, cached } of files) {
    if (!cached) continue;
    const { text, meta } = cachedIndexFile(cached);
    const read = cachedIndexFromText(JSON.parse(JSON.stringify(meta)) as typeof meta, text);
    if (read) out.set(key, read);
  }
  return out;
}

function wholeSplit(index: CachedIndex, options: SplitOptions): SplitFiles {
  return splitIndex(JSON.parse(cachedIndexText(index)) as SerializedIndex, options);
}

/**
 * Updates the split of each index of `before` that `after` patches, and checks it against the
 * whole split of the patched index. Returns how many shards were reused and made.
 */
function checkUpdates(
  before: readonly SearchDocument[],
  after: readonly SearchDocument[],
  options: SplitOptions,
): { reused: number; made: number } {
  const earlier = kept(indexFiles(indexPages(before)));
  const files = indexFiles(indexPages(after), { cached: earlier });
  let reused = 0;
  let made = 0;
  for (const file of files) {
    if (!file.patchedFrom || !file.cached) continue;
    const base = wholeSplit(file.patchedFrom.index, options);
    const update = updateSplit(
      { index: file.patchedFrom.index, manifest: base.manifest },
      file.cached,
      file.patchedFrom.change,
      options,
    );
    const expected = wholeSplit(file.cached, options);
    expect(update?.manifest).toEqual(expected.manifest);
    // Each shard's text is the whole split's, byte for byte, whether made or reused.
    const resolve = (shards: (string | { reused: number })[], old: object[]): string[] =>
      shards.map((shard) => {
        if (typeof shard === 'string') {
          made++;
          return shard;
        }
        reused++;
        return JSON.stringify(old[shard.reused]);
      });
    const texts = (shards: object[]): string[] => shards.map((shard) => JSON.stringify(shard));
    expect(resolve(update?.termShards ?? [], base.termShards)).toEqual(texts(expected.termShards));
    expect(resolve(update?.sectionShards ?? [], base.sectionShards)).toEqual(
      texts(expected.sectionShards),
    );
    // The manifest, as the browser reads it, is byte for byte the whole split's.
    expect(JSON.stringify(update?.manifest)).toBe(JSON.stringify(expected.manifest));
  }
  return { reused, made };
}

const words = ['alpha', 'beta', 'gamma', 'delta', 'install', 'the', 'run', 'folio', 'café', '安装'];
const text = fc.array(fc.constantFrom(...words), { maxLength: 20 }).map((some) => some.join(' '));
const content = fc.record({
  title: fc.constantFrom(...words),
  sections: fc.array(fc.tuple(fc.option(fc.constantFrom(...words), { nil: undefined }), text), {
    maxLength: 4,
  }),
  boost: fc.constantFrom(undefined, undefined, 2),
  trail: fc.constantFrom('Guides', 'API'),
});
type Content = typeof content extends fc.Arbitrary<infer T> ? T : never;

function document(at: number, item: Content): SearchDocument {
  return page(`/p${String(at)}`, item.title, item.sections, {
    boost: item.boost,
    breadcrumbs: [item.trail],
  });
}

/** A site of `count` pages whose words are their own (`word3x2`) and shared (`common`). */
function site(count: number, edited?: number): SearchDocument[] {
  return Array.from({ length: count }, (_, at) => {
    const own = Array.from({ length: 12 }, (__, n) => `word${String(at)}x${String(n)}`).join(' ');
    const extra = at === edited ? ' and a paragraph added to time a rebuild' : '';
    return page(`/p${String(at)}`, `Page ${String(at)}`, [
      [undefined, `common text ${own}${extra}`],
      ['Usage', `more common words for page ${String(at)}`],
    ]);
  });
}

describe('updateSplit', () => {
  it('gives the whole split of the patched index, reusing unchanged shards (property)', () => {
    fc.assert(
      fc.property(
        fc.array(content, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(11), content), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(SMALL, { termShardChars: 200, sectionShardChars: 400 }),
        (pages, edits, options) => {
          const before = pages.map((item, at) => document(at, item));
          const after = [...before];
          for (const [at, item] of edits) if (at < pages.length) after[at] = document(at, item);
          checkUpdates(before, after, options);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('makes again only the shards of a page that grew by a paragraph', () => {
    const { reused, made } = checkUpdates(site(60), site(60, 31), {
      termShardChars: 400,
      sectionShardChars: 300,
    });
    expect(made).toBeGreaterThan(0);
    // The terms of the page (its own ones sort together) and its section: 8 of 54 here.
    expect(made).toBeLessThan(reused / 4);
  });

  it('counts a term whose record grew as changed, though its row is the same', () => {
    // "common" keeps its postings on the edited page; only the record's text length changes.
    const before = [page('/a', 'A', [[undefined, 'common one']]), page('/b', 'B', [])];
    const after = [page('/a', 'A', [[undefined, 'common one two three']]), page('/b', 'B', [])];
    checkUpdates(before, after, { termShardChars: 1, sectionShardChars: 1 });
  });

  it('refuses a manifest of another index', () => {
    const earlier = kept(indexFiles(indexPages(site(3))));
    const [file] = indexFiles(indexPages(site(3, 1)), { cached: earlier });
    const [larger] = kept(indexFiles(indexPages(site(5)))).values();
    if (!larger) throw new Error('expected an index');
    const other = wholeSplit(larger, {});
    expect(file?.patchedFrom).toBeDefined();
    if (!file?.patchedFrom || !file.cached) return;
    expect(
      updateSplit(
        { index: file.patchedFrom.index, manifest: other.manifest },
        file.cached,
        file.patchedFrom.change,
      ),
    ).toBeUndefined();
  });
});
