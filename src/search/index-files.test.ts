import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinSegments } from './build-search-indexes.ts';
import { eachIndexFile, indexFiles, segmentFingerprint } from './index-files.ts';
import type { IndexPage, CachedIndex } from './index-files.ts';
import {
  cachedIndexFile,
  cachedIndexFileBytes,
  cachedIndexFromText,
  cachedIndexReading,
  knownIndexText,
} from './cached-index.ts';
import { pageSegment } from './page-segment.ts';
import type { PageSegment } from './page-segment.ts';
import { page, sampleDocuments } from '../../test/search/sample-documents.ts';
import { serializeIndex } from './serialize-index.ts';
import type { SearchDocument } from './types.ts';

/** The pages of `docs` as a build gives them, every segment in hand. */
function indexPages(docs: readonly SearchDocument[]): IndexPage[] {
  return docs.map((doc) => {
    const segment = pageSegment(doc);
    return { fingerprint: segmentFingerprint(segment, JSON.stringify(segment)), segment };
  });
}

/** What joining every segment gives: the reference any update must equal. */
function joined(docs: readonly SearchDocument[]): { key: string; text: string }[] {
  return joinSegments(docs.map(pageSegment)).map((index) => ({
    key: index.key,
    text: serializeIndex(index),
  }));
}

/** The indexes `files` keep, as the build cache gives them back (through their file form). */
function cachedOf(files: ReturnType<typeof indexFiles>): Map<string, CachedIndex> {
  return new Map(
    files.flatMap(({ key, cached }) => {
      if (!cached) return [];
      const { text, meta } = cachedIndexFile(cached);
      const bytes = new TextEncoder().encode(text);
      const read = cachedIndexFromText(
        JSON.parse(JSON.stringify(meta)) as typeof meta,
        text,
        bytes,
      );
      return read ? [[key, read] as const] : [];
    }),
  );
}

/**
 * Updates from `cached` with only the pages that changed in hand (like a build whose cache holds
 * the rest), recording which routes had to be loaded.
 */
function update(
  before: readonly SearchDocument[],
  after: readonly SearchDocument[],
  cached: ReadonlyMap<string, CachedIndex>,
  withEarlier = true,
): { files: ReturnType<typeof indexFiles>; loaded: string[] } {
  const old = new Map(indexPages(before).map((item) => [item.fingerprint.route, item]));
  const earlierSegment = (route: string, hash: string): PageSegment | undefined => {
    const item = old.get(route);
    return item?.fingerprint.hash === hash ? item.segment : undefined;
  };
  const store = new Map<string, PageSegment>();
  const pages = indexPages(after).map((item): IndexPage => {
    if (item.segment) store.set(item.fingerprint.route ?? '', item.segment);
    const same = old.get(item.fingerprint.route)?.fingerprint.hash === item.fingerprint.hash;
    return same ? { fingerprint: item.fingerprint } : item;
  });
  const loaded: string[] = [];
  const files = indexFiles(pages, {
    cached,
    earlierSegment: withEarlier ? earlierSegment : undefined,
    loadSegments: (routes) => {
      loaded.push(...routes);
      return new Map(routes.map((route) => [route, store.get(route) as PageSegment]));
    },
  });
  return { files, loaded };
}

const words = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'install',
  'installing',
  'configure',
  'the',
  'run',
  'folio',
  'deploy',
  'café',
  '安装',
  'getUser',
  'v1.2',
];
const text = fc
  .array(fc.constantFrom(...words), { maxLength: 24 })
  .chain((some) =>
    fc.constantFrom(some.join(' '), `${some.join(' ')} `.repeat(some.length > 8 ? 30 : 1)),
  );
const section = fc.tuple(fc.option(fc.constantFrom(...words), { nil: undefined }), text);
const content = fc.record({
  title: fc.constantFrom(...words),
  description: fc.option(text, { nil: undefined }),
  sections: fc.array(section, { maxLength: 4 }),
  version: fc.constantFrom(undefined, undefined, 'v2'),
  hidden: fc.constantFrom(false, false, false, true),
  boost: fc.constantFrom(undefined, undefined, 2),
  trail: fc.constantFrom('Guides', 'API'),
});
type Content = typeof content extends fc.Arbitrary<infer T> ? T : never;

