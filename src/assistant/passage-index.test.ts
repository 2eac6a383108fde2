/** Ranking sections for questions: forms pooled, coverage, page context, typos, limits. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndexes } from '../search/index.ts';
import type { SearchDocument } from '../search/index.ts';
import { PassageIndex } from './passage-index.ts';
import type { RankOptions } from './passage-index.ts';
import { questionQuery } from './question-terms.ts';
import { createSiteCorpus } from './site-corpus.ts';

/** A page; `sections` are `[heading, text]` pairs, `undefined` for the text before any heading. */
function page(
  route: string,
  title: string,
  sections: [string | undefined, string][],
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    route,
    title,
    breadcrumbs: ['Guides'],
    sections: sections.map(([heading, text]) =>
      heading === undefined
        ? { depth: 0, text }
        : { heading, anchor: heading.toLowerCase().replaceAll(' ', '-'), depth: 2, text },
    ),
    ...extra,
  };
}

const filler = 'Runs are listed in the dashboard with their status, duration and logs. ';

const documents: SearchDocument[] = [
  page('/webhooks', 'Webhooks', [
    [
      'Handle a webhook',
      'Read payload.text, payload.items, payload.user, payload.id and payload.event from the ' +
        `payload your task receives. ${filler.repeat(3)}`,
    ],
  ]),
  page('/limits', 'Limits', [
    ['Payload size', `The payload limit of a task is 10 MB. ${filler}`],
    ['Rate limits', `Requests are limited to 1,500 per minute. ${filler}`],
  ]),
  page('/hidden-pages', 'Hidden pages', [
    [undefined, 'Pages the navigation does not list are still built.'],
    ['Search', 'They are left out of search unless marked searchable.'],
  ]),
  page('/navigation', 'Navigation', [
    ['Groups', 'A group has a name and pages; it can hide its icon.'],
  ]),
  page('/quickstart', 'Quickstart', [['Install', 'Install the CLI with npm and run it.']]),
  page('/runs', 'Runs', [
    ['Statuses', filler],
    ['Durations', filler],
    ['Logs', filler],
  ]),
  page('/payloads', 'Payloads', [
    ['Payload fields', 'Read payload.text, payload.items and payload.user from the payload.'],
  ]),
  page('/sizes', 'Sizes', [['Size', 'A payload is limited to 10 MB.']]),
  page('/paths', 'Paths', [['Wildcards', 'A path ending in * matches every path below it.']]),
  page(
    '/redirects',
    'Redirects',
    [['Wildcards', 'A path ending in * matches every path below it.']],
    {
      description: 'Send readers from an old URL to its new page.',
    },
  ),
  page('/zh/install', '安装指南', [['准备', '安装之前需要 Node.js 环境。']], { language: 'zh' }),
];

const corpus = createSiteCorpus(buildSearchIndexes(documents));
const routes = (question: string, pageSize = 5) =>
  corpus.search(question, { pageSize }).map((passage) => passage.route + (passage.anchor ?? ''));

describe('PassageIndex through SiteCorpus.search', () => {
  it('ranks the section covering more of the question above one repeating a single word', () => {
    expect(routes('What is the payload limit of a task?')[0]).toBe('/limitspayload-size');
  });

  it('ranks covering the question above repeating one word in the title, heading and text', () => {
    const found = routes('How big can a payload be, is there a limit?', 10);
    expect(found.indexOf('/payloadspayload-fields')).toBeGreaterThan(found.indexOf('/sizessize'));
    expect(found.indexOf('/sizessize')).toBeGreaterThanOrEqual(0);
  });

  it("counts the page's title and description with each of its sections", () => {
    expect(routes('wildcard path for an old URL')[0]).toBe('/redirectswildcards');
  });

  it('finds other forms of a word by its stem', () => {
    const [first] = corpus.search('How do I hide pages?', { pageSize: 1 });
    expect(first?.route).toBe('/hidden-pages');
    expect(first?.terms).toEqual(expect.arrayContaining(['hide', 'hid', 'pages', 'pag']));
  });

  it("reads a section with its page's title: a section of Hidden pages is about hidden pages", () => {
    expect(routes('Are hidden pages in search?')[0]).toBe('/hidden-pagessearch');
  });

  it('matches a misspelt word the index lacks, and quotes by the right spelling', () => {
    const [first] = corpus.search('quikstart install', { pageSize: 1 });
    expect(first?.route).toBe('/quickstart');
    expect(first?.terms).toContain('quickstart');
  });

  it('never returns a section matched by its page title alone', () => {
    expect(routes('quickstart', 10)).toEqual(['/quickstart']);
  });

  it('finds Chinese text by its character pairs', () => {
    expect(routes('安装需要什么?')).toContain('/zh/install准备');
  });

  it('returns nothing when no word of the question is in the index', () => {
    expect(routes('zebra giraffe')).toEqual([]);
  });
});

describe('PassageIndex.rank', () => {
  const index = buildSearchIndexes(documents).find((built) => built.language === undefined);
  if (index === undefined) throw new Error('No index without a language.');
  const passages = new PassageIndex(index);
  /** The pages of the sections ranked for `question`, best first. */
  const rankedPages = (question: string, options: RankOptions) =>
    passages
      .rank(questionQuery(question).terms, options)
      .sections.map(({ section }) => index.pages[index.sections[section]?.page ?? -1]?.route);
  const times = (list: readonly (string | undefined)[], route: string) =>
    list.filter((entry) => entry === route).length;

  it('keeps at most perPage sections of one page and at most limit in all', () => {
    const question = 'statuses durations logs';
    const three = rankedPages(question, { limit: 10, perPage: 3 });
    expect(three.slice(0, 3)).toEqual(['/runs', '/runs', '/runs']);
    expect(times(three, '/limits')).toBe(2);
    const two = rankedPages(question, { limit: 10, perPage: 2 });
    expect(times(two, '/runs')).toBe(2);
    expect(new Set(rankedPages(question, { limit: 10, perPage: 1 })).size).toBe(
      rankedPages(question, { limit: 10, perPage: 1 }).length,
    );
    expect(rankedPages(question, { limit: 1, perPage: 3 })).toEqual(['/runs']);
  });

  it('keeps only the pages the filter lets through, before the limit', () => {
    const question = 'payload limit';
    expect(rankedPages(question, { limit: 10, perPage: 2 })).toContain('/limits');
    const filtered = rankedPages(question, {
      limit: 1,
      perPage: 2,
      pageFilter: (page) => index.pages[page]?.route === '/sizes',
    });
    expect(filtered).toEqual(['/sizes']);
    expect(rankedPages(question, { limit: 5, perPage: 2, pageFilter: () => false })).toEqual([]);
  });

  it('leaves its work arrays clean: the same question ranks the same twice', () => {
    const first = passages.rank(questionQuery('payload limit').terms, { limit: 5, perPage: 2 });
    passages.rank(questionQuery('hidden pages search').terms, { limit: 5, perPage: 2 });
    expect(passages.rank(questionQuery('payload limit').terms, { limit: 5, perPage: 2 })).toEqual(
      first,
    );
  });
});
