/**
 * Highlighted code inside statically rendered markup. Rendering is synchronous while the
 * highlighter may not be, so code is first rendered as a numbered placeholder and filled with
 * its highlighted HTML once the page's markup is complete.
 *
 * @module
 */
import { escapeHtml } from '../../web/index.ts';

/** Highlights `code` in `lang` into HTML (a `<pre>` element). */
export type HighlightFunction = (code: string, lang: string) => Promise<string> | string;

/** Placeholder markup: an empty template element nothing else on the page produces. */
const slotPattern = /<template data-folio-code-slot="(\d+)"><\/template>/g;

/** The code blocks of one page render, filled in by {@link CodeSlots.fill}. */
export class CodeSlots {
  readonly #blocks: { code: string; lang: string }[] = [];

  /** A placeholder for `code`, to put in markup (as raw HTML). */
  add(code: string, lang: string): string {
    this.#blocks.push({ code, lang });
    return `<template data-folio-code-slot="${String(this.#blocks.length - 1)}"></template>`;
  }

  /**
   * `html` with every placeholder replaced by its highlighted code. Only the blocks `html` holds
   * are highlighted, so the parts of one render can be filled one by one.
   */
  async fill(html: string, highlight: HighlightFunction): Promise<string> {
    const used = new Set([...html.matchAll(slotPattern)].map((match) => Number(match[1])));
    const highlighted = new Map(
      await Promise.all(
        [...used].flatMap((index) => {
          const block = this.#blocks[index];
          if (block === undefined) return [];
          return [
            Promise.resolve(highlight(block.code, block.lang)).then(
              (code) => [index, code] as const,
            ),
          ];
        }),
      ),
    );
    return html.replace(
      slotPattern,
      (whole, index: string) => highlighted.get(Number(index)) ?? whole,
    );
  }
}

/**
 * A highlighter without colours: the code escaped in `<pre><code>`, focusable like highlighted
 * blocks, so a reader can scroll a long line with the keyboard.
 */
export function plainHighlight(code: string, lang: string): string {
  return `<pre class="folio-plain-code" data-language="${escapeHtml(lang)}" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
}
