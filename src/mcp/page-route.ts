/**
 * The route `read_page` reads, from what a client names: a path (`/guides/intro`,
 * `guides/intro.md`, `/guides/intro#setup`) or a URL of this site (`https://docs.acme.com/guides/
 * intro`). Anything else is refused before a file is looked up: a URL of another origin or
 * outside the site's base path, `.` or `..` segments (as written or percent-encoded),
 * backslashes and control characters. What is left is a route of the site, which the site
 * resolves as it resolves its own `.md` paths.
 *
 * @module
 */

/** The route to read, or why the input names no page of this site. */
export type PageRoute = { kind: 'route'; route: string } | { kind: 'refused'; reason: string };

/** The longest path or URL taken, in characters. */
const MAX_INPUT_LENGTH = 2048;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The route `input` names on the site at `siteUrl` (its origin and base path, such as
 * `https://acme.example.com` or `http://localhost:3000/_sites/acme`).
 */
export function pageRouteOf(input: string, siteUrl: string): PageRoute {
  const text = input.trim();
  if (text === '') return refused('The page path is empty: give a path such as /quickstart.');
  if (text.length > MAX_INPUT_LENGTH) {
    return refused(`The page path is longer than ${String(MAX_INPUT_LENGTH)} characters.`);
  }
  let pathname = text;
  if (SCHEME.test(text) || text.startsWith('//')) {
    const inside = pathInSite(text, siteUrl);
    if (inside === undefined) return refused(`${quote(text)} is not a page of ${siteUrl}.`);
    pathname = inside;
  }
  pathname = pathname.replace(/[?#].*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return refused(`${quote(text)} is not a valid path (a malformed percent-escape).`);
  }
  // Control characters and backslashes never name a page; refused rather than guessed at.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) {
    return refused(`${quote(text)} is not a page path: it holds a backslash or control character.`);
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return refused(`${quote(text)} is not a page path: "." and ".." segments are not allowed.`);
  }
  const last = segments.at(-1);
  if (last !== undefined && last.endsWith('.md')) segments[segments.length - 1] = last.slice(0, -3);
  if (segments.at(-1) === 'index') segments.pop();
  return { kind: 'route', route: `/${segments.join('/')}` };
}

/**
 * The path of the URL `text` below the site's base path, still percent-encoded, or undefined
 * when it is another origin's or outside the base path. The raw path is read from the text, so
 * `..` segments are seen (and refused) rather than resolved away by URL parsing.
 */
function pathInSite(text: string, siteUrl: string): string | undefined {
  let url: URL;
  let site: URL;
  try {
    url = new URL(text);
    site = new URL(siteUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== site.origin) return undefined;
  const afterOrigin = text.slice(
    text.toLowerCase().indexOf(url.host.toLowerCase()) + url.host.length,
  );
  const rawPath = afterOrigin === '' ? '/' : afterOrigin;
  const base = site.pathname.replace(/\/+$/, '');
  if (base === '') return rawPath;
  if (rawPath === base) return '/';
  return rawPath.startsWith(`${base}/`) ? rawPath.slice(base.length) : undefined;
}

function refused(reason: string): PageRoute {
  return { kind: 'refused', reason };
}

function quote(text: string): string {
  const shown = text.length > 120 ? `${text.slice(0, 120)}…` : text;
  return `"${shown}"`;
}
