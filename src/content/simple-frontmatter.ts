/**
 * A fast path for the frontmatter almost every page has: one `key: value` per line, each value a
 * quoted string, a plain word-like string, or `true` / `false`. Such blocks are read here with a
 * line scan; anything else (numbers, lists, nesting, comments, escapes, multi-line values,
 * duplicate keys) returns undefined and goes to the YAML parser, so the result is always the one
 * the YAML parser would give (checked by a property test against it).
 *
 * @module
 */

/** What the fast path gives: the fields and the line of each key (1-based, in the page). */
export interface SimpleFrontmatter {
  data: Record<string, unknown>;
  keyLines: Map<string, number>;
}

const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Characters a plain YAML scalar may not start with. */
const PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`]/;
/** Plain scalars the YAML 1.2 core schema reads as something other than a string. */
const NOT_A_STRING =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** Control characters (tab included), line separators and the byte-order mark. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNUSUAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;

/**
 * Reads `yamlText` (the lines between the `---` fences) when it is simple enough; the first
 * YAML line is line 2 of the page.
 */
export function parseSimpleFrontmatter(yamlText: string): SimpleFrontmatter | undefined {
  const data: Record<string, unknown> = {};
  const keyLines = new Map<string, number>();
  const lines = yamlText.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const [index, raw] of lines.entries()) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const colon = line.indexOf(': ');
    if (colon <= 0) return undefined;
    const key = line.slice(0, colon);
    if (!KEY.test(key) || NOT_A_STRING.test(key) || keyLines.has(key) || key === '__proto__') {
      return undefined;
    }
    const value = scalar(line.slice(colon + 2));
    if (value === undefined) return undefined;
    data[key] = value;
    keyLines.set(key, index + 2);
  }
  return { data, keyLines };
}

/** The value of one scalar, or undefined when it needs the YAML parser. */
function scalar(text: string): string | boolean | undefined {
  if (UNUSUAL.test(text)) return undefined;
  const value = text.trimEnd();
  if (value.length === 0 || value !== value.trimStart()) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  const quote = value[0];
  if (quote === '"' || quote === "'") {
    const inner = value.slice(1, -1);
    const closed = value.length >= 2 && value.endsWith(quote);
    if (!closed || inner.includes(quote) || inner.includes('\\')) return undefined;
    return inner;
  }
  if (PLAIN_START.test(value) || NOT_A_STRING.test(value)) return undefined;
  if (value.includes(': ') || value.includes(' #') || value.endsWith(':')) return undefined;
  // Digits, dots and signs alone could be other numeric forms: leave them to the parser.
  if (/^[-+.0-9eE_:]+$/.test(value)) return undefined;
  return value;
}
