/**
 * Markdown written in docs.json (the banner's `content`, the 404 page's `description`) as HTML.
 * docs.json is not a page: it gets Markdown (emphasis, code, links), never MDX components or
 * raw HTML. Raw HTML is dropped (mdast-util-to-hast keeps it only when asked), and a link whose
 * address runs script (`javascript:`, `data:`, `vbscript:`) loses its address, so a string in
 * docs.json cannot put markup or script into every page.
 *
 * @module
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';

/** Addresses a link may have: relative ones, and these schemes. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface ConfigMarkdownOptions {
  /** One line of text: a lone paragraph is unwrapped (the banner is a single line). */
  inline?: boolean;
  /** Maps a site-relative link (`/changelog`) to its address in the built site. */
  resolveHref?: (href: string) => string;
}

/** True when `href` may be a link's address (see the module comment). */
export function isSafeHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme (`java\nscript:`): test without them.
  let compact = '';
  for (let index = 0; index < href.length; index += 1) {
    if (href.charCodeAt(index) > 0x20) compact += href.charAt(index);
  }
  return !ANY_SCHEME.test(compact) || SAFE_SCHEME.test(compact);
}

function visitLinks(node: Root | Element, options: ConfigMarkdownOptions): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'a' || child.tagName === 'img') {
      const key = child.tagName === 'a' ? 'href' : 'src';
      const value = child.properties[key];
      if (typeof value === 'string') {
        if (!isSafeHref(value)) child.properties[key] = undefined;
        else if (value.startsWith('/') && !value.startsWith('//') && options.resolveHref)
          child.properties[key] = options.resolveHref(value);
      }
    }
    visitLinks(child, options);
  }
}

/** `markdown` as safe HTML (see the module comment). */
export function configMarkdownHtml(markdown: string, options: ConfigMarkdownOptions = {}): string {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const hast = toHast(tree) as Root;
  visitLinks(hast, options);
  const only = hast.children.filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
  const lone = only.length === 1 && only[0]?.type === 'element' && only[0].tagName === 'p';
  if (options.inline === true && lone) return toHtml((only[0] as Element).children);
  return toHtml(hast);
}
