import { describe, expect, it } from 'vitest';
import { buildSearchIndexes } from './build-search-indexes.ts';
import { MAX_QUERY_LENGTH, query } from './query.ts';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import type { SearchIndex } from './search-engine.ts';
import type { SearchDocument, SearchHit } from './types.ts';

function indexOf(docs: SearchDocument[]): SearchIndex {
  const [index, ...others] = buildSearchIndexes(docs);
  if (index === undefined || others.length > 0) throw new Error('expected one index');
  return index;
}

const index = indexOf(sampleDocuments);
const where = (hit: SearchHit) =>
  hit.anchor === undefined ? hit.route : `${hit.route}#${hit.anchor}`;
const top = (text: string) => query(index, text)[0];
const routes = (text: string) => query(index, text).map(where);

describe('query: ranking', () => {
  it('ranks a title match above body matches', () => {
    const found = routes('quickstart');
    expect(found[0]).toBe('/quickstart');
    expect(found).toContain('/configuration');
    expect(found.indexOf('/quickstart')).toBeLessThan(found.indexOf('/configuration'));
  });

  it('ranks an exact match above a typo-tolerant one', () => {
    const found = routes('routing');
    expect(found.slice(0, 2)).toEqual(['/routing', '/routine']);
    expect(query(index, 'routing')[0]?.score).toBeGreaterThan(
      query(index, 'routing')[1]?.score ?? 0,
    );
  });

  it('finds a section by heading and page title together', () => {
    expect(top('quickstart install')).toMatchObject({
      route: '/quickstart',
      anchor: 'install-the-cli',
      heading: 'Install the CLI',
      title: 'Quickstart',
    });
  });

  it('applies page boosts', () => {
    const twins = indexOf([
      page('/a', 'Webhooks', [[undefined, 'Receive events.']]),
      page('/b', 'Webhooks', [[undefined, 'Receive events.']], { boost: 3 }),
    ]);
    expect(query(twins, 'webhooks').map((hit) => hit.route)).toEqual(['/b', '/a']);
  });
});

describe('query: matching', () => {
  it('matches prefixes', () => {
    expect(top('quick')?.route).toBe('/quickstart');
    expect(top('conf')?.route).toBe('/configuration');
  });

  it('tolerates typos in longer words', () => {
    expect(top('quikstart')?.route).toBe('/quickstart');
    expect(top('configuraton')?.route).toBe('/configuration');
  });

  it('reports the indexed terms reached by prefix and typo tolerance', () => {
    expect(top('quikstart')?.terms).toContain('quickstart');
    expect(top('quick')?.terms).toContain('quickstart');
  });

  it('finds camelCase and snake_case identifiers by their words and joined', () => {
    for (const text of ['getUser', 'get user', 'getuser', 'GETUSER']) {
      expect(where(top(text) as SearchHit)).toBe('/api/users#getuser');
    }
    expect(where(top('list users') as SearchHit)).toBe('/api/users#list-users');
    expect(where(top('listusers') as SearchHit)).toBe('/api/users#list-users');
  });

  it('finds flags and versions', () => {
    expect(where(top('--port') as SearchHit)).toBe('/quickstart#install-the-cli');
    expect(where(top('v1.2') as SearchHit)).toBe('/changelog#v1-2');
  });

  it('ignores accents and case on both sides', () => {
    expect(top('parametres regionaux')?.route).toBe('/fr/parametres');
    expect(top('PARAMÈTRES')?.route).toBe('/fr/parametres');
    expect(top('cafe')?.route).toBe('/fr/parametres');
  });

  it('finds Chinese and Japanese words inside sentences', () => {
    expect(top('快速开始')?.route).toBe('/zh/quickstart');
    expect(where(top('安装') as SearchHit)).toBe('/zh/quickstart#安装');
    expect(top('配置')?.route).toBe('/zh/quickstart');
    expect(top('インストール')?.route).toBe('/ja/install');
    expect(top('方法')?.route).toBe('/ja/install');
  });

  it('finds a single CJK character by prefix', () => {
    expect(routes('配')).toContain('/zh/quickstart');
  });

  it('leaves out hidden pages unless they are searchable', () => {
    expect(routes('zanzibar')).toEqual([]);
    expect(routes('secret plans')).not.toContain('/internal/secret-plans');
    expect(routes('kumquat')).toEqual(['/internal/faq']);
  });

  it('ignores query text past the length limit', () => {
    expect(routes(`${'x '.repeat(MAX_QUERY_LENGTH / 2)}kumquat`)).toEqual([]);
    expect(routes(`${'x '.repeat(MAX_QUERY_LENGTH / 2 - 10)}kumquat`)).toEqual(['/internal/faq']);
  });

  it('finds nothing for blank or unknown text', () => {
    expect(query(index, '')).toEqual([]);
    expect(query(index, '  \n')).toEqual([]);
    expect(query(index, 'xylophone')).toEqual([]);
    expect(query(index, '!!!')).toEqual([]);
  });

  it('matches stop words in titles but not in body text', () => {
    const small = indexOf([
      page('/what-is-folio', 'What is Folio?', [[undefined, 'A docs platform.']]),
      page('/other', 'Other', [[undefined, 'This is what the other page is about.']]),
    ]);
    expect(query(small, 'is').map(where)).toEqual(['/what-is-folio']);
    expect(query(small, 'the')).toEqual([]);
    expect(query(small, 'what is').map(where)).toEqual(['/what-is-folio', '/other']);
  });

  it('does not return a section only because its page title matched', () => {
    const billing = indexOf([
      page('/billing', 'Billing', [
        [undefined, 'Plans and payments.'],
        ['Invoices', 'Download past invoices as PDF.'],
      ]),
    ]);
    expect(query(billing, 'billing').map(where)).toEqual(['/billing']);
    expect(query(billing, 'billing invoices').map(where)).toEqual([
      '/billing#invoices',
      '/billing',
    ]);
  });
});

