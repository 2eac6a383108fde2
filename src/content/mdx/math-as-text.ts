/**
 * docs.json `styling.latex: false`: `$…$` and `$$…$$` are text, not math. The parser still
 * reads the math syntax (one parser for every site); each math node is put back as the source
 * text it came from, so a page about prices (`$5 and $10`) reads as written.
 *
 * @module
 */
import type { Parent, Root, RootContent, Text } from 'mdast';

/** The node's own source text, or its value between dollar signs when it has no position. */
function sourceOf(node: RootContent, text: string, fence: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) return text.slice(start, end);
  return `${fence}${'value' in node ? node.value : ''}${fence}`;
}

/** Replaces the `math` and `inlineMath` nodes of `tree` with the text they were written as. */
export function mathAsText(tree: Root, text: string): void {
  const visit = (parent: Parent): void => {
    parent.children = parent.children.map((child) => {
      if (child.type === 'inlineMath') {
        const value: Text = { type: 'text', value: sourceOf(child, text, '$') };
        if (child.position) value.position = child.position;
        return value;
      }
      if (child.type === 'math') {
        const value: Text = { type: 'text', value: sourceOf(child, text, '$$\n') };
        return { type: 'paragraph', children: [value], position: child.position };
      }
      if ('children' in child) visit(child);
      return child;
    });
  };
  visit(tree);
}
