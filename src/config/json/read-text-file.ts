/**
 * Reads a UTF-8 text file for the config engine: a byte-order mark is dropped, and a file that is
 * not valid UTF-8 is reported at the line and column of its first bad byte, and a file that is
 * a link out of the docs folder is refused (reported at the link).
 *
 * @module
 */
import {
  OutsideFolderError,
  outsideFolderDiagnostic,
  readInside,
  readInsideSync,
} from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const lenientDecoder = new TextDecoder('utf-8');

/** Reads `file` of the docs folder `root` (relative: that is how diagnostics name it). */
export async function readTextFile(root: string, file: string): Promise<ReadResult> {
  try {
    return decodeUtf8(await readInside(root, file), file);
  } catch (error) {
    return unreadable(error, file);
  }
}

/** {@link readTextFile}, synchronously (for the few small files of a docs.json). */
export function readTextFileSync(root: string, file: string): ReadResult {
  try {
    return decodeUtf8(readInsideSync(root, file), file);
  } catch (error) {
    return unreadable(error, file);
  }
}

function unreadable(error: unknown, file: string): ReadResult {
  if (error instanceof OutsideFolderError) {
    return { ok: false, diagnostic: outsideFolderDiagnostic(error) };
  }
  const code = (error as NodeJS.ErrnoException).code;
  const message =
    code === 'ENOENT'
      ? `${file} does not exist`
      : code === 'EISDIR'
        ? `${file} is a directory, not a file`
        : `${file} cannot be read (${code ?? 'unknown error'})`;
  return { ok: false, diagnostic: { severity: 'error', code: 'unreadable-file', message } };
}

export function decodeUtf8(bytes: Uint8Array, file: string): ReadResult {
  try {
    return { ok: true, text: strictDecoder.decode(bytes) };
  } catch {
    const bad = firstInvalidUtf8Byte(bytes);
    const before = lenientDecoder.decode(bytes.subarray(0, bad));
    const lineStart = before.lastIndexOf('\n') + 1;
    const line = before.slice(0, lineStart).split('\n').length;
    return {
      ok: false,
      diagnostic: {
        severity: 'error',
        code: 'not-utf8',
        message: `${file} is not valid UTF-8 (byte 0x${(bytes[bad] ?? 0).toString(16).padStart(2, '0')} at offset ${bad})`,
        hint: 'Save the file as UTF-8 in your editor (it may be in Latin-1 or UTF-16).',
        position: { file, line, column: before.length - lineStart + 1 },
      },
    };
  }
}

/** Byte offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let codePoint = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
      return i;
    i += need + 1;
  }
  return bytes.length;
}
