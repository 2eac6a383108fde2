/**
 * remark-math's parsing without its HTML compiler. `micromark-extension-math`'s entry point also
 * exports the HTML extension, which loads KaTeX (600 KB of code, a tenth of what a one-page
 * rebuild loads); Folio typesets math in the browser and only needs the syntax, so this takes
 * `lib/syntax.js` by its path (the package exports nothing but its entry point). Same options as
 * remark-math's defaults (`$…$` and `$$…$$`); no Markdown serialiser, which Folio never uses.
 *
 * @module
 */
import type { Extension } from 'micromark-util-types';
import { mathFromMarkdown } from 'mdast-util-math';
import type { Processor } from 'unified';

const syntax = new URL('lib/syntax.js', import.meta.resolve('micromark-extension-math'));
const { math } = (await import(syntax.href)) as { math: () => Extension };

/** The remark plugin: `$inline$` and `$$block$$` math as `inlineMath` and `math` nodes. */
export default function remarkMathSyntax(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(math());
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown());
}
