/**
 * An index as a build keeps it for the next one. Its small parts are kept as data; its two large
 * ones, the sections and the terms, as the JSON text of each page's sections and of each term's
 * row. An update (see `patch-index.ts`) then parses and writes again only the rows it changes,
 * and the index's text is put together from the rows: exactly the text `serializeIndex` gives
 * for the same index (tested), without serialising it whole.
 *
 * @module
 */
import type { CompactTerm } from './compact-engine.ts';
import {
  concatBytes,
  joinedRowBytes,
  keepRowOrigins,
  rowSpans,
  rowOriginsOf,
} from './row-origins.ts';
import { SEARCH_FIELDS } from './search-engine.ts';
import type { SearchIndex } from './search-engine.ts';
import { SEARCH_INDEX_FORMAT, serializedIndex } from './serialize-index.ts';
import type { PageRow } from './serialize-index.ts';

const FIELD_COUNT = SEARCH_FIELDS.length;

/** The field numbers, as MiniSearch writes them. */
export const FIELD_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  SEARCH_FIELDS.map((field, fieldId) => [field, fieldId]),
);

/** The parts of a cached index an update reads and writes as data. */
export interface CachedIndexData {
  language?: string | undefined;
  version?: string | undefined;
  trails: string[][];
  pages: PageRow[];
  /** How many sections each page has (they follow one another, page by page). */
  sectionCounts: number[];
  /** For each record, its section. */
  records: number[];
  /** For each record, the length of each field (0 when missing) and a mask of those missing. */
  fieldLength: number[][];
  absent: number[];
  /** For each term, in order: its name, its first record and its last record. */
  names: string[];
  first: number[];
  last: number[];
}

/** An index as a build keeps it (see the module's description). */
export interface CachedIndex {
  key: string;
  /** Routes of the pages listed in it, in order, and the hashes of their segments. */
  routes: string[];
  hashes: string[];
  data: CachedIndexData;
  /** For each page, the JSON text of its section rows, joined by commas. */
  sections: string[];
  /** For each term, in order, the JSON text of its row. */
  terms: string[];
}

/**
 * The cached form of `index`, joined from pages with distinct `routes` (their segments' `hashes`);
 * `absent` has the mask of missing fields of each record. Undefined when the index's sections
 * are not grouped page by page (a route listed twice).
 */
export function cachedIndexOf(
  index: Omit<SearchIndex, 'engine'>,
  absent: number[],
  routes: string[],
  hashes: string[],
): CachedIndex | undefined {
  const data = serializedIndex(index);
  const sections: string[] = [];
  const sectionCounts: number[] = [];
  for (const row of data.sections) {
    const page = row[0];
    const text = JSON.stringify(row);
    if (page === sections.length - 1) {
      sections[page] = `${sections[page] ?? ''},${text}`;
      sectionCounts[page] = (sectionCounts[page] ?? 0) + 1;
    } else if (page === sections.length) {
      sections.push(text);
      sectionCounts.push(1);
    } else return undefined;
  }
  if (sections.length !== data.pages.length || absent.length !== data.records.length) {
    return undefined;
  }
  const terms = data.engine.terms;
  const bounds = terms.map(termBounds);
  return {
    key: index.key,
    routes,
    hashes,
    data: {
      ...(data.language === undefined ? {} : { language: data.language }),
      ...(data.version === undefined ? {} : { version: data.version }),
      trails: data.trails,
      pages: data.pages,
      sectionCounts,
      records: data.records,
      fieldLength: data.engine.fieldLength,
      absent,
      names: terms.map((row) => row[0]),
      first: bounds.map(([first]) => first),
      last: bounds.map(([, last]) => last),
    },
    sections,
    terms: terms.map((row) => JSON.stringify(row)),
  };
}

/** The index's text: what `serializeIndex` writes for it. */
export function cachedIndexText(cached: CachedIndex): string {
  return assemble(cached).text;
}

/** Where the rows are in a cached index's text (see {@link cachedIndexFile}). */
export interface CachedIndexMeta extends Omit<CachedIndex, 'sections' | 'terms'> {
  /** Where the first page's sections start, and each page's length of text. */
  sectionsAt: number;
  sectionLengths: number[];
  /** Where the first term's row starts, and each row's length. */
  termsAt: number;
  termLengths: number[];
}

/**
 * The index's text, and what to keep beside it to read the cached index back from the text alone
 * (see {@link cachedIndexFromText}): a build keeps one file that is both its cache and its output.
 */
