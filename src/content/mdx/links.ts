/**
 * Links and images of a page: collected with their positions (for `folio broken-links`) and, when
 * written relative to the page file (`./setup`, `../images/a.png`), rewritten to site-absolute
 * paths, so they work wherever the page's HTML file ends up.
 *
 * @module
 */
import path from 'node:path/posix';
import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { walkTree as visit } from './walk-tree.ts';

export interface LinkReference {
  /** `link` for hrefs (Markdown links, Card/Tile/a hrefs), `image` for image sources. */
  kind: 'link' | 'image';
  /** The URL as it ends up in the page (after rewriting relative paths). */
  url: string;
  /** The URL as written. */
  written: string;
  line: number;
  column: number;
}

const hrefAttributes = new Set(['href']);
const srcAttributes = new Set(['src', 'img']);

/** Collects every link and image of `tree` (the page `file`) and rewrites relative ones in place. */
export function collectLinks(tree: Root, file: string): LinkReference[] {
  const links: LinkReference[] = [];
  const record = (kind: LinkReference['kind'], written: string, position: Position): string => {
    const url = kind === 'image' ? absoluteAsset(written, file) : absoluteLink(written, file);
    links.push({ kind, url, written, line: position.line, column: position.column });
    return url;
  };

  visit(tree, (node) => {
    const position = {
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
    };
    if (node.type === 'link' || node.type === 'definition') {
      node.url = record('link', node.url, position);
    } else if (node.type === 'image') {
      node.url = record('image', node.url, position);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        const kind = hrefAttributes.has(attribute.name)
          ? 'link'
          : srcAttributes.has(attribute.name)
            ? 'image'
            : undefined;
        if (kind)
          attribute.value = record(kind, attribute.value, attributePosition(attribute, position));
      }
    }
  });
  return links;
}

interface Position {
  line: number;
  column: number;
}

function attributePosition(attribute: MdxJsxAttribute, fallback: Position): Position {
  const start = attribute.position?.start;
  return start ? { line: start.line, column: start.column } : fallback;
}

/** True for `https:`, `mailto:`, `//cdn`, `data:` and other URLs that leave the docs folder. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/** Whether `url` is a path written relative to its file (`./a`, `../a`, `a`). */
export function isRelativePath(url: string): boolean {
  return (
    url !== '' &&
    !isExternalUrl(url) &&
    !url.startsWith('/') &&
    !url.startsWith('#') &&
    !url.startsWith('?')
  );
}

/** `./b` in `guides/a.mdx` → `/guides/b`; extensions `.mdx`/`.md` dropped; hash and query kept. */
export function absoluteLink(url: string, file: string): string {
  if (!isRelativePath(url)) return url;
  const [pathname, suffix] = splitSuffix(url);
  const joined = path.normalize(path.join(path.dirname(file), pathname));
  const route = joined.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/${route === '.' ? '' : route}${suffix}`;
}

/** `./a.png` in `guides/x.mdx` → `/guides/a.png`. */
export function absoluteAsset(url: string, file: string): string {
  if (!isRelativePath(url)) return url;
  const [pathname, suffix] = splitSuffix(url);
  return `/${path.normalize(path.join(path.dirname(file), pathname))}${suffix}`;
}

function splitSuffix(url: string): [string, string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}
