/**
 * The MDX pipeline of one page or snippet: source text in; a hast tree (MDX JSX and expressions
 * kept for the renderer), its table of contents, links, snippet imports, search sections and
 * positioned diagnostics out. Nothing here runs page code: the renderer evaluates it.
 *
 * Code blocks are highlighted by the {@link CodeBlockHighlighter} the caller passes in; their
 * warnings come back as diagnostics of the result, like every other problem of the file, so
 * sources compiled at once never share a place to put them.
 *
 * Steps: docs.json variables → preprocess (line endings, `{#id}`) → parse (remark-mdx, GFM, frontmatter, math) →
 * unravel paragraphs of JSX alone → snippet imports → heading ids + TOC → missing images → links → mdast-to-hast → task list labels → code blocks.
 *
 * @module
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { VFileMessage } from 'vfile-message';
import type { Diagnostic, SourcePosition } from '../../shared/index.ts';
import type { CodeBlockHighlighter } from '../code/code-block-highlighter.ts';
import { highlightCodeBlocks } from '../code/highlight-code-blocks.ts';
import type { BlockWarningSink } from '../code/highlight-code-blocks.ts';
import { walkTree as visit } from './walk-tree.ts';
import { assignHeadingIds } from './heading-ids.ts';
import type { TocEntry } from './heading-ids.ts';
import { collectLinks } from './links.ts';
import type { LinkReference } from './links.ts';
import { mdxErrorHint } from './mdx-error-hint.ts';
import { missingImages } from './missing-images.ts';
import { mathAsText } from './math-as-text.ts';
import { parseMdxTree } from './parse-mdx-tree.ts';
import { preprocessMdx } from './preprocess.ts';
import { substituteVariables } from './substitute-variables.ts';
import { sectionParts } from './sections.ts';
import type { PageSection, SectionParts } from './sections.ts';
import { pageSections } from './snippet-sections.ts';
import { takeSnippetImports } from './snippet-imports.ts';
import { labelTaskCheckboxes } from './task-list-labels.ts';
import { unravelJsxParagraphs } from './unravel-jsx-paragraphs.ts';
import type { SnippetImport } from './snippet-imports.ts';

export interface CompiledMdx {
  /** Path of the source relative to the docs folder. */
  file: string;
  /** Undefined when the source could not be parsed (see `diagnostics`). */
  tree: HastRoot | undefined;
  /**
   * The Markdown tree the HTML was made from (snippet imports taken out, variables in), for the
   * page's Markdown text; never changed once compiled (compiles are shared).
   */
  mdast?: Root | undefined;
  toc: TocEntry[];
  imports: SnippetImport[];
  links: LinkReference[];
  /**
   * The file's own search sections: snippets it uses are left out (their children kept). See
   * `snippetSections` for the sections with the snippets' text.
   */
  sections: PageSection[];
  /** The searchable text taken apart, for putting in the text of the snippets it uses. */
  sectionParts: SectionParts;
  /** Where each JSX component name is first used, for messages about it. */
  componentPositions: Map<string, SourcePosition>;
  diagnostics: Diagnostic[];
  /**
   * Whether the result depends on the folder of `file`: it rewrote links written relative to the
   * page, or imports snippets relative to it. One that does not is the same for this text in any
   * file, apart from the file named in it (see `relocateCompiled`).
   */
  relativeToFile: boolean;
}

export interface CompileMdxOptions {
  /** Path of the source relative to the docs folder (`guides/intro.mdx`). */
  file: string;
  /** Whether a docs-folder-relative path exists (for snippet imports and images). */
  fileExists: (relative: string) => boolean;
  /**
   * Whether a docs-folder-relative path was left out as a link leading outside the folder: an
   * import of it stays an error, where an import of a missing file is a warning.
   */
  refused?: ((relative: string) => boolean) | undefined;
  /**
   * Highlights the code blocks (fences stay plain `pre > code` without it). Its warnings become
   * `code-language` diagnostics of the result.
   */
  code?: CodeBlockHighlighter | undefined;
  /** `.md` files are CommonMark + GFM, not MDX: no JSX, no expressions. */
  markdown?: boolean | undefined;
  /** docs.json `variables`, put in place of `{{name}}` (see `substitute-variables.ts`). */
  variables?: Readonly<Record<string, string>> | undefined;
  /** docs.json `styling.latex`: `false` leaves `$…$` as text (see `math-as-text.ts`). */
  latex?: boolean | undefined;
}

/** MDX node types handed to the renderer untouched. */
const passThrough = [
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
] as const;

