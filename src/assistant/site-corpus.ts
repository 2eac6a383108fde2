/**
 * Retrieval over a built site: its search indexes (one per language and version) with each
 * section's full text, searched with the site's own ranking. A question becomes a query of its
 * meaningful words; the filter picks the indexes (version, language) and drops hits outside the
 * requested navigation groups before any ranking cut, so a filtered search still fills its page.
 *
 * @module
 */
import { query } from '../search/index.ts';
import type { SearchHit, SearchIndex } from '../search/index.ts';
import { questionSearch, stem } from './question-terms.ts';
import { foldText } from './fold-text.ts';
import type { AssistantFilter, Passage } from './types.ts';

/** Most passages one search returns, whatever `pageSize` asks. */
export const MAX_PAGE_SIZE = 50;
/** Most passages from one page, so one long page does not fill every slot. */
export const PASSAGES_PER_PAGE = 2;
/** Hits looked at per passage returned, before they are ranked by how much of the question they cover. */
const CANDIDATE_FACTOR = 3;
const MIN_CANDIDATES = 15;

/** Options of {@link SiteCorpus.search}. */
export interface CorpusSearchOptions {
  /** How many passages to return (1 to {@link MAX_PAGE_SIZE}). */
  pageSize: number;
  filter?: AssistantFilter | null | undefined;
}

/** The searchable text of one built site. */
export interface SiteCorpus {
  /** Keys of the indexes held (`en--v2`, `_--_`...), sorted. */
  readonly keys: readonly string[];
  /**
   * True when every index holds its sections' full text. Sites built before the build kept
   * it only have the browser's indexes, whose section text is clipped to a few hundred characters.
   */
  readonly fullText: boolean;
  /** Records in the search engines (page titles and chunks of sections). */
  readonly records: number;
  /** The passages that best answer `question`, best first (none for a blank question). */
  search(question: string, options: CorpusSearchOptions): Passage[];
}

/** One index and the full text of its sections by (route, anchor). */
interface CorpusIndex {
  index: SearchIndex;
  texts: Map<string, string>;
}

/**
 * A corpus over indexes already loaded; `fullText` says whether their text is whole. Each
 * index's search engine is built here, so the first question does not wait for it.
 */
export function createSiteCorpus(indexes: readonly SearchIndex[], fullText = true): SiteCorpus {
  const entries = [...indexes]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((index): CorpusIndex => ({ index, texts: sectionTexts(index) }));
  let records = 0;
  for (const entry of entries) records += entry.index.engine.documentCount;
  return {
    keys: entries.map((entry) => entry.index.key),
    fullText: fullText || entries.length === 0,
    records,
    search: (question, options) => searchEntries(entries, question, options),
  };
}

function searchEntries(
  entries: readonly CorpusIndex[],
  question: string,
  options: CorpusSearchOptions,
): Passage[] {
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(0, Math.floor(options.pageSize)));
  const { text, words } = questionSearch(question);
  if (limit === 0 || text === '') return [];
  const candidates = Math.max(limit * CANDIDATE_FACTOR, MIN_CANDIDATES);
  const filter = options.filter ?? undefined;
  const inGroups = groupFilter(filter?.groups);
  const passages: Passage[] = [];
  for (const entry of entries) {
    if (filter?.version !== undefined && entry.index.version !== filter.version) continue;
    if (filter?.language !== undefined && entry.index.language !== filter.language) continue;
    const hits = query(entry.index, text, {
      limit: candidates,
      perPage: PASSAGES_PER_PAGE,
      filter: inGroups,
    });
    for (const hit of hits) {
      passages.push(toPassage(hit, entry.texts, hit.score * coverageFactor(hit.terms, words)));
    }
  }
  return passages.sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * How much of the question a hit covers, as a score multiplier from 0.5 (none of its words) to
 * 1 (all): a section that matches "deploy" and "docs" beats one that matches only "docs" many
 * times. A word counts as covered when a matched term starts with it or with its stem.
 */
function coverageFactor(terms: readonly string[], words: readonly string[]): number {
  if (words.length === 0) return 1;
  const matched = terms.map(foldText);
  let covered = 0;
  for (const word of words) {
    const forms = [foldText(word), foldText(stem(word))];
    if (matched.some((term) => forms.some((form) => term.startsWith(form)))) covered++;
  }
  return 0.5 + (0.5 * covered) / words.length;
}

/**
 * The hit test for `groups`: a hit passes when any of its breadcrumbs equals any group, case
 * and surrounding spaces ignored. Undefined (no test) when no group is given.
 */
function groupFilter(
  groups: readonly string[] | undefined,
): ((hit: SearchHit) => boolean) | undefined {
  const wanted = new Set(
    (groups ?? []).map((group) => group.trim().toLowerCase()).filter((group) => group !== ''),
  );
  if (wanted.size === 0) return undefined;
  return (hit) => hit.breadcrumbs.some((crumb) => wanted.has(crumb.trim().toLowerCase()));
}

function toPassage(hit: SearchHit, texts: Map<string, string>, score: number): Passage {
  return {
    route: hit.route,
    ...(hit.anchor === undefined ? {} : { anchor: hit.anchor }),
    title: hit.title,
    ...(hit.heading === undefined ? {} : { heading: hit.heading }),
    breadcrumbs: hit.breadcrumbs,
    content: texts.get(slot(hit.route, hit.anchor)) ?? hit.snippet,
    score,
    ...(hit.version === undefined ? {} : { version: hit.version }),
    ...(hit.language === undefined ? {} : { language: hit.language }),
    terms: hit.terms,
  };
}

/** Each section's text by (route, anchor). */
function sectionTexts(index: SearchIndex): Map<string, string> {
  const texts = new Map<string, string>();
  for (const section of index.sections) {
    const page = index.pages[section.page];
    if (page) texts.set(slot(page.route, section.anchor), section.text);
  }
  return texts;
}

function slot(route: string, anchor: string | undefined): string {
  return `${route}\u0000${anchor ?? ''}`;
}
