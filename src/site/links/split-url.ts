/**
 * Cuts a site URL into the parts the link checker looks at: the path (percent-decoded), and the
 * fragment (`#setup`). The query string never changes which page or file a link reaches.
 *
 * @module
 */

export interface UrlParts {
  /** The path, percent-decoded (`/guides/my page`); empty for `#setup` and `?tab=1`. */
  path: string;
  /** The fragment without `#`, percent-decoded; undefined when the URL has none. */
  fragment?: string | undefined;
}

/** `/guides/intro?x=1#setup` → `{ path: '/guides/intro', fragment: 'setup' }`. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = decode(queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt));
  if (hashAt === -1) return { path };
  return { path, fragment: decode(url.slice(hashAt + 1)) };
}

/** Percent-decodes `text`, or returns it unchanged when it holds a malformed escape (`%zz`). */
export function decode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
