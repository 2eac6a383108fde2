/**
 * Updating a cached index (see `cached-index.ts`) after some of its pages changed, without joining
 * every page's segment again. A build that changed one page of a thousand swaps that page's
 * sections, records and postings for the new ones in the index the last build kept: the text is
 * byte for byte what joining every page's segment gives (`joinSegments`, then `serializeIndex`;
 * tested), so a site is the same however it was built.
 *
 * What joining decides and this must reproduce:
 * - records are numbered page after page, so the records of the pages after a changed one move
 *   by the difference in its record count; postings are gaps between record numbers, so only the
 *   rows of terms whose postings on the changed pages changed, and the gaps around them, are
 *   written again (see `patch-row.ts`), and all rows with records that move. An edit leaves most
 *   of its page's terms where they were: the common ones have rows of hundreds of kilobytes;
 * - MiniSearch's running means of field lengths are recomputed record by record (cheap), which
 *   needs to know which fields each record lacks (kept: `absent`);
 * - terms are listed in order of first use: page by page, and within a page in the order of its
 *   segment's terms. A term's first page is the page of its first record. Pages whose set of
 *   first-used terms can only have shrunk keep their terms' old order; a changed page, and an
 *   unchanged page that now uses first a term a changed page dropped, take the order of their
 *   segment (which `segmentOf` supplies for unchanged pages: rarely needed).
 *
 * @module
 */
import type { CachedIndexData, CachedIndex } from './cached-index.ts';
import type { SegmentPage } from './page-segment.ts';
import { patchRow } from './patch-row.ts';
import { keepRowOrigins, keptSpans, rowOriginsOf } from './row-origins.ts';
import { SEARCH_FIELDS } from './search-engine.ts';
import { indexedPages, pageRows, sectionRow } from './serialize-index.ts';

const FIELD_COUNT = SEARCH_FIELDS.length;

/** Where {@link patchIndex} finds the segments it needs besides the changed pages' new ones. */
export interface PatchSources {
  /** The segment of an unchanged page (when its terms must be put in order again). */
  segmentOf: (page: number) => SegmentPage;
  /**
   * The segment a changed page had when `cached` was made, if still at hand: with those of every
   * changed page, only the terms whose postings there changed are parsed and written again.
   */
  earlierOf?: ((page: number) => SegmentPage | undefined) | undefined;
}

/**
 * `cached` with the pages at the positions in `changed` replaced by their new segments (same
 * routes, same order), whose hashes are now `hashes`. Returns undefined when `cached` does not
 * hang together (a damaged cache).
 */
