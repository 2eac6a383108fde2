/**
 * The rehype plugin that turns fenced code (`pre > code.language-xxx`, as remark-rehype makes it)
 * into highlighted blocks and mermaid fences into diagram placeholders.
 *
 * @module
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta.ts';
import type { CodeMeta } from './code-meta.ts';
import type { HighlightCache } from './highlight-cache.ts';
import type { CodeHighlighter, CodeWarningSink } from './highlighter.ts';

export interface RehypeCodeBlocksOptions {
  /** The build's highlighter, shared by every page. */
  highlighter: CodeHighlighter;
  /** Blocks highlighted by earlier builds; a page whose blocks are all there loads no grammar. */
  cache?: HighlightCache | undefined;
  /**
   * Where this processor's code warnings go (default: the highlighter's `onWarning`). A page's
   * compile makes its own processor with its own sink, so pages compiled at once keep their
   * warnings apart.
   */
  onWarning?: CodeWarningSink | undefined;
}

/** A fence found in the tree, waiting for its replacement. */
interface Fence {
  pre: Element;
  code: Element;
  meta: CodeMeta;
}

/**
 * Replaces every fenced code block with `highlighter`'s output. The fence's info string is read
 * from the `code` element: its `language-*` class and the `data.meta` remark-rehype sets. The
 * languages of the page are loaded first (one `prepare` per page), then the blocks are
 * highlighted synchronously, so the transform is async: run it with `process`/`run`, not the
 * `*Sync` methods. Inline code is not touched.
 */
export const rehypeCodeBlocks: Plugin<[RehypeCodeBlocksOptions], Root> = function (options) {
  const { highlighter, cache, onWarning } = options;
  return async function transform(tree) {
    const fences: Fence[] = [];
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return undefined;
      const code = fenceCode(pre);
      if (!code) return undefined;
      const meta = parseCodeMeta(languageOf(code), code.data?.meta ?? undefined);
      fences.push({ pre, code, meta });
      return SKIP;
    });
    if (fences.length === 0) return;

    const sources = fences.map((fence) => toString(fence.code));
    const cached = await Promise.all(
      fences.map((fence, index) =>
        cache ? cache.get(sources[index] ?? '', fence.meta) : Promise.resolve(undefined),
      ),
    );
    const missing = fences.filter((_, index) => cached[index] === undefined);
    if (missing.length > 0) await highlighter.prepare(missing.map((fence) => fence.meta.lang));
    for (const [index, fence] of fences.entries()) {
      const source = sources[index] ?? '';
      let block = cached[index];
      if (block === undefined) {
        const highlighted = highlighter.highlightBlock(source, fence.meta, onWarning);
        block = highlighted.element;
        // A block a grammar failed on is not kept: the next build tries again.
        if (highlighted.cacheable) await cache?.set(source, fence.meta, block);
      }
      // Replaced in place, so the node keeps its position and parent (which may be MDX JSX).
      fence.pre.tagName = block.tagName;
      fence.pre.properties = block.properties;
      fence.pre.children = block.children;
    }
  };
};

/** The `code` element of a fence: the one element inside `pre`, with only whitespace around. */
function fenceCode(pre: Element): Element | undefined {
  let code: Element | undefined;
  for (const child of pre.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (child.type !== 'element' || child.tagName !== 'code' || code) return undefined;
    code = child;
  }
  return code;
}

/** The fence language from `class="language-xxx"`, as remark-rehype writes it. */
function languageOf(code: Element): string | undefined {
  const prefix = 'language-';
  const name = code.properties.className?.find((value) => value.startsWith(prefix));
  return name?.slice(prefix.length);
}
