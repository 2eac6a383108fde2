/**
 * Querying an index: BM25+ over title, heading and body with prefix and typo tolerance, chunks of
 * one section merged into one hit, at most a few hits per page, a snippet for each.
 *
 * @module
 */
import type { SearchOptions, SearchResult } from 'minisearch';
import { makeSnippet } from './make-snippet.ts';
import type { SearchField, SearchIndex } from './search-engine.ts';
import { STOP_WORDS } from './stop-words.ts';
import { isCjk } from './tokenize.ts';
import type { QueryOptions, SearchHit } from './types.ts';

/** Default number of hits. */
export const DEFAULT_LIMIT = 10;
/** Default number of hits from one page. */
export const DEFAULT_PER_PAGE = 3;
/** Query text beyond this many characters is ignored (a pasted page should not stall search). */
export const MAX_QUERY_LENGTH = 500;

/**
 * Field weights. The page title counts most, then headings, then text. `page` (the page title
 * repeated on its sections) counts little: it lifts the Install section of the Quickstart page
 * for `quickstart install` but is never the only reason for a hit.
 */
export const FIELD_BOOSTS: Record<SearchField, number> = {
  title: 4,
  heading: 2.5,
  body: 1,
  page: 0.6,
};

/** Fraction of a term's length that may be mistyped (`quikstart` finds `quickstart`). */
const FUZZINESS = 0.2;
/** Terms shorter than this are matched exactly (or by prefix): short words have too many neighbours. */
const FUZZY_MIN_LENGTH = 4;
/** In longer queries (a pasted sentence, a question) only the last term is matched loosely. */
const LOOSE_TERMS_LIMIT = 10;

/**
 * Whether a query term may match by prefix or typo: the last term (the word being typed) always;
 * the others unless they are stop words or the query is long.
 */
function matchLoosely(term: string, position: number, terms: string[]): boolean {
  if (position === terms.length - 1) return true;
  return terms.length <= LOOSE_TERMS_LIMIT && !STOP_WORDS.has(term);
}

/**
 * The options of every search: field weights, OR, prefix and typo rules; `pageBoost` gives the
 * score multiplier of a record's page (the split index in the browser passes its own lookup).
 */
export function searchOptions(pageBoost: (record: number) => number): SearchOptions {
  return {
    boost: FIELD_BOOSTS,
    combineWith: 'OR',
    prefix: (term, position, terms) =>
      (term.length >= 2 || isCjk(term)) && matchLoosely(term, position, terms),
    fuzzy: (term, position, terms) =>
      term.length >= FUZZY_MIN_LENGTH &&
      !isCjk(term) &&
      !/\d/.test(term) &&
      matchLoosely(term, position, terms)
        ? FUZZINESS
        : false,
    maxFuzzy: 2,
    boostDocument: pageBoost,
  };
}

/** The record → page multiplier of a whole index. */
function indexBoost(index: SearchIndex): (record: number) => number {
  return (id) => {
    const section = index.sections[index.recordSections[id] ?? -1];
    return index.pages[section?.page ?? -1]?.boost ?? 1;
  };
}

/** A section's best score and every term matched in it. */
export interface SectionMatch {
  score: number;
  terms: Set<string>;
}

/**
 * The sections an engine's results fall in, best first: a section scores as its best record,
 * with the terms of all of them; records that matched only the page context are left out.
 */
export function rankSections(
  results: readonly SearchResult[],
  recordSections: readonly number[],
): [number, SectionMatch][] {
  const found = new Map<number, SectionMatch>();
  for (const result of results) {
    if (onlyPageContext(result.match)) continue;
    const section = recordSections[result.id as number];
    if (section === undefined) continue;
    const entry = found.get(section);
    if (entry === undefined) {
      found.set(section, { score: result.score, terms: new Set(result.terms) });
    } else {
      entry.score = Math.max(entry.score, result.score);
      for (const term of result.terms) entry.terms.add(term);
    }
  }
  return [...found.entries()].sort(([, a], [, b]) => b.score - a.score);
}

/**
 * Searches `index` for `text`. Hits are ordered by score, one per (route, anchor), at most
 * `perPage` per page and `limit` in all; `filter` can drop hits (by version, breadcrumbs, ...)
 * before the limit applies. Blank text gives no hits; text past {@link MAX_QUERY_LENGTH} characters
 * is ignored.
 */
export function query(index: SearchIndex, text: string, options: QueryOptions = {}): SearchHit[] {
  const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT));
  const perPage = Math.max(1, Math.floor(options.perPage ?? DEFAULT_PER_PAGE));
  if (limit === 0 || text.trim() === '') return [];

  const searched = text.slice(0, MAX_QUERY_LENGTH);
  const results = index.engine.search(searched, searchOptions(indexBoost(index)));
  const ranked = rankSections(results, index.recordSections);

  const hits: SearchHit[] = [];
  const hitsPerPage = new Map<number, number>();
  for (const [sectionIndex, { score, terms }] of ranked) {
    if (hits.length >= limit) break;
    const section = index.sections[sectionIndex];
    const page = index.pages[section?.page ?? -1];
    if (section === undefined || page === undefined) continue;
    const count = hitsPerPage.get(section.page) ?? 0;
    if (count >= perPage) continue;
    const hit: SearchHit = {
      route: page.route,
      ...(section.anchor === undefined ? {} : { anchor: section.anchor }),
      title: page.title,
      ...(section.heading === undefined ? {} : { heading: section.heading }),
      breadcrumbs: page.breadcrumbs,
      snippet: makeSnippet(section.text, terms),
      score,
      ...(index.version === undefined ? {} : { version: index.version }),
      ...(index.language === undefined ? {} : { language: index.language }),
      terms: [...terms],
    };
    if (options.filter && !options.filter(hit)) continue;
    hitsPerPage.set(section.page, count + 1);
    hits.push(hit);
  }
  return hits;
}

/** True when every matched term matched only the `page` context field. */
function onlyPageContext(match: Record<string, string[]>): boolean {
  return Object.values(match).every((fields) => fields.every((field) => field === 'page'));
}
