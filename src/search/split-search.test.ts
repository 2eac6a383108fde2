import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import { buildSearchIndexes } from './build-search-indexes.ts';
import { query } from './query.ts';
import type { SearchIndex } from './search-engine.ts';
import { loadSearchIndex, serializedIndex, serializeIndex } from './serialize-index.ts';
import { splitFileTexts, splitIndex } from './split-index.ts';
import type { SplitOptions } from './split-index.ts';
import { SplitSearch } from './split-search.ts';
import type { SearchDocument } from './types.ts';

/** A split search over `index`'s files, recording which files it read. */
function splitSearch(index: SearchIndex, options: SplitOptions = {}) {
  const files = new Map(splitFileTexts(splitIndex(serializedIndex(index), options)));
  const read: string[] = [];
  const search = new SplitSearch(files.get(`${index.key}.json`) ?? '', (file) => {
    read.push(file);
    const text = files.get(file);
    return text === undefined
      ? Promise.reject(new Error(`missing ${file}`))
      : Promise.resolve(text);
  });
  return { search, read, files };
}

const small: SplitOptions = { termShardChars: 80, sectionShardChars: 200 };

const word = fc.oneof(
  fc.stringMatching(/^[a-z]{2,8}$/),
  fc.constantFrom('install', 'installing', 'instal', 'config', 'configure', 'café', '安装', 'v1.2'),
);
const words = (max: number) =>
  fc.array(word, { minLength: 1, maxLength: max }).map((list) => list.join(' '));

describe('SplitSearch', () => {
  it('gives exactly the hits of query() on the whole index (generated sites)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(words(3), fc.array(fc.tuple(words(2), words(12)), { maxLength: 4 })), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.array(fc.double({ min: 0.5, max: 3, noNaN: true }), { maxLength: 12 }),
        words(3),
        async (pages, boosts, text) => {
          const docs = pages.map(([title, sections], i) =>
            page(`/p${i}`, title, sections, i < boosts.length ? { boost: boosts[i] } : {}),
          );
          const [index] = buildSearchIndexes(docs);
          if (index === undefined) return;
          const whole = loadSearchIndex(serializeIndex(index));
          const { search } = splitSearch(index, small);
          for (const options of [{ limit: 50, perPage: 50 }, {}]) {
            expect(await search.query(text, options)).toEqual(query(whole, text, options));
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('gives exactly the hits of query() on the sample site, typos and prefixes included', async () => {
    for (const index of buildSearchIndexes(sampleDocuments)) {
      const whole = loadSearchIndex(serializeIndex(index));
      const { search } = splitSearch(index, small);
      for (const text of [
        'quickstart',
        'quik',
        'instal the cli',
        'navigaton',
        'port 3000',
        '安装',
      ]) {
        expect(await search.query(text, { limit: 20 })).toEqual(query(whole, text, { limit: 20 }));
      }
    }
  });

  it('reads only the term shards a query reaches and the section shards of its hits', async () => {
    const docs: SearchDocument[] = Array.from({ length: 4000 }, (_, i) =>
      page(`/p${i}`, `Topic${i} overview`, [
        [`Setup ${i}`, `Alpha${i} beta${i} gamma${i} words about item${i} and its setting${i}.`],
      ]),
    );
    const [index] = buildSearchIndexes(docs);
    if (index === undefined) throw new Error('expected an index');
    const { search, read, files } = splitSearch(index);
    const termShards = [...files.keys()].filter((file) => /\/t\d+\.[0-9a-f]{16}\.json$/.test(file));
    const sectionShards = [...files.keys()].filter((file) =>
      /\/s\d+\.[0-9a-f]{16}\.json$/.test(file),
    );
    expect(termShards.length).toBeGreaterThan(5);
    expect(sectionShards.length).toBeGreaterThan(10);
    const hits = await search.query('gamma123', { limit: 5 });
    expect(hits[0]?.route).toBe('/p123');
    expect(hits).toEqual(query(loadSearchIndex(serializeIndex(index)), 'gamma123', { limit: 5 }));
    expect(read.filter((file) => termShards.includes(file)).length).toBeLessThan(3);
    expect(read.filter((file) => sectionShards.includes(file)).length).toBeLessThanOrEqual(2);
    const before = read.length;
    await search.query('gamma123', { limit: 5 });
    expect(read.length).toBe(before);
  });

  it('refuses a manifest that is not one', () => {
    expect(
      () => new SplitSearch('{"format":"folio-search-index@1"}', () => Promise.reject(new Error())),
    ).toThrow('Not a split Folio search index. Rebuild the site.');
  });
});

describe('SplitSearch on Folio’s own docs', () => {
  it('gives exactly the hits of query() on the whole index', async () => {
    const docs = ownDocs();
    const [index] = buildSearchIndexes(docs);
    if (index === undefined) throw new Error('expected an index');
    const whole = loadSearchIndex(serializeIndex(index));
    const { search } = splitSearch(index, { termShardChars: 4000, sectionShardChars: 2000 });
    const queries = [
      'search',
      'quickstart',
      'openapi',
      'navigaton',
      'deploy the site',
      'ask ai',
      'mcp server',
      'co',
      'theme colors',
      'redirects',
    ];
    for (const text of queries) {
      expect(await search.query(text, { limit: 12 })).toEqual(query(whole, text, { limit: 12 }));
    }
  });
});

/** Folio's own docs pages as search documents: each `.mdx` split at `##` headings. */
function ownDocs(): SearchDocument[] {
  const root = path.join(import.meta.dirname, '../../docs');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.mdx'),
  );
  return files.map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/^---[\s\S]*?---/, '');
    const [intro = '', ...rest] = text.split(/^## /m);
    const title = /^title:\s*(.+)$/m.exec(readFileSync(path.join(root, file), 'utf8'))?.[1] ?? file;
    return page(`/${file.replace(/\.mdx$/, '')}`, title, [
      [undefined, intro],
      ...rest.map((part): [string, string] => {
        const [heading = '', ...body] = part.split('\n');
        return [heading, body.join('\n')];
      }),
    ]);
  });
}
