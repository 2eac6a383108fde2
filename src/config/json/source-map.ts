/**
 * Where each value of a parsed JSON document came from. Parsed objects and arrays are keys of a
 * WeakMap, so positions survive `$ref` includes (each value keeps its own file) and merges.
 *
 * @module
 */
import type { SourcePosition } from '../../shared/index.ts';

export interface ContainerLocation {
  /** Where the object or array starts (its `{` or `[`). */
  self: SourcePosition;
  /** For objects: where each key and its value are. */
  keys: Map<string, { key: SourcePosition; value: SourcePosition }>;
  /** For arrays: where each item is. */
  items: SourcePosition[];
}

export class JsonSourceMap {
  readonly #containers = new WeakMap<object, ContainerLocation>();

  set(container: object, location: ContainerLocation): void {
    this.#containers.set(container, location);
  }

  get(container: object): ContainerLocation | undefined {
    return this.#containers.get(container);
  }

  /**
   * The position of the value at `path` below `root`, or of its key when `preferKey` is set and the
   * last segment is an object key. When the path leads past what exists (a missing key), the
   * position of the deepest existing value is returned.
   */
  locate(
    root: unknown,
    path: readonly PropertyKey[],
    preferKey = false,
  ): SourcePosition | undefined {
    let current: unknown = root;
    let position: SourcePosition | undefined =
      typeof root === 'object' && root !== null ? this.#containers.get(root)?.self : undefined;
    for (let i = 0; i < path.length; i++) {
      if (typeof current !== 'object' || current === null) break;
      const location = this.#containers.get(current);
      if (!location) break;
      const segment = path[i];
      const isLast = i === path.length - 1;
      if (Array.isArray(current) && typeof segment === 'number') {
        const item = location.items[segment];
        if (!item) break;
        position = item;
        current = current[segment] as unknown;
      } else if (typeof segment === 'string') {
        const entry = location.keys.get(segment);
        if (!entry) break;
        position = isLast && preferKey ? entry.key : entry.value;
        current = (current as Record<string, unknown>)[segment];
      } else break;
    }
    return position;
  }
}
