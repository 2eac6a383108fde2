import { describe, expect, it } from 'vitest';
import { buildSearchIndexes, isSearchable } from './build-search-indexes.ts';
import { query } from './query.ts';
import { page } from './sample-documents.fixture.ts';

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
