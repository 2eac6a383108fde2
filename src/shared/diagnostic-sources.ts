/**
 * The texts code frames are cut from (see ./format-diagnostics.ts): only the files diagnostics
 * point into, read when they are printed. Commands keep no page texts while they work (a
 * 25,000-page site has 250 MB of them), so the few a report shows are read again here.
 *
 * @module
 */
import { readTextInside } from './contained-path.ts';
import type { Diagnostic } from './diagnostic.ts';

/**
 * The text of each file of `root` that one of `diagnostics` points into, from `known` when it
 * holds it; a file that cannot be read (or is not in the folder) gets no frame.
 */
export async function diagnosticSources(
  root: string,
  diagnostics: readonly Diagnostic[],
  known: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const files = new Set(diagnostics.flatMap((item) => (item.position ? [item.position.file] : [])));
  await Promise.all(
    [...files].map(async (file) => {
      const text = known.get(file) ?? (await readTextInside(root, file).catch(() => undefined));
      if (text !== undefined) sources.set(file, text);
    }),
  );
  return sources;
}
