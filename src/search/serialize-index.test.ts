import { describe, expect, it } from 'vitest';
import { buildSearchIndexes } from './build-search-indexes.ts';
import { query } from './query.ts';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import type { SearchIndex } from './search-engine.ts';
import {
  loadSearchIndex,
  SEARCH_INDEX_FORMAT,
  SearchIndexFormatError,
  serializeIndex,
} from './serialize-index.ts';

const [index] = buildSearchIndexes(
  sampleDocuments.map((doc) => ({ ...doc, language: 'en', version: 'v2', boost: 1.5 })),
);
if (index === undefined) throw new Error('expected an index');

/**
 * MiniSearch's data with terms in alphabetical order (its tree may list them in another) and
 * missing field lengths as 0, as they come back from the compact form.
 */
function engineData(engine: SearchIndex['engine']): unknown {
  const data = engine.toJSON();
  for (const [id, lengths] of Object.entries(data.fieldLength)) {
    data.fieldLength[id] = Array.from({ length: 4 }, (_, field) => lengths[field] ?? 0);
  }
  data.index.sort(([a], [b]) => (a < b ? -1 : 1));
  return data;
}

describe('serializeIndex / loadSearchIndex', () => {
  const json = serializeIndex(index, { textLength: Infinity });
  const loaded = loadSearchIndex(json);

  it('answers every query exactly as the original', () => {
    const queries = ['quickstart', 'quik', 'get user', '--port', 'café', '安装', 'インストール'];
    for (const text of [...queries, 'kumquat', 'routing', 'v1.2', 'sidebar order']) {
      expect(query(loaded, text)).toEqual(query(index, text));
    }
  });

  it('keeps key, language, version, pages and sections', () => {
    expect(loaded.key).toBe('en--v2');
    expect(loaded.language).toBe('en');
    expect(loaded.version).toBe('v2');
    expect(loaded.pages).toEqual(index.pages);
    expect(loaded.sections).toEqual(index.sections);
    expect(loaded.recordSections).toEqual(index.recordSections);
  });

  it('rebuilds the same MiniSearch data', () => {
    expect(engineData(loaded.engine)).toEqual(engineData(index.engine));
  });

  it('writes compact JSON', () => {
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([
      'format',
      'key',
      'language',
      'version',
      'trails',
      'pages',
      'sections',
      'records',
      'engine',
    ]);
    expect(data['format']).toBe(SEARCH_INDEX_FORMAT);
    expect(data['trails']).toEqual([
      ['Get started'],
      ['Guides'],
      ['API reference', 'Users'],
      ['指南'],
    ]);
    expect((data['pages'] as unknown[])[0]).toEqual(['/quickstart', 'Quickstart', 0, 1.5]);
    expect(json).not.toMatch(/\n/);
  });

  it('shortens long section text, still finding words further in', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const [long] = buildSearchIndexes([page('/long', 'Long', [['Part', `${words} zeppelin`]])]);
    if (long === undefined) throw new Error('expected an index');
    const reloaded = loadSearchIndex(serializeIndex(long, { textLength: 50 }));
    const text = reloaded.sections[1]?.text ?? '';
    expect(text).toBe('word0 word1 word2 word3 word4 word5 word6 word7…');
    expect(query(reloaded, 'zeppelin')[0]).toMatchObject({ anchor: 'part' });
    expect(query(long, 'zeppelin')[0]?.snippet).toMatch(/zeppelin$/);
  });

  it('keeps 240 characters of section text by default', () => {
    const clipped = loadSearchIndex(serializeIndex(index));
    const long = index.sections.find((section) => section.text.length > 240);
    const shortened = clipped.sections.find((section) => section.anchor === long?.anchor);
    expect(shortened?.text.length).toBeLessThanOrEqual(241);
    expect(long?.text.startsWith(shortened?.text.slice(0, -1) ?? '-')).toBe(true);
  });

  it('writes and reads an empty index', () => {
    const [empty] = buildSearchIndexes([page('/x', 'X', [], { hidden: true })]);
    if (empty === undefined) throw new Error('expected an index');
    const reloaded = loadSearchIndex(serializeIndex(empty));
    expect(reloaded.key).toBe('_--_');
    expect(query(reloaded, 'x')).toEqual([]);
  });

  it('refuses text that is not an index', () => {
    expect(() => loadSearchIndex('{')).toThrow(SearchIndexFormatError);
    expect(() =>
      loadSearchIndex('{"format":"folio-search-index@0"}'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[SearchIndexFormatError: Not a Folio search index (expected format "folio-search-index@1"). Rebuild the site.]`,
    );
    expect(() => loadSearchIndex('null')).toThrow(SearchIndexFormatError);
  });
});
