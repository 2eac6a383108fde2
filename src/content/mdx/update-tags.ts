/**
 * The tags of a changelog entry (`<Update tags={["a", "b"]}>`, or `tags="a, b"`), read from the
 * source: the table of contents carries them for the page's tag filter, and feeds list them as
 * categories. Only literal strings count; a tag computed by code is not known before rendering.
 *
 * @module
 */
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** The tags written on `node`, trimmed, empty ones dropped, in order. */
export function updateTags(node: MdxJsxFlowElement): string[] {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'tags') continue;
    const value = attribute.value;
    if (typeof value === 'string') return cleanTags(value.split(','));
    const statement = value?.data?.estree?.body[0];
    const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (expression?.type !== 'ArrayExpression') return [];
    const tags: string[] = [];
    for (const element of expression.elements) {
      if (element?.type === 'Literal' && typeof element.value === 'string')
        tags.push(element.value);
    }
    return cleanTags(tags);
  }
  return [];
}

function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}
