/**
 * Where each value of a parsed JSON document came from. Parsed objects and arrays are keys of a
 * WeakMap, so positions survive `$ref` includes (each value keeps its own file) and merges.
 * Offsets are stored; lines and columns are computed only for the values a diagnostic names.
 *
 * @module
 */
import type { SourcePosition } from '../../shared/index.ts';
import type { LineIndex } from './line-index.ts';

/** The file a container was parsed from, with the index that turns its offsets into lines. */
export interface SourceFile {
  file: string;
  lines: LineIndex;
}

export interface KeyLocation {
  key: number;
  value: number;
  /** Set when the key was written in another file than its object (a `$ref` merge). */
  source?: SourceFile | undefined;
}

export interface ContainerLocation {
  source: SourceFile;
  /** Offset of the object or array (its `{` or `[`). */
  self: number;
  /** For objects: offsets of each key and its value. */
  keys: Map<string, KeyLocation>;
  /** For arrays: offset of each item. */
  items: number[];
}

export class JsonSourceMap {
  readonly #containers = new WeakMap<object, ContainerLocation>();
  /** Containers whose location is found when first asked for (see {@link findLater}). */
  readonly #found = new WeakMap<object, () => ContainerLocation>();
  /** Documents whose locations are all found when one is first asked for (see {@link later}). */
  readonly #later: (() => void)[] = [];

  set(container: object, location: ContainerLocation): void {
    this.#containers.set(container, location);
  }

  /**
   * Keeps `find`, which gives the location of `container`, until it is asked for: most loads
   * never ask, and a diagnostic asks only for the containers on its path.
   */
  findLater(container: object, find: () => ContainerLocation): void {
    this.#found.set(container, find);
  }

  /**
   * Keeps `record`, which sets the locations of a whole parsed document, until the location of
   * a container with none kept by {@link findLater} is asked for.
   */
  later(record: () => void): void {
    this.#later.push(record);
  }

  get(container: object): ContainerLocation | undefined {
    const location = this.#containers.get(container);
    if (location !== undefined) return location;
    const find = this.#found.get(container);
    if (find) {
      const found = find();
      this.#containers.set(container, found);
      return found;
    }
    if (this.#later.length === 0) return undefined;
    for (const record of this.#later.splice(0)) record();
    return this.#containers.get(container);
  }

  /** The position of `offset` in the file `location` came from. */
  static position(location: ContainerLocation, offset: number): SourcePosition {
    return { file: location.source.file, ...location.source.lines.position(offset) };
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
    if (typeof root !== 'object' || root === null) return undefined;
    let current: unknown = root;
    let location = this.get(root);
    if (!location) return undefined;
    let found: { source: SourceFile; offset: number } = {
      source: location.source,
      offset: location.self,
    };
    for (let i = 0; i < path.length; i++) {
      if (typeof current !== 'object' || current === null) break;
      location = this.get(current);
      if (!location) break;
      const segment = path[i];
      const isLast = i === path.length - 1;
      if (Array.isArray(current) && typeof segment === 'number') {
        const item = location.items[segment];
        if (item === undefined) break;
        found = { source: location.source, offset: item };
        current = current[segment] as unknown;
      } else if (typeof segment === 'string') {
        const entry = location.keys.get(segment);
        if (!entry) break;
        found = {
          source: entry.source ?? location.source,
          offset: isLast && preferKey ? entry.key : entry.value,
        };
        current = (current as Record<string, unknown>)[segment];
      } else break;
      // A value included from another file starts where that file's container starts.
      if (typeof current === 'object' && current !== null) {
        const inner = this.get(current);
        if (inner && inner.source !== found.source && !(isLast && preferKey))
          found = { source: inner.source, offset: inner.self };
      }
    }
    return { file: found.source.file, ...found.source.lines.position(found.offset) };
  }
}
