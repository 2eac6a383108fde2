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
import { SEARCH_FIELDS } from './search-engine.ts';
import type { SearchIndex } from './search-engine.ts';
import { SEARCH_INDEX_FORMAT, serializedIndex } from './serialize-index.ts';
import type { PageRow } from './serialize-index.ts';

const FIELD_COUNT = SEARCH_FIELDS.length;

/** The field numbers, as MiniSearch writes them. */
export const FIELD_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  SEARCH_FIELDS.map((field, fieldId) => [field, fieldId]),
);

/** The parts of a kept index an update reads and writes as data. */
export interface KeptData {
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
export interface KeptIndex {
  key: string;
  /** Routes of the pages listed in it, in order, and the hashes of their segments. */
  routes: string[];
  hashes: string[];
  data: KeptData;
  /** For each page, the JSON text of its section rows, joined by commas. */
  sections: string[];
  /** For each term, in order, the JSON text of its row. */
  terms: string[];
}

/**
 * The kept form of `index`, joined from pages with distinct `routes` (their segments' `hashes`);
 * `absent` has the mask of missing fields of each record. Undefined when the index's sections
 * are not grouped page by page (a route listed twice).
 */
export function keptIndexOf(
  index: Omit<SearchIndex, 'engine'>,
  absent: number[],
  routes: string[],
  hashes: string[],
): KeptIndex | undefined {
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
      first: terms.map((row) => termBounds(row)[0]),
      last: terms.map((row) => termBounds(row)[1]),
    },
    sections,
    terms: terms.map((row) => JSON.stringify(row)),
  };
}

/** The index's text: what `serializeIndex` writes for it. */
export function keptIndexText(kept: KeptIndex): string {
  const { data } = kept;
  const head = JSON.stringify({
    format: SEARCH_INDEX_FORMAT,
    key: kept.key,
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
  return (
    `${head.slice(0, -1)},"sections":[${kept.sections.join(',')}],` +
    `"records":${JSON.stringify(data.records)},` +
    `"engine":${engine.slice(0, -1)},"terms":[${kept.terms.join(',')}]}}`
  );
}

/** MiniSearch's running means of the field lengths, step for step (see `join-postings.ts`). */
export function runningMeans(rows: readonly number[][], absent: readonly number[]): number[] {
  const means: number[] = [];
  rows.forEach((row, id) => {
    const mask = absent[id] ?? 0;
    for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
      if ((mask & (1 << fieldId)) !== 0) continue;
      const mean = means[fieldId] ?? 0;
      means[fieldId] = (mean * id + (row[fieldId] ?? 0)) / (id + 1);
    }
  });
  return means;
}

/** The first and the last record a term occurs in. */
export function termBounds(row: CompactTerm): [number, number] {
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

/** The kept index as a head (plain data) and a body of one row of text per line. */
export function keptIndexParts(kept: KeptIndex): { head: KeptHead; body: string } {
  const { sections, terms, ...head } = kept;
  return { head: { ...head, termCount: terms.length }, body: [...sections, ...terms].join('\n') };
}

/** The head of a kept index's parts. */
export type KeptHead = Omit<KeptIndex, 'sections' | 'terms'> & { termCount: number };

/** The kept index written as `keptIndexParts`; undefined when they do not fit together. */
export function keptIndexFromParts(head: KeptHead, body: string): KeptIndex | undefined {
  const pageCount = head.routes.length;
  const lines = body === '' ? [] : body.split('\n');
  if (lines.length !== pageCount + head.termCount) return undefined;
  return {
    key: head.key,
    routes: head.routes,
    hashes: head.hashes,
    data: head.data,
    sections: lines.slice(0, pageCount),
    terms: lines.slice(pageCount),
  };
}