export function patchIndex(
  cached: CachedIndex,
  changed: ReadonlyMap<number, SegmentPage>,
  sources: PatchSources,
  hashes: string[],
): CachedIndex | undefined {
  const old = cached.data;
  const before = oldLayout(cached);
  if (before === undefined) return undefined;
  for (const [page, segment] of changed) {
    if (old.pages[page]?.[0] !== segment.route) return undefined;
  }
  const pageCount = old.pages.length;
  const isChanged = new Uint8Array(pageCount);
  for (const page of changed.keys()) isChanged[page] = 1;

  // The new layout: where each page's sections and records start.
  const sectionStart = new Int32Array(pageCount + 1);
  const recordStart = new Int32Array(pageCount + 1);
  for (let page = 0; page < pageCount; page++) {
    const segment = changed.get(page);
    const sections = segment ? segment.sections.length : (old.sectionCounts[page] ?? 0);
    const records = segment ? segment.recordSections.length : before.recordCount(page);
    sectionStart[page + 1] = (sectionStart[page] ?? 0) + sections;
    recordStart[page + 1] = (recordStart[page] ?? 0) + records;
  }

  const pages = indexedPages(old);
  const sections: string[] = [];
  const sectionCounts: number[] = [];
  const records: number[] = [];
  const fieldLength: number[][] = [];
  const absent: number[] = [];
  for (let page = 0; page < pageCount; page++) {
    const segment = changed.get(page);
    const firstSection = sectionStart[page] ?? 0;
    if (segment) {
      pages[page] = {
        route: segment.route,
        title: segment.title,
        breadcrumbs: segment.breadcrumbs,
        boost: segment.boost,
      };
      const rows = segment.sections.map((section) =>
        JSON.stringify(sectionRow(page, section.anchor, section.heading, section.text)),
      );
      sections.push(rows.join(','));
      sectionCounts.push(rows.length);
      for (const local of segment.recordSections) records.push(firstSection + local);
      addFieldLengths(segment.postings.fieldLengths, fieldLength, absent);
      continue;
    }
    sections.push(cached.sections[page] ?? '');
    sectionCounts.push(old.sectionCounts[page] ?? 0);
    const shift = firstSection - (before.sectionStart[page] ?? 0);
    for (let at = before.recordStart[page] ?? 0; at < (before.recordStart[page + 1] ?? 0); at++) {
      records.push((old.records[at] ?? 0) + shift);
      fieldLength.push(old.fieldLength[at] ?? []);
      absent.push(old.absent[at] ?? 0);
    }
  }

  const terms = patchTerms(cached, changed, sources, {
    isChanged,
    oldRecordStart: before.recordStart,
    oldPageOf: before.pageOfRecord,
    recordStart,
  });
  const data: CachedIndexData = {
    ...(old.language === undefined ? {} : { language: old.language }),
    ...(old.version === undefined ? {} : { version: old.version }),
    ...pageRows(pages),
    sectionCounts,
    records,
    fieldLength,
    absent,
    names: terms.map((term) => term.name),
    first: terms.map((term) => term.first),
    last: terms.map((term) => term.last),
  };
  const patched = {
    key: cached.key,
    routes: cached.routes,
    hashes,
    data,
    sections,
    terms: terms.map((term) => term.line),
  };
  // The rows kept as they were lie where they did in the bytes `cached` was read from.
  const origins = rowOriginsOf(cached);
  if (origins) {
    const keptSections = Int32Array.from(sections, (_, page) => (isChanged[page] ? -1 : page));
    const keptTerms = Int32Array.from(terms, (term) => term.kept);
    const { bytes } = origins;
    const spans = { sections: keptSpans(origins.sections, keptSections) };
    keepRowOrigins(patched, { bytes, ...spans, terms: keptSpans(origins.terms, keptTerms) });
  }
  return patched;
}

/** For each record of a run (`RecordPostings.fieldLengths`), its row and its absent fields. */
export function addFieldLengths(
  lengths: readonly number[],
  rows: number[][],
  absent: number[],
): void {
  for (let start = 0; start < lengths.length; start += FIELD_COUNT) {
    const row: number[] = [];
    let mask = 0;
    for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
      const length = lengths[start + fieldId] ?? -1;
      if (length < 0) mask |= 1 << fieldId;
      row.push(Math.max(length, 0));
    }
    rows.push(row);
    absent.push(mask);
  }
}

interface OldLayout {
  sectionStart: Int32Array;
  recordStart: Int32Array;
  pageOfRecord: Int32Array;
  recordCount(page: number): number;
}

/**
 * Where each page's sections and records are in `cached`, or undefined unless every page has a
 * run of records of its own, in page order, and the parts agree in length.
 */
