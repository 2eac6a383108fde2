/**
 * Positions of JSON pointers in a parsed YAML document: each pointer is followed through the
 * document's nodes (their ranges are offsets, turned into lines and columns by a line index).
 * Map keys are indexed on first use, so many lookups in one big mapping stay cheap.
 *
 * @module
 */
import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import { createLineIndex } from './line-index.ts';
import type { LineIndex } from './line-index.ts';
import { notFound } from './located.ts';
import type { Located, Locator } from './located.ts';

/** A locator over a parsed YAML `document` of `text`. */
export function yamlLocator(document: Document, text: string): Locator {
  let lines: LineIndex | undefined;
  const keys = new WeakMap<object, Map<string, Pair>>();
  const at = (offset: number) => (lines ??= createLineIndex(text)).at(offset);

  const memberOf = (map: { items: Pair[] }, segment: string): Pair | undefined => {
    let index = keys.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (!index.has(key)) index.set(key, pair);
      }
      keys.set(map, index);
    }
    return index.get(segment);
  };
  const resolve = (node: unknown): unknown => (isAlias(node) ? node.resolve(document) : node);

  return (pointers) =>
    pointers.map((segments) => {
      let node = resolve(document.contents);
      let located: Located = { value: start(node) ?? { line: 1, column: 1 }, exact: true };
      for (const segment of segments) {
        if (isMap(node)) {
          const pair = memberOf(node, segment);
          if (!pair) return notFound(located);
          const key = start(pair.key);
          located = { value: start(pair.value) ?? key ?? located.value, key, exact: true };
          node = resolve(pair.value);
        } else if (isSeq(node)) {
          const item: unknown = /^\d+$/.test(segment) ? node.items[Number(segment)] : undefined;
          const value = start(item);
          if (!value) return notFound(located);
          located = { value, exact: true };
          node = resolve(item);
        } else {
          return notFound(located);
        }
      }
      return located;
    });

  function start(node: unknown) {
    const range = (node as Partial<Node> | null | undefined)?.range;
    return range ? at(range[0]) : undefined;
  }
}
