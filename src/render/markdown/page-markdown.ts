/**
 * A page's Markdown text: the body of `<route>.md` and of the page's part of llms-full.txt. Made
 * from the page's compiled Markdown tree (variables already in, snippet imports taken out), so it
 * is what the HTML shows: snippets put in where they are used (with the props they are given),
 * string constants and props written out, components turned into plain Markdown (see
 * `component-markdown.ts`), ESM and code expressions left out.
 *
 * @module
 */
import type { List, Paragraph, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { CompiledMdx } from '../../content/index.ts';
import { attribute, componentMarkdown, FIELD_LIST, isPhrasing } from './component-markdown.ts';
import type { JsxElement } from './component-markdown.ts';
import { plainText } from './plain-text.ts';

/** The parts of a compiled file the Markdown text uses. */
export type MarkdownSource = Pick<CompiledMdx, 'mdast' | 'imports' | 'file'> & {
  sectionParts?: Pick<CompiledMdx['sectionParts'], 'constants'> | undefined;
};

/** Loads the compiled snippet `file` (a docs-folder path), or undefined when it cannot be read. */
export type SnippetLoader = (file: string) => Promise<MarkdownSource | undefined>;

/** GFM's serializers, made once (their unsafe-character patterns are compiled on first use). */
const GFM = gfmToMarkdown();

/** Deepest nesting of snippets put in (a snippet using itself stops at once). */
const SNIPPET_DEPTH = 8;

interface Walk {
  /** Depth of a heading a component opens here. */
  depth: number;
  /** Names the file gives MDX snippets, with their files. */
  snippets: ReadonlyMap<string, string>;
  /** Values of `{name}` and `{props.name}`: the file's string constants and its props. */
  values: ReadonlyMap<string, string>;
  /** Snippet files being put in, outermost first. */
  open: readonly string[];
  load: SnippetLoader;
}

/** The Markdown of a compiled page (without its title), or '' when it did not parse. */
export async function pageMarkdown(page: MarkdownSource, load: SnippetLoader): Promise<string> {
  if (page.mdast === undefined) return '';
  const walk = walkOf(page, new Map(), [], load, 2);
  const children = flow(await convert(page.mdast.children, walk));
  const root: Root = { type: 'root', children };
  return toMarkdown(root, {
    extensions: [GFM],
    bullet: '-',
    bulletOrdered: '.',
    emphasis: '_',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    handlers: { text: plainText },
  }).trim();
}

function walkOf(
  source: MarkdownSource,
  props: ReadonlyMap<string, string>,
  open: readonly string[],
  load: SnippetLoader,
  depth: number,
): Walk {
  const snippets = new Map<string, string>();
  for (const entry of source.imports) {
    if (entry.file !== undefined && /\.mdx?$/.test(entry.file) && entry.imported === 'default') {
      snippets.set(entry.local, entry.file);
    }
  }
  const values = new Map(source.sectionParts?.constants ?? []);
  for (const [name, value] of props) values.set(name, value);
  return { depth, snippets, values, open, load };
}

/** `nodes` converted, each heading setting the depth of the sections that follow it. */
async function convert(nodes: readonly RootContent[], walk: Walk): Promise<RootContent[]> {
  const out: RootContent[] = [];
  let depth = walk.depth;
  for (const node of nodes) {
    out.push(...(await convertNode(node, { ...walk, depth })));
    if (node.type === 'heading') depth = Math.min(6, node.depth + 1);
  }
  return out;
}

async function convertNode(node: RootContent, walk: Walk): Promise<RootContent[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = expressionValue(node.value, walk.values);
      if (value === undefined) return [];
      const text: RootContent = { type: 'text', value };
      return node.type === 'mdxFlowExpression' ? [{ type: 'paragraph', children: [text] }] : [text];
    }
    case 'math':
      return [{ type: 'html', value: `$$\n${node.value}\n$$` }];
    case 'inlineMath':
      return [{ type: 'html', value: `$${node.value}$` }];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, walk);
    case 'paragraph': {
      const children = await convert(node.children, walk);
      if (children.every((child) => child.type === 'text' && child.value.trim() === '')) return [];
      // A component inside a paragraph may have given blocks: they then stand on their own.
      if (children.some((child) => !isPhrasing(child))) return children;
      return [{ ...node, children: children as typeof node.children }];
    }
    default: {
      if (!('children' in node)) return [node];
      const children = await convert(node.children, walk);
      return [{ ...node, children } as RootContent];
    }
  }
}

