/**
 * The changelog entries of a page (`<Update>` components) as a feed sees them: each entry's
 * anchor, label, tags and the `rss` prop, and its items. A feed item is a Markdown heading inside
 * the entry (with the text under it), or the whole entry titled by its label when it has no
 * heading; an `rss={{ title, description }}` prop replaces them with one item. Items hold
 * Markdown only: components, code, inline code, HTML and expressions are left out. Ids come from
 * the same pass the page's renderer uses (`assignHeadingIds`), so every link lands on its anchor.
 *
 * @module
 */
import type { Expression } from 'estree';
import type { Heading, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { LRUCache } from 'lru-cache';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { assignHeadingIds, stringAttribute } from './heading-ids.ts';
import { parseMdxTree } from './parse-mdx-tree.ts';
import { preprocessMdx } from './preprocess.ts';
import { unravelJsxParagraphs } from './unravel-jsx-paragraphs.ts';
import { updateTags } from './update-tags.ts';

/** One item of a page's feed. */
export interface UpdateItem {
  title: string;
  /** The anchor the item links to: its heading's id, or its entry's. */
  id: string;
  /** Markdown text (possibly empty). */
  description: string;
}

/** One `<Update>` of a page. */
export interface UpdateEntry {
  /** The entry's anchor id (from its label). */
  id: string;
  label: string;
  tags: string[];
  items: UpdateItem[];
}

/** Node types a feed leaves out of an item's text. */
const LEFT_OUT = new Set([
  'code',
  'inlineCode',
  'html',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'math',
  'inlineMath',
]);

/**
 * The `<Update>` entries of the page body `source` (MDX, or Markdown when `markdown`), in page
 * order; an empty list for a page without any, or one that does not parse (the page itself
 * reports that error).
 */
export async function updateEntries(source: string, markdown = false): Promise<UpdateEntry[]> {
  if (!source.includes('<Update')) return [];
  const { text, headingIds } = preprocessMdx(source);
  let tree: Root;
  try {
    tree = await parseMdxTree(text, markdown);
  } catch {
    return [];
  }
  unravelJsxParagraphs(tree);
  assignHeadingIds(tree, headingIds);
  return readEntries(tree);
}

/**
 * The entries of trees read lately. Copies of a page share their compiled tree (see
 * `RecentCompiles`), and a versioned site copies its changelog into every version: without this
 * each copy turned every entry into Markdown again (about 4% of crewAI's cold build).
 */
const entriesOfTree = new WeakMap<Root, readonly UpdateEntry[]>();

/**
 * The `<Update>` entries of a page's tree as its compile leaves it (paragraphs of JSX unravelled,
 * heading ids assigned): a build takes them from the tree it rendered rather than parsing the
 * page again (a changelog of 150 KB takes about 100 ms to parse). The tree is not changed, and
 * must not change after: the entries are kept for it, and shared by every caller.
 */
export function updateEntriesOf(tree: Root): readonly UpdateEntry[] {
  const kept = entriesOfTree.get(tree);
  if (kept !== undefined) return kept;
  const entries = readEntries(tree);
  entriesOfTree.set(tree, entries);
  return entries;
}

function readEntries(tree: Root): UpdateEntry[] {
  const entries: UpdateEntry[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'Update') return undefined;
    const entry = updateEntry(node);
    if (entry) entries.push(entry);
    return SKIP;
  });
  return entries;
}

function updateEntry(node: MdxJsxFlowElement): UpdateEntry | undefined {
  const label = stringAttribute(node, 'label');
  const id = stringAttribute(node, 'id');
  if (label === undefined || id === undefined) return undefined;
  const tags = updateTags(node);
  const rss = objectAttribute(node, 'rss');
  if (typeof rss?.['title'] === 'string' || typeof rss?.['description'] === 'string') {
    const title = typeof rss['title'] === 'string' ? rss['title'] : label;
    const description = typeof rss['description'] === 'string' ? rss['description'] : '';
    return { id, label, tags, items: [{ title, id, description }] };
  }
  const headings = node.children.filter((child): child is Heading => child.type === 'heading');
  if (headings.length === 0) {
    return {
      id,
      label,
      tags,
      items: [{ title: label, id, description: markdownOf(node.children) }],
    };
  }
  const items: UpdateItem[] = [];
  node.children.forEach((child, index) => {
    if (child.type !== 'heading') return;
    const next = node.children.findIndex((other, at) => at > index && other.type === 'heading');
    const body = node.children.slice(index + 1, next === -1 ? undefined : next);
    const headingId = child.data?.hProperties?.['id'];
    items.push({
      title: toString(child).trim(),
      id: typeof headingId === 'string' ? headingId : id,
      description: markdownOf(body),
    });
  });
  return { id, label, tags, items };
}

