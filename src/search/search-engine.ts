/**
 * The MiniSearch set-up shared by building, loading and querying an index: which fields a record
 * has, how text becomes terms, and the in-memory `SearchIndex` around the engine.
 *
 * @module
 */
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { CompactEngine } from './compact-engine.ts';
import { expandTerm } from './expand-term.ts';
import { STOP_WORDS } from './stop-words.ts';
import { tokenize } from './tokenize.ts';

/**
 * One indexed record. A page gives one record for its title and description, and one per chunk
 * of each section (heading + body, with the page title as context).
 */
export interface SearchRecord {
  /** Position in `SearchIndex.recordSections`. */
  id: number;
  /** The page title (page records only). */
  title?: string;
  /** The section heading (section records), or the page's keywords (page records). */
  heading?: string;
  /** The description (page records) or the chunk's text (section records). */
  body?: string;
  /** The page title again, on section records, so `quickstart install` ranks that section. */
  page?: string;
}

/** The record fields, in the order MiniSearch numbers them. */
export const SEARCH_FIELDS = ['title', 'heading', 'body', 'page'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Fields whose stop words are not indexed (see `stop-words.ts`). */
const BODY_FIELDS: ReadonlySet<string> = new Set<SearchField>(['body', 'page']);

/** Most token expansions remembered by one engine (then the memo starts over). */
const MEMO_LIMIT = 100_000;

/**
 * The MiniSearch options every index is built and loaded with (they must match). Each call has
 * its own bounded memo of token expansions: a site has far fewer distinct tokens than tokens,
 * and a long-running server must not grow with every query it sees.
 */
export function engineOptions(): Options<SearchRecord> {
  const expansions = new Map<string, string[]>();
  const expand = (token: string): string[] => {
    let terms = expansions.get(token);
    if (terms === undefined) {
      terms = expandTerm(token);
      if (expansions.size >= MEMO_LIMIT) expansions.clear();
      expansions.set(token, terms);
    }
    return terms;
  };
  return {
    fields: [...SEARCH_FIELDS],
    idField: 'id',
    storeFields: [],
    tokenize,
    processTerm: (token, field) => {
      const terms = expand(token);
      if (field === undefined || !BODY_FIELDS.has(field)) return terms;
      return terms.length === 1 && STOP_WORDS.has(terms[0] ?? '') ? [] : terms;
    },
    autoVacuum: false,
  };
}

/** A page of an index: what every hit on it shows. */
export interface IndexedPage {
  route: string;
  title: string;
  breadcrumbs: string[];
  /** Score multiplier (1 unless the page's group is boosted). */
  boost: number;
}

/** A section of an indexed page: one possible hit. */
export interface IndexedSection {
  /** Position of its page in `SearchIndex.pages`. */
  page: number;
  anchor: string | undefined;
  heading: string | undefined;
  /** The section's text for snippets (the description first, for the page's own section). */
  text: string;
}

/**
 * A searchable index for one (language, version) pair. Build it with `buildSearchIndexes`, or
 * load it with `loadSearchIndex`; query it with `query`. Its contents are read-only.
 */
export interface SearchIndex {
  /** Stable name of the pair, safe in a file name: `en--v2` (see `searchIndexKey`). */
  readonly key: string;
  readonly language: string | undefined;
  readonly version: string | undefined;
  readonly pages: readonly IndexedPage[];
  readonly sections: readonly IndexedSection[];
  /** For each record id, the section the record belongs to. */
  readonly recordSections: readonly number[];
  /** The indexed records in their compact form (what the browser downloads). */
  readonly data: CompactEngine;
  /** The MiniSearch engine holding the records (built from `data` on first use). */
  readonly engine: MiniSearch<SearchRecord>;
}
