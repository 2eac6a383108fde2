/**
 * The shapes that cross the search module's door: what goes in (one `SearchDocument` per page),
 * what comes out (`SearchHit`s) and the options of a query.
 *
 * @module
 */

/** One part of a page: the text under one heading (the first section is the text before any). */
export interface SearchSection {
  /** The heading's text; absent for the text before the first heading. */
  heading?: string | undefined;
  /** The heading's id in the page (`#anchor`); absent for the text before the first heading. */
  anchor?: string | undefined;
  /** Heading level (2 for `##`); 0 or 1 for the text before the first heading. */
  depth: number;
  /** Plain text of the section, without markup. */
  text: string;
}

/** One page to index, split by heading. */
export interface SearchDocument {
  /** Site route of the page: `/guides/quickstart`. */
  route: string;
  title: string;
  description?: string | undefined;
  /** Where the page sits in the navigation: `['Guides', 'Getting started']`. */
  breadcrumbs: string[];
  version?: string | undefined;
  language?: string | undefined;
  /** Hidden pages are left out of the index ... */
  hidden?: boolean | undefined;
  /** ... unless `searchable` is true; `false` leaves out even a visible page. */
  searchable?: boolean | undefined;
  /** Score multiplier: frontmatter `boost`, else the group's in docs.json; 1 when absent. */
  boost?: number | undefined;
  /** Frontmatter `keywords`: matched as strongly as a heading, on the page itself. */
  keywords?: readonly string[] | undefined;
  sections: SearchSection[];
}

/** One result: a page, or a section of a page when `anchor` is set. */
export interface SearchHit {
  route: string;
  /** The section's anchor; absent when the hit is the page itself (title, description, intro). */
  anchor?: string | undefined;
  title: string;
  /** The section's heading; absent when the hit is the page itself. */
  heading?: string | undefined;
  breadcrumbs: string[];
  /** A short plain-text excerpt around the best-matching terms. */
  snippet: string;
  /** Relevance (BM25+ with field boosts); higher is better. Comparable within one query only. */
  score: number;
  version?: string | undefined;
  language?: string | undefined;
  /**
   * The indexed terms that matched (folded: lower case, no accents), including those reached by
   * prefix or typo tolerance: `quickstart` for the query `quik`. Give them to
   * `findMatchRanges` to highlight the snippet, title and heading.
   */
  terms: string[];
}

/** Options of {@link query}. */
export interface QueryOptions {
  /** Most hits to return (default 10). */
  limit?: number | undefined;
  /** Keep only the hits for which this returns true (applied before `limit`). */
  filter?: ((hit: SearchHit) => boolean) | undefined;
  /** Most hits from one page, so one long page does not flood the list (default 3). */
  perPage?: number | undefined;
}