export function cachedIndexFile(cached: CachedIndex): { text: string; meta: CachedIndexMeta } {
  const { text, sectionsAt, termsAt } = assemble(cached);
  const { sections, terms, ...rest } = cached;
  return {
    text,
    meta: {
      ...rest,
      sectionsAt,
      sectionLengths: sections.map((part) => part.length),
      termsAt,
      termLengths: terms.map((row) => row.length),
    },
  };
}

/**
 * The cached index whose text is `text`; undefined when `meta` does not describe `text`. Given
 * the `bytes` the text was read from, writing the index again copies the rows it keeps from them
 * (see `row-origins.ts`).
 */
export function cachedIndexFromText(
  meta: CachedIndexMeta,
  text: string,
  bytes?: Uint8Array,
): CachedIndex | undefined {
  const sections = slices(text, meta.sectionsAt, meta.sectionLengths);
  const terms = slices(text, meta.termsAt, meta.termLengths);
  if (sections === undefined || terms === undefined || !text.endsWith(']}}')) return undefined;
  if (meta.termsAt + joinedLength(meta.termLengths) !== text.length - 3) return undefined;
  const cached = {
    key: meta.key,
    routes: meta.routes,
    hashes: meta.hashes,
    data: meta.data,
    sections,
    terms,
  };
  if (bytes) {
    const [sectionsFrom, termsFrom] =
      rowSpans(text, bytes, [
        { start: meta.sectionsAt, lengths: meta.sectionLengths },
        { start: meta.termsAt, lengths: meta.termLengths },
      ]) ?? [];
    if (sectionsFrom && termsFrom) {
      keepRowOrigins(cached, { bytes, sections: sectionsFrom, terms: termsFrom });
    }
  }
  return cached;
}

/**
 * What {@link cachedIndexFile} gives, with the text as UTF-8 bytes: rows kept from the text the
 * index was read from are copied from its bytes (see `row-origins.ts`).
 */
export function cachedIndexFileBytes(cached: CachedIndex): {
  bytes: Uint8Array;
  meta: CachedIndexMeta;
} {
  // Made here, not when the module loads: the browser's search code imports this folder.
  const encoder = new TextEncoder();
  const origins = rowOriginsOf(cached);
  const { sections, terms, ...rest } = cached;
  if (!origins) {
    const { text, meta } = cachedIndexFile(cached);
    return { bytes: encoder.encode(text), meta };
  }
  const { before, middle } = assembleEnds(cached);
  const sectionLengths = sections.map((part) => part.length);
  const parts = [
    encoder.encode(before),
    ...joinedRowBytes(sections, origins.sections, origins.bytes),
    encoder.encode(middle),
    ...joinedRowBytes(terms, origins.terms, origins.bytes),
    encoder.encode(']}}'),
  ];
  return {
    bytes: concatBytes(parts),
    meta: {
      ...rest,
      sectionsAt: before.length,
      sectionLengths,
      termsAt: before.length + joinedLength(sectionLengths) + middle.length,
      termLengths: terms.map((row) => row.length),
    },
  };
}

/** A kept index's text did not match its description (see {@link cachedIndexReading}). */
export class DamagedIndexError extends Error {
  constructor(key: string) {
    super(
      `The kept search index "${key}" does not match its description: delete .folio/cache and build again.`,
    );
    this.name = 'DamagedIndexError';
  }
}

/**
 * The cached index of `key` listing `routes` (with their segments' `hashes`), whose description
 * and text `read` gives: read, and the text cut into rows, only when its data, sections or terms
 * are first asked for. A build that changed no page of an index never reads them (tens of
 * megabytes per index on a large site). When `read` gives nothing, or a text that does not match
 * its description, asking for them throws a {@link DamagedIndexError}. They are enumerable
 * properties, so an index sent to another thread takes them along.
 */
export function cachedIndexReading(
  head: Pick<CachedIndex, 'key' | 'routes' | 'hashes'>,
  read: () => { meta: CachedIndexMeta; text: string; bytes?: Uint8Array } | undefined,
): CachedIndex {
  const { key, routes, hashes } = head;
  let whole: CachedIndex | undefined;
  const load = (): CachedIndex => {
    if (whole) return whole;
    const found = read();
    const index = found && cachedIndexFromText(found.meta, found.text, found.bytes);
    if (!index || index.key !== key || !sameList(index.routes, routes)) {
      throw new DamagedIndexError(key);
    }
    whole = index;
    const origins = rowOriginsOf(index);
    if (origins) keepRowOrigins(reading, origins);
    return whole;
  };
  const reading = Object.defineProperties(
    { key, routes, hashes },
    {
      data: { enumerable: true, get: () => load().data },
      sections: { enumerable: true, get: () => load().sections },
      terms: { enumerable: true, get: () => load().terms },
    },
  ) as CachedIndex;
  return reading;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, at) => item === b[at]);
}

