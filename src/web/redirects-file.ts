/**
 * A built site's `_redirects` file (Netlify's format, written by the builder from docs.json
 * `redirects`), as the host reads it. Each line is `source destination [status]`: the source may
 * hold `:name` segments and `*` (the rest of the path, `:splat` in the destination), the status
 * is 301 (default), 302, 303, 307 or 308, and a `!` after it (`301!`) makes the rule win over an
 * existing file. Sources match the way docs.json redirects do everywhere else in Folio
 * ({@link redirectRule}).
 *
 * Lines a host cannot honour (rewrites with status 200, conditions such as `Country=`, full URL
 * sources) and malformed lines are skipped.
 *
 * @module
 */
import type { RedirectStatus, StatusRule } from './find-redirect.ts';
import { redirectRule } from './redirect-rule.ts';

/** One rule of a `_redirects` file. */
export interface HostRedirect extends StatusRule {
  source: string;
  destination: string;
  force: boolean;
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
  return {
    source,
    destination,
    status: code as RedirectStatus,
    force: status[2] === '!',
    match: redirectRule({ source, destination }, index).match,
  };
}
