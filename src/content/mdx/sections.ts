/**
 * Splits a page into sections at its headings, as plain text: what search indexes and what the
 * assistant retrieves. Text inside components counts, and so do visible string props (a Card's
 * title, an Accordion's title, a Step's title).
 *
 * @module
 */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export interface PageSection {
  /** Heading text; undefined for the text before the first heading. */
  heading?: string | undefined;
  /** Heading id (`#anchor`). */
  anchor?: string | undefined;
  /** Heading depth (1-6); 0 for the text before the first heading. */
  depth: number;
  text: string;
}

const visibleProps = new Set(['title', 'description', 'label', 'tip', 'headline', 'caption']);

export function pageSections(tree: Root): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { depth: 0, text: '' };
  const parts: string[] = [];
  const flush = (): void => {
    current.text = parts.join(' ').replace(/\s+/g, ' ').trim();
    if (current.text !== '' || current.heading !== undefined) sections.push(current);
    parts.length = 0;
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      flush();
      const id = node.data?.hProperties?.['id'];
      current = {
        heading: toString(node).trim(),
        anchor: typeof id === 'string' ? id : undefined,
        depth: node.depth,
        text: '',
      };
    } else if (node.type !== 'yaml' && node.type !== 'mdxjsEsm') {
      parts.push(textOf(node));
    }
  }
  flush();
  return sections;
}

function textOf(node: RootContent): string {
  const props: string[] = [];
  visit(node, (child) => {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
      for (const attribute of child.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          visibleProps.has(attribute.name) &&
          typeof attribute.value === 'string'
        ) {
          props.push(attribute.value);
        }
      }
    }
  });
  const text = toString(node, { includeHtml: false });
  return props.length ? `${props.join(' ')} ${text}` : text;
}
