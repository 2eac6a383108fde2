/**
 * The body of `POST /v1/search/{domain}`: retrieval results as plain records, each with the
 * section's full text, the page's path (with `#anchor` for a section) and what to show with it.
 *
 * @module
 */
import type { SiteCorpus } from './site-corpus.ts';
import type { AssistantFilter, Passage } from './types.ts';

/** What to show with a search result. */
export interface SearchResultMetadata {
  title: string;
  heading?: string;
  anchor?: string;
  breadcrumbs: string[];
  version?: string;
  language?: string;
  score: number;
}

/** One search result. */
export interface SearchResult {
  /** The section's full plain text. */
  content: string;
  /** The page's route, with `#anchor` when the result is a section: `/guides/tabs#nesting`. */
  path: string;
  metadata: SearchResultMetadata;
}

/** Options of {@link searchResults}. */
export interface SearchResultsOptions {
  query: string;
  pageSize: number;
  filter?: AssistantFilter | null | undefined;
}

/** Searches `corpus` and shapes the passages found as search results, best first. */
export function searchResults(corpus: SiteCorpus, options: SearchResultsOptions): SearchResult[] {
  const passages = corpus.search(options.query, {
    pageSize: options.pageSize,
    filter: options.filter,
  });
  return passages.map(toSearchResult);
}

/** One passage as a search result. */
export function toSearchResult(passage: Passage): SearchResult {
  return {
    content: passage.content,
    path: passagePath(passage),
    metadata: {
      title: passage.title,
      ...(passage.heading === undefined ? {} : { heading: passage.heading }),
      ...(passage.anchor === undefined ? {} : { anchor: passage.anchor }),
      breadcrumbs: passage.breadcrumbs,
      ...(passage.version === undefined ? {} : { version: passage.version }),
      ...(passage.language === undefined ? {} : { language: passage.language }),
      score: passage.score,
    },
  };
}

/** The passage's route, with `#anchor` for a section. */
export function passagePath(passage: Pick<Passage, 'route' | 'anchor'>): string {
  return passage.anchor === undefined ? passage.route : `${passage.route}#${passage.anchor}`;
}