describe('query: hits', () => {
  it('describes the hit', () => {
    expect(top('deploys itself')).toMatchInlineSnapshot(`
      {
        "anchor": "deploy",
        "breadcrumbs": [
          "Get started",
        ],
        "heading": "Deploy",
        "route": "/quickstart",
        "score": 27.034245209428214,
        "snippet": "Push to your main branch and the site deploys itself.",
        "terms": [
          "deploys",
          "deploy",
          "itself",
        ],
        "title": "Quickstart",
      }
    `);
  });

  it('gives one hit per section even when several chunks match', () => {
    const long = indexOf([
      page('/long', 'Long page', [
        [
          'Details',
          Array.from({ length: 80 }, (_, i) => `Paragraph ${i} mentions zeppelin.`).join(' '),
        ],
      ]),
    ]);
    expect(long.recordSections.length).toBeGreaterThan(2);
    expect(query(long, 'zeppelin').map(where)).toEqual(['/long#details']);
  });

  it('keeps one page from flooding the hits', () => {
    const sections: [string, string][] = Array.from({ length: 8 }, (_, i) => [
      `Step ${i}`,
      'Configure the gateway.',
    ]);
    const many = indexOf([
      page('/gateway', 'Gateway', sections),
      page('/other', 'Other', [[undefined, 'The gateway is optional.']]),
    ]);
    const hits = query(many, 'gateway');
    expect(hits.filter((hit) => hit.route === '/gateway')).toHaveLength(3);
    expect(hits.map((hit) => hit.route)).toContain('/other');
    expect(query(many, 'gateway', { perPage: 1 })).toHaveLength(2);
    expect(query(many, 'gateway', { perPage: 20 })).toHaveLength(10);
  });

  it('applies limit and filter', () => {
    expect(query(index, 'quickstart', { limit: 1 })).toHaveLength(1);
    expect(query(index, 'quickstart', { limit: 0 })).toEqual([]);
    const filtered = query(index, 'quickstart', { filter: (hit) => hit.route !== '/quickstart' });
    expect(filtered.map((hit) => hit.route)).not.toContain('/quickstart');
    expect(filtered.length).toBeGreaterThan(0);
  });

  it('puts the matched words in the snippet', () => {
    const hit = query(indexOf(sampleDocuments), 'sidebar order')[0];
    expect(hit?.snippet).toMatch(/sidebar follows the order/);
  });

  it('shows the description as the snippet of a title match', () => {
    expect(top('quickstart')?.snippet).toMatch(/^Get your docs site running in five minutes\./);
  });
});
