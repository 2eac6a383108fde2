/**
 * Joining runs of records indexed apart (see `recordPostings`) into one compact engine, exactly
 * as if every record had been indexed at once: terms in order of first use, document gaps across
 * runs, MiniSearch's running averages of field lengths computed record by record (so the floats
 * are identical). Each run is added in turn, so the joined postings grow by appending.
 *
 * @module
 */
import type { CompactEngine, CompactTerm } from './compact-engine.ts';
import type { FieldPostings, RecordPostings } from './index-records.ts';
import { SEARCH_FIELDS } from './search-engine.ts';

const FIELD_COUNT = SEARCH_FIELDS.length;

/** Joins runs added one after another; {@link PostingsJoiner.finish} gives the engine. */
export class PostingsJoiner {
  readonly #averageFieldLength: number[] = [];
  readonly #fieldLength: number[][] = [];
  readonly #terms = new Map<string, (FieldPostings | undefined)[]>();

  /** Adds the records of `run` after those added so far. */
  add(run: RecordPostings): void {
    const base = this.#fieldLength.length;
    const lengths = run.fieldLengths;
    for (let start = 0; start < lengths.length; start += FIELD_COUNT) {
      const id = this.#fieldLength.length;
      const row = new Array<number>(FIELD_COUNT).fill(0);
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
        const length = lengths[start + fieldId] ?? -1;
        if (length < 0) continue;
        row[fieldId] = length;
        // MiniSearch's running mean, step for step.
        const average = this.#averageFieldLength[fieldId] ?? 0;
        this.#averageFieldLength[fieldId] = (average * id + length) / (id + 1);
      }
      this.#fieldLength.push(row);
    }
    const values = run.postings;
    let at = 0;
    for (const term of run.terms) {
      let fields = this.#terms.get(term);
      if (fields === undefined) {
        fields = new Array<FieldPostings | undefined>(FIELD_COUNT).fill(undefined);
        this.#terms.set(term, fields);
      }
      const mask = values[at++] ?? 0;
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
        if ((mask & (1 << fieldId)) === 0) continue;
        let joined = fields[fieldId];
        if (joined === undefined) {
          joined = { encoded: [], lastDocument: 0 };
          fields[fieldId] = joined;
        }
        const count = values[at++] ?? 0;
        at = appendRun(joined, values, at, at + count, base);
      }
    }
  }

  /** The compact engine of every record added. */
  finish(): CompactEngine {
    const rows = [...this.#terms].map(([term, fields]): CompactTerm => {
      const row: CompactTerm = [term];
      for (const postings of fields) row.push(postings?.encoded ?? []);
      while (row.length > 1 && row.at(-1)?.length === 0) row.pop();
      return row;
    });
    return {
      documentCount: this.#fieldLength.length,
      fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, fieldId) => [field, fieldId])),
      averageFieldLength: this.#averageFieldLength,
      fieldLength: this.#fieldLength,
      terms: rows,
    };
  }
}

/**
 * One compact engine from runs of records, in order: the records of the first run keep their
 * ids, those of each later run follow on. The result is what `indexRecords` gives for all the
 * records at once.
 */
export function joinPostings(runs: readonly RecordPostings[]): CompactEngine {
  const joiner = new PostingsJoiner();
  for (const run of runs) joiner.add(run);
  return joiner.finish();
}

/**
 * Appends `values[from..to)`, a run's postings of one term and field (gaps from the run's own
 * record 0), to `joined`, whose records all come before the run's first record `base`: only the
 * first gap changes. Returns `to`.
 */
function appendRun(
  joined: FieldPostings,
  values: readonly number[],
  from: number,
  to: number,
  base: number,
): number {
  let document = base;
  for (let at = from; at < to; at++) {
    const value = values[at] ?? 0;
    if (value < 0) {
      joined.encoded.push(value);
      continue;
    }
    document += value;
    joined.encoded.push(at === from ? document - joined.lastDocument : value);
  }
  joined.lastDocument = document;
  return to;
}
