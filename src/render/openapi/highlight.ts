/**
 * The highlight function of endpoint pages, made from the build's code highlighter: the same
 * shiki themes and token classes as code blocks in MDX pages. Language names from specs
 * (`x-codeSamples`, fences in descriptions) are resolved as code fences on pages resolve them.
 *
 * @module
 */
import { toHtml } from 'hast-util-to-html';
import { normalizeLanguage } from '../../content/index.ts';
import type { CodeHighlighter, CodeWarningSink } from '../../content/index.ts';
import { plainHighlight } from './code-slots.ts';
import type { HighlightFunction } from './code-slots.ts';

/**
 * Highlights with `highlighter`, loading each language on first use; its warnings go to
 * `onWarning` (one page's), else to the highlighter's own.
 */
export function endpointHighlight(
  highlighter: CodeHighlighter,
  onWarning?: CodeWarningSink,
): HighlightFunction {
  return async (code, lang) => {
    // The names code fences on pages resolve to (`sh`, `curl` and `shellscript` → `bash`), which
    // are the names the highlighter prepares.
    const name = normalizeLanguage(lang) || 'text';
    try {
      await highlighter.prepare([name]);
      const meta = { lang: name, highlight: new Set<number>(), lineNumbers: false, wrap: false };
      return toHtml(highlighter.highlight(code, meta, onWarning));
    } catch {
      // A grammar that fails to load or run leaves the code readable, uncoloured.
      return plainHighlight(code, name);
    }
  };
}
