/**
 * A built site's `_redirects` file (Netlify's format, written by the builder from docs.json
 * `redirects`), applied by the host with real HTTP redirects. Each line is
 * `source destination [status]`: the source may hold `:name` segments and `*` (the rest of the
 * path, `:splat` in the destination), the status is 301 (default), 302, 303, 307 or 308, and a
 * `!` after it (`301!`) makes the rule win over an existing file. Sources match the way docs.json
 * redirects do everywhere else in Folio (the link checker's {@link redirectRule}).
 *
 * Lines this host cannot honour (rewrites with status 200, conditions such as `Country=`, full
 * URL sources) and malformed lines are skipped.
 *
 * @module
 */
import { redirectRule } from '../../render/index.ts';

/** The statuses a redirect may answer with. */
export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** One rule of a `_redirects` file. */
export interface HostRedirect {
  source: string;
  destination: string;
  status: RedirectStatus;
  /** Whether the rule wins over a file at its source (`301!`). */
  force: boolean;
  /** The destination for a request path, or undefined when the rule does not match it. */
  match: (pathname: string) => string | undefined;
}

/** Where a redirected request goes. */
export interface RedirectTarget {
  location: string;
  status: RedirectStatus;
}

const STATUSES = new Set<number>([301, 302, 303, 307, 308]);
const STATUS_FIELD = /^(\d{3})(!?)$/;
const DESTINATION = /^(\/|https?:\/\/)/i;

/** The rules of a `_redirects` file, in order. Lines that cannot be honoured are skipped. */
export function parseRedirects(text: string): HostRedirect[] {
  const rules: HostRedirect[] = [];
  for (const line of text.split(/\r?\n/)) {
    const rule = parseLine(line, rules.length);
    if (rule) rules.push(rule);
  }
  return rules;
}

function parseLine(line: string, index: number): HostRedirect | undefined {
  const content = line.replace(/(^|\s)#.*$/, '').trim();
  if (content === '') return undefined;
  const fields = content.split(/\s+/);
  if (fields.length < 2 || fields.length > 3) return undefined;
  const [source = '', destination = '', statusField = '301'] = fields;
  const status = STATUS_FIELD.exec(statusField);
  const code = Number(status?.[1]);
  if (!status || !STATUSES.has(code)) return undefined;
  if (!source.startsWith('/') || source.startsWith('//') || !DESTINATION.test(destination)) {
    return undefined;
  }
  // A whole `*` segment also matches the path without it (`/blog/*` matches `/blog`), like
  // the `:slug*` it was written from in docs.json.
  const pattern = source.replace(/\/\*(?=$|\/)/g, '/:splat*');
  let rule: ReturnType<typeof redirectRule>;
  try {
    rule = redirectRule({ source: pattern, destination }, index);
  } catch {
    return undefined;
  }
  return {
    source,
    destination,
    status: code as RedirectStatus,
    force: status[2] === '!',
    match: rule.match,
  };
}

/**
 * The redirect for a request path and its query string (`''` or `?...`): the first rule that
 * matches and does not send the path to itself. `forcedOnly` looks only at rules that win over
 * files. The query string is kept unless the destination has its own, and characters a
 * `Location` header cannot carry are percent-encoded.
 */
export function findRedirect(
  rules: readonly HostRedirect[],
  pathname: string,
  search: string,
  options: { forcedOnly?: boolean } = {},
): RedirectTarget | undefined {
  for (const rule of rules) {
    if (options.forcedOnly === true && !rule.force) continue;
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
