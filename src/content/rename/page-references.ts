/**
 * Every URL a page or snippet writes, with the exact span of its text in the file: Markdown
 * links and definitions, `href`/`src`/`img` props of components and HTML tags, snippet imports
 * (`import X from '/snippets/x.mdx'`) and `<Snippet file="x.mdx" />`. The spans come from the
 * MDX parse Folio renders with, so links in code blocks are not links here either, and an edit
 * replaces only the characters of a URL: the rest of the page stays byte for byte.
 *
 * A URL whose text differs from its value (written with backslash escapes or character
 * references) has no span: it is listed in `unplaced`, to be reported rather than guessed.
 *
 * @module
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parseMdxTree } from '../mdx/parse-mdx-tree.ts';
import { preprocessMdx } from '../mdx/preprocess.ts';

/** What kind of URL: a page link, an image or other file, a snippet import. */
export type ReferenceKind = 'link' | 'image' | 'import' | 'snippet-file';

export interface PageReference {
  kind: ReferenceKind;
  /** The URL (or import source) as written. */
  written: string;
  /** Offsets of `written` in the file's text: `text.slice(start, end) === written`. */
  start: number;
  end: number;
  /** 1-based line and column of the URL. */
  line: number;
  column: number;
}

export interface PageReferences {
  references: PageReference[];
  /** URLs found whose text could not be located exactly (see the module comment). */
  unplaced: Omit<PageReference, 'start' | 'end'>[];
}

const linkProps = new Set(['href']);
const fileProps = new Set(['src', 'img']);

/**
 * The URLs of `text`, a page or snippet (`markdown` for `.md` files). Throws the parser's error
 * when the file is not valid MDX.
 */
export async function pageReferences(text: string, markdown: boolean): Promise<PageReferences> {
  const tree: Root = await parseMdxTree(preprocessMdx(text).text, markdown);
  const lines = lineStarts(text);
  const offsetOf = (line: number, column: number): number =>
    (lines[line - 1] ?? text.length) + column - 1;
  const found: PageReferences = { references: [], unplaced: [] };

  /** Records `written`, looked for in `text` between `from` and `to`. */
  const record = (
    kind: ReferenceKind,
    written: string,
    from: number,
    to: number,
    fallback: { line: number; column: number },
  ): void => {
    if (written === '') return;
    const start = text.indexOf(written, from);
    if (start === -1 || start + written.length > to) {
      found.unplaced.push({ kind, written, ...fallback });
      return;
    }
    found.references.push({ kind, written, start, end: start + written.length, ...place(start) });
  };
  const place = (offset: number): { line: number; column: number } => {
    // The last line starting at or before `offset`.
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lines[middle] ?? Infinity) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lines[low] ?? 0) + 1 };
  };

  visit(tree, (node) => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) return;
    const from = offsetOf(start.line, start.column);
    const to = offsetOf(end.line, end.column);
    const at = { line: start.line, column: start.column };
    if (node.type === 'link' || node.type === 'image') {
      // The URL follows the link text: look after the last child (an image has none).
      // An autolink (`<https://…>`) is its own text: then look from the start.
      const last = node.type === 'link' ? node.children.at(-1)?.position?.end : undefined;
      const after = last ? offsetOf(last.line, last.column) : from;
      const inText = text.indexOf(node.url, after);
      const kind = node.type === 'link' ? 'link' : 'image';
      record(kind, node.url, inText === -1 || inText >= to ? from : after, to, at);
    } else if (node.type === 'definition') {
      const colon = text.indexOf(']:', from);
      record('link', node.url, colon === -1 || colon > to ? from : colon + 2, to, at);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        const kind =
          node.name === 'Snippet' && attribute.name === 'file'
            ? 'snippet-file'
            : linkProps.has(attribute.name)
              ? 'link'
              : fileProps.has(attribute.name)
                ? 'image'
                : undefined;
        if (kind === undefined) continue;
        const span = attributeSpan(attribute, offsetOf) ?? { from, to };
        record(kind, attribute.value, span.from, span.to, at);
      }
    } else if (node.type === 'mdxjsEsm') {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = statement.source;
        const loc = source.loc;
        if (typeof source.value !== 'string' || !loc) continue;
        // estree columns are 0-based; the literal's span includes its quotes.
        const literalStart = offsetOf(loc.start.line, loc.start.column + 1);
        const literalEnd = offsetOf(loc.end.line, loc.end.column + 1);
        record('import', source.value, literalStart + 1, literalEnd - 1, {
          line: loc.start.line,
          column: loc.start.column + 1,
        });
      }
    }
  });
  found.references.sort((a, b) => a.start - b.start);
  return found;
}

/** The span of an attribute's value: after its `=`. */
function attributeSpan(
  attribute: MdxJsxAttribute,
  offsetOf: (line: number, column: number) => number,
): { from: number; to: number } | undefined {
  const start = attribute.position?.start;
  const end = attribute.position?.end;
  if (!start || !end) return undefined;
  return {
    from: offsetOf(start.line, start.column) + attribute.name.length,
    to: offsetOf(end.line, end.column),
  };
}

/** Offsets where each line of `text` starts (after `\n`, `\r\n` or a lone `\r`). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}
