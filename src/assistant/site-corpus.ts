/**
 * Retrieval over a built site: its search indexes (one per language and version) with each
 * section's full text, ranked for questions by `PassageIndex`. A question becomes the index
 * terms of its meaningful words; the filter picks the indexes (version, language) and drops
 * pages outside the requested navigation groups before any ranking cut, so a filtered search
 * still fills its page.
 *
 * @module
 */
import type { SearchIndex } from '../search/index.ts';
import { PassageIndex } from './passage-index.ts';
import type { RankedSection } from './passage-index.ts';
import { questionQuery } from './question-terms.ts';
import type { QuestionQuery } from './question-terms.ts';
import type { AssistantFilter, Passage } from './types.ts';

/** Most passages one search returns, whatever `pageSize` asks. */
export const MAX_PAGE_SIZE = 50;
/** Most passages from one page, so one long page does not fill every slot. */
export const PASSAGES_PER_PAGE = 2;

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
  /** Records in the indexes (page titles and chunks of sections). */
  readonly records: number;
  /** The passages that best answer `question`, best first (none for a blank question). */
  search(question: string, options: CorpusSearchOptions): Passage[];
}

/**
 * A corpus over indexes already loaded; `fullText` says whether their text is whole. Each
 * index's ranking structures are built here, so the first question does not wait for them.
 */
export function createSiteCorpus(indexes: readonly SearchIndex[], fullText = true): SiteCorpus {
  const entries = [...indexes]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((index) => new PassageIndex(index));
  let records = 0;
  for (const entry of entries) records += entry.records;
  return {
    keys: entries.map((entry) => entry.index.key),
    fullText: fullText || entries.length === 0,
    records,
    search: (question, options) => searchEntries(entries, question, options),
  };
}

function searchEntries(
  entries: readonly PassageIndex[],
  question: string,
  options: CorpusSearchOptions,
): Passage[] {
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(0, Math.floor(options.pageSize)));
  const query = questionQuery(question);
  if (limit === 0 || query.terms.length === 0) return [];
  const filter = options.filter ?? undefined;
  const passages: Passage[] = [];
  for (const entry of entries) {
    const { index } = entry;
    if (filter?.version !== undefined && index.version !== filter.version) continue;
    if (filter?.language !== undefined && index.language !== filter.language) continue;
    const { sections, spellings } = entry.rank(query.terms, {
      limit,
      perPage: PASSAGES_PER_PAGE,
      pageFilter: groupFilter(index, filter?.groups),
    });
    for (const hit of sections) passages.push(toPassage(index, hit, query, spellings));
  }
  return passages.sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * The page test for `groups`: a page passes when any of its breadcrumbs equals any group, case
 * and surrounding spaces ignored. Undefined (no test) when no group is given.
 */
function groupFilter(
  index: SearchIndex,
  groups: readonly string[] | undefined,
): ((page: number) => boolean) | undefined {
  const wanted = new Set(
    (groups ?? []).map((group) => group.trim().toLowerCase()).filter((group) => group !== ''),
  );
  if (wanted.size === 0) return undefined;
  return (page) =>
    index.pages[page]?.breadcrumbs.some((crumb) => wanted.has(crumb.trim().toLowerCase())) ?? false;
}

function toPassage(
  index: SearchIndex,
  hit: RankedSection,
  query: QuestionQuery,
  spellings: readonly (readonly string[] | undefined)[],
): Passage {
  const section = index.sections[hit.section];
  const page = index.pages[section?.page ?? -1];
  if (section === undefined || page === undefined) {
    throw new Error(`Section ${String(hit.section)} of the index ${index.key} has no page.`);
  }
  return {
    route: page.route,
    ...(section.anchor === undefined ? {} : { anchor: section.anchor }),
    title: page.title,
    ...(section.heading === undefined ? {} : { heading: section.heading }),
    breadcrumbs: page.breadcrumbs,
    content: section.text,
    score: hit.score,
    ...(index.version === undefined ? {} : { version: index.version }),
    ...(index.language === undefined ? {} : { language: index.language }),
    terms: matchedTerms(query, hit.words, spellings),
  };
}

/**
 * The terms to quote a passage by: those of the question words it matched, each with its stem
 * (`hid` finds the sentence with "hidden"), folded as the index folds them, and the index's
 * spellings of misspelt words.
 */
function matchedTerms(
  query: QuestionQuery,
  words: number,
  spellings: readonly (readonly string[] | undefined)[],
): string[] {
  const terms = new Set<string>();
  for (const term of query.terms) {
    if ((words & (1 << term.word)) === 0) continue;
    terms.add(term.text);
    if (term.prefix !== undefined) terms.add(term.prefix);
    for (const spelling of spellings[term.word] ?? []) terms.add(spelling);
  }
  return [...terms];
}