/**
 * Items' Markdown by what they are made of (see {@link contentKey}). A versioned site copies its
 * changelog into every version, each a little longer: the copies are different pages, parsed
 * apart, but most entries are the same in all of them, and writing an entry's Markdown took
 * about 5% of a cold build of such a site. Keys are bounded in all, since a page is input of any
 * size; a larger one is not kept.
 */
const markdownByContent = new LRUCache<string, string>({
  maxSize: 8_000_000,
  maxEntrySize: 1_000_000,
  sizeCalculation: (markdown, key) => key.length + markdown.length + 1,
});

/**
 * What decides the Markdown of `nodes`: their JSON without positions, `data` (ids, compiled
 * expressions) or the nodes a feed leaves out. Two copies of an entry at different places of
 * different pages have the same key.
 */
function contentKey(nodes: readonly RootContent[]): string {
  return JSON.stringify(nodes, (name, value: unknown) => {
    if (name === 'position' || name === 'data') return undefined;
    const type = (value as { type?: unknown } | null)?.type;
    return typeof type === 'string' && LEFT_OUT.has(type) ? undefined : value;
  });
}

/** `nodes` as Markdown, without what a feed leaves out. */
function markdownOf(nodes: readonly RootContent[]): string {
  const key = contentKey(nodes);
  const kept = markdownByContent.get(key);
  if (kept !== undefined) return kept;
  const markdown = writeMarkdown(nodes);
  markdownByContent.set(key, markdown);
  return markdown;
}

/** `nodes` as Markdown, without what a feed leaves out: {@link markdownOf}, uncached. */
function writeMarkdown(nodes: readonly RootContent[]): string {
  const root: Root = { type: 'root', children: structuredClone(nodes as RootContent[]) };
  visit(root, (node, index, parent) => {
    if (parent === undefined || index === undefined || !LEFT_OUT.has(node.type)) return undefined;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  // Blocks emptied by the cuts (a paragraph that held only a component) go too.
  visit(root, (node, index, parent) => {
    if (parent === undefined || index === undefined) return undefined;
    if (!('children' in node) || node.children.length > 0) return undefined;
    if (toString(node).trim() !== '' || node.type === 'tableCell') return undefined;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  tidySpaces(root);
  if (root.children.length === 0) return '';
  // Entries are GFM (tables, strikethrough, footnotes, task lists), as pages are. A node no
  // extension writes leaves the item as plain text rather than failing the build.
  try {
    return toMarkdown(root, { extensions: [gfmToMarkdown()] }).trim();
  } catch {
    return toString(root).trim();
  }
}

/**
 * Spaces left where something was cut (`Run \`x\` now` → `Run  now`) are made one, and none
 * starts or ends a block (Markdown would have to escape a leading one).
 */
function tidySpaces(root: Root): void {
  visit(root, (node) => {
    if (!('children' in node)) return;
    // Texts that met where something was cut become one.
    const parent = node as { children: RootContent[] };
    const children: RootContent[] = [];
    for (const child of parent.children) {
      const previous = children.at(-1);
      if (child.type === 'text' && previous?.type === 'text') previous.value += child.value;
      else children.push(child);
    }
    parent.children = children;
  });
  visit(root, 'text', (node) => {
    node.value = node.value.replace(/ {2,}/g, ' ').replace(/ ([.,;:])(?=\s|$)/g, '$1');
  });
  visit(root, (node) => {
    if (!('children' in node) || node.type === 'root') return;
    const first = node.children[0];
    const last = node.children.at(-1);
    if (first?.type === 'text') first.value = first.value.trimStart();
    if (last?.type === 'text') last.value = last.value.trimEnd();
  });
}

/** An attribute written as an object of string literals (`rss={{ title: "…" }}`). */
function objectAttribute(
  node: MdxJsxFlowElement,
  name: string,
): Record<string, string> | undefined {
  const expression = attributeExpression(node, name);
  if (expression?.type !== 'ObjectExpression') return undefined;
  const object: Record<string, string> = {};
  for (const property of expression.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined;
    const value = literalText(property.value);
    if (key !== undefined && value !== undefined) object[key] = value;
  }
  return object;
}

/** A string literal, or a template literal without expressions. */
function literalText(node: unknown): string | undefined {
  const value = node as Expression;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) {
    return value.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
  }
  return undefined;
}

function attributeExpression(node: MdxJsxFlowElement, name: string): Expression | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    const value = attribute.value;
    if (value === null || value === undefined || typeof value === 'string') return undefined;
    const statement = value.data?.estree?.body[0];
    return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  }
  return undefined;
}
