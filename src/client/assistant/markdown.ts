/**
 * Answers of the assistant as React elements: Markdown with GFM (tables, lists, code, links)
 * parsed by micromark, turned into HAST with raw HTML dropped, then into elements. Model output
 * is untrusted, so nothing in it can become markup the page runs: HTML in the text is shown as
 * text,
 * only `http:`, `https:`, `mailto:` and relative link targets are kept (others lose their
 * link), images become links (no requests to hosts the model picked), and every link to
 * another site opens in a new tab without the opener.
 *
 * @module
 */
import type { Element, ElementContent, Nodes } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';
import type { ReactNode } from 'react';
import { visit } from 'unist-util-visit';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

const SAFE_PROTOCOL = /^(?:https?|mailto):/i;

/**
 * The URL a link may keep, or undefined when it must go: relative URLs and fragments, and
 * absolute URLs of a safe protocol. Control characters and blanks that browsers skip inside a
 * scheme (`java\nscript:`) count as part of it, so they cannot sneak one through.
 */
export function safeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  const colon = trimmed.indexOf(':');
  if (colon === -1) return trimmed;
  const firstSeparator = trimmed.search(/[/?#]/);
  // `a/b:c`, `?x=a:b`, `#a:b`: the colon is not in a scheme.
  if (firstSeparator !== -1 && firstSeparator < colon) return trimmed;
  return SAFE_PROTOCOL.test(trimmed) ? trimmed : undefined;
}

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Rewrites each kept link target (e.g. to point at the site the reader is on). */
  mapUrl?: (url: string) => string;
}

/** The Markdown `text` as React elements, safe to show whatever it holds. */
export function renderMarkdown(text: string, options: MarkdownOptions = {}): ReactNode {
  const mdast = fromMarkdown(text, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  // HTML the model wrote is shown as it was written, never turned into elements.
  visit(mdast, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
  });
  const hast = toHast(mdast);
  secureTree(hast, options.mapUrl ?? ((url) => url));
  // Typed as the global JSX.Element, which React 19's types no longer declare.
  const element = toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown as ReactNode;
  return element;
}

/** Links made safe, images turned into links, in place. */
function secureTree(node: Nodes, mapUrl: (url: string) => string): void {
  if (!('children' in node)) return;
  node.children = node.children.map((child) => {
    if (child.type !== 'element') return child;
    const secured = child.tagName === 'img' ? imageAsLink(child) : child;
    if (secured.tagName === 'a') secureLink(secured, mapUrl);
    secureTree(secured, mapUrl);
    return secured;
  });
}

function secureLink(link: Element, mapUrl: (url: string) => string): void {
  const href = link.properties['href'];
  const safe = typeof href === 'string' ? safeUrl(href) : undefined;
  if (safe === undefined) {
    delete link.properties['href'];
    return;
  }
  const mapped = mapUrl(safe);
  link.properties['href'] = mapped;
  if (/^[a-z][a-z0-9+.-]*:/i.test(mapped) && !sameOrigin(mapped)) {
    link.properties['target'] = '_blank';
    link.properties['rel'] = ['noopener', 'noreferrer'];
  }
}

/** `![alt](src)` → a link to `src` labelled with the alt text. */
function imageAsLink(image: Element): Element {
  const src = image.properties['src'];
  const alt = image.properties['alt'];
  const label: ElementContent = {
    type: 'text',
    value: typeof alt === 'string' && alt ? alt : 'image',
  };
  return {
    type: 'element',
    tagName: 'a',
    properties: typeof src === 'string' ? { href: src } : {},
    children: [label],
  };
}

function sameOrigin(url: string): boolean {
  if (typeof location === 'undefined') return false;
  try {
    return new URL(url).origin === location.origin;
  } catch {
    return false;
  }
}
