/**
 * What each MDX component becomes in a page's Markdown text (`<route>.md`, llms-full.txt): plain
 * Markdown a reader or a model can follow without the components' HTML. Callouts become
 * blockquotes opened by their label, tabs, code groups, accordions and expandables become headed
 * sections, steps a numbered list, cards links, fields a line naming the field, its type and
 * whether it is required. A component not listed here gives its children (its own markup carries
 * no text a reader needs); one that only decorates (`Icon`) gives nothing, and so does
 * `<Visibility for="humans">`, whose content the HTML alone shows (`for="agents"` is here only).
 *
 * @module
 */
import type { BlockContent, Data, Heading, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What a component's conversion needs from the walk: its children, converted. */
export interface ComponentContext {
  /** Depth of the heading a section opened by this component gets (2-6). */
  depth: number;
  /** The element's children converted, with sections inside at `depth + 1`. */
  children: () => Promise<RootContent[]>;
}

/** Callout components and the label their blockquote opens with. */
const CALLOUTS: Readonly<Record<string, string>> = {
  Note: 'Note',
  Tip: 'Tip',
  Info: 'Info',
  Warning: 'Warning',
  Check: 'Check',
  Danger: 'Danger',
  Callout: 'Note',
};

/** Components whose children are the sections a heading opens, titled by an attribute. */
const SECTIONS = new Set(['Tab', 'Accordion', 'Expandable', 'Update', 'View']);

/** Components that only decorate: nothing of them is text. */
const DECORATIONS = new Set(['Icon', 'Snippet', 'Mermaid', 'Color']);

/** Field components (API parameters and response fields). */
const FIELDS = new Set(['ParamField', 'ResponseField', 'Param', 'Field']);

/**
 * Marks the one-item list of a field, so that fields written one after another are joined into
 * one list (else Markdown would change bullets between each).
 */
export const FIELD_LIST: Data = { folioField: true } as Data;

/** Ordinary HTML elements written in MDX whose Markdown twin is plain. */
const INLINE_HTML: Readonly<Record<string, 'strong' | 'emphasis' | 'inlineCode'>> = {
  b: 'strong',
  strong: 'strong',
  em: 'emphasis',
  i: 'emphasis',
  code: 'inlineCode',
};

/** A string attribute of `element`, or undefined (expressions count when they are literals). */
export function attribute(element: JsxElement, name: string): string | undefined {
  for (const item of element.attributes) {
    if (item.type !== 'mdxJsxAttribute' || item.name !== name) continue;
    if (typeof item.value === 'string') return item.value;
    if (item.value === null || item.value === undefined) return 'true';
    const literal = /^\s*(["'`])([^"'`]*)\1\s*$/.exec(item.value.value);
    if (literal) return literal[2];
    if (/^\s*(true|false|\d+(\.\d+)?)\s*$/.test(item.value.value)) return item.value.value.trim();
    return undefined;
  }
  return undefined;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });

function heading(depth: number, title: string): Heading {
  return {
    type: 'heading',
    depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
    children: [text(title)],
  };
}

/** Children as phrasing content where a block holds only one paragraph (for inline uses). */
function phrasing(children: RootContent[]): PhrasingContent[] {
  return children.flatMap((child) =>
    child.type === 'paragraph' ? child.children : isPhrasing(child) ? [child] : [],
  );
}

/** Whether `node` is inline content (text, emphasis, links...). */
export function isPhrasing(node: RootContent): node is PhrasingContent {
  return [
    'text',
    'emphasis',
    'strong',
    'delete',
    'inlineCode',
    'link',
    'image',
    'break',
    'html',
    'linkReference',
    'imageReference',
    'footnoteReference',
  ].includes(node.type);
}

/**
 * The Markdown of `element` (a component or an HTML element of the page), or undefined for one
 * whose children stand in its place.
 */
export async function componentMarkdown(
  element: JsxElement,
  context: ComponentContext,
): Promise<RootContent[] | undefined> {
  const name = element.name ?? '';
  const inline = element.type === 'mdxJsxTextElement';
  const label = CALLOUTS[name];
  if (label !== undefined) {
    const title = attribute(element, 'title');
    const children = await context.children();
    const lead = strong(`${title ?? label}:`);
    const first = children[0];
    const body: RootContent[] =
      first?.type === 'paragraph'
        ? [paragraph([lead, text(' '), ...first.children]), ...children.slice(1)]
        : [paragraph([lead]), ...children];
    return [{ type: 'blockquote', children: body as BlockContent[] }];
  }
  if (DECORATIONS.has(name)) return [];
  // What a page keeps for human readers stays out of its text for agents, and the reverse.
  if (name === 'Visibility' && attribute(element, 'for') === 'humans') return [];
  if (SECTIONS.has(name)) {
    const title = attribute(element, 'title') ?? attribute(element, 'label');
    const children = await context.children();
    const description = name === 'Update' ? attribute(element, 'description') : undefined;
    const head: RootContent[] = title === undefined ? [] : [heading(context.depth, title)];
    if (description !== undefined)
      head.push(paragraph([{ type: 'emphasis', children: [text(description)] }]));
    return [...head, ...children];
  }
  if (name === 'Steps') return steps(await context.children());
  if (name === 'Step') return step(element, await context.children());
  if (name === 'CodeGroup' || name === 'RequestExample' || name === 'ResponseExample') {
    return codeGroup(name, await context.children(), context.depth);
  }
  if (name === 'Card' || name === 'Tile') return card(element, await context.children(), inline);
  if (FIELDS.has(name)) return field(element, await context.children());
  if (name === 'Frame') {
    const caption = attribute(element, 'caption');
    const children = await context.children();
    return caption === undefined
      ? children
      : [...children, paragraph([{ type: 'emphasis', children: [text(caption)] }])];
  }
  if (name === 'img' || name === 'video' || name === 'iframe') return media(element, inline);
  if (name === 'a') {
    const href = attribute(element, 'href');
    const children = phrasing(await context.children());
    if (href === undefined) return inline ? children : [paragraph(children)];
    const link: PhrasingContent = { type: 'link', url: href, children };
    return inline ? [link] : [paragraph([link])];
  }
  if (name === 'br') return inline ? [{ type: 'break' }] : [];
  const html = INLINE_HTML[name];
  if (html !== undefined) {
    const children = phrasing(await context.children());
    const node: PhrasingContent =
      html === 'inlineCode'
        ? { type: 'inlineCode', value: children.map(plainText).join('') }
        : { type: html, children };
    return inline ? [node] : [paragraph([node])];
  }
  if (name === 'Latex') {
    const value = (await context.children()).map(plainText).join('');
    return [{ type: 'html', value: inline ? `$${value}$` : `$$\n${value}\n$$` }];
  }
  if (name === 'Tooltip' || name === 'Badge') {
    const children = phrasing(await context.children());
    return inline ? children : [paragraph(children)];
  }
  return undefined;
}

function plainText(node: RootContent | PhrasingContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

/** `<Steps>`: its steps (list items, see `step`) as one numbered list. */
function steps(children: RootContent[]): RootContent[] {
  const items = children.filter((child) => child.type === 'listItem');
  const rest = children.filter((child) => child.type !== 'listItem');
  if (items.length === 0) return children;
  return [{ type: 'list', ordered: true, start: 1, spread: true, children: items }, ...rest];
}

/** `<Step title>`: a list item opened by its title in bold. */
function step(element: JsxElement, children: RootContent[]): RootContent[] {
  const title = attribute(element, 'title');
  const body = (
    title === undefined ? children : [paragraph([strong(title)]), ...children]
  ) as BlockContent[];
  return [{ type: 'listItem', spread: true, children: body }];
}

/**
 * A code group: each block under a heading naming it (its title, written after the language in
 * the fence, or its language), so that a reader knows which is which.
 */
function codeGroup(name: string, children: RootContent[], depth: number): RootContent[] {
  const out: RootContent[] = [];
  if (name !== 'CodeGroup') {
    out.push(heading(depth, name === 'RequestExample' ? 'Request example' : 'Response example'));
  }
  for (const child of children) {
    if (child.type !== 'code') {
      out.push(child);
      continue;
    }
    const title = codeTitle(child.meta) ?? child.lang ?? undefined;
    if (title !== undefined) out.push(paragraph([strong(title)]));
    out.push({ ...child, meta: null });
  }
  return out;
}

/** The title of a code block from its fence's meta: its words before any `{...}` or `key=value`. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined;
  const quoted = /title=(["'])(.*?)\1/.exec(meta);
  if (quoted) return quoted[2];
  const words = meta
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.includes('='));
  return words.length > 0 ? words.join(' ') : undefined;
}

/** `<Card title href>`: a link to where it leads (its title in bold without one), then its text. */
function card(element: JsxElement, children: RootContent[], inline: boolean): RootContent[] {
  const title = attribute(element, 'title');
  const href = attribute(element, 'href');
  const label: PhrasingContent[] = title === undefined ? [] : [strong(title)];
  const lead: PhrasingContent[] =
    href === undefined
      ? label
      : [{ type: 'link', url: href, children: title === undefined ? [text(href)] : [text(title)] }];
  if (inline) return [...lead, ...phrasing(children)];
  if (lead.length === 0) return children;
  const first = children[0];
  if (first?.type === 'paragraph') {
    return [paragraph([...lead, text(': '), ...first.children]), ...children.slice(1)];
  }
  return [paragraph(lead), ...children];
}

/** A field: `` `name` (type, required, default: x) `` and its description, as a list item. */
function field(element: JsxElement, children: RootContent[]): RootContent[] {
  const name =
    attribute(element, 'name') ??
    attribute(element, 'path') ??
    attribute(element, 'query') ??
    attribute(element, 'body') ??
    attribute(element, 'header') ??
    attribute(element, 'cookie');
  const where = ['path', 'query', 'body', 'header', 'cookie'].find(
    (key) => attribute(element, key) !== undefined,
  );
  const facts = [
    attribute(element, 'type'),
    where,
    attribute(element, 'required') === 'true' ? 'required' : undefined,
    attribute(element, 'deprecated') === 'true' ? 'deprecated' : undefined,
  ].filter((fact) => fact !== undefined);
  const fallback = attribute(element, 'default');
  if (fallback !== undefined) facts.push(`default: ${fallback}`);
  const lead: PhrasingContent[] = [{ type: 'inlineCode', value: name ?? '' }];
  if (facts.length > 0) lead.push(text(` (${facts.join(', ')})`));
  const first = children[0];
  const body: RootContent[] =
    first?.type === 'paragraph'
      ? [paragraph([...lead, text(': '), ...first.children]), ...children.slice(1)]
      : [paragraph(lead), ...children];
  const item: ListItem = { type: 'listItem', spread: false, children: body as BlockContent[] };
  // Fields side by side make one list (see `FIELD_LIST`).
  return [{ type: 'list', ordered: false, spread: false, children: [item], data: FIELD_LIST }];
}

/** An image, a video or a frame: an image or a link to its source. */
function media(element: JsxElement, inline: boolean): RootContent[] {
  const src = attribute(element, 'src');
  if (src === undefined) return [];
  const alt = attribute(element, 'alt') ?? attribute(element, 'title') ?? '';
  const node: PhrasingContent =
    element.name === 'img'
      ? { type: 'image', url: src, alt }
      : { type: 'link', url: src, children: [text(alt || src)] };
  return inline ? [node] : [paragraph([node])];
}
