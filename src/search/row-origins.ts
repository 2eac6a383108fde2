/**
 * Where a cached index's rows (see `cached-index.ts`) lie in the bytes of the text they were read
 * from, so that writing the index again copies the rows a patch kept as bytes instead of joining
 * tens of megabytes of text and encoding it again: a one-page rebuild of a 10,000-page site keeps
 * all but a few of its 33,000 rows. A row's place in the bytes is its place in the text moved by
 * the extra bytes of the characters outside ASCII before it.
 *
 * Origins are kept beside an index, not in it: an index sent to another thread goes without them.
 *
 * @module
 */
import type { CachedIndex } from './cached-index.ts';

/** Where each row lies in the bytes read: its first byte and the byte after it; -1 for a new row. */
export interface RowSpans {
  starts: Int32Array;
  ends: Int32Array;
}

/** Where the rows of a cached index lie in `bytes`, the text it was read from. */
export interface RowOrigins {
  bytes: Uint8Array;
  sections: RowSpans;
  terms: RowSpans;
}

const origins = new WeakMap<CachedIndex, RowOrigins>();

/** Remembers where the rows of `cached` lie in `origin.bytes`. */
export function keepRowOrigins(cached: CachedIndex, origin: RowOrigins): void {
  origins.set(cached, origin);
}

export function rowOriginsOf(cached: CachedIndex): RowOrigins | undefined {
  return origins.get(cached);
}

/** The spans of `spans` rows at `kept` (-1 for a row made since). */
export function keptSpans(spans: RowSpans, kept: ArrayLike<number>): RowSpans {
  const starts = new Int32Array(kept.length);
  const ends = new Int32Array(kept.length);
  for (let row = 0; row < kept.length; row++) {
    const from = kept[row] ?? -1;
    starts[row] = from < 0 ? -1 : (spans.starts[from] ?? -1);
    ends[row] = from < 0 ? -1 : (spans.ends[from] ?? -1);
  }
  return { starts, ends };
}

/**
 * Where the rows of each of `lists` (their lengths, joined by commas from `start` in `text`, the
 * lists in the order of the text) lie in `bytes`, the UTF-8 text was decoded from; undefined
 * when the text is not what the bytes give. Characters outside ASCII are rare in an index (a
 * clipped section's "…", words of other scripts): offsets move by their extra bytes, found by one
 * search through the text.
 */
export function rowSpans(
  text: string,
  bytes: Uint8Array,
  lists: readonly { start: number; lengths: readonly number[] }[],
): RowSpans[] | undefined {
  const wide = /[\u0080-\uffff]+/g;
  let extra = 0;
  let counted = 0; // Characters before this one are in `extra`.
  let run = wide.exec(text);
  const byteAt = (at: number): number => {
    while (run && run.index < at) {
      const runEnd = run.index + run[0].length;
      const end = Math.min(runEnd, at);
      for (let char = Math.max(run.index, counted); char < end; char++) {
        const code = text.charCodeAt(char);
        // Two bytes below U+0800, three above; a surrogate pair's four are two per half.
        extra += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
      }
      counted = end;
      if (end < runEnd) break;
      run = wide.exec(text);
    }
    return at + extra;
  };
  const spans = lists.map(({ start, lengths }) => {
    const starts = new Int32Array(lengths.length);
    const ends = new Int32Array(lengths.length);
    let at = start;
    lengths.forEach((length, row) => {
      starts[row] = byteAt(at);
      ends[row] = byteAt(at + length);
      at += length + 1;
    });
    return { starts, ends };
  });
  return byteAt(text.length) === bytes.length ? spans : undefined;
}

/**
 * The bytes of `rows` joined by commas: runs of rows that followed one another in the text read
 * are one slice of its bytes, the others encoded.
 */
export function joinedRowBytes(
  rows: readonly string[],
  spans: RowSpans,
  bytes: Uint8Array,
): Uint8Array[] {
  // Made here, not when the module loads: the browser's search code imports this folder.
  const encoder = new TextEncoder();
  const comma = Uint8Array.of(44);
  const parts: Uint8Array[] = [];
  let runStart = -1;
  let runEnd = -1;
  const flush = (): void => {
    if (runStart >= 0) parts.push(bytes.subarray(runStart, runEnd));
    runStart = -1;
  };
  rows.forEach((row, at) => {
    const start = spans.starts[at] ?? -1;
    const end = spans.ends[at] ?? -1;
    if (start >= 0 && runStart >= 0 && start === runEnd + 1) {
      runEnd = end; // The comma between them comes with the run.
      return;
    }
    flush();
    if (at > 0) parts.push(comma);
    if (start >= 0) {
      runStart = start;
      runEnd = end;
    } else parts.push(encoder.encode(row));
  });
  flush();
  return parts;
}

/** `parts` one after the other, in one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
