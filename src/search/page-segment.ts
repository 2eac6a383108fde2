/**
 * A page's part of its search index, computed from its `SearchDocument` alone: the page entry,
 * its sections (by anchor), and its records already tokenised into postings. Indexes are joined
 * from segments (see `build-search-indexes.ts`), so a build keeps each page's segment with the
 * page in its cache and, when one page changes, tokenises only that page again.
 *
 * A segment is plain data (JSON and structured clone keep it as it is).
 *
 * @module
 */
import type { Options } from 'minisearch';
import { chunkCollapsed, collapseWhitespace } from './chunk-text.ts';
import { recordPostings } from './index-records.ts';
import type { RecordPostings } from './index-records.ts';
import { engineOptions } from './search-engine.ts';
import type { SearchRecord } from './search-engine.ts';
import { searchIndexKey } from './search-index-key.ts';
import type { SearchDocument } from './types.ts';

/** One section of a segment's page: the page's own (no anchor) first. */
export interface SegmentSection {
  anchor?: string | undefined;
  heading?: string | undefined;
  /** The section's text, whitespace collapsed (pieces under the same anchor joined by a space). */
  text: string;
}

/** What a searchable page adds to its index. */
export interface SegmentPage {
  route: string;
  title: string;
  breadcrumbs: string[];
  /** Score multiplier: positive and finite (1 for an unusable `boost`). */
  boost: number;
  sections: SegmentSection[];
  /** For each record of the page, its section (a position in `sections`). */
  recordSections: number[];
  /** The page's records, numbered from 0. */
  postings: RecordPostings;
}

/** A page's part of the index of its language and version. */
export interface PageSegment {
  /** The index the page belongs to (see `searchIndexKey`). */
  key: string;
  language?: string | undefined;
  version?: string | undefined;
  /** Absent for a page left out of search (its index still exists, see `isSearchable`). */
  page?: SegmentPage | undefined;
}

/**
 * Whether a page goes into the index: visible pages, and hidden ones marked `searchable`;
 * never a page marked `searchable: false`.
 */
export function isSearchable(doc: SearchDocument): boolean {
  if (doc.searchable === false) return false;
  return doc.hidden !== true || doc.searchable === true;
}

let sharedOptions: Options<SearchRecord> | undefined;

/**
 * The postings of the last few pages' records, by the records' text. Versioned sites hold the
 * same page many times (one public site: 24,803 page files, 1,723 distinct texts), and the
 * build renders the copies of a page together (see `RecentCompiles`), so a short list finds
 * most of them: tokenising was a tenth of that site's cold build. The postings are plain data
 * that readers never change, so copies share one.
 */
const recentPostings = new Map<string, RecordPostings>();

/** Runs kept: as many texts as `RecentCompiles` keeps, twice over. */
const POSTINGS_KEPT = 32;

/**
 * Characters of the kept runs' keys, at most: their postings grow with them, and a page is input
 * of any size. crewAI's largest page, a changelog, has 190 KB of text.
 */
const KEPT_CHARACTERS = 4_000_000;

/** Characters of the keys of {@link recentPostings}. */
let keptCharacters = 0;

/** {@link recordPostings} of `records`, or the run a page with the same records had lately. */
function postingsOf(records: readonly Omit<SearchRecord, 'id'>[]): RecordPostings {
  // Every field of every record, in order; undefined fields are left out, as they index.
  const key = JSON.stringify(records);
  const kept = recentPostings.get(key);
  if (kept !== undefined) {
    // The most recent last: a Map keeps insertion order, so the first is the oldest.
    recentPostings.delete(key);
    recentPostings.set(key, kept);
    return kept;
  }
  sharedOptions ??= engineOptions();
  const postings = recordPostings(records, sharedOptions);
  if (key.length > KEPT_CHARACTERS) return postings;
  recentPostings.set(key, postings);
  keptCharacters += key.length;
  for (const oldest of recentPostings.keys()) {
    if (recentPostings.size <= POSTINGS_KEPT && keptCharacters <= KEPT_CHARACTERS) break;
    recentPostings.delete(oldest);
    keptCharacters -= oldest.length;
  }
  return postings;
}

/**
 * The segment of `doc`: a title record (with the keywords and description) for the page itself, then one
 * record per chunk of each section (or one for a heading without text), sections merged by anchor
 * (text before the first heading belongs to the page's own section).
 */
export function pageSegment(doc: SearchDocument): PageSegment {
  const segment: PageSegment = {
    key: searchIndexKey(doc.language, doc.version),
    language: doc.language,
    version: doc.version,
  };
  if (!isSearchable(doc)) return segment;
  const sections: SegmentSection[] = [];
  const bySlot = new Map<string, number>();
  const recordSections: number[] = [];
  const records: Omit<SearchRecord, 'id'>[] = [];
  const sectionFor = (anchor: string | undefined, heading: string | undefined): number => {
    const slot = anchor ?? '';
    const known = bySlot.get(slot);
    if (known !== undefined) return known;
    sections.push({ anchor, heading, text: '' });
    bySlot.set(slot, sections.length - 1);
    return sections.length - 1;
  };
  const addRecord = (section: number, fields: Omit<SearchRecord, 'id'>): void => {
    records.push(fields);
    recordSections.push(section);
  };

  const description = collapseWhitespace(doc.description ?? '');
  const head = sectionFor(undefined, undefined);
  appendText(sections, head, description);
  // Keywords go in the page record's heading field (a page record has no heading of its own):
  // they weigh as a heading does, in the site's search and the assistant's, and show nowhere.
  const keywords = (doc.keywords ?? []).map(collapseWhitespace).filter(Boolean).join(' ');
  addRecord(head, {
    title: doc.title,
    ...(keywords ? { heading: keywords } : {}),
    ...(description ? { body: description } : {}),
  });
  for (const section of doc.sections) {
    const heading = section.heading?.trim() || undefined;
    const clean = collapseWhitespace(section.text);
    const chunks = chunkCollapsed(clean);
    if (heading === undefined && chunks.length === 0) continue;
    const index = sectionFor(section.anchor, heading);
    appendText(sections, index, clean);
    const shared = { page: doc.title, ...(heading === undefined ? {} : { heading }) };
    if (chunks.length === 0) addRecord(index, shared);
    for (const chunk of chunks) addRecord(index, { ...shared, body: chunk });
  }

  segment.page = {
    route: doc.route,
    title: doc.title,
    breadcrumbs: doc.breadcrumbs,
    boost: usableBoost(doc.boost),
    sections,
    recordSections,
    postings: postingsOf(records),
  };
  return segment;
}

/** Adds `text` to the section's text, a space between (empty text adds nothing). */
export function appendText(
  sections: { text: string }[],
  index: number,
  text: string | undefined,
): void {
  const section = sections[index];
  if (section === undefined || text === undefined || text === '') return;
  section.text = section.text === '' ? text : `${section.text} ${text}`;
}

/** A usable multiplier: positive and finite, else 1. */
function usableBoost(boost: number | undefined): number {
  return boost !== undefined && Number.isFinite(boost) && boost > 0 ? boost : 1;
}
