/**
 * The searchable text of a page or snippet, taken apart for splitting into sections at its
 * headings (see `snippet-sections.ts`): what search indexes and what the assistant retrieves.
 * Text inside components counts, and so do visible string props (a Card's title, an Accordion's
 * title, a Step's title).
 *
 * The parts keep what only the rest of the site can fill in: where a snippet is used (with the
 * props it is given), and `{name}` / `{props.name}` values, which a snippet's props or the file's
 * string constants (`export const product = 'Folio'`) supply.
 *
 * @module
 */
import type { Expression, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
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

/** One piece of a file's searchable text, in reading order. */
export type SectionPart =
  | { type: 'text'; value: string }
  /** A top-level heading: it starts a section. */
  | { type: 'heading'; depth: number; anchor: string | undefined; title: SectionPart[] }
  /** `{name}` (a prop or a string constant) or, with `propsOnly`, `{props.name}`. */
  | { type: 'value'; name: string; propsOnly: boolean }
  /**
   * An MDX snippet used here (`<Setup word="x" />`): its props as parts (`children` included),
   * and whether it passes on the props of the file it stands in (`{...props}`).
   */
  | {
      type: 'snippet';
      file: string;
      props: ReadonlyMap<string, SectionPart[]>;
      spreadProps: boolean;
    };

/** The searchable text of one file, before the snippets it uses are put in. */
export interface SectionParts {
  parts: SectionPart[];
  /** String constants the file exports (`export const product = 'Folio'`), by name. */
  constants: ReadonlyMap<string, string>;
  /** Snippet files used in `parts` (also inside props), in order of first use. */
  snippets: string[];
}

const visibleProps = new Set(['title', 'description', 'label', 'tip', 'headline', 'caption']);

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

/** Node types whose `value` is searchable body text. */
const bodyValues = new Set(['text', 'inlineCode', 'code']);

/**
 * Takes the searchable text of `tree` apart. `snippetFiles` maps the names the file gives MDX
 * snippets (`Setup` for `import Setup from '/snippets/setup.mdx'`) to their files.
 */
export function sectionParts(tree: Root, snippetFiles: ReadonlyMap<string, string>): SectionParts {
  const writer = new PartsWriter();
  const constants = new Map<string, string>();
  const snippets = new Set<string>();
  const body: WalkContext = { snippetFiles, snippets, title: false };
  const title: WalkContext = { ...body, title: true };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const titleWriter = new PartsWriter();
      for (const child of node.children) walk(child, titleWriter, title);
      const id = node.data?.hProperties?.['id'];
      writer.push({
        type: 'heading',
        depth: node.depth,
        anchor: typeof id === 'string' ? id : undefined,
        title: titleWriter.parts,
      });
    } else if (node.type === 'mdxjsEsm') {
      collectConstants(node.data?.estree, constants);
    } else if (node.type !== 'yaml') {
      walk(node, writer, body);
      writer.text(' ');
    }
  }
  return { parts: writer.parts, constants, snippets: [...snippets] };
}

interface WalkContext {
  snippetFiles: ReadonlyMap<string, string>;
  /** Collects the snippet files met. */
  snippets: Set<string>;
  /** A heading's title: every written value counts, component props do not. */
  title: boolean;
}

/** Collects parts, joining neighbouring text. */
class PartsWriter {
  readonly parts: SectionPart[] = [];
  #text: { type: 'text'; value: string } | undefined;

