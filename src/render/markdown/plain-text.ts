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
import type { ConstructName, Handle, Info, State, Unsafe } from 'mdast-util-to-markdown';
import { defaultHandlers } from 'mdast-util-to-markdown';

/**
 * Where the unsafe patterns that apply in some constructs can match: `bare` finds the patterns
 * of a character alone (they can only match inside the text), `context` the others (they look
 * at the characters around it too); null when a pattern needs Unicode matching, which is left
 * to the library.
 */
export interface UnsafeMatchers {
  bare: RegExp;
  context: RegExp;
}

/** An expression that never matches. */
const NOTHING = /[^\s\S]/;

/**
 * The matchers by list of patterns and constructs open. A list is made per page written, but of
 * the same pattern objects (the library's and GFM's, made once): it is known by their numbers.
 */
const byList = new Map<string, Map<string, UnsafeMatchers | null>>();

/** The key in `byList` of each list in use. */
const listKeys = new WeakMap<readonly Unsafe[], string>();

/** A number for each pattern object seen. */
const patternNumbers = new WeakMap<Unsafe, number>();

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
    const unsafe = unsafeMatchers(state.unsafe, state.stack);
    if (
      unsafe !== null &&
      !unsafe.bare.test(value) &&
      !unsafe.context.test(info.before + value + info.after)
    ) {
      return value;
    }
  }
  return defaultHandlers.text(node, parent, state, info);
};

/**
 * The matchers of the `patterns` that apply inside the constructs `stack`. They find more than
 * the library escapes (anchors to the neighbouring nodes are left out), never fewer.
 */
export function unsafeMatchers(
  patterns: readonly Unsafe[],
  stack: readonly ConstructName[],
): UnsafeMatchers | null {
  let list = listKeys.get(patterns);
  if (list === undefined) {
    list = patterns.map(patternNumber).join(',');
    listKeys.set(patterns, list);
  }
  let byStack = byList.get(list);
  if (byStack === undefined) {
    byStack = new Map();
    byList.set(list, byStack);
  }
  const key = stack.join(',');
  let matchers = byStack.get(key);
  if (matchers === undefined) {
    matchers = matchersOf(patterns.filter((pattern) => inScope(stack, pattern)));
    byStack.set(key, matchers);
  }
  return matchers;
}

function patternNumber(pattern: Unsafe): number {
  let number = patternNumbers.get(pattern);
  if (number === undefined) {
    number = nextNumber++;
    patternNumbers.set(pattern, number);
  }
  return number;
}

let nextNumber = 0;

function matchersOf(patterns: readonly Unsafe[]): UnsafeMatchers | null {
  if (patterns.some((pattern) => pattern.unicode)) return null;
  const bare = patterns.filter((pattern) => !pattern.before && !pattern.atBreak && !pattern.after);
  const context = patterns.filter((pattern) => !bare.includes(pattern));
  return {
    bare: bare.length === 0 ? NOTHING : new RegExp(bare.map(patternSource).join('|')),
    context: context.length === 0 ? NOTHING : new RegExp(context.map(patternSource).join('|')),
  };
}

/** Whether `pattern` applies inside `stack`, as the library's `patternInScope` decides. */
function inScope(stack: readonly ConstructName[], pattern: Unsafe): boolean {
  return (
    anyOpen(stack, pattern.inConstruct, true) && !anyOpen(stack, pattern.notInConstruct, false)
  );
}

function anyOpen(
  stack: readonly ConstructName[],
  names: ConstructName | readonly ConstructName[] | null | undefined,
  none: boolean,
): boolean {
  const list = typeof names === 'string' ? [names] : (names ?? []);
  if (list.length === 0) return none;
  return list.some((name) => stack.includes(name));
}

/** The expression of one pattern, as `compilePattern` of the library makes it, minus anchors. */
function patternSource(pattern: Unsafe): string {
  const before =
    (pattern.atBreak ? '[\\r\\n][\\t ]*' : '') + (pattern.before ? `(?:${pattern.before})` : '');
  const character = (/[$()*+.?[\\\]^{|}]/.test(pattern.character) ? '\\' : '') + pattern.character;
  const after = !pattern.afterNode && pattern.after ? `(?:${pattern.after})` : '';
  return `(?:${pattern.beforeNode ? '' : before}${character}${after})`;
}
