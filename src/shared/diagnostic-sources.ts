/**
 * The texts code frames are cut from (see ./format-diagnostics.ts): only the files diagnostics
 * point into, read when they are printed. Commands keep no page texts while they work (a
 * 25,000-page site has 250 MB of them), so the few a report shows are read again here, a few
 * at a time, and each is kept with only the lines a frame shows: one public site's 1,873
 * warnings point into about 1,800 files.
 *
 * @module
 */
import { readTextInside } from './contained-path.ts';
import type { Diagnostic } from './diagnostic.ts';

/** Files read at once. */
const READING = 16;

/**
 * The text of each file of `root` that one of `diagnostics` points into, from `known` when it
 * holds it, else read, with the lines no diagnostic points at left empty (a frame shows one
 * line); a file that cannot be read (or is not in the folder) gets no frame.
 */
export async function diagnosticSources(
  root: string,
  diagnostics: readonly Diagnostic[],
  known: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const lines = new Map<string, Set<number>>();
  for (const item of diagnostics) {
    if (item.position)
      lines.set(
        item.position.file,
        (lines.get(item.position.file) ?? new Set()).add(item.position.line),
      );
  }
  const sources = new Map<string, string>();
  const files = [...lines.keys()];
  for (let start = 0; start < files.length; start += READING) {
    await Promise.all(
      files.slice(start, start + READING).map(async (file) => {
        const kept = known.get(file);
        if (kept !== undefined) return void sources.set(file, kept);
        const text = await readTextInside(root, file).catch(() => undefined);
        if (text !== undefined) sources.set(file, onlyLines(text, lines.get(file) ?? new Set()));
      }),
    );
  }
  return sources;
}

/** `text` with every line but those numbered in `wanted` (from 1) empty, the lines where they were. */
export function onlyLines(text: string, wanted: ReadonlySet<number>): string {
  return text
    .split('\n')
    .map((line, index) => (wanted.has(index + 1) ? line : ''))
    .join('\n');
}
