/**
 * docs.json `redirects` as matchers: a source such as `/v3/:slug*` matches `/v3/a/b` and gives
 * the destination `/:slug*` the value `a/b`. Parameters: `:name` (one segment), `:name?` (an
 * optional segment), `:name+` (one or more segments), `:name*` (any number of segments) and `*`
 * (anything, as `:splat`).
 *
 * @module
 */

export interface Redirect {
  source: string;
  destination: string;
}

/** A redirect ready to match paths. */
export interface RedirectRule extends Redirect {
  /** Index of the redirect in docs.json `redirects`. */
  index: number;
  /** True when the source has parameters or wildcards. */
  wildcard: boolean;
  /** The destination for `path`, or undefined when the source does not match it. */
  match: (path: string) => string | undefined;
}

const parameter = /^:(\w+)([?*+]?)$/;

/** Compiles the redirect at `index` of docs.json. */
export function redirectRule(redirect: Redirect, index: number): RedirectRule {
  const { pattern, names } = sourcePattern(redirect.source);
  const wildcard = names.length > 0;
  return {
    ...redirect,
    index,
    wildcard,
    match: (path) => {
      const found = pattern.exec(trimSlash(path));
      if (!found) return undefined;
      const values = new Map<string, string>();
      names.forEach((name, position) => values.set(name, found[position + 1] ?? ''));
      return fillDestination(redirect.destination, values);
    },
  };
}

/** True when `destination` takes values from the source (`/docs/:slug*`, `/new/*`). */
export function hasParameters(destination: string): boolean {
  return pathOf(destination)
    .split('/')
    .some((segment) => parameter.test(segment) || segment.includes('*'));
}

/**
 * The fixed start of a destination with parameters, up to the segment the first one is in:
 * `/guides/examples/:slug*` → `/guides/examples/`.
 */
export function fixedPrefix(destination: string): string {
  const segments = pathOf(destination).split('/');
  const firstVariable = segments.findIndex(
    (segment) => parameter.test(segment) || segment.includes('*'),
  );
  return `${segments.slice(0, firstVariable === -1 ? segments.length : firstVariable).join('/')}/`;
}

function sourcePattern(source: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let body = '';
  const path = pathOf(source);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  for (const segment of trimSlash(rooted).split('/').slice(1)) {
    const named = parameter.exec(segment);
    if (named) {
      names.push(named[1] ?? '');
      const modifier = named[2];
      if (modifier === '*') body += '(?:/(.*))?';
      else if (modifier === '+') body += '/(.+)';
      else if (modifier === '?') body += '(?:/([^/]+))?';
      else body += '/([^/]+)';
    } else if (segment.includes('*')) {
      const parts = segment.split('*').map(escapeRegExp);
      for (let i = 1; i < parts.length; i++) names.push('splat');
      body += `/${parts.join('(.*)')}`;
    } else {
      body += `/${escapeRegExp(segment)}`;
    }
  }
  return { pattern: new RegExp(`^${body || '/'}$`), names };
}

function fillDestination(destination: string, values: ReadonlyMap<string, string>): string {
  const cut = destination.search(querySearch);
  const path = cut === -1 ? destination : destination.slice(0, cut);
  const rest = cut === -1 ? '' : destination.slice(cut);
  const filled = path
    .split('/')
    .map((segment) => {
      const named = parameter.exec(segment);
      if (named) return values.get(named[1] ?? '') ?? '';
      return segment.replaceAll('*', values.get('splat') ?? '');
    })
    .join('/')
    .replace(/(?<!:)\/{2,}/g, '/');
  return `${filled.length > 1 ? filled.replace(/\/$/, '') : filled}${rest}`;
}

/** Where the query or fragment starts: a `?` ends the path unless it makes `:name?` optional. */
const querySearch = /#|(?<!:\w+)\?/;

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