function oldLayout(cached: CachedIndex): OldLayout | undefined {
  const { data } = cached;
  const pageCount = data.pages.length;
  const { records } = data;
  if (
    cached.sections.length !== pageCount ||
    data.sectionCounts.length !== pageCount ||
    cached.terms.length !== data.names.length ||
    data.fieldLength.length !== records.length ||
    data.absent.length !== records.length
  ) {
    return undefined;
  }
  const sectionStart = new Int32Array(pageCount + 1);
  for (let page = 0; page < pageCount; page++) {
    sectionStart[page + 1] = (sectionStart[page] ?? 0) + (data.sectionCounts[page] ?? 0);
  }
  const pageOfSection = new Int32Array(sectionStart[pageCount] ?? 0);
  for (let page = 0; page < pageCount; page++) {
    pageOfSection.fill(page, sectionStart[page] ?? 0, sectionStart[page + 1] ?? 0);
  }
  const recordStart = new Int32Array(pageCount + 1);
  const pageOfRecord = new Int32Array(records.length);
  let page = -1;
  for (let at = 0; at < records.length; at++) {
    const owner = pageOfSection[records[at] ?? -1] ?? -1;
    if (owner !== page) {
      if (owner !== page + 1) return undefined;
      page = owner;
      recordStart[page] = at;
    }
    pageOfRecord[at] = page;
  }
  if (page !== pageCount - 1) return undefined;
  recordStart[pageCount] = records.length;
  return {
    sectionStart,
    recordStart,
    pageOfRecord,
    recordCount: (at) => (recordStart[at + 1] ?? 0) - (recordStart[at] ?? 0),
  };
}

interface TermLayout {
  isChanged: Uint8Array;
  oldRecordStart: Int32Array;
  oldPageOf: Int32Array;
  recordStart: Int32Array;
}

/** A term of the patched index. */
interface PatchedTerm {
  name: string;
  /** The JSON text of its row. */
  line: string;
  first: number;
  last: number;
  /** The page of its first record, before (-1 for a term the index did not have) and after. */
  oldPage: number;
  page: number;
  /** Its position in the cached index when its row's text was kept as it was, else -1. */
  kept: number;
}

/**
 * The terms of the patched index, in order of first use (see the module's description). A term
 * is kept as it was, its row's text included, when its postings on the changed pages are the
 * same and its records' numbers do not move: when it is known that they were the same before
 * (none, or the same records with the same frequencies) and its records all come before the
 * first one that moves, or else when the changed pages do not use it now and its records all
 * come before the first changed page. The others are parsed and written again.
 */
