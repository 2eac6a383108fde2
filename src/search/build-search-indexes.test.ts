import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndexes, isSearchable, joinSegments } from './build-search-indexes.ts';
import { chunkText, collapseWhitespace } from './chunk-text.ts';
import { indexRecords, withLazyEngine } from './index-records.ts';
import { pageSegment } from './page-segment.ts';
import type { PageSegment } from './page-segment.ts';
import { query } from './query.ts';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import type { IndexedPage, IndexedSection, SearchIndex, SearchRecord } from './search-engine.ts';
import { searchIndexKey } from './search-index-key.ts';
import { serializeIndex } from './serialize-index.ts';
import type { SearchDocument } from './types.ts';

describe('buildSearchIndexes', () => {
  const docs = [
    page('/en/v2/install', 'Install', [[undefined, 'Install version two.']], {
      language: 'en',
      version: 'v2',
    }),
    page('/en/v1/install', 'Install', [[undefined, 'Install version one.']], {
      language: 'en',
      version: 'v1',
    }),
    page('/fr/v2/installer', 'Installer', [[undefined, 'Installer la version deux.']], {
      language: 'fr',
      version: 'v2',
    }),
    page('/en/v2/hidden', 'Hidden install notes', [[undefined, 'Old notes.']], {
      language: 'en',
      version: 'v2',
      hidden: true,
    }),
    page('/fr/v1/cache', 'Page cachée', [[undefined, 'Rien.']], {
      language: 'fr',
      version: 'v1',
      hidden: true,
    }),
    page('/changelog', 'Changelog', [[undefined, 'Every release.']]),
  ];
  const indexes = buildSearchIndexes(docs);

  it('builds one index per language and version, sorted by key', () => {
    expect(indexes.map((index) => [index.key, index.language, index.version])).toEqual([
      ['_--_', undefined, undefined],
      ['en--v1', 'en', 'v1'],
      ['en--v2', 'en', 'v2'],
      ['fr--v1', 'fr', 'v1'],
      ['fr--v2', 'fr', 'v2'],
    ]);
  });

  it('keeps languages and versions apart', () => {
    const byKey = new Map(indexes.map((index) => [index.key, index]));
    const routesIn = (key: string, text: string) => {
      const index = byKey.get(key);
      return index === undefined ? [] : query(index, text).map((hit) => hit.route);
    };
    expect(routesIn('en--v2', 'install')).toEqual(['/en/v2/install']);
    expect(routesIn('en--v1', 'install')).toEqual(['/en/v1/install']);
    expect(routesIn('fr--v2', 'installer')).toEqual(['/fr/v2/installer']);
    expect(routesIn('_--_', 'release')).toEqual(['/changelog']);
  });

  it('labels hits with the language and version of their index', () => {
    const index = indexes.find((candidate) => candidate.key === 'en--v2');
    expect(index && query(index, 'install')[0]).toMatchObject({ language: 'en', version: 'v2' });
  });

  it('gives an empty index to a group whose pages are all hidden', () => {
    const index = indexes.find((candidate) => candidate.key === 'fr--v1');
    expect(index?.pages).toEqual([]);
    expect(index && query(index, 'page')).toEqual([]);
  });

  it('returns nothing for no pages', () => {
    expect(buildSearchIndexes([])).toEqual([]);
  });

  it('records sections once per anchor, text before the first heading on the page itself', () => {
    const [index] = buildSearchIndexes([
      page(
        '/guide',
        'Guide',
        [
          [undefined, 'Intro text.'],
          ['Setup', 'First part.'],
          ['Setup', 'Second part under the same anchor.'],
          ['Empty heading', ''],
        ],
        { description: 'What the guide covers.' },
      ),
    ]);
    expect(index?.sections).toEqual([
      {
        page: 0,
        anchor: undefined,
        heading: undefined,
        text: 'What the guide covers. Intro text.',
      },
      {
        page: 0,
        anchor: 'setup',
        heading: 'Setup',
        text: 'First part. Second part under the same anchor.',
      },
      { page: 0, anchor: 'empty-heading', heading: 'Empty heading', text: '' },
    ]);
    expect(index && query(index, 'empty heading')[0]?.anchor).toBe('empty-heading');
  });

  it('ignores unusable boosts', () => {
    const [index] = buildSearchIndexes([
      page('/a', 'A', [], { boost: 0 }),
      page('/b', 'B', [], { boost: Number.NaN }),
      page('/c', 'C', [], { boost: 2.5 }),
    ]);
    expect(index?.pages.map((entry) => entry.boost)).toEqual([1, 1, 2.5]);
  });
});

describe('isSearchable', () => {
  it('keeps visible pages and hidden pages marked searchable, never pages marked not', () => {
    expect(isSearchable(page('/a', 'A'))).toBe(true);
    expect(isSearchable(page('/a', 'A', [], { hidden: true }))).toBe(false);
    expect(isSearchable(page('/a', 'A', [], { hidden: true, searchable: true }))).toBe(true);
    expect(isSearchable(page('/a', 'A', [], { hidden: false, searchable: false }))).toBe(false);
  });
});

describe('buildSearchIndexes: repeated routes', () => {
  it('gives one hit per route and anchor even when a route is listed twice', () => {
    const [index] = buildSearchIndexes([
      page('/twice', 'Twice', [['Setup', 'Install the gadget.']]),
      page('/twice', 'Twice again', [['Setup', 'Configure the gadget.']]),
    ]);
    expect(index?.pages).toHaveLength(1);
    const hits = index ? query(index, 'gadget') : [];
    expect(hits.map((hit) => [hit.route, hit.anchor])).toEqual([['/twice', 'setup']]);
  });
});

