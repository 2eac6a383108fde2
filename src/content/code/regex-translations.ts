/**
 * Remembers how grammar regexes were translated to JavaScript, across runs. Shiki's JavaScript
 * engine translates each Oniguruma pattern of a grammar the first time it is used, and that is
 * most of the cost of a language's first code block (a few hundred milliseconds for TypeScript).
 * The translation depends only on the pattern, the translator's version and the Node version,
 * so it is kept in the `regex` folder of Folio's own cache store, shared by every docs folder
 * (one file per translator and Node version; the highlighter removes the others): a run
 * translates only patterns no run has seen before, and a new docs folder's first page does not
 * pay for them. A hosted build may not write there: it keeps its own in its project's store.
 *
 * The files are read on first use, and the new translations written once, when the thread exits,
 * to the first file that can be written. A missing, stale or unreadable file only means
 * translating again.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatedRegExp, toRegExpDetails } from 'oniguruma-to-es';
import type { ToRegExpOptions } from 'oniguruma-to-es';
import { writeCacheFile } from '../../shared/index.ts';

/** What `toRegExpDetails` returns: enough to build the same RegExp again. */
type Translation = ReturnType<typeof toRegExpDetails>;

/** Shiki's own options for the translator (see `defaultJavaScriptRegexConstructor`). */
const TRANSLATION_OPTIONS: ToRegExpOptions = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: {
    allowOrphanBackrefs: true,
    asciiWordBoundaries: true,
    captureGroup: true,
    recursionLimit: 5,
    singleline: true,
  },
  target: 'auto',
};

/** The name of the cache file for this translator and Node version. */
export function translationsFileName(): string {
  const entry = fileURLToPath(import.meta.resolve('oniguruma-to-es'));
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `regex-${version}-node${process.versions.node}.json`;
}

/** Translations kept in a file: a regex constructor for shiki, and `save` to write new ones. */
export interface RegexTranslations {
  regexConstructor: (pattern: string) => RegExp;
  /** Writes the file if patterns were added (merged with what other runs wrote meanwhile). */
  save: () => void;
}

/**
 * Translations stored in `files` (all read, on first use); `saveOnExit` (default true) writes
 * them with the new ones to the first of `files` that can be written when the thread exits.
 * Without files they are kept for this thread only.
 */
export function regexTranslations(files: readonly string[], saveOnExit = true): RegexTranslations {
  let known: Map<string, Translation> | undefined;
  let added = 0;
  const load = (): Map<string, Translation> => {
    const found = new Map<string, Translation>();
    for (const file of files) {
      try {
        const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
          for (const [pattern, translation] of Object.entries(stored)) {
            if (!found.has(pattern)) found.set(pattern, translation as Translation);
          }
        }
      } catch {
        // No file yet, a damaged one, or one this process may not read: go on without it.
      }
    }
    return found;
  };
  const save = (): void => {
    if (!known || added === 0) return;
    // Another thread or run may have added patterns meanwhile: keep theirs too. A folder that
    // cannot be written only means the next run translates again.
    const merged = JSON.stringify({ ...Object.fromEntries(load()), ...Object.fromEntries(known) });
    if (files.some((file) => writeCacheFile(file, merged))) added = 0;
  };
  const regexConstructor = (pattern: string): RegExp => {
    if (!known) {
      known = load();
      if (saveOnExit) process.once('exit', save);
    }
    let translation = known.get(pattern);
    if (translation === undefined) {
      translation = toRegExpDetails(pattern, TRANSLATION_OPTIONS);
      known.set(pattern, translation);
      added += 1;
    }
    return translation.options
      ? new EmulatedRegExp(translation.pattern, translation.flags, translation.options)
      : new RegExp(translation.pattern, translation.flags);
  };
  return { regexConstructor, save };
}
