/**
 * What position lookups in spec files return, for JSON and YAML alike.
 *
 * @module
 */
import type { LineColumn } from './line-index.ts';

/** Where a JSON pointer is in a file. */
export interface Located {
  /** The start of the value. */
  value: LineColumn;
  /** The start of the key, when the pointer names an object member. */
  key?: LineColumn | undefined;
  /** False when the pointer is not in the file: the positions are those of its deepest ancestor. */
  exact: boolean;
}

/** Finds many pointers (as segments) in one pass; results are in the order of `pointers`. */
export type Locator = (pointers: readonly (readonly string[])[]) => Located[];

/** Pointers as a tree of segments, so one walk over a file can follow them all at once. */
export interface PointerTrie {
  children: Map<string, PointerTrie>;
  /** Indexes into the requested list of the pointers that end here. */
  ends: number[];
}

/** Builds the trie of `pointers`. */
export function pointerTrie(pointers: readonly (readonly string[])[]): PointerTrie {
  const root: PointerTrie = { children: new Map(), ends: [] };
  for (const [index, segments] of pointers.entries()) {
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map(), ends: [] };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.ends.push(index);
  }
  return root;
}

/** Where a pointer's walk ended: its own node, or the deepest ancestor present in the file. */
export function notFound(ancestor: Located | undefined): Located {
  return { value: ancestor?.value ?? { line: 1, column: 1 }, key: ancestor?.key, exact: false };
}
