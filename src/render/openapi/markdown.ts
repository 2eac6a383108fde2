/**
 * Descriptions from the spec, rendered as CommonMark + GFM with the same remark / rehype stack
 * as pages, and made safe: raw HTML is dropped, links and images keep only http(s), mailto, tel
 * and relative URLs, headings move below the page's own sections, and fenced code is
 * highlighted like the rest of the page.
 *
 * @module
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as hastToString } from 'hast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { labelTaskCheckboxes } from '../../content/index.ts';
import { escapeHtml } from '../../web/index.ts';
import type { CodeSlots } from './code-slots.ts';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();

/** A rendered description. */
export interface RenderedMarkdown {
  html: string;
  /** The visible text, for search. */
  text: string;
}

/**
 * Rendered descriptions without code blocks, by source: the same descriptions come back on every
 * page that uses a schema. Emptied when full.
 */
const rendered = new Map<string, RenderedMarkdown>();
const cacheLimit = 10_000;

/** One line with nothing Markdown would read as syntax (no emphasis, links, lists, HTML). */
const plainLine = /^(?![ \t]{4}|[ \t]*(?:[-+>=]|\d+[.)])[ \t])[^\n*_`[\]<>#|~!&\\@:]*$/;

/**
 * Renders a description; fenced code becomes placeholders in `slots`, each framed as a page's
 * code block with `copyButtonHtml` (the page's language).
 */
export function renderMarkdown(
  markdown: string,
  slots: CodeSlots,
  copyButtonHtml: string,
): RenderedMarkdown {
  const known = rendered.get(markdown);
  if (known !== undefined) return known;
  if (plainLine.test(markdown) && !markdown.includes('www.')) {
    const text = markdown.replace(/\s+/g, ' ').trim();
    return remember(markdown, { html: `<p>${escapeHtml(text)}</p>`, text });
  }
  const tree: Root = processor.runSync(processor.parse(markdown));
  const text = hastToString(tree).replace(/\s+/g, ' ').trim();
  labelTaskCheckboxes(tree);
  // Code blocks are placeholders of this page's slots, so only descriptions without any are kept.
  const blocks: string[] = [];
  tree.children = tree.children.map((child) =>
    transform(child, (code, lang) => {
      const placeholder = slots.add(code, lang);
      blocks.push(placeholder);
      return codeFrame(placeholder, copyButtonHtml);
    }),
  );
  const result = { html: toHtml(tree, { allowDangerousHtml: true }), text };
  return blocks.length > 0 ? result : remember(markdown, result);
}

function remember(markdown: string, result: RenderedMarkdown): RenderedMarkdown {
  if (rendered.size >= cacheLimit) rendered.clear();
  rendered.set(markdown, result);
  return result;
}

/** Adds a code block to the page's slots, giving its placeholder. */
type AddCode = (code: string, lang: string) => string;

/** Headings in descriptions sit under the page's `h2` sections. */
const headingShift = 2;

function transform<T extends RootContent | ElementContent>(node: T, addCode: AddCode): T {
  if (node.type !== 'element') return node;
  if (node.tagName === 'pre') return codeBlock(node, addCode) as T;
  // Wide tables scroll within themselves: keyboard focus lets a reader scroll them (as on pages).
  if (node.tagName === 'table') node.properties['tabIndex'] = 0;
  const heading = /^h([1-6])$/.exec(node.tagName);
  if (heading !== null) {
    node.tagName = `h${String(Math.min(Number(heading[1]) + headingShift, 6))}`;
  }
  for (const attribute of ['href', 'src']) {
    const value = node.properties[attribute];
    if (typeof value === 'string' && !isSafeUrl(value)) node.properties[attribute] = undefined;
  }
  node.children = node.children.map((child) => transform(child, addCode));
  return node;
}

function codeBlock(pre: Element, addCode: AddCode): RootContent {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties['className'];
  const language = Array.isArray(classes)
    ? classes
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;
  const source = hastToString(code ?? pre).replace(/\n$/, '');
  return { type: 'raw', value: addCode(source, language ?? 'text') };
}

/** The frame of a code block without a title, as `CodeBlock` draws it on pages. */
function codeFrame(block: string, copyButtonHtml: string): string {
  return `<figure class="folio-code folio-code-bare" data-folio-code=""><div class="folio-code-body">${block}${copyButtonHtml}</div></figure>`;
}

/** True for URLs a description may link to: relative, fragment, http(s), mailto and tel. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(compact);
  if (scheme === null) return true;
  return /^(https?|mailto|tel)$/i.test(scheme[1] ?? '');
}
