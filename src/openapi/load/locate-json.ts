/**
 * Positions of JSON pointers in a JSON text. The value itself comes from `JSON.parse` (fast);
 * positions are only looked up when someone asks, in one streaming pass over the text
 * (jsonc-parser's `visit`) that follows all the requested pointers at once and builds no tree.
 *
 * @module
 */
import { visit } from 'jsonc-parser';
import type { LineColumn } from './line-index.ts';
import { notFound, pointerTrie } from './located.ts';
import type { Located, Locator, PointerTrie } from './located.ts';

interface Frame {
  /** The trie node of this container, or undefined when no requested pointer goes through it. */
  trie: PointerTrie | undefined;
  isArray: boolean;
  /** Arrays: the index of the next element. */
  index: number;
  /** Objects: the trie node and position of the member whose value comes next. */
  member: PointerTrie | undefined;
  memberKey: LineColumn | undefined;
}

/** A locator over the JSON `text`. */
export function jsonLocator(text: string): Locator {
  return (pointers) => {
    const trie = pointerTrie(pointers);
    const reached = walk(text, trie);
    return pointers.map((segments) => {
      let node = trie;
      let deepest = reached.get(trie);
      for (const segment of segments) {
        const child = node.children.get(segment);
        const located = child && reached.get(child);
        if (!child || !located) return notFound(deepest);
        node = child;
        deepest = located;
      }
      return deepest ?? notFound(undefined);
    });
  };
}

function walk(text: string, trie: PointerTrie): Map<PointerTrie, Located> {
  const reached = new Map<PointerTrie, Located>();
  const stack: Frame[] = [];
  /** The trie node of the value starting now, recorded with its position. */
  const valueStarts = (line: number, character: number): PointerTrie | undefined => {
    const parent = stack.at(-1);
    let node: PointerTrie | undefined;
    let key: LineColumn | undefined;
    if (!parent) node = trie;
    else if (parent.isArray) node = parent.trie?.children.get(String(parent.index++));
    else {
      node = parent.member;
      key = parent.memberKey;
    }
    if (node)
      reached.set(node, { value: { line: line + 1, column: character + 1 }, key, exact: true });
    return node;
  };
  const open =
    (isArray: boolean) => (_offset: number, _length: number, line: number, character: number) => {
      const node = valueStarts(line, character);
      stack.push({ trie: node, isArray, index: 0, member: undefined, memberKey: undefined });
    };
  visit(text, {
    onObjectBegin: open(false),
    onArrayBegin: open(true),
    onObjectEnd: () => void stack.pop(),
    onArrayEnd: () => void stack.pop(),
    onObjectProperty(property, _offset, _length, line, character) {
      const frame = stack.at(-1);
      if (!frame) return;
      frame.member = frame.trie?.children.get(property);
      frame.memberKey = frame.member ? { line: line + 1, column: character + 1 } : undefined;
    },
    onLiteralValue(_value, _offset, _length, line, character) {
      valueStarts(line, character);
    },
  });
  return reached;
}