  text(value: string): void {
    if (value === '') return;
    if (this.#text) this.#text.value += value;
    else this.parts.push((this.#text = { type: 'text', value }));
  }

  push(part: SectionPart): void {
    if (part.type === 'text') {
      this.text(part.value);
      return;
    }
    this.#text = undefined;
    this.parts.push(part);
  }
}

/**
 * Writes the text of `node` in reading order: blocks are separated by spaces (a Tab's panels never
 * run together), and a component's visible props come where the component is.
 */
function walk(node: Node, writer: PartsWriter, context: WalkContext): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const file = element.name === null ? undefined : context.snippetFiles.get(element.name);
    if (file !== undefined) {
      context.snippets.add(file);
      writer.push(snippetPart(element, file, context));
      if (node.type === 'mdxJsxFlowElement') writer.text(' ');
      return;
    }
    if (!context.title) writeVisibleProps(element, writer);
  }
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const estree = (node as { data?: { estree?: Program | null } }).data?.estree;
    for (const part of valueParts(expressionOf(estree))) writer.push(part);
    if (node.type === 'mdxFlowExpression') writer.text(' ');
    return;
  }
  if ('value' in node && typeof node.value === 'string') {
    if (context.title ? node.type !== 'mdxjsEsm' : bodyValues.has(node.type)) {
      writer.text(node.value);
    }
    return;
  }
  if ('children' in node && Array.isArray(node.children)) {
    for (const child of node.children as Node[]) walk(child, writer, context);
    if (!inline.has(node.type)) writer.text(' ');
  }
}

function writeVisibleProps(element: MdxJsxFlowElement | MdxJsxTextElement, writer: PartsWriter) {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !visibleProps.has(attribute.name)) continue;
    const parts = attributeParts(attribute.value);
    for (const part of parts) writer.push(part);
    if (parts.length > 0) writer.text(' ');
  }
}

/** A snippet use: its props as parts, its children as the `children` prop. */
function snippetPart(
  element: MdxJsxFlowElement | MdxJsxTextElement,
  file: string,
  context: WalkContext,
): SectionPart {
  const props = new Map<string, SectionPart[]>();
  let spreadProps = false;
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      spreadProps ||= isPropsSpread(expressionOf(attribute.data?.estree));
    } else {
      props.set(attribute.name, attributeParts(attribute.value));
    }
  }
  if (element.children.length > 0) {
    const children = new PartsWriter();
    for (const child of element.children as RootContent[]) walk(child, children, context);
    props.set('children', children.parts);
  }
  return { type: 'snippet', file, props, spreadProps };
}

type AttributeValue = MdxJsxFlowElement['attributes'][number]['value'];

function attributeParts(value: AttributeValue): SectionPart[] {
  if (typeof value === 'string') return value === '' ? [] : [{ type: 'text', value }];
  if (value === null || value === undefined) return [];
  return valueParts(expressionOf(value.data?.estree));
}

/** The expression of `{...}` code, when it is a single expression. */
function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  return statement.expression;
}

/**
 * What an expression shows, as far as it can be known without running it: a string, a name
 * (`{word}`), or a prop (`{props.word}`, `{props['word']}`). Anything else shows nothing.
 */
function valueParts(expression: Expression | undefined): SectionPart[] {
  if (expression === undefined) return [];
  const text = stringValue(expression);
  if (text !== undefined) return text === '' ? [] : [{ type: 'text', value: text }];
  if (expression.type === 'Identifier') {
    return [{ type: 'value', name: expression.name, propsOnly: false }];
  }
  if (
    expression.type === 'MemberExpression' &&
    expression.object.type === 'Identifier' &&
    expression.object.name === 'props'
  ) {
    const property = expression.property;
    const name = expression.computed
      ? property.type === 'Literal' && typeof property.value === 'string'
        ? property.value
        : undefined
      : property.type === 'Identifier'
        ? property.name
        : undefined;
    if (name !== undefined) return [{ type: 'value', name, propsOnly: true }];
  }
  return [];
}

/** The value of a string literal or a template literal without substitutions. */
function stringValue(expression: Expression): string | undefined {
  if (expression.type === 'Literal') {
    return typeof expression.value === 'string' ? expression.value : undefined;
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** `{...props}`: the element is given every prop of the snippet it stands in. */
function isPropsSpread(expression: Expression | undefined): boolean {
  if (expression?.type !== 'ObjectExpression') return false;
  return expression.properties.some(
    (property) =>
      property.type === 'SpreadElement' &&
      property.argument.type === 'Identifier' &&
      property.argument.name === 'props',
  );
}

/** `export const name = 'text'` declarations of an ESM block. */
function collectConstants(program: Program | null | undefined, constants: Map<string, string>) {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
      const value = stringValue(declarator.init);
      if (value !== undefined) constants.set(declarator.id.name, value);
    }
  }
}
