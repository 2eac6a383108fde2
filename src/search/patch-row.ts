/**
 * Patching one term's row of a cached index in its JSON text (see `patch-index.ts`). A row is
 * `["term",[postings of field 0],[postings of field 1],...]`, each list record gaps with term
 * frequencies above 1 as negative numbers. A term the changed pages use is often a common one,
 * with postings all over the site: its row is read number by number, without parsing it into
 * arrays, and every run of numbers that comes out the same is copied as one slice of the text.
 * Only the postings of the changed pages and the gaps around them are written anew.
 *
 * @module
 */
import { SEARCH_FIELDS } from './search-engine.ts';

const FIELD_COUNT = SEARCH_FIELDS.length;
const COMMA = 44;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const CLOSE = 93;

/** How records move from the cached index to the patched one. */
export interface RecordMoves {
  /** The page of each record of the cached index. */
  oldPageOf: Int32Array;
  /** 1 for a changed page, whose records are all replaced. */
  isChanged: Uint8Array;
  /** For each unchanged page, how far its records' numbers move. */
  shift: Int32Array;
  /**
   * The first record of the cached index after the last changed page: from there on, records all
   * move by the same amount, so the rest of a list is the same text.
   */
  settled: number;
}

/** A patched row: its text and its first and last record. */
export interface PatchedRow {
  line: string;
  first: number;
  last: number;
}

/**
 * The row `line` of the term `name` with the changed pages' postings replaced by `fresh` (per
 * field, pairs of new record number and frequency, in order); undefined when no postings are
 * left.
 */
export function patchRow(
  line: string,
  name: string,
  fresh: readonly (readonly number[] | undefined)[] | undefined,
  moves: RecordMoves,
  /** The term's last record in the cached index (-1 for a new term). */
  oldLast: number,
): PatchedRow | undefined {
  const lists: string[] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  let settled = false;
  // After `[` and the term's JSON string, each field's list follows a comma.
  let at = JSON.stringify(name).length + 1;
  for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
    let list: ListPatch;
    if (line.charCodeAt(at) === COMMA) {
      list = patchList(line, at + 2, fresh?.[fieldId], moves);
      at = list.end + 1;
    } else {
      list = patchList('[]', 1, fresh?.[fieldId], moves);
    }
    lists.push(list.text);
    if (list.first >= 0) {
      first = Math.min(first, list.first);
      last = Math.max(last, list.last);
    }
    settled ||= list.settled;
  }
  while (lists.length > 0 && lists.at(-1) === '[]') lists.pop();
  if (lists.length === 0) return undefined;
  // A list copied to its end without reading it has the term's last record (which moved).
  if (settled) last = oldLast + (moves.shift[moves.oldPageOf[oldLast] ?? 0] ?? 0);
  return { line: `[${JSON.stringify(name)},${lists.join(',')}]`, first, last };
}

interface ListPatch {
  text: string;
  /** Where the list's `]` is in the row. */
  end: number;
  /** First and last record of the patched list; -1 when it is empty. */
  first: number;
  last: number;
  /** Whether its end was copied without reading it (`last` is then unknown). */
  settled: boolean;
}

/** Patches the list whose numbers start at `start` in `line` (see {@link patchRow}). */
function patchList(
  line: string,
  start: number,
  fresh: readonly number[] | undefined,
  moves: RecordMoves,
): ListPatch {
  const { oldPageOf, isChanged, shift, settled } = moves;
  const parts: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  const flush = (): void => {
    if (runStart < 0) return;
    parts.push(line.slice(runStart, runEnd));
    runStart = -1;
  };
  let first = -1;
  let written = 0;
  const put = (record: number, frequency: number): void => {
    flush();
    parts.push(String(record - written));
    if (frequency > 1) parts.push(String(-frequency));
    if (first < 0) first = record;
    written = record;
  };

  let next = 0;
  let record = 0;
  let kept = false;
  let at = start;
  while (line.charCodeAt(at) !== CLOSE && at < line.length) {
    if (line.charCodeAt(at) === COMMA) at++;
    const tokenStart = at;
    const negative = line.charCodeAt(at) === MINUS;
    if (negative) at++;
    let value = 0;
    for (
      let code = line.charCodeAt(at);
      code >= ZERO && code <= NINE;
      code = line.charCodeAt(++at)
    ) {
      value = value * 10 + (code - ZERO);
    }
    if (negative) {
      // The frequency of the record just read: it goes where that record went.
      if (!kept) continue;
      if (runStart >= 0) runEnd = at;
      else parts.push(String(-value));
      continue;
    }
    record += value;
    const page = oldPageOf[record] ?? 0;
    kept = isChanged[page] === 0;
    if (!kept) {
      flush();
      continue;
    }
    const target = record + (shift[page] ?? 0);
    for (; fresh && next < fresh.length && (fresh[next] ?? 0) < target; next += 2) {
      put(fresh[next] ?? 0, fresh[next + 1] ?? 1);
    }
    if (target - written === value) {
      // Written as it was read: part of a run copied as is.
      if (runStart < 0) runStart = tokenStart;
      runEnd = at;
      if (first < 0) first = target;
      written = target;
    } else put(target, 1);
    if (record >= settled) {
      // Every fresh record came before this one, and the rest moves as this one did.
      const close = line.indexOf(']', at);
      if (at < close) {
        if (runStart < 0) runStart = at + 1;
        runEnd = close;
      }
      flush();
      return { text: `[${parts.join(',')}]`, end: close, first, last: -1, settled: true };
    }
  }
  flush();
  for (; fresh && next < fresh.length; next += 2) put(fresh[next] ?? 0, fresh[next + 1] ?? 1);
  const last = first < 0 ? -1 : written;
  return { text: `[${parts.join(',')}]`, end: at, first, last, settled: false };
}