/**
 * The index of one group built the direct way, as a reference: every page's records numbered in
 * one sequence and indexed at once (no segments).
 */
function referenceIndex(group: SearchDocument[]): Omit<SearchIndex, 'engine' | 'key'> {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const recordSections: number[] = [];
  const records: SearchRecord[] = [];
  const pageByRoute = new Map<string, number>();
  const sectionBySlot = new Map<string, number>();
  const append = (index: number, text: string): void => {
    const section = sections[index];
    if (section && text !== '') section.text = section.text ? `${section.text} ${text}` : text;
  };
  for (const doc of group) {
    if (!isSearchable(doc)) continue;
    const page = pageByRoute.get(doc.route) ?? pages.length;
    if (page === pages.length) {
      pageByRoute.set(doc.route, page);
      const boost = doc.boost !== undefined && Number.isFinite(doc.boost) && doc.boost > 0;
      pages.push({
        route: doc.route,
        title: doc.title,
        breadcrumbs: doc.breadcrumbs,
        boost: boost ? (doc.boost ?? 1) : 1,
      });
    }
    const sectionFor = (anchor: string | undefined, heading: string | undefined): number => {
      const slot = `${doc.route}\u0000${anchor ?? ''}`;
      const known = sectionBySlot.get(slot);
      if (known !== undefined) return known;
      sections.push({ page, anchor, heading, text: '' });
      sectionBySlot.set(slot, sections.length - 1);
      return sections.length - 1;
    };
    const add = (section: number, fields: Omit<SearchRecord, 'id'>): void => {
      records.push({ id: records.length, ...fields });
      recordSections.push(section);
    };
    const description = collapseWhitespace(doc.description ?? '');
    const head = sectionFor(undefined, undefined);
    append(head, description);
    add(head, { title: doc.title, ...(description ? { body: description } : {}) });
    for (const section of doc.sections) {
      const heading = section.heading?.trim() || undefined;
      const clean = collapseWhitespace(section.text);
      const chunks = chunkText(clean);
      if (heading === undefined && chunks.length === 0) continue;
      const index = sectionFor(section.anchor, heading);
      append(index, clean);
      const shared = { page: doc.title, ...(heading === undefined ? {} : { heading }) };
      if (chunks.length === 0) add(index, shared);
      for (const chunk of chunks) add(index, { ...shared, body: chunk });
    }
  }
  return {
    language: group[0]?.language,
    version: group[0]?.version,
    pages,
    sections,
    recordSections,
    data: indexRecords(records),
  };
}

describe('buildSearchIndexes from page segments', () => {
  const word = fc.constantFrom(
    'install',
    'Setup',
    'getUser',
    'the',
    'café',
    '安装',
    'v2',
    '--port',
  );
  const text = fc.array(word, { maxLength: 30 }).map((words) => words.join(' '));
  const section = fc.record(
    {
      heading: fc.option(fc.constantFrom('Setup', ' Setup ', 'Errors', ''), { nil: undefined }),
      anchor: fc.option(fc.constantFrom('setup', 'errors', ''), { nil: undefined }),
      depth: fc.constantFrom(0, 2, 3),
      text: fc.oneof(text, fc.constant('long text '.repeat(150))),
    },
    { requiredKeys: ['depth', 'text'] },
  );
  const doc = fc.record(
    {
      route: fc.constantFrom('/a', '/b', '/c', '/d'),
      title: fc.oneof(text, fc.constant('')),
      description: fc.option(text, { nil: undefined }),
      breadcrumbs: fc.array(fc.constantFrom('Guides', 'API'), { maxLength: 2 }),
      language: fc.option(fc.constantFrom('en', 'fr'), { nil: undefined }),
      version: fc.option(fc.constantFrom('v1', '2.x (beta)'), { nil: undefined }),
      hidden: fc.option(fc.boolean(), { nil: undefined }),
      searchable: fc.option(fc.boolean(), { nil: undefined }),
      boost: fc.option(fc.constantFrom(0, 1.5, Number.NaN), { nil: undefined }),
      sections: fc.array(section, { maxLength: 5 }),
    },
    { requiredKeys: ['route', 'title', 'breadcrumbs', 'sections'] },
  );

  it('writes byte for byte the index built from all records at once (property)', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 8 }), (docs) => {
        const built = buildSearchIndexes(docs);
        const keys = [...new Set(docs.map((item) => searchIndexKey(item.language, item.version)))];
        expect(built.map((index) => index.key)).toEqual(keys.sort());
        for (const index of built) {
          const group = docs.filter(
            (item) => searchIndexKey(item.language, item.version) === index.key,
          );
          const expected = withLazyEngine({ key: index.key, ...referenceIndex(group) });
          expect(serializeIndex(index, { textLength: Infinity })).toBe(
            serializeIndex(expected, { textLength: Infinity }),
          );
          expect(serializeIndex(index)).toBe(serializeIndex(expected));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same indexes from segments that went through JSON (the build cache)', () => {
    const docs = [
      ...sampleDocuments,
      page('/twice', 'Twice', [['Setup', 'One.']], { description: 'First.' }),
      page('/twice', 'Twice again', [['Setup', 'Two.']]),
    ];
    const stored = JSON.parse(JSON.stringify(docs.map(pageSegment))) as PageSegment[];
    expect(joinSegments(stored).map((index) => serializeIndex(index))).toEqual(
      buildSearchIndexes(docs).map((index) => serializeIndex(index)),
    );
  });
});
