/**
 * Choosing the redirect for a request, the same way in the dev server and on the host: the first
 * rule that matches and does not send the path to itself (a rule such as `/:slug* → /:slug*`, or a
 * destination that only adds a query, would otherwise loop), the query string carried over unless
 * the destination has its own, and the `Location` made of printable ASCII so a header can carry it.
 *
 * @module
 */

/** The statuses a redirect may answer with. */
export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** A compiled rule with the status it answers with. */
export interface StatusRule {
  /** The destination for a request path, or undefined when the rule does not match it. */
  match: (pathname: string) => string | undefined;
  status: RedirectStatus;
  /** Whether the rule wins over a file at its source (`_redirects`' `301!`). */
  force?: boolean | undefined;
}

/** Where a redirected request goes. */
export interface RedirectTarget {
  location: string;
  status: RedirectStatus;
}

/**
 * The redirect for a request path and its query string (`''` or `?...`). `forcedOnly` looks only
 * at rules that win over files.
 */
export function findRedirect(
  rules: readonly StatusRule[],
  pathname: string,
  search: string,
  options: { forcedOnly?: boolean } = {},
): RedirectTarget | undefined {
  for (const rule of rules) {
    if (options.forcedOnly === true && rule.force !== true) continue;
    const destination = rule.match(pathname);
    if (destination === undefined || sameTarget(destination, pathname)) continue;
    const location = destination.includes('?') ? destination : `${destination}${search}`;
    return { location: asciiLocation(location), status: rule.status };
  }
  return undefined;
}

/** Whether a destination is the requested path again (with or without a final `/`). */
function sameTarget(destination: string, pathname: string): boolean {
  const trim = (value: string): string =>
    value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value;
  return trim(destination.split(/[?#]/)[0] ?? '') === trim(pathname);
}

/** A `Location` value with anything outside printable ASCII percent-encoded. */
function asciiLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
}