/** The comma-separated parts of `text` of the given lengths from `start`, inside `[…]`. */
function slices(text: string, start: number, lengths: readonly number[]): string[] | undefined {
  const end = start + joinedLength(lengths);
  if (text[start - 1] !== '[' || text[end] !== ']') return undefined;
  const parts: string[] = [];
  let at = start;
  for (const length of lengths) {
    parts.push(text.slice(at, at + length));
    at += length;
    if (at < end && text[at] !== ',') return undefined;
    at += 1;
  }
  return parts;
}

/** The length of parts of `lengths` joined by commas. */
function joinedLength(lengths: readonly number[]): number {
  let total = Math.max(lengths.length - 1, 0);
  for (const length of lengths) total += length;
  return total;
}

interface Assembled {
  text: string;
  sectionsAt: number;
  termsAt: number;
}

/** Texts put together, by cached index (a build asks for an index's text twice). */
const assembled = new WeakMap<CachedIndex, Assembled>();

/**
 * Takes `text` as the text of `cached`, as {@link cachedIndexText} gave it on the thread that
 * built the index, so that writing the index here does not put its rows together again (a
 * copy of the index sent to another thread is a new object, unknown to {@link assembled}). A
 * text whose length does not fit the rows is not taken.
 */
export function knownIndexText(cached: CachedIndex, text: string): void {
  if (assembled.has(cached)) return;
  const { before, middle } = assembleEnds(cached);
  const termsAt =
    before.length + joinedLength(cached.sections.map((row) => row.length)) + middle.length;
  if (termsAt + joinedLength(cached.terms.map((row) => row.length)) + 3 !== text.length) return;
  assembled.set(cached, { text, sectionsAt: before.length, termsAt });
}

/** The text of `cached` and where its sections and its terms start in it. */
function assemble(cached: CachedIndex): Assembled {
  let known = assembled.get(cached);
  if (known === undefined) {
    known = assembleNow(cached);
    assembled.set(cached, known);
  }
  return known;
}

function assembleNow(cached: CachedIndex): Assembled {
  const { before, middle } = assembleEnds(cached);
  const sections = cached.sections.join(',');
  const text = `${before}${sections}${middle}${cached.terms.join(',')}]}}`;
  const termsAt = before.length + sections.length + middle.length;
  return { text, sectionsAt: before.length, termsAt };
}

/** The text of `cached` before its sections, and between its sections and its terms. */
function assembleEnds(cached: CachedIndex): { before: string; middle: string } {
  const { data } = cached;
  const head = JSON.stringify({
    format: SEARCH_INDEX_FORMAT,
    key: cached.key,
    ...(data.language === undefined ? {} : { language: data.language }),
    ...(data.version === undefined ? {} : { version: data.version }),
    trails: data.trails,
    pages: data.pages,
  });
  const engine = JSON.stringify({
    documentCount: data.records.length,
    fieldIds: FIELD_IDS,
    averageFieldLength: runningMeans(data.fieldLength, data.absent),
    fieldLength: data.fieldLength,
  });
  const before = `${head.slice(0, -1)},"sections":[`;
  const middle =
    `],"records":${JSON.stringify(data.records)},` + `"engine":${engine.slice(0, -1)},"terms":[`;
  return { before, middle };
}

/** MiniSearch's running means of the field lengths, step for step (see `join-postings.ts`). */
export function runningMeans(rows: readonly number[][], absent: readonly number[]): number[] {
  const means = new Float64Array(FIELD_COUNT);
  const seen = new Uint8Array(FIELD_COUNT);
  for (let id = 0; id < rows.length; id++) {
    const row = rows[id] ?? [];
    const mask = absent[id] ?? 0;
    for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
      if ((mask & (1 << fieldId)) !== 0) continue;
      means[fieldId] = ((means[fieldId] ?? 0) * id + (row[fieldId] ?? 0)) / (id + 1);
      seen[fieldId] = 1;
    }
  }
  // A field no record has stays a hole, as in MiniSearch's array.
  const result: number[] = [];
  seen.forEach((present, fieldId) => {
    if (present === 1) result[fieldId] = means[fieldId] ?? 0;
  });
  return result;
}

/** The first and the last record a term occurs in. */
function termBounds(row: CompactTerm): [number, number] {
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  for (let at = 1; at < row.length; at++) {
    const postings = row[at] as number[];
    let record = 0;
    for (const value of postings) if (value >= 0) record += value;
    if (postings.length > 0) {
      first = Math.min(first, postings[0] ?? first);
      last = Math.max(last, record);
    }
  }
  return [first, last];
}
