/**
 * Splits a page into sections at its headings, as plain text: what search indexes and what the
 * assistant retrieves. Text inside components counts, and so do visible string props (a Card's
 * title, an Accordion's title, a Step's title).
 *
 * @module
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { Node } from 'unist';

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

/** Node types whose children run together as one line of text (the rest are blocks). */
const inline = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
  'tableCell',
]);

/**
 * Plain text of a node, in reading order: blocks are separated by spaces (a Tab's panels never
 * run together), and a component's visible props come where the component is.
 */
function textOf(node: RootContent): string {
  const parts: string[] = [];
  const walk = (current: Node): void => {
    if (current.type === 'mdxJsxFlowElement' || current.type === 'mdxJsxTextElement') {
      for (const attribute of (current as MdxJsxFlowElement).attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          visibleProps.has(attribute.name) &&
          typeof attribute.value === 'string'
        ) {
          parts.push(attribute.value, ' ');
        }
      }
    }
    if ('value' in current && typeof current.value === 'string') {
      if (current.type === 'text' || current.type === 'inlineCode' || current.type === 'code') {
        parts.push(current.value);
      }
      return;
    }
    if ('children' in current && Array.isArray(current.children)) {
      for (const child of current.children as Node[]) walk(child);
      if (!inline.has(current.type)) parts.push(' ');
    }
  };
  walk(node);
  return parts.join('');
}
