/**
 * Images a page shows from its own docs folder that are not there: Markdown images
 * (`![x](/images/a.png)`), `<img src>` (also inside `<Frame>`), and the `img` prop of a component
 * (`<Card img>`). A missing image never fails a build, as on the platform: the page keeps the
 * `<img>`, whose alt text the browser shows, and the build warns at the reference. Images on
 * other sites are not fetched. Runs before `collectLinks` rewrites relative paths, so messages
 * quote the path as written.
 *
 * @module
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { walkTree as visit } from './walk-tree.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { absoluteAsset, isExternalUrl } from './links.ts';

/**
 * The docs-folder file an image URL names (`/images/a%20b.png?v=2` → `images/a b.png`), or
 * undefined for URLs that are not files of the folder (other sites, `data:`, empty paths).
 */
export function localImageFile(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//') || isExternalUrl(url)) return undefined;
  const cut = url.search(/[?#]/);
  const pathname = (cut === -1 ? url : url.slice(0, cut)).replace(/^\/+/, '');
  if (pathname === '') return undefined;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Warnings for the images of `tree` (the page `file`) whose files `fileExists` does not know. */
export function missingImages(
  tree: Root,
  file: string,
  fileExists: (relative: string) => boolean,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (written: string, place: { line: number; column: number } | undefined): void => {
    const url = absoluteAsset(written, file);
    const target = localImageFile(url);
    if (target === undefined || fileExists(target)) return;
    diagnostics.push({
      severity: 'warning',
      code: 'image-missing',
      message:
        url === written
          ? `Image "${written}" does not exist`
          : `Image "${written}" does not exist (looked for ${url})`,
      hint: 'Add the file or correct the path',
      position: { file, line: place?.line ?? 1, column: place?.column ?? 1 },
    });
  };
  visit(tree, (node) => {
    if (node.type === 'image') {
      check(node.url, node.position?.start);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (isImageAttribute(node.name, attribute)) {
          check(attribute.value, attribute.position?.start ?? node.position?.start);
        }
      }
    }
  });
  return diagnostics;
}

/** `src` of `<img>`, and `img` of any component (`<Card img>`). */
function isImageAttribute(element: string | null, attribute: MdxJsxAttribute): boolean {
  return attribute.name === 'img' || (element === 'img' && attribute.name === 'src');
}
