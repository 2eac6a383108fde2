/**
 * Remembers how grammar regexes were translated to JavaScript, across runs. Shiki's JavaScript
 * engine translates each Oniguruma pattern of a grammar the first time it is used, and that is
 * most of the cost of a language's first code block (a few hundred milliseconds for TypeScript).
 * The translation depends only on the pattern, the translator's version and the Node version,
 * so, like Node's own compile cache, it is kept in the system temp folder and shared by every
 * docs folder on the machine: a run translates only patterns no run has seen before. A build
 * given a cache folder of its own (a hosted build, which may write nowhere else) keeps it there.
 *
 * The file is read on first use and written once, when the thread exits, if it grew. A missing,
 * stale or unreadable file only means translating again; a file that cannot be written is skipped.
 *
 * @module
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { EmulatedRegExp, toRegExpDetails } from 'oniguruma-to-es';
import type { ToRegExpOptions } from 'oniguruma-to-es';
import { machineCacheDir } from '../cache-dir.ts';

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

/** The cache file for this translator and Node version, in `folder` (default: the machine's). */
export function defaultTranslationsFile(folder = machineCacheDir()): string {
  const entry = fileURLToPath(import.meta.resolve('oniguruma-to-es'));
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const name = `regex-${version}-node${process.versions.node}.json`;
  return path.join(folder, name);
}

/** Translations kept in a file: a regex constructor for shiki, and `save` to write new ones. */
export interface RegexTranslations {
  regexConstructor: (pattern: string) => RegExp;
  /** Writes the file if patterns were added (merged with what other runs wrote meanwhile). */
  save: () => void;
}

/**
 * Translations stored in `file`, read on first use; `saveOnExit` (default true) writes new ones
 * when the thread exits.
 */
export function regexTranslations(
  file = defaultTranslationsFile(),
  saveOnExit = true,
): RegexTranslations {
  let known: Map<string, Translation> | undefined;
  let added = 0;
  const load = (): Map<string, Translation> => {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
        return new Map(Object.entries(stored as Record<string, Translation>));
      }
    } catch {
      // No file yet, or a damaged one: start empty.
    }
    return new Map();
  };
  const save = (): void => {
    if (!known || added === 0) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      // Another thread or run may have added patterns meanwhile: keep theirs too.
      const merged = { ...Object.fromEntries(load()), ...Object.fromEntries(known) };
      const temporary = `${file}.${String(process.pid)}-${String(threadId)}.tmp`;
      writeFileSync(temporary, JSON.stringify(merged));
      renameSync(temporary, file);
      added = 0;
    } catch {
      // A folder that cannot be written: the next run translates again.
    }
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
