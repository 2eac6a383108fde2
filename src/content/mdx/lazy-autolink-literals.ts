/**
 * GFM literal autolinks (`www.example.com`, `https://…`, `me@example.com` in plain text) are
 * found by a tree transform that runs several regexes over every text node of every page. Most
 * pages have no such text: this plugin, used after remark-gfm, lets the transform run only on
 * trees whose text could hold one (an `http://`, `https://`, `www.` or `@`), which gives the
 * same tree at a fraction of the cost.
 *
 * @module
 */
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { walkTree as visit } from './walk-tree.ts';

/** Everything each of the transform's patterns needs somewhere in a text node. */
const MAY_LINK = /https?:\/\/|www\.|@/i;

/** Wraps remark-gfm's autolink-literal transform in a cheap check (use after remark-gfm). */
export default function lazyAutolinkLiterals(this: Processor): undefined {
  const extensions = this.data('fromMarkdownExtensions') ?? [];
  for (const extension of extensions.flat()) {
    extension.transforms = extension.transforms?.map((transform) =>
      transform.name === 'transformGfmAutolinkLiterals'
        ? (tree) => (mayHoldLiteralLinks(tree) ? transform(tree) : undefined)
        : transform,
    );
  }
  return undefined;
}

/** True when some text of `tree` could be a literal autolink. */
export function mayHoldLiteralLinks(tree: Root): boolean {
  let found = false;
  visit(tree, 'text', (node) => {
    if (!MAY_LINK.test(node.value)) return undefined;
    found = true;
    return false;
  });
  return found;
}
