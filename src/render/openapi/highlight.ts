/**
 * The highlight function of endpoint pages, made from the build's code highlighter: the same
 * shiki themes and token classes as code blocks in MDX pages. Language names from specs
 * (`x-codeSamples`, fences in descriptions) are resolved to shiki's names first.
 *
 * @module
 */
import { toHtml } from 'hast-util-to-html';
import { bundledLanguagesInfo } from 'shiki';
import type { CodeHighlighter } from '../../content/index.ts';
import { plainHighlight } from './code-slots.ts';
import type { HighlightFunction } from './code-slots.ts';

/** Spellings shiki does not resolve the way code fences on pages do. */
const aliases: ReadonlyMap<string, string> = new Map([
  ['sh', 'bash'],
  ['shell', 'bash'],
  ['shellscript', 'bash'],
  ['zsh', 'bash'],
  ['curl', 'bash'],
  ['golang', 'go'],
  ['txt', 'text'],
  ['plain', 'text'],
  ['plaintext', 'text'],
]);

const shikiIds: ReadonlyMap<string, string> = new Map(
  bundledLanguagesInfo.flatMap((info) => [
    [info.id, info.id] as const,
    ...(info.aliases ?? []).map((alias) => [alias, info.id] as const),
  ]),
);

/** The canonical name of a language (`js` → `javascript`, `sh` → `bash`). */
export function canonicalLanguage(lang: string): string {
  const name = lang.trim().toLowerCase();
  return aliases.get(name) ?? shikiIds.get(name) ?? (name === '' ? 'text' : name);
}

/** Highlights with `highlighter`, loading each language on first use. */
export function endpointHighlight(highlighter: CodeHighlighter): HighlightFunction {
  return async (code, lang) => {
    const name = canonicalLanguage(lang);
    try {
      await highlighter.prepare([name]);
      const meta = { lang: name, highlight: new Set<number>(), lineNumbers: false, wrap: false };
      return toHtml(highlighter.highlight(code, meta));
    } catch {
      // A grammar that fails to load or run leaves the code readable, uncoloured.
      return plainHighlight(code, name);
    }
  };
}