/**
 * `nodes` as blocks: runs of inline content (the text of a component written on one line, a
 * component that gave inline content) made paragraphs, blank ones left out.
 */
function flow(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: RootContent[] = [];
  const close = (): void => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      out.push({ type: 'paragraph', children: trimRun(run) as Paragraph['children'] });
    }
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      close();
      const last = out.at(-1);
      if (isFieldList(node) && last !== undefined && isFieldList(last)) {
        out[out.length - 1] = { ...last, children: [...last.children, ...node.children] };
      } else out.push(node);
    }
  }
  close();
  return out;
}

/** A run of inline nodes without the spaces and line breaks it starts and ends with. */
function trimRun(run: RootContent[]): RootContent[] {
  const nodes = [...run];
  const first = nodes[0];
  if (first?.type === 'text') nodes[0] = { ...first, value: first.value.trimStart() };
  const last = nodes.at(-1);
  if (last?.type === 'text') nodes[nodes.length - 1] = { ...last, value: last.value.trimEnd() };
  return nodes;
}

function isFieldList(node: RootContent): node is List {
  return node.type === 'list' && node.data === FIELD_LIST;
}

/** A component, an HTML element, or a snippet put in. */
async function element(node: JsxElement, walk: Walk): Promise<RootContent[]> {
  const file = node.name === null ? undefined : walk.snippets.get(node.name);
  if (file !== undefined) return snippet(node, file, walk);
  const blocks = node.type === 'mdxJsxFlowElement';
  const children = async (): Promise<RootContent[]> => {
    const inner = { ...walk, depth: Math.min(6, walk.depth + 1) };
    const converted = await convert(node.children, inner);
    return blocks ? flow(converted) : converted;
  };
  const converted = await componentMarkdown(node, { depth: walk.depth, children });
  if (converted !== undefined) return converted;
  const own = await convert(node.children, walk);
  return blocks ? flow(own) : own;
}

/** The snippet `file` used as `node`: its Markdown, with the props it is given. */
async function snippet(node: JsxElement, file: string, walk: Walk): Promise<RootContent[]> {
  if (walk.open.includes(file) || walk.open.length >= SNIPPET_DEPTH) return [];
  const compiled = await walk.load(file);
  if (compiled?.mdast === undefined) return [];
  const props = new Map<string, string>();
  for (const item of node.attributes) {
    if (item.type !== 'mdxJsxAttribute') continue;
    const value = attribute(node, item.name);
    if (value !== undefined) props.set(item.name, value);
  }
  const inner = walkOf(compiled, props, [...walk.open, file], walk.load, walk.depth);
  const blocks = flow(await convert(compiled.mdast.children, inner));
  const children = flow(await convert(node.children, walk));
  // `{props.children}` in the snippet is where the children go; else they follow.
  return children.length > 0 ? [...blocks, ...children] : blocks;
}

/** The text of an expression: a string literal, or a constant or prop the walk knows. */
function expressionValue(
  expression: string,
  values: ReadonlyMap<string, string>,
): string | undefined {
  const trimmed = expression.trim();
  const literal = /^(["'`])([^"'`$]*)\1$/.exec(trimmed);
  if (literal) return literal[2];
  const name = /^(?:props\.)?([A-Za-z_$][\w$]*)$/.exec(trimmed)?.[1];
  return name === undefined ? undefined : values.get(name);
}
