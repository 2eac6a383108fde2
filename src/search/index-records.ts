/**
 * Indexes search records straight into the compact form the browser loads, without building a
 * MiniSearch engine first. The result is exactly what `compactEngine(engine.toJSON())` gives
 * for an engine that added the same records (tested against MiniSearch itself), at a fraction
 * of the cost: a build never queries its indexes, so the radix tree MiniSearch keeps for
 * searching is not built until someone does (see {@link withLazyEngine}).
 *
 * @module
 */
import MiniSearch from 'minisearch';
import { expandEngine } from './compact-engine.ts';
import type { CompactEngine, CompactTerm } from './compact-engine.ts';
import { engineOptions, SEARCH_FIELDS } from './search-engine.ts';
import type { SearchIndex, SearchRecord } from './search-engine.ts';

/** Postings of one term in one field while indexing: document-id gaps, frequencies negative. */
interface FieldPostings {
  encoded: number[];
  lastDocument: number;
}

/**
 * The compact engine of `records` (ids 0, 1, 2, ... in order), as MiniSearch's `addAll` and
 * `toJSON` would make it: the same tokenizer and term processing, the same field lengths
 * (distinct tokens per field) and the same running averages.
 */
export function indexRecords(records: readonly SearchRecord[]): CompactEngine {
  const { tokenize, processTerm } = engineOptions();
  if (!tokenize || !processTerm) throw new Error('The search options lack a tokenizer.');
  const fieldCount = SEARCH_FIELDS.length;
  const averageFieldLength: number[] = [];
  const fieldLength: number[][] = [];
  const terms = new Map<string, (FieldPostings | undefined)[]>();
  // Distinct tokens per field, counted without a Set per field: a token seen in the current
  // field carries the current stamp.
  const seen = new Map<string, number>();
  let stamp = 0;

  records.forEach((record, id) => {
    if (record.id !== id) throw new Error('Search records must have ids 0..n-1, in order.');
    const lengths = new Array<number>(fieldCount).fill(0);
    fieldLength.push(lengths);
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const value = record[field];
      if (value === undefined) return;
      const tokens = tokenize(value, field);
      stamp += 1;
      let length = 0;
      for (const token of tokens) {
        if (seen.get(token) === stamp) continue;
        seen.set(token, stamp);
        length += 1;
      }
      lengths[fieldId] = length;
      // MiniSearch's running mean, step for step, so the floats come out identical.
      const average = averageFieldLength[fieldId] ?? 0;
      averageFieldLength[fieldId] = (average * id + length) / (id + 1);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        const list = Array.isArray(processed) ? processed : processed ? [processed] : [];
        for (const term of list) addPosting(terms, term, fieldId, id, fieldCount);
      }
    });
  });

  const rows = [...terms].map(([term, fields]): CompactTerm => {
    const row: CompactTerm = [term];
    for (const postings of fields) row.push(postings?.encoded ?? []);
    while (row.length > 1 && row.at(-1)?.length === 0) row.pop();
    return row;
  });
  return {
    documentCount: records.length,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, fieldId) => [field, fieldId])),
    averageFieldLength,
    fieldLength,
    terms: rows,
  };
}

function addPosting(
  terms: Map<string, (FieldPostings | undefined)[]>,
  term: string,
  fieldId: number,
  document: number,
  fieldCount: number,
): void {
  let fields = terms.get(term);
  if (fields === undefined) {
    fields = new Array<FieldPostings | undefined>(fieldCount).fill(undefined);
    terms.set(term, fields);
  }
  let postings = fields[fieldId];
  if (postings === undefined) {
    postings = { encoded: [], lastDocument: 0 };
    fields[fieldId] = postings;
  } else if (postings.lastDocument === document && postings.encoded.length > 0) {
    // Seen in this document already: count it (1 is implicit, then -2, -3, ...).
    const last = postings.encoded.length - 1;
    const previous = postings.encoded[last] ?? 0;
    if (previous < 0) postings.encoded[last] = previous - 1;
    else postings.encoded.push(-2);
    return;
  }
  postings.encoded.push(document - postings.lastDocument);
  postings.lastDocument = document;
}

/**
 * `index` with its `engine` built from `data` on first use and kept: building pays only for
 * the compact form, querying pays for the engine once.
 */
export function withLazyEngine(
  index: Omit<SearchIndex, 'engine'> & { data: CompactEngine },
): SearchIndex {
  let engine: MiniSearch<SearchRecord> | undefined;
  return {
    ...index,
    get engine() {
      engine ??= MiniSearch.loadJS<SearchRecord>(expandEngine(index.data), engineOptions());
      return engine;
    },
  };
}
