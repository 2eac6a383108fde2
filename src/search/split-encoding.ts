/**
 * The compact encodings of a split search index (see ./split-index.ts): postings as record gaps
 * with frequencies, sorted terms front-coded, repeated values as runs. Shared by the writer
 * (`split-index.ts`, `split-update.ts`), the browser's reader (`split-search.ts`) and
 * `join-split-index.ts`.
 *
 * @module
 */

/** Most characters of a term's shared prefix that the vocabulary's front coding records. */
const MAX_SHARED = 35;

/** Calls `each` with every posting of one field of a term shard, in record order. */
export function forEachPosting(
  encoded: readonly number[],
  each: (record: number, frequency: number, length: number) => void,
): void {
  let record = 0;
  let i = 0;
  while (i < encoded.length) {
    record += encoded[i] ?? 0;
    let frequency = 1;
    if ((encoded[i + 1] ?? 0) < 0) {
      frequency = -(encoded[i + 1] ?? -1);
      i += 1;
    }
    each(record, frequency, encoded[i + 1] ?? 0);
    i += 2;
  }
}

/** `[record, frequency, ...]` pairs as compact postings: record gaps, frequencies above 1 negative. */
export function gapsOf(pairs: readonly number[]): number[] {
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    const record = pairs[i] ?? 0;
    out.push(record - previous);
    previous = record;
    const frequency = pairs[i + 1] ?? 1;
    if (frequency > 1) out.push(-frequency);
  }
  return out;
}

/** The terms of a manifest's `vocabulary`, in order. */
export function decodeVocabulary(vocabulary: string): string[] {
  if (vocabulary === '') return [];
  const terms: string[] = [];
  let previous = '';
  for (const line of vocabulary.split('\n')) {
    const shared = parseInt(line[0] ?? '0', 36);
    previous = previous.slice(0, shared) + line.slice(1);
    terms.push(previous);
  }
  return terms;
}

/** `values` as runs: the gap from the previous run's value, then the run's length. */
export function runs(values: readonly number[]): number[] {
  const out: number[] = [];
  let previous = 0;
  let i = 0;
  while (i < values.length) {
    const value = values[i] ?? 0;
    let end = i + 1;
    while (end < values.length && values[end] === value) end++;
    out.push(value - previous, end - i);
    previous = value;
    i = end;
  }
  return out;
}

/** The values `runs` was given. */
export function expandRuns(encoded: readonly number[]): number[] {
  const out: number[] = [];
  let value = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    value += encoded[i] ?? 0;
    for (let n = 0; n < (encoded[i + 1] ?? 0); n++) out.push(value);
  }
  return out;
}

/** Sorted `terms`, one per line, each as the length it shares with the one before and the rest. */
export function frontCode(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      if (term.includes('\n')) throw new Error(`A search term holds a line break: ${term}`);
      let shared = 0;
      const most = Math.min(MAX_SHARED, term.length, previous.length);
      while (shared < most && term[shared] === previous[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}
