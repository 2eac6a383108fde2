/**
 * A smaller JSON form of MiniSearch's own data. MiniSearch writes each posting as
 * `"docId":termFrequency` inside an object per field; here a term's postings are one array per
 * field of document-id gaps, a term frequency above 1 following its document as a negative
 * number: documents 3, 4 (twice) and 10 become `[3, 1, -2, 6]`. Document ids are the record
 * positions, so MiniSearch's id table is not written at all.
 *
 * @module
 */
import type { AsPlainObject } from 'minisearch';

/** MiniSearch's serialisation version this module reads and writes. */
const MINISEARCH_SERIALIZATION = 2;

/** `[term, postings of field 0, postings of field 1, ...]`, trailing empty fields left out. */
export type CompactTerm = [string, ...number[][]];

export interface CompactEngine {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per record, the length of each field (0 when the record lacks the field). */
  fieldLength: number[][];
  terms: CompactTerm[];
}

/**
 * Packs `MiniSearch#toJSON()` output. Records must have been added once each with ids 0, 1, 2, ...
 * and none removed, as `buildSearchIndexes` does; anything else is refused.
 */
export function compactEngine(engine: AsPlainObject): CompactEngine {
  const count = engine.documentCount;
  const ids = Object.entries(engine.documentIds);
  const sequential = ids.every(([shortId, id]) => String(id) === shortId);
  if (!sequential || ids.length !== count || engine.nextId !== count || engine.dirtCount) {
    throw new Error('Search records must have ids 0..n-1, added once each, none removed.');
  }
  const fieldCount = Object.keys(engine.fieldIds).length;
  const fieldLength: number[][] = [];
  for (let id = 0; id < count; id++) {
    const lengths = (engine.fieldLength[String(id)] ?? []) as (number | null | undefined)[];
    fieldLength.push(Array.from({ length: fieldCount }, (_, field) => lengths[field] ?? 0));
  }
  const terms = engine.index.map(([term, fields]): CompactTerm => {
    const row: CompactTerm = [term];
    for (let field = 0; field < fieldCount; field++) {
      row.push(encodePostings(fields[String(field)] ?? {}));
    }
    while (row.length > 1 && row.at(-1)?.length === 0) row.pop();
    return row;
  });
  return {
    documentCount: count,
    fieldIds: engine.fieldIds,
    averageFieldLength: engine.averageFieldLength,
    fieldLength,
    terms,
  };
}

/**
 * The order terms are given to MiniSearch in: code-unit order. The shape of MiniSearch's term tree
 * follows the order terms were added, and with it the order prefix and typo matches are scored
 * in (which decides ties and the last bits of sums); the browser's split index builds its tree
 * from the sorted vocabulary, so every engine adds terms sorted and all of them rank alike.
 */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Unpacks a `CompactEngine` into what `MiniSearch.loadJS` reads (terms sorted). */
export function expandEngine(compact: CompactEngine): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  const sorted = [...compact.terms].sort((a, b) => compareTerms(a[0], b[0]));
  const index: AsPlainObject['index'] = sorted.map(([term, ...fields]) => {
    const data: Record<string, Record<string, number>> = {};
    fields.forEach((postings, field) => {
      if (postings.length > 0) data[field] = decodePostings(postings);
    });
    return [term, data];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: MINISEARCH_SERIALIZATION,
  };
}

function encodePostings(postings: Record<string, number>): number[] {
  const ids = Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b);
  const out: number[] = [];
  let previous = 0;
  for (const id of ids) {
    out.push(id - previous);
    previous = id;
    const frequency = postings[String(id)] ?? 1;
    if (frequency > 1) out.push(-frequency);
  }
  return out;
}

function decodePostings(encoded: readonly number[]): Record<string, number> {
  const postings: Record<string, number> = {};
  let id = 0;
  for (const value of encoded) {
    if (value < 0) {
      postings[id] = -value;
    } else {
      id += value;
      postings[id] = 1;
    }
  }
  return postings;
}
