/**
 * One redirect rule, as docs.json `redirects` and a built site's `_redirects` file write it: a
 * source such as `/v3/:slug*` matches `/v3/a/b` and gives the destination `/:slug*` the value
 * `a/b`. The dev server, the host and the link checker all match with this one implementation,
 * so a redirect behaves the same while writing, when checking links and once deployed.
 *
 * Source patterns: `:name` (one path segment), `:name?` (an optional segment), `:name*` (the
 * rest of the path, possibly nothing), `:name+` (the rest, at least one segment) and `*` (the
 * rest, known as `:splat` in destinations; `/blog/*` also matches `/blog`). Names may sit inside
 * a segment (`/v:version/start`). A query or fragment written after a source is ignored. The
 * destination repeats the same names (`/v2/:slug*`) or uses `*` / `:splat` for the last wildcard
 * of the source; a name the source does not define is left as written, and an empty value takes
 * its leading slash with it (`/v2/:slug*` for `/v1` gives `/v2`).
 *
 * @module
 */

/** A redirect as docs.json writes it. */
export interface Redirect {
  source: string;
  destination: string;
}

/** A redirect ready to match paths. */
export interface RedirectRule extends Redirect {
  /** Index of the redirect in its list (docs.json `redirects`, or the lines kept of a file). */
  index: number;
  /** True when the source has parameters or wildcards. */
  wildcard: boolean;
  /** The destination for `path` (no query string), or undefined when the source does not match. */
  match: (path: string) => string | undefined;
}

/** The name `*` captures under. */
const SPLAT = 'splat';
/** `/:name?`, `:name*`, `/*`…: a parameter or wildcard with the slash before it, if any. */
const sourceToken = /(\/)?(?::([A-Za-z_]\w*)([*+?])?|\*)/g;
const destinationToken = /(\/)?(?::([A-Za-z_]\w*)[*+?]?|\*)/g;
/** Where the query or fragment starts: a `?` ends the path unless it makes `:name?` optional. */
const querySearch = /#|(?<!:\w+)\?/;

/** Compiles the redirect at `index` of its list. */
export function redirectRule(redirect: Redirect, index: number): RedirectRule {
  const { pattern, names } = sourcePattern(redirect.source);
  return {
    ...redirect,
    index,
    wildcard: names.length > 0,
    match: (path) => {
      const found = pattern.exec(trimSlash(path));
      if (!found) return undefined;
      const values = new Map<string, string>();
      names.forEach((name, position) => values.set(name, found[position + 1] ?? ''));
      // `*` in a destination takes the last wildcard of the source, whatever its name.
      const lastName = names.at(-1);
      if (!values.has(SPLAT) && lastName !== undefined) {
        values.set(SPLAT, values.get(lastName) ?? '');
      }
      return fillDestination(redirect.destination, values);
    },
  };
}

/** A whole segment that is a parameter (`:slug*`): what the link checker reads as variable. */
const parameterSegment = /^:(\w+)([?*+]?)$/;

/** True when `destination` takes values from the source (`/docs/:slug*`, `/new/*`). */
export function hasParameters(destination: string): boolean {
  return pathOf(destination).split('/').some(isVariable);
}

/**
 * The fixed start of a destination with parameters, up to the segment the first one is in:
 * `/guides/examples/:slug*` → `/guides/examples/`.
 */
export function fixedPrefix(destination: string): string {
  const segments = pathOf(destination).split('/');
  const firstVariable = segments.findIndex(isVariable);
  return `${segments.slice(0, firstVariable === -1 ? segments.length : firstVariable).join('/')}/`;
}

function isVariable(segment: string): boolean {
  return parameterSegment.test(segment) || segment.includes('*');
}

function sourcePattern(source: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const path = pathOf(source);
  const rooted = trimSlash(path.startsWith('/') ? path : `/${path}`);
  let pattern = '';
  let last = 0;
  for (const token of rooted.matchAll(sourceToken)) {
    pattern += escapeRegExp(rooted.slice(last, token.index));
    last = token.index + token[0].length;
    const slash = token[1] === undefined ? '' : '/';
    const name = token[2] ?? SPLAT;
    const modifier = token[2] === undefined ? '*' : token[3];
    names.push(name);
    if (modifier === '*') pattern += slash ? '(?:/(.*))?' : '(.*)';
    else if (modifier === '+') pattern += `${slash}(.+)`;
    else if (modifier === '?') pattern += slash ? '(?:/([^/]+))?' : '([^/]*)';
    else pattern += `${slash}([^/]+)`;
  }
  pattern += escapeRegExp(rooted.slice(last));
  return { pattern: new RegExp(`^${pattern}/?$`), names };
}

/** Puts captured values into the destination; an empty value takes its leading slash with it. */
function fillDestination(destination: string, values: ReadonlyMap<string, string>): string {
  const filled = destination.replace(
    destinationToken,
    (whole, slash: string | undefined, name: string | undefined) => {
      const value = values.get(name ?? SPLAT);
      if (value === undefined) return whole;
      if (value === '') return '';
      return `${slash ?? ''}${value}`;
    },
  );
  return filled === '' || filled.startsWith('?') || filled.startsWith('#') ? `/${filled}` : filled;
}

function pathOf(url: string): string {
  const cut = url.search(querySearch);
  return cut === -1 ? url : url.slice(0, cut);
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
