/**
 * Code-fence language names: the spellings authors use (`sh`, `yml`, `golang`, `c#`, `txt`), turned
 * into one canonical name per language, and whether shiki can highlight it.
 *
 * @module
 */
// `shiki/langs` is the list of languages alone: the highlighter itself loads only when a code
// block is not in the highlight cache.
import { bundledLanguages, bundledLanguagesInfo } from 'shiki/langs';

/** The canonical name of plain text: shown as is, never tokenised. */
export const PLAIN_TEXT = 'text';

/** Fences rendered as diagrams on the client, never highlighted. */
export const MERMAID = 'mermaid';

/**
 * Spellings whose canonical name is not the one shiki uses, or that shiki does not know.
 * Checked before shiki's own aliases.
 */
const folioAliases: ReadonlyMap<string, string> = new Map([
  ['bash', 'bash'],
  ['sh', 'bash'],
  ['shell', 'bash'],
  ['shellscript', 'bash'],
  ['zsh', 'bash'],
  ['curl', 'bash'],
  ['console', 'shellsession'],
  ['terminal', 'shellsession'],
  ['golang', 'go'],
  ['env', 'dotenv'],
  ['text', PLAIN_TEXT],
  ['txt', PLAIN_TEXT],
  ['plain', PLAIN_TEXT],
  ['plaintext', PLAIN_TEXT],
  ['mmd', MERMAID],
]);

/** Every shiki alias (and id) mapped to the shiki id, e.g. `yml` → `yaml`, `c#` → `csharp`. */
const shikiIds: ReadonlyMap<string, string> = new Map(
  bundledLanguagesInfo.flatMap((info) => [
    [info.id, info.id] as const,
    ...(info.aliases ?? []).map((alias) => [alias, info.id] as const),
  ]),
);

/**
 * The canonical name of a fence language: lower-cased, aliases resolved (`ts` → `typescript`,
 * `sh` → `bash`, `txt` → `text`). A name nobody knows comes back lower-cased and unchanged.
 */
export function normalizeLanguage(lang: string): string {
  const name = lang.trim().toLowerCase();
  return folioAliases.get(name) ?? shikiIds.get(name) ?? name;
}

/** Languages shiki renders without a grammar (its `isSpecialLang`): plain text and `ansi`. */
const noGrammar = new Set(['ansi', 'plaintext', 'txt', 'text', 'plain']);

/** Whether shiki renders `lang` (canonical) without a grammar: plain text and `ansi`. */
export function needsNoGrammar(lang: string): boolean {
  return lang === '' || noGrammar.has(lang);
}

/** Whether shiki bundles a grammar for `lang` (canonical). */
export function isBundledLanguage(lang: string): lang is keyof typeof bundledLanguages {
  return Object.hasOwn(bundledLanguages, lang);
}