export async function compileMdx(source: string, options: CompileMdxOptions): Promise<CompiledMdx> {
  const { file } = options;
  const diagnostics: Diagnostic[] = [];
  const empty: CompiledMdx = {
    file,
    tree: undefined,
    toc: [],
    imports: [],
    links: [],
    sections: [],
    sectionParts: { parts: [], constants: new Map(), snippets: [] },
    componentPositions: new Map(),
    diagnostics,
    relativeToFile: false,
  };
  let substituted = source;
  if (options.variables !== undefined) {
    const result = substituteVariables(source, options.variables, file);
    substituted = result.text;
    diagnostics.push(...result.diagnostics);
  }
  const { text, headingIds } = preprocessMdx(substituted);

  let mdast: Root;
  try {
    mdast = await parseMdxTree(text, options.markdown === true);
  } catch (error) {
    diagnostics.push(parseDiagnostic(error, file));
    return empty;
  }
  if (options.latex === false) mathAsText(mdast, text);

  unravelJsxParagraphs(mdast);
  const imports = takeSnippetImports(mdast, file, options.fileExists, diagnostics, options.refused);
  const toc = assignHeadingIds(mdast, headingIds);
  diagnostics.push(...missingImages(mdast, file, options.fileExists));
  const links = collectLinks(mdast, file);
  const parts = sectionParts(mdast, mdxSnippetFiles(imports));
  const sections = pageSections(parts, file);
  const componentPositions = new Map<string, SourcePosition>();
  visit(mdast, (node, index, parent) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      // `{/* a comment */}` holds no code: drop it.
      if (node.data?.estree?.body.length === 0 && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    if (node.name === null || componentPositions.has(node.name)) return undefined;
    const start = node.position?.start;
    componentPositions.set(node.name, { file, line: start?.line ?? 1, column: start?.column ?? 1 });
    return undefined;
  });

  const tree = toHast(mdast, {
    allowDangerousHtml: false,
    passThrough: [...passThrough],
    handlers: {
      math: (_state, node: { value: string }): Element => mathElement('div', node.value),
      inlineMath: (_state, node: { value: string }): Element => mathElement('span', node.value),
    },
  }) as HastRoot;
  addHeadingAnchors(tree);
  labelTaskCheckboxes(tree);
  if (options.code) await highlightCodeBlocks(tree, options.code, codeWarnings(diagnostics, file));
  return {
    file,
    tree,
    mdast,
    toc,
    imports,
    links,
    sections,
    sectionParts: parts,
    componentPositions,
    diagnostics,
    relativeToFile:
      links.some((link) => link.url !== link.written) ||
      imports.some((entry) => entry.source.startsWith('./') || entry.source.startsWith('../')),
  };
}

/**
 * A sink adding code warnings to `diagnostics` once per message (a page with ten blocks in an
 * unknown language says so once), at the first block it concerns.
 */
function codeWarnings(diagnostics: Diagnostic[], file: string): BlockWarningSink {
  const seen = new Set<string>();
  return (message, place) => {
    if (seen.has(message)) return;
    seen.add(message);
    diagnostics.push({
      severity: 'warning',
      code: 'code-language',
      message,
      position: { file, line: place?.line ?? 1, column: place?.column ?? 1 },
    });
  };
}

/** The names given to MDX snippets (default imports of `.mdx` and `.md` files), with their files. */
function mdxSnippetFiles(imports: readonly SnippetImport[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of imports) {
    if (entry.imported === 'default' && entry.file !== undefined && /\.mdx?$/.test(entry.file)) {
      files.set(entry.local, entry.file);
    }
  }
  return files;
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A `#` link before each heading's text, so readers can copy a link to the section. */
function addHeadingAnchors(tree: HastRoot): void {
  visit(tree, 'element', (element: Element) => {
    const id = element.properties['id'];
    if (!headingTags.has(element.tagName) || typeof id !== 'string') return;
    element.children.unshift({
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['folio-heading-anchor'],
        href: `#${id}`,
        ariaLabel: 'Link to this section',
      },
      children: [{ type: 'text', value: '#' }],
    });
  });
}

function mathElement(tagName: 'div' | 'span', tex: string): Element {
  return {
    type: 'element',
    tagName,
    properties: {
      className: ['folio-math'],
      dataFolioMath: tagName === 'div' ? 'display' : 'inline',
    },
    children: [{ type: 'text', value: tex }],
  };
}

/** A parse failure as a positioned diagnostic, with a fix for the common mistakes. */
function parseDiagnostic(error: unknown, file: string): Diagnostic {
  const reason =
    error instanceof VFileMessage
      ? error.reason
      : error instanceof Error
        ? error.message
        : String(error);
  // Some MDX errors carry their place only in the text: "... (5:1-5:7)".
  const written = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  const line =
    (error instanceof VFileMessage ? error.line : undefined) ?? Number(written?.[1] ?? 1);
  const column =
    (error instanceof VFileMessage ? error.column : undefined) ?? Number(written?.[2] ?? 1);
  const message = (written ? reason.slice(0, written.index) : reason).replace(/\s+/g, ' ').trim();
  const hint = mdxErrorHint(message);
  return {
    severity: 'error',
    code: 'mdx',
    message,
    ...(hint === undefined ? {} : { hint }),
    position: { file, line, column },
  };
}
