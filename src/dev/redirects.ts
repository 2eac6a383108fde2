/**
 * The docs.json `redirects` as the dev server applies them: each source compiled once into a
 * regular expression, the first rule that matches a path wins, and the destination is filled in
 * with what the wildcards captured.
 *
 * Source patterns: `:name` (one path segment), `:name?` (an optional segment), `:name*` (the
 * rest of the path, possibly nothing), `:name+` (the rest, at least one segment) and `*` (the
 * rest, known as `:splat` in destinations). The destination repeats the same names (`/v2/:slug*`)
 * or uses `*` / `:splat` for a `*` of the source.
 *
 * @module
 */

/** A redirect as docs.json writes it. */
export interface RedirectRule {
  source: string;
  destination: string;
  /** Permanent (301) unless `false` (302). */
  permanent?: boolean | undefined;
}

/** Where a matched path goes. */
export interface RedirectMatch {
  location: string;
  status: 301 | 302;
}

/** Finds the redirect of a path (with or without query string). */
export type RedirectMatcher = (url: string) => RedirectMatch | undefined;

interface CompiledRule {
  pattern: RegExp;
  names: string[];
  rule: RedirectRule;
}

/** The wildcard name `*` captures under. */
const SPLAT = 'splat';
const sourceToken = /(\/)?(?::([A-Za-z_]\w*)([*+?])?|\*)/g;
const destinationToken = /(\/)?(?::([A-Za-z_]\w*)[*+?]?|\*)/g;

/** Compiles `rules` (in docs.json order) into one matcher. */
export function createRedirectMatcher(rules: readonly RedirectRule[]): RedirectMatcher {
  const compiled = rules.map(compileRule);
  return (url) => {
    const queryAt = url.indexOf('?');
    const pathname = trimSlash(queryAt === -1 ? url : url.slice(0, queryAt));
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    for (const { pattern, names, rule } of compiled) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      const values = new Map<string, string>();
      names.forEach((name, index) => values.set(name, match[index + 1] ?? ''));
      // `*` in a destination takes the last wildcard of the source, whatever its name.
      const lastName = names.at(-1);
      if (!values.has(SPLAT) && lastName !== undefined)
        values.set(SPLAT, values.get(lastName) ?? '');
      const location = fillDestination(rule.destination, values);
      if (trimSlash(location) === pathname) continue;
      return {
        location: location.includes('?') || query === '' ? location : `${location}${query}`,
        status: rule.permanent === false ? 302 : 301,
      };
    }
    return undefined;
  };
}

function compileRule(rule: RedirectRule): CompiledRule {
  const names: string[] = [];
  const source = trimSlash(rule.source);
  let pattern = '';
  let last = 0;
  for (const token of source.matchAll(sourceToken)) {
    pattern += escapeRegExp(source.slice(last, token.index));
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
  pattern += escapeRegExp(source.slice(last));
  return { pattern: new RegExp(`^${pattern}/?$`), names, rule };
}

/** Puts captured values into the destination; an empty value takes its leading slash with it. */
function fillDestination(destination: string, values: ReadonlyMap<string, string>): string {
  const filled = destination.replace(
    destinationToken,
    (whole, slash: string | undefined, name: string | undefined) => {
      const key = name ?? SPLAT;
      const value = values.get(key);
      if (value === undefined) return whole;
      if (value === '') return '';
      return `${slash ?? ''}${value}`;
    },
  );
  return filled === '' ? '/' : filled;
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
