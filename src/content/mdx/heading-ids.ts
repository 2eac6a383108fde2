/**
 * Gives every heading an id (its custom `{#id}` or its slug, unique within the page) and
 * collects the table of contents: `##` and `###` headings, plus changelog `<Update label>` entries.
 *
 * @module
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { walkTree as visit } from './walk-tree.ts';
import { HeadingSlugger } from './heading-slug.ts';
import { updateTags } from './update-tags.ts';

export interface TocEntry {
  /** 2 or 3 for headings; 2 for `<Update>` entries. */
  depth: number;
  text: string;
  id: string;
  /** An `<Update>` entry's tags, for the page's tag filter (absent when it has none). */
  tags?: string[];
}

/** Assigns heading ids in place and returns the table of contents. */
export function assignHeadingIds(tree: Root, customIds: ReadonlyMap<number, string>): TocEntry[] {
  const slugger = new HeadingSlugger();
  const toc: TocEntry[] = [];
  // Custom ids are taken first so a generated slug never steals one.
  for (const id of customIds.values()) slugger.reserve(id);

  visit(tree, (node) => {
    if (node.type === 'heading') {
      const text = toString(node).trim();
      const custom = customIds.get(node.position?.start.line ?? -1);
      const id = custom ?? slugger.slug(text);
      setId(node, id);
      if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, text, id });
      return;
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Update') {
      const label = stringAttribute(node, 'label');
      if (label === undefined) return;
      const id = stringAttribute(node, 'id') ?? slugger.slug(label);
      if (stringAttribute(node, 'id') === undefined) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
      }
      const tags = updateTags(node);
      toc.push(
        tags.length === 0 ? { depth: 2, text: label, id } : { depth: 2, text: label, id, tags },
      );
    }
  });
  return toc;
}

function setId(node: Heading, id: string): void {
  node.data ??= {};
  node.data.hProperties = { ...node.data.hProperties, id };
}

/** The value of a JSX attribute written as a plain string (`label="v1.2"`). */
export function stringAttribute(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  name: string,
): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      return typeof attribute.value === 'string' ? attribute.value : undefined;
    }
  }
  return undefined;
}
