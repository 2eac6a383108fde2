/**
 * Turns the fenced code of a page's hast tree (`pre > code.language-xxx`, as mdast-util-to-hast
 * makes it) into highlighted blocks and mermaid fences into diagram placeholders, with the
 * {@link CodeBlockHighlighter} the caller gives. Inline code is not touched.
 *
 * @module
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP } from 'unist-util-visit';
import { walkTree as visit } from '../mdx/walk-tree.ts';
import { parseCodeMeta } from './code-meta.ts';
import type { CodeMeta } from './code-meta.ts';
import type { CodeBlockHighlighter } from './code-block-highlighter.ts';

/** Takes a warning about a block, with where its fence starts in the source when known. */
export type BlockWarningSink = (message: string, place?: { line: number; column: number }) => void;

/** A fence found in the tree, waiting for its replacement. */
interface Fence {
  pre: Element;
  meta: CodeMeta;
  code: string;
}

/**
 * Replaces every fenced code block of `tree` with `highlighter`'s output, in place. The fence's
 * info string is read from the `code` element: its `language-*` class and the `data.meta`
 * remark-rehype sets. Warnings about the blocks go to `onWarning`.
 */
export async function highlightCodeBlocks(
  tree: Root,
  highlighter: CodeBlockHighlighter,
  onWarning: BlockWarningSink,
): Promise<void> {
  const fences: Fence[] = [];
  visit(tree, 'element', (pre) => {
    if (pre.tagName !== 'pre') return undefined;
    const code = fenceCode(pre);
    if (!code) return undefined;
    const meta = parseCodeMeta(languageOf(code), code.data?.meta ?? undefined);
    fences.push({ pre, meta, code: toString(code) });
    return SKIP;
  });
  if (fences.length === 0) return;
  const blocks = await highlighter.highlightBlocks(fences, (message, block) => {
    onWarning(message, block === undefined ? undefined : fences[block]?.pre.position?.start);
  });
  for (const [index, fence] of fences.entries()) {
    const block = blocks[index];
    if (!block) continue;
    // Replaced in place, so the node keeps its position and parent (which may be MDX JSX).
    fence.pre.tagName = block.tagName;
    fence.pre.properties = block.properties;
    fence.pre.children = block.children;
  }
}

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
