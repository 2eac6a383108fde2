import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndexes } from './build-search-indexes.ts';
import { query } from './query.ts';
import { page } from '../../test/search/sample-documents.ts';
import { loadSearchIndex, serializeIndex } from './serialize-index.ts';

const word = fc.oneof(
  fc.stringMatching(/^[a-z]{2,10}$/),
  fc.stringMatching(/^[A-Z][a-z]{1,8}$/),
  fc.stringMatching(/^[a-z]{2,6}[A-Z][a-z]{2,6}$/),
  fc.stringMatching(/^[a-z]{2,6}_[a-z]{2,6}$/),
  fc.constantFrom('café', 'Ångström', '安装指南', 'インストール', 'v1.2', '--port'),
);
const title = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

describe('query (properties)', () => {
  it('finds every page by its own title, before and after serialisation', () => {
    fc.assert(
      fc.property(fc.uniqueArray(title, { minLength: 1, maxLength: 25 }), (titles) => {
        const docs = titles.map((text, i) =>
          page(`/p${i}`, text, [[undefined, 'Shared filler text for every page.']]),
        );
        const [index] = buildSearchIndexes(docs);
        if (index === undefined) throw new Error('expected an index');
        const loaded = loadSearchIndex(serializeIndex(index));
        titles.forEach((text, i) => {
          for (const candidate of [index, loaded]) {
            const routes = query(candidate, text, { limit: 100 }).map((hit) => hit.route);
            expect(routes).toContain(`/p${i}`);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('never returns two hits for the same route and anchor', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(title, fc.array(title, { maxLength: 5 })), {
          minLength: 1,
          maxLength: 8,
        }),
        title,
        (pages, text) => {
          const docs = pages.map(([name, headings], i) =>
            page(
              `/p${i}`,
              name,
              headings.map((heading): [string, string] => [heading, `${heading} ${name}`]),
            ),
          );
          const [index] = buildSearchIndexes(docs);
          if (index === undefined) throw new Error('expected an index');
          const keys = query(index, text, { limit: 100, perPage: 100 }).map(
            (hit) => `${hit.route}#${hit.anchor ?? ''}`,
          );
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
