/**
 * How a link names a page, and how to name another page the same way. A link to a moved page
 * keeps its form: absolute (`/guides/a`) or relative (`./a`, `../guides/a`, `a`), with or
 * without `.mdx`, `/index` or a trailing slash, and with its `?query` and `#fragment`. Relative
 * links are resolved from the folder of the file they are written in, as the build does
 * (`absoluteLink`). Paths here are POSIX paths relative to the docs folder.
 *
 * @module
 */
import path from 'node:path/posix';
import { routeOfFile } from '../../navigation/index.ts';
import { isExternalUrl, isRelativePath } from '../mdx/links.ts';

const PAGE_EXTENSION = /\.mdx?$/i;

/** `/a/b?x#y` → `['/a/b', '?x#y']`. */
export function splitSuffix(url: string): [string, string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}

/**
 * The route a page link written in `file` leads to (`/guides/a`), or undefined for external
 * URLs, bare `#anchors` and paths that leave the docs folder.
 */
export function linkRoute(url: string, file: string): string | undefined {
  const [pathname] = splitSuffix(url);
  if (pathname === '' || isExternalUrl(url)) return undefined;
  const joined = pathname.startsWith('/')
    ? path.normalize(pathname.slice(1) || '.')
    : path.normalize(path.join(path.dirname(file), pathname));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  const withoutSlash = joined.replace(/\/+$/, '');
  return routeOfFile(withoutSlash === '.' ? '' : withoutSlash);
}

/**
 * `written` (a link to some page) rewritten to lead to the page file `target`, in the same form,
 * for a link that will be written in the file `from` (its place after the rename).
 */
export function linkTo(written: string, target: string, from: string): string {
  const [pathname, suffix] = splitSuffix(written);
  const form = linkForm(pathname);
  let goal: string;
  if (form.extension) goal = target;
  else if (form.index) goal = target.replace(PAGE_EXTENSION, '');
  else goal = routeOfFile(target).slice(1);
  return placed(goal, form, from) + suffix;
}

/**
 * `written`, a relative URL in the file `before` (a link, image or import), rewritten to lead to
 * the same place from the file's new place `after`; undefined when it needs no change (absolute,
 * external, same folder) or leaves the docs folder.
 */
export function relocatedUrl(
  written: string,
  before: string,
  after: string,
  options: { importSource?: boolean } = {},
): string | undefined {
  if (!isRelativePath(written) || path.dirname(before) === path.dirname(after)) return undefined;
  const [pathname, suffix] = splitSuffix(written);
  const goal = path.normalize(path.join(path.dirname(before), pathname));
  if (goal === '..' || goal.startsWith('../')) return undefined;
  const form = linkForm(pathname);
  const out = placed(goal.replace(/\/+$/, '') || '', form, after, options.importSource) + suffix;
  return out === written ? undefined : out;
}

interface LinkForm {
  absolute: boolean;
  dotSlash: boolean;
  extension: boolean;
  index: boolean;
  trailingSlash: boolean;
}

function linkForm(pathname: string): LinkForm {
  return {
    absolute: pathname.startsWith('/'),
    dotSlash: pathname.startsWith('./'),
    extension: PAGE_EXTENSION.test(pathname),
    index: /(^|\/)index(\.mdx?)?\/?$/i.test(pathname),
    trailingSlash: pathname.length > 1 && pathname.endsWith('/'),
  };
}

/**
 * The docs-relative path `goal` written in `form` from the file `from`. An import source must
 * start with `./` or `../` to be read as a file.
 */
function placed(goal: string, form: LinkForm, from: string, importSource = false): string {
  const slash = form.trailingSlash && goal !== '' ? '/' : '';
  if (form.absolute) return `/${goal}${slash}`;
  let relative = path.relative(path.dirname(from), goal);
  if (relative === '') relative = '.';
  const upward = relative === '.' || relative === '..' || relative.startsWith('../');
  if ((form.dotSlash || importSource) && !upward) relative = `./${relative}`;
  return relative + (relative.endsWith('/') ? '' : slash);
}
