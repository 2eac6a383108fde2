/**
 * The code highlighting the MDX pipeline is given: `compileMdx` takes a
 * {@link CodeBlockHighlighter} from its caller rather than building one, so the caller chooses
 * the instance (one per build, with or without the cache of earlier builds' blocks) and the
 * pipeline keeps no state of its own between pages. This module also makes the one such
 * highlighter Folio has: shiki's, through a {@link HighlightCache} when one is given.
 *
 * @module
 */
import type { Element } from 'hast';
import type { CodeMeta } from './code-meta.ts';
import type { HighlightCache } from './highlight-cache.ts';
import type { CodeHighlighter, CodeWarningSink } from './highlighter.ts';

/** A fenced code block of a page: its text and its fence's info string, parsed. */
export interface CodeBlock {
  code: string;
  meta: CodeMeta;
}

/** Highlights the code blocks of one page (or snippet) at a time. */
export interface CodeBlockHighlighter {
  /**
   * The highlighted element of each block, in order: a `pre.shiki` (or, for mermaid, a
   * `div.folio-mermaid`). The warnings of these blocks (an unknown language, a grammar that
   * failed, a block too long) go to `onWarning` alone, so pages highlighted at once keep theirs
   * apart.
   */
  highlightBlocks(blocks: readonly CodeBlock[], onWarning: CodeWarningSink): Promise<Element[]>;
}

/**
 * Highlights with `highlighter`; with a `cache`, blocks highlighted by earlier builds are taken
 * from it, and a page whose blocks are all there loads no grammar.
 */
export function createCodeBlockHighlighter(
  highlighter: CodeHighlighter,
  cache?: HighlightCache,
): CodeBlockHighlighter {
  return {
    async highlightBlocks(blocks, onWarning) {
      const cached = await Promise.all(
        blocks.map((block) => cache?.get(block.code, block.meta) ?? Promise.resolve(undefined)),
      );
      const missing = blocks.filter((_, index) => cached[index] === undefined);
      // One `prepare` per page: the languages it needs load together.
      if (missing.length > 0) await highlighter.prepare(missing.map((block) => block.meta.lang));
      const elements: Element[] = [];
      for (const [index, block] of blocks.entries()) {
        let element = cached[index];
        if (element === undefined) {
          const highlighted = highlighter.highlightBlock(block.code, block.meta, (message) => {
            onWarning(message, index);
          });
          element = highlighted.element;
          // A block a grammar failed on is not kept: the next build tries again.
          if (highlighted.cacheable) await cache?.set(block.code, block.meta, element);
        }
        elements.push(element);
      }
      return elements;
    },
  };
}
