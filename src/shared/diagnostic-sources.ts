/**
 * The texts code frames are cut from (see ./format-diagnostics.ts): only the files diagnostics
 * point into, read when they are printed. Commands keep no page texts while they work (a
 * 25,000-page site has 250 MB of them), so the few a report shows are read again here, and
 * each is kept with only the lines a frame shows: one public site's 1,873 warnings point into
 * about 1,800 files (33 MB). They are read with synchronous calls, a quarter of the time of
 * promise-based reads of the same files, and only the lines shown are decoded: the lines are
 * found in the bytes as read (a line break is one byte in UTF-8, never part of a character).
 *
 * @module
 */
import { readInsideSync } from './contained-path.ts';
import type { Diagnostic } from './diagnostic.ts';
import { repeatedDiagnostics } from './repeated-diagnostics.ts';

/**
 * The text of each file of `root` that one of `diagnostics` points into, from `known` when it
 * holds it, else read, with the lines no diagnostic points at left empty (a frame shows one
 * line); a file that cannot be read (or is not in the folder) gets no frame.
 */
export function diagnosticSources(
  root: string,
  diagnostics: readonly Diagnostic[],
  known: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const lines = new Map<string, Set<number>>();
  // Only the first of a repeated diagnostic is shown with a frame.
  for (const { first: item } of repeatedDiagnostics(diagnostics)) {
    if (item.position)
      lines.set(
        item.position.file,
        (lines.get(item.position.file) ?? new Set()).add(item.position.line),
      );
  }
  const sources = new Map<string, string>();
  for (const [file, wanted] of lines) {
    const kept = known.get(file);
    if (kept !== undefined) {
      sources.set(file, kept);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = readInsideSync(root, file);
    } catch {
      continue;
    }
    sources.set(file, onlyLines(bytes, wanted));
  }
  return sources;
}

/**
 * The text of the UTF-8 `data` down to the last line numbered in `wanted` (from 1), with every
 * other line empty, the lines where they were: each line of it is the file's own or empty.
 */
export function onlyLines(data: Buffer, wanted: ReadonlySet<number>): string {
  const last = Math.max(0, ...wanted);
  const parts: string[] = [];
  let start = 0;
  for (let line = 1; line <= last && start <= data.length; line++) {
    const end = data.indexOf(0x0a, start);
    const stop = end === -1 ? data.length : end;
    parts.push(wanted.has(line) ? data.toString('utf8', start, stop) : '');
    if (end === -1) break;
    start = end + 1;
  }
  return parts.join('\n');
}
