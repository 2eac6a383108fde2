/**
 * `Range: bytes=...` requests, which browsers send to play and seek video and audio (Safari
 * plays nothing without them). One range is answered with a 206 part; several ranges and
 * anything unreadable are ignored (the whole file is sent, as RFC 9110 allows), and a range
 * past the end is refused with 416.
 *
 * @module
 */

/** What a `Range` header asks of a file. */
export type RangeRequest =
  /** No usable range: send the whole file. */
  | { kind: 'whole' }
  /** Bytes `start` to `end`, both included. */
  | { kind: 'part'; start: number; end: number }
  /** A range that starts past the end of the file: 416. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/** Reads a `Range` header (or null) for a file of `size` bytes. */
export function parseRange(header: string | null, size: number): RangeRequest {
  if (header === null) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/** The `Content-Range` of a part, or of a refused range (`bytes * /size`). */
export function contentRange(range: RangeRequest, size: number): string {
  if (range.kind === 'part')
    return `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`;
  return `bytes */${String(size)}`;
}
