/**
 * Where a cached index's rows (see `cached-index.ts`) lie in the bytes of the text they were read
 * from, so that writing the index again copies the rows a patch kept as bytes instead of joining
 * tens of megabytes of text and encoding it again: a one-page rebuild of a 10,000-page site keeps
 * all but a few of its 33,000 rows. Only a text whose every character is one byte (ASCII, most
 * sites' indexes) gives offsets that hold for bytes as well as characters; any other is joined
 * and encoded as before.
 *
 * Origins are kept beside an index, not in it: an index sent to another thread goes without them.
 *
 * @module
 */
import type { CachedIndex } from './cached-index.ts';

/** The byte offset of each row in `bytes`, or -1 for a row made since. */
export interface RowOrigins {
  bytes: Uint8Array;
  sections: Int32Array;
  terms: Int32Array;
}

const origins = new WeakMap<CachedIndex, RowOrigins>();

/** Remembers where the rows of `cached` lie in `origin.bytes`. */
export function keepRowOrigins(cached: CachedIndex, origin: RowOrigins): void {
  origins.set(cached, origin);
}

export function rowOriginsOf(cached: CachedIndex): RowOrigins | undefined {
  return origins.get(cached);
}

/**
 * The offsets of rows of the given lengths joined by commas from `start`, when `text` was read
 * from `bytes` one byte a character; else undefined.
 */
export function rowOffsets(
  text: string,
  bytes: Uint8Array | undefined,
  start: number,
  lengths: readonly number[],
): Int32Array | undefined {
  if (bytes === undefined || bytes.length !== text.length) return undefined;
  const offsets = new Int32Array(lengths.length);
  let at = start;
  lengths.forEach((length, row) => {
    offsets[row] = at;
    at += length + 1;
  });
  return offsets;
}

/**
 * The bytes of `rows` joined by commas: runs of rows that followed one another in the text read
 * are one slice of its bytes, the others encoded.
 */
export function joinedRowBytes(
  rows: readonly string[],
  offsets: Int32Array,
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
    const offset = offsets[at] ?? -1;
    if (offset >= 0 && runStart >= 0 && offset === runEnd + 1) {
      runEnd = offset + row.length; // The comma between them comes with the run.
      return;
    }
    flush();
    if (at > 0) parts.push(comma);
    if (offset >= 0) {
      runStart = offset;
      runEnd = offset + row.length;
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
