import { describe, expect, it } from 'vitest';
import { sampleDocuments } from '../../test/search/sample-documents.ts';
import { buildSearchIndexes } from './build-search-indexes.ts';
import { query } from './query.ts';
import { loadSearchIndex, serializedIndex, serializeIndex } from './serialize-index.ts';
import { isSplitManifest, splitFileTexts, splitIndex, SPLIT_INDEX_FORMAT } from './split-index.ts';
import { joinSplitIndex } from './join-split-index.ts';
import { decodeVocabulary, expandRuns, runs } from './split-encoding.ts';

function sampleIndex() {
  const index = buildSearchIndexes(sampleDocuments).find((each) => each.language === undefined);
  if (index === undefined) throw new Error('expected an index');
  return index;
}

describe('splitIndex', () => {
  it('writes a manifest with every term sorted and front-coded', () => {
    const index = sampleIndex();
    const { manifest } = splitIndex(serializedIndex(index));
    expect(manifest.format).toBe(SPLIT_INDEX_FORMAT);
    expect(isSplitManifest(manifest)).toBe(true);
    const terms = index.data.terms.map(([term]) => term).sort();
    expect(decodeVocabulary(manifest.vocabulary)).toEqual(terms);
    expect(manifest.vocabulary.length).toBeLessThan(terms.join('\n').length);
  });

  it('cuts terms and sections into shards of about the size asked', () => {
    const data = serializedIndex(sampleIndex());
    const whole = splitIndex(data);
    const small = splitIndex(data, { termShardChars: 100, sectionShardChars: 300 });
    expect(whole.termShards).toHaveLength(1);
    expect(small.termShards.length).toBeGreaterThan(5);
    expect(small.sectionShards.length).toBeGreaterThan(3);
    expect(small.manifest.termShards[0]).toBe(0);
    expect(small.manifest.sectionShards).toHaveLength(small.sectionShards.length);
    const paths = splitFileTexts(small).map(([path]) => path);
    expect(paths[0]).toBe(`${data.key}.json`);
    expect(paths[1]).toMatch(/^_--_\/t0\.[0-9a-f]{16}\.json$/);
    expect(paths).toContain(`${data.key}/s1.${small.manifest.sectionFiles[1] ?? ''}.json`);
    expect(new Set(small.manifest.termFiles).size).toBe(small.termShards.length);
  });

  it('joins back into an index that answers as the original', () => {
    const index = sampleIndex();
    const data = serializedIndex(index);
    const joined = joinSplitIndex(
      splitIndex(data, { termShardChars: 100, sectionShardChars: 300 }),
    );
    expect(joined.pages).toEqual(data.pages);
    expect(joined.trails).toEqual(data.trails);
    expect(joined.sections).toEqual(data.sections);
    expect(joined.records).toEqual(data.records);
    const original = loadSearchIndex(serializeIndex(index));
    const back = loadSearchIndex(JSON.stringify(joined));
    for (const text of ['quickstart', 'instal cli', 'navigation groups', 'port']) {
      expect(query(back, text, { limit: 50 })).toEqual(query(original, text, { limit: 50 }));
    }
  });
});

describe('runs', () => {
  it('writes repeated values as gaps and counts', () => {
    expect(runs([0, 0, 0, 1, 1, 3])).toEqual([0, 3, 1, 2, 2, 1]);
    expect(expandRuns(runs([0, 0, 0, 1, 1, 3]))).toEqual([0, 0, 0, 1, 1, 3]);
    expect(runs([])).toEqual([]);
  });
});