function patchTerms(
  cached: CachedIndex,
  changed: ReadonlyMap<number, SegmentPage>,
  sources: PatchSources,
  layout: TermLayout,
): PatchedTerm[] {
  const { isChanged, oldRecordStart, oldPageOf, recordStart } = layout;
  const { names, first, last } = cached.data;
  const pageCount = isChanged.length;
  const added = changedPostings(changed, recordStart);
  const shift = new Int32Array(pageCount);
  for (let page = 0; page < pageCount; page++) {
    shift[page] = (recordStart[page] ?? 0) - (oldRecordStart[page] ?? 0);
  }
  const firstChanged = oldRecordStart[Math.min(...changed.keys())] ?? 0;
  let firstMoved = Number.POSITIVE_INFINITY;
  for (let page = pageCount - 1; page >= 0; page--) {
    if (shift[page] !== 0) firstMoved = oldRecordStart[page] ?? 0;
  }
  // The changed pages' segments when `cached` was made, when all of them are at hand.
  let earlier: Map<number, SegmentPage> | undefined = new Map();
  for (const page of changed.keys()) {
    const segment = sources.earlierOf?.(page);
    if (!segment) {
      earlier = undefined;
      break;
    }
    earlier.set(page, segment);
  }
  // Their postings, numbered as the changed pages' new ones: a term they use with the same
  // postings as before, none of whose records move, keeps its row (most terms of an edited page).
  const removed = earlier && changedPostings(earlier, recordStart);
  const unmoved = removed
    ? (name: string, end: number, fresh: number[][] | undefined) =>
        end < firstMoved && samePostings(fresh, removed.get(name))
    : (_name: string, end: number, fresh: number[][] | undefined) =>
        fresh === undefined && end < firstChanged;
  const pageOf = new Int32Array(recordStart[pageCount] ?? 0);
  for (let page = 0; page < pageCount; page++) {
    pageOf.fill(page, recordStart[page] ?? 0, recordStart[page + 1] ?? 0);
  }

  const patched = new Map<string, PatchedTerm>();
  const moves = {
    oldPageOf,
    isChanged,
    shift,
    settled: oldRecordStart[Math.max(...changed.keys()) + 1] ?? 0,
  };
  names.forEach((name, at) => {
    const fresh = added.get(name);
    added.delete(name);
    const start = first[at] ?? 0;
    const oldPage = oldPageOf[start] ?? 0;
    const line = cached.terms[at] ?? '';
    if (unmoved(name, last[at] ?? 0, fresh)) {
      // Its records keep their numbers, not always their page: two changed pages that trade
      // records leave the records after them where they were.
      const page = pageOf[start] ?? 0;
      patched.set(name, { name, line, first: start, last: last[at] ?? 0, oldPage, page, kept: at });
      return;
    }
    const row = patchRow(line, name, fresh, moves, last[at] ?? -1);
    if (row) patched.set(name, { name, ...row, oldPage, page: pageOf[row.first] ?? 0, kept: -1 });
  });
  for (const [name, fresh] of added) {
    const row = patchRow(`[${JSON.stringify(name)}]`, name, fresh, moves, -1);
    if (row) {
      patched.set(name, { name, ...row, oldPage: -1, page: pageOf[row.first] ?? 0, kept: -1 });
    }
  }

  // Pages whose first-used terms take their segment's order again: changed ones, and those that
  // now first use a term a changed page used first before.
  const reordered = new Uint8Array(isChanged);
  for (const term of patched.values()) {
    if (term.oldPage !== term.page && isChanged[term.page] === 0) reordered[term.page] = 1;
  }
  const byPage: PatchedTerm[][] = Array.from({ length: pageCount }, () => []);
  for (const name of names) {
    const term = patched.get(name);
    if (term && reordered[term.page] === 0) byPage[term.page]?.push(term);
  }
  for (let page = 0; page < pageCount; page++) {
    if (reordered[page] === 0) continue;
    const segment = changed.get(page) ?? sources.segmentOf(page);
    for (const name of segment.postings.terms) {
      const term = patched.get(name);
      if (term?.page === page) byPage[page]?.push(term);
    }
  }
  return byPage.flat();
}

/** Whether two terms' postings from {@link changedPostings} are the same (none: undefined). */
function samePostings(a: number[][] | undefined, b: number[][] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
    const left = a[fieldId] ?? [];
    const right = b[fieldId] ?? [];
    if (left.length !== right.length) return false;
    for (let at = 0; at < left.length; at++) if (left[at] !== right[at]) return false;
  }
  return true;
}

/**
 * The postings of the changed pages, numbered in the patched index: per term and field, pairs of
 * record number and term frequency, in record order.
 */
function changedPostings(
  changed: ReadonlyMap<number, SegmentPage>,
  recordStart: Int32Array,
): Map<string, number[][]> {
  const postings = new Map<string, number[][]>();
  for (const page of [...changed.keys()].sort((a, b) => a - b)) {
    const run = changed.get(page)?.postings;
    if (!run) continue;
    const base = recordStart[page] ?? 0;
    const values = run.postings;
    let at = 0;
    for (const term of run.terms) {
      let fields = postings.get(term);
      if (fields === undefined) {
        fields = [];
        postings.set(term, fields);
      }
      const mask = values[at++] ?? 0;
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
        if ((mask & (1 << fieldId)) === 0) continue;
        const pairs = (fields[fieldId] ??= []);
        const end = at + 1 + (values[at] ?? 0);
        let record = base;
        for (at += 1; at < end; at++) {
          const value = values[at] ?? 0;
          if (value < 0) pairs[pairs.length - 1] = -value;
          else {
            record += value;
            pairs.push(record, 1);
          }
        }
      }
    }
  }
  return postings;
}
