/**
 * Grammars that colour code of other languages inside theirs only when those grammars happen to
 * be loaded (shiki's `embeddedLangsLazy`): Markdown and MDX (frontmatter, fenced code), Ruby and
 * ERB (heredocs), Vue, Svelte, LaTeX, … In one shared highlighter the same Markdown block came out
 * coloured on a thread that had met a YAML or Python block before and plain on another, so a
 * site's HTML depended on the order its pages were rendered in. Such a grammar is therefore run in
 * a highlighter of its own, holding it alone (with the grammars it always embeds): the code it
 * embeds lazily is never coloured, the same on every thread and every run.
 *
 * @module
 */
import type { BundledLanguage } from 'shiki';

const known = new Map<string, Promise<boolean>>();

/** Whether the bundled grammar `lang` (a canonical name) colours other languages lazily. */
export function embedsLazily(lang: BundledLanguage): Promise<boolean> {
  let answer = known.get(lang);
  if (!answer) {
    answer = import('shiki').then(async ({ bundledLanguages }) => {
      const { default: registrations } = await bundledLanguages[lang]();
      return registrations.some((grammar) => (grammar.embeddedLangsLazy ?? []).length > 0);
    });
    known.set(lang, answer);
  }
  return answer;
}
