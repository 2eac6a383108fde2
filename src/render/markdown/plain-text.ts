/**
 * A faster way to write text nodes for `mdast-util-to-markdown`, with the same output. Its own
 * `text` handler escapes by running each of its ~60 unsafe-character patterns over every text
 * node: a fifth of the cost of writing a page's `.md`. Most text needs no escape at all, which one
 * test of all the patterns joined finds out; only text that may need one goes through the
 * library's escaping.
 *
 * @module
 */
import type { Parents, Text } from 'mdast';
import type { Handle, Info, State, Unsafe } from 'mdast-util-to-markdown';
import { defaultHandlers } from 'mdast-util-to-markdown';

/** The joined patterns, by their source: one per set of extensions in use. */
const joined = new Map<string, RegExp>();

/** The joined patterns of each list in use (one list per page written). */
const ofList = new WeakMap<readonly Unsafe[], RegExp | null>();

/**
 * Writes `node` as the library does: unchanged when no unsafe pattern can match it (with the
 * characters around it) and it holds no backslash; else with the library's escapes.
 */
export const plainText: Handle = (
  node: Text,
  parent: Parents | undefined,
  state: State,
  info: Info,
) => {
  const value = node.value;
  if (!value.includes('\\')) {
    const unsafe = anyUnsafe(state.unsafe);
    if (unsafe !== null && !unsafe.test(info.before + value + info.after)) return value;
  }
  return defaultHandlers.text(node, parent, state, info);
};

/**
 * One expression matching wherever any of `patterns` could match in a text with the characters
 * around it (anchors to the neighbouring nodes left out, so it finds more, never fewer); null
 * when a pattern needs Unicode matching, which the joined expression leaves to the library.
 */
export function anyUnsafe(patterns: readonly Unsafe[]): RegExp | null {
  let expression = ofList.get(patterns);
  if (expression === undefined) {
    expression = joinPatterns(patterns);
    ofList.set(patterns, expression);
  }
  return expression;
}

function joinPatterns(patterns: readonly Unsafe[]): RegExp | null {
  if (patterns.some((pattern) => pattern.unicode)) return null;
  const source = patterns.map(patternSource).join('|');
  let expression = joined.get(source);
  if (expression === undefined) {
    expression = new RegExp(source);
    joined.set(source, expression);
  }
  return expression;
}

/** The expression of one pattern, as `compilePattern` of the library makes it, minus anchors. */
function patternSource(pattern: Unsafe): string {
  const before =
    (pattern.atBreak ? '[\\r\\n][\\t ]*' : '') + (pattern.before ? `(?:${pattern.before})` : '');
  const character = (/[$()*+.?[\\\]^{|}]/.test(pattern.character) ? '\\' : '') + pattern.character;
  const after = !pattern.afterNode && pattern.after ? `(?:${pattern.after})` : '';
  return `(?:${pattern.beforeNode ? '' : before}${character}${after})`;
}
