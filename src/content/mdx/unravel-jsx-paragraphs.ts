/**
 * Components written side by side on one line (`<Card title="A" /><Card title="B" />`, or
 * `<Tab title="x">text</Tab>` on one line) parse as inline JSX inside a paragraph. Left so,
 * `CardGroup` would see one paragraph instead of its cards, `Tabs` one tab with the titles merged,
 * and `Steps` number every step 1. As MDX's own compiler does (remark-mark-and-unravel), a
 * paragraph holding only JSX elements and expressions (and the spaces between them) is replaced by
 * them, as blocks.
 *
 * @module
 */
import type { Paragraph, Root, RootContent } from 'mdast';
import { walkTree as visit } from './walk-tree.ts';

/** Replaces each paragraph of `tree` that holds only JSX and expressions with its children. */
export function unravelJsxParagraphs(tree: Root): void {
  visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
    if (parent === undefined || index === undefined || !onlyJsx(node)) return undefined;
    const blocks: RootContent[] = [];
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement') {
        blocks.push({ ...child, type: 'mdxJsxFlowElement' } as RootContent);
      } else if (child.type === 'mdxTextExpression') {
        blocks.push({ ...child, type: 'mdxFlowExpression' });
      }
    }
    parent.children.splice(index, 1, ...(blocks as typeof parent.children));
    return index + blocks.length;
  });
}

function onlyJsx(paragraph: Paragraph): boolean {
  let elements = 0;
  for (const child of paragraph.children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') elements++;
    else if (child.type !== 'text' || child.value.trim() !== '') return false;
  }
  return elements > 0;
}
