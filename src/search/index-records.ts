/**
 * Indexes search records straight into the compact form the browser loads, without building a
 * MiniSearch engine first. The result is exactly what `compactEngine(engine.toJSON())` gives
 * for an engine that added the same records (tested against MiniSearch itself), at a fraction
 * of the cost: a build never queries its indexes, so the radix tree MiniSearch keeps for
 * searching is not built until someone does (see {@link withLazyEngine}).
 *
 * Records can be indexed in runs (a page's records, see `page-segment.ts`) and the runs joined
 * afterwards (`join-postings.ts`): the join gives the same engine, byte for byte, so a build that
 * changed one page indexes that page's records only and joins the others' runs as they were.
 *
 * @module
 */
import MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { expandEngine } from './compact-engine.ts';
import type { CompactEngine } from './compact-engine.ts';
import { joinPostings } from './join-postings.ts';
import { engineOptions, SEARCH_FIELDS } from './search-engine.ts';
import type { SearchIndex, SearchRecord } from './search-engine.ts';

/** A term's postings in one field: document-id gaps, frequencies negative; the last document. */
export interface FieldPostings {
  encoded: number[];
  lastDocument: number;
}

/**
 * The postings of a run of records, numbered from 0 within the run: what {@link joinPostings}
 * puts together. A page's run is computed once, from the page alone, and kept by the build cache,
 * so it is flat (few objects to parse and copy).
 */
export interface RecordPostings {
  /** Field lengths of the records, `SEARCH_FIELDS.length` per record; -1 for a missing field. */
  fieldLengths: number[];
  /** The terms, in the order they first occur. */
  terms: string[];
  /**
   * The postings of each term in turn: a bit mask of the fields it occurs in, then for each of
   * those fields the number of values and the values (record gaps from the run's record 0, a
   * term frequency above 1 following its record as a negative number).
   */
  postings: number[];
}

/**
 * The compact engine of `records` (ids 0, 1, 2, ... in order), as MiniSearch's `addAll` and
 * `toJSON` would make it: the same tokenizer and term processing, the same field lengths
 * (distinct tokens per field) and the same running averages.
 */
export function indexRecords(records: readonly SearchRecord[]): CompactEngine {
  records.forEach((record, id) => {
    if (record.id !== id) throw new Error('Search records must have ids 0..n-1, in order.');
  });
  return joinPostings([recordPostings(records)]);
}

/**
 * The postings of `records`, numbered by their position (their `id` is not read). `options` are
 * the engine's (pass one object to many calls to share its memo of term expansions).
 */
export function recordPostings(
  records: readonly Omit<SearchRecord, 'id'>[],
  options: Options<SearchRecord> = engineOptions(),
): RecordPostings {
  const { tokenize, processTerm } = options;
  if (!tokenize || !processTerm) throw new Error('The search options lack a tokenizer.');
  const fieldCount = SEARCH_FIELDS.length;
  const fieldLengths: number[] = [];
  const terms = new Map<string, (FieldPostings | undefined)[]>();
  // Distinct tokens per field, counted without a Set per field: a token seen in the current
  // field carries the current field's number (a generation counter).
  const seen = new Map<string, number>();
  let generation = 0;

  records.forEach((record, id) => {
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const value = record[field];
      if (value === undefined) {
        fieldLengths.push(-1);
        return;
      }
      const tokens = tokenize(value, field);
      generation += 1;
      let length = 0;
      for (const token of tokens) {
        if (seen.get(token) === generation) continue;
        seen.set(token, generation);
        length += 1;
      }
      fieldLengths.push(length);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        const list = Array.isArray(processed) ? processed : processed ? [processed] : [];
        for (const term of list) addPosting(terms, term, fieldId, id, fieldCount);
      }
    });
  });

  const postings: number[] = [];
  for (const fields of terms.values()) {
    let mask = 0;
    fields.forEach((field, fieldId) => {
      if (field !== undefined) mask |= 1 << fieldId;
    });
    postings.push(mask);
    for (const field of fields) {
      if (field === undefined) continue;
      postings.push(field.encoded.length);
      for (const value of field.encoded) postings.push(value);
    }
  }
  return { fieldLengths, terms: [...terms.keys()], postings };
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