function document(at: number, item: Content): SearchDocument {
  return page(`/p${String(at)}`, item.title, item.sections, {
    description: item.description,
    version: item.version,
    hidden: item.hidden,
    boost: item.boost,
    breadcrumbs: [item.trail],
  });
}

describe('indexFiles', () => {
  it('joins what joinSegments joins when nothing is cached', () => {
    const files = indexFiles(indexPages(sampleDocuments));
    expect(files.map(({ key, text }) => ({ key, text }))).toEqual(joined(sampleDocuments));
    expect(files.every((file) => file.cached !== undefined)).toBe(true);
  });

  it('writes a copy of an index sent between threads with the text sent along', () => {
    const files = indexFiles(indexPages(sampleDocuments));
    expect(files.some((file) => file.cached)).toBe(true);
    for (const { cached, text } of files) {
      if (!cached) continue;
      // A copy, as a worker's message gives it: a new object, its text beside it.
      const copy = structuredClone(cached);
      knownIndexText(copy, text);
      const { bytes, meta } = cachedIndexFileBytes(copy);
      expect(new TextDecoder().decode(bytes)).toBe(text);
      expect(meta).toEqual(cachedIndexFile(cached).meta);
      // The text given is what is written; one whose length does not fit the rows is not.
      const stand = structuredClone(cached);
      knownIndexText(stand, text.replace(/"key":/, '"kex":'));
      expect(cachedIndexFile(stand).text).toContain('"kex":');
      const wrong = structuredClone(cached);
      knownIndexText(wrong, `${text} `);
      expect(cachedIndexFile(wrong).text).toBe(text);
    }
  });

  it('updates cached indexes into exactly what joining every page gives (property)', () => {
    fc.assert(
      fc.property(
        fc.array(content, { minLength: 1, maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(9), content, fc.boolean()), { minLength: 1, maxLength: 4 }),
        (site, edits) => {
          const before = site.map((item, at) => document(at, item));
          const after = [...before];
          for (const [at, item, moves] of edits) {
            const was = site[at];
            if (!was) continue;
            // Most edits keep the page in its index (its version and visibility).
            after[at] = document(
              at,
              moves ? item : { ...item, version: was.version, hidden: was.hidden },
            );
          }
          const cached = cachedOf(indexFiles(indexPages(before)));
          const { files } = update(before, after, cached);
          expect(files.map(({ key, text }) => ({ key, text }))).toEqual(joined(after));
          // Written as bytes, kept rows copied from the bytes read: the same text and meta.
          for (const file of files) {
            if (!file.cached) continue;
            const { bytes, meta } = cachedIndexFileBytes(file.cached);
            expect(new TextDecoder().decode(bytes)).toBe(file.text);
            expect(meta).toEqual(cachedIndexFile(file.cached).meta);
          }
          // Without the changed pages' earlier segments, more terms are written again: same text.
          const without = update(before, after, cached, false).files;
          expect(without.map(({ key, text }) => ({ key, text }))).toEqual(joined(after));
          // What it keeps updates as well as a fresh join's.
          const again = update(after, before, cachedOf(files)).files;
          expect(again.map(({ key, text }) => ({ key, text }))).toEqual(joined(before));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('patches without loading unchanged pages, and reuses untouched indexes as they are', () => {
    const { before, after } = oneEditedOfTwoVersions();
    const cached = cachedOf(indexFiles(indexPages(before)));
    const { files, loaded } = update(before, after, cached);
    expect(loaded).toEqual([]);
    expect(files.map(({ key, text }) => ({ key, text }))).toEqual(joined(after));
    expect(files[0]?.cached).toBe(cached.get(files[0]?.key ?? ''));
    expect(files[1]?.cached).not.toBe(cached.get(files[1]?.key ?? ''));
  });

  it('reads a kept text only for an index it patches, and joins again when it is damaged', () => {
    const { before, after } = oneEditedOfTwoVersions();
    const read: string[] = [];
    const reading = (texts: (key: string, text: string) => string): Map<string, CachedIndex> =>
      new Map(
        indexFiles(indexPages(before)).flatMap(({ key, cached }) => {
          if (!cached) return [];
          const { text, meta } = cachedIndexFile(cached);
          const index = cachedIndexReading(meta, () => {
            read.push(key);
            return { meta, text: texts(key, text) };
          });
          return [[key, index] as const];
        }),
      );
    const { files } = update(
      before,
      after,
      reading((_, text) => text),
    );
    expect(read).toEqual([files[1]?.key]);
    expect(files.map(({ key, text }) => ({ key, text }))).toEqual(joined(after));

    const cut = (key: string, text: string): string =>
      key === files[1]?.key ? text.replace('"sections":[', '"sections":{') : text;
    const damaged = update(before, after, reading(cut)).files;
    expect(damaged.map(({ key, text }) => ({ key, text }))).toEqual(joined(after));
    expect(damaged[1]?.patchedFrom).toBeUndefined();
  });

  it('loads the next page to use first a term the changed page dropped, to order its terms', () => {
    const before = [
      page('/a', 'A', [[undefined, 'zebra common']]),
      page('/b', 'B', [[undefined, 'quokka zebra']]),
      page('/c', 'C', [[undefined, 'common words']]),
    ];
    const after = [page('/a', 'A', [[undefined, 'common only']]), before[1], before[2]].filter(
      (item) => item !== undefined,
    );
    const { files, loaded } = update(before, after, cachedOf(indexFiles(indexPages(before))));
    expect(loaded).toEqual(['/b']);
    expect(files.map(({ key, text }) => ({ key, text }))).toEqual(joined(after));
  });

  it('joins again when pages were added, removed or reordered', () => {
    const before = sampleDocuments.slice(0, 5);
    const cached = cachedOf(indexFiles(indexPages(before)));
    for (const after of [
      sampleDocuments.slice(0, 6),
      sampleDocuments.slice(1, 5),
      [...before].reverse(),
    ]) {
      expect(update(before, after, cached).files.map(({ key, text }) => ({ key, text }))).toEqual(
        joined(after),
      );
    }
  });

  it('gives the full text beside the clipped one when asked, and keeps nothing for a route listed twice', () => {
    const twice = [...sampleDocuments.slice(0, 2), sampleDocuments[0]].filter(
      (item) => item !== undefined,
    );
    const [file] = indexFiles(indexPages(twice), { fullText: true });
    expect(file?.cached).toBeUndefined();
    const [index] = joinSegments(twice.map(pageSegment));
    expect(file?.fullText).toBe(
      index && serializeIndex(index, { textLength: Number.POSITIVE_INFINITY }),
    );
  });
});

describe('eachIndexFile', () => {
  it('yields the files indexFiles gives, in the same order', () => {
    const files = [...eachIndexFile(indexPages(sampleDocuments))];
    expect(files.map(({ key, text }) => ({ key, text }))).toEqual(joined(sampleDocuments));
    expect(files.map(({ key }) => key)).toEqual(
      indexFiles(indexPages(sampleDocuments)).map(({ key }) => key),
    );
  });

  it('makes each index only when the one before was taken', () => {
    const docs = Array.from({ length: 4 }, (_, at) =>
      page(`/p${String(at)}`, `Page ${String(at)}`, [[undefined, 'some text']], {
        version: at < 2 ? 'v1' : 'v2',
      }),
    );
    const segments = new Map(
      indexPages(docs).map((item) => [item.fingerprint.route ?? '', item.segment]),
    );
    const loaded: string[] = [];
    const files = eachIndexFile(
      indexPages(docs).map(({ fingerprint }) => ({ fingerprint })),
      {
        loadSegments: (routes) => {
          loaded.push(...routes);
          return new Map(routes.map((route) => [route, segments.get(route) as PageSegment]));
        },
      },
    );
    expect(loaded).toEqual([]);
    expect(files.next().value?.key).toContain('v1');
    expect(loaded).toEqual(['/p0', '/p1']);
    expect(files.next().value?.key).toContain('v2');
    expect(loaded).toEqual(['/p0', '/p1', '/p2', '/p3']);
    expect(files.next().done).toBe(true);
  });
});

/** Six pages in two versions, before and after the second version's second page is edited. */
function oneEditedOfTwoVersions(): { before: SearchDocument[]; after: SearchDocument[] } {
  const before = Array.from({ length: 6 }, (_, at) =>
    page(`/p${String(at)}`, `Page ${String(at)}`, [[undefined, `${words[at] ?? ''} text`]], {
      version: at < 3 ? 'v1' : 'v2',
    }),
  );
  const after = [...before];
  after[4] = page('/p4', 'Page 4', [[undefined, 'Brand new words here, and beta text.']], {
    version: 'v2',
  });
  return { before, after };
}
