/**
 * Retrieval over Folio's own docs, built for real: questions as users ask them find the page
 * that answers them among the first passages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, FOLIO_DOCS } from '../../test/assistant/built-site.ts';
import { readSiteCorpus } from './load-site-corpus.ts';
import type { SiteCorpus } from './site-corpus.ts';

let corpus: SiteCorpus;
beforeAll(async () => {
  corpus = await readSiteCorpus(await buildDocs(FOLIO_DOCS));
}, 240_000);

describe("questions about Folio's docs", () => {
  it.each([
    ['How do I add a tab to the navigation?', '/navigation/tabs'],
    ['How can I hide a page from the sidebar?', '/writing/hidden-pages'],
    ['How do I redirect an old URL to a new page?', '/reference/docs-json/seo-and-redirects'],
    ['How do I publish several versions of my docs?', '/navigation/versions'],
    ['How do I translate my docs into French?', '/navigation/languages'],
    ['How can I reuse the same content on several pages?', '/writing/snippets'],
    ['Can I write math equations?', '/components/diagrams-and-math'],
    ['How do I check my links are not broken?', '/reference/cli/broken-links'],
    ['How do I add a dropdown menu to the sidebar?', '/navigation/dropdowns'],
  ])('%s → %s', (question, route) => {
    const passages = corpus.search(question, { pageSize: 5 });
    expect(passages).toHaveLength(5);
    expect(passages.map((passage) => passage.route)).toContain(route);
  });

  it('gives each passage the full text of its section', () => {
    const [passage] = corpus.search('What does the build write for a redirect?', { pageSize: 1 });
    expect(passage?.route).toMatch(/redirects|build/);
    expect(passage?.content.length).toBeGreaterThan(240);
    expect(passage?.content.endsWith('…')).toBe(false);
  });

  it('finds nothing for a question the docs do not cover', () => {
    expect(corpus.search('What is the population of Mongolia?', { pageSize: 5 })).toEqual([]);
  });
});
