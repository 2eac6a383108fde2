import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactEngine } from './compact-engine.ts';
import type { CompactEngine } from './compact-engine.ts';
import { indexRecords, withLazyEngine } from './index-records.ts';
import { engineOptions } from './search-engine.ts';
import type { SearchRecord } from './search-engine.ts';

/** What MiniSearch itself makes of `records`, in the compact form. */
function viaMiniSearch(records: SearchRecord[]): CompactEngine {
  const engine = new MiniSearch<SearchRecord>(engineOptions());
  engine.addAll(records);
  return compactEngine(engine.toJSON());
}

/** Terms sorted: the radix tree lists them in its own order, which carries no meaning. */
function sorted(engine: CompactEngine): CompactEngine {
  return { ...engine, terms: [...engine.terms].sort(([a], [b]) => (a < b ? -1 : 1)) };
}

const records: SearchRecord[] = [
  { id: 0, title: 'Quickstart', body: 'Install the CLI and run folio dev --port 3000.' },
  { id: 1, page: 'Quickstart', heading: 'Install', body: 'npm install folio; install it twice.' },
  { id: 2, page: 'Quickstart', heading: 'Configure' },
  { id: 3, title: 'API', body: 'getUser(user_id) returns a User. The the the.' },
  { id: 4, page: 'API', heading: 'Errors', body: 'Café au lait: 安装指南 インストール v1.2' },
];

describe('indexRecords', () => {
  it('gives exactly what MiniSearch gives for the same records', () => {
    expect(sorted(indexRecords(records))).toEqual(sorted(viaMiniSearch(records)));
  });

  it('counts a term repeated in one field and document as a frequency', () => {
    const engine = indexRecords([{ id: 0, body: 'alpha beta alpha alpha' }]);
    const alpha = engine.terms.find(([term]) => term === 'alpha');
    // Postings of field 2 (body): document 0, frequency 3.
    expect(alpha).toEqual(['alpha', [], [], [0, -3]]);
  });

  it('refuses records that are not numbered in order', () => {
    expect(() => indexRecords([{ id: 1, title: 'x' }])).toThrow(/ids 0..n-1/);
  });

  it('agrees with MiniSearch on any text (property)', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(fc.constantFrom('get', 'User', 'user_id', 'the', 'café', '安装', 'v1.2', '--x'), {
          maxLength: 12,
        })
        .map((words) => words.join(' ')),
    );
    const record = fc.record(
      { title: text, heading: text, body: text, page: text },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 12 }), (fields) => {
        const numbered = fields.map((item, id) => ({ id, ...item }));
        expect(sorted(indexRecords(numbered))).toEqual(sorted(viaMiniSearch(numbered)));
      }),
      { numRuns: 150 },
    );
  });
});

describe('withLazyEngine', () => {
  it('builds the engine on first use only, then keeps it', () => {
    const index = withLazyEngine({
      key: 'default',
      language: undefined,
      version: undefined,
      pages: [],
      sections: [],
      recordSections: [0, 1, 2, 3, 4],
      data: indexRecords(records),
    });
    const engine = index.engine;
    expect(index.engine).toBe(engine);
    expect(engine.search('install').map((hit): unknown => hit.id)).toEqual([1, 0]);
  });
});
