/**
 * Where the objects and arrays of a plain JSON document (see `plain-json.ts`) are, found from
 * its text only when asked for, and only for the containers asked for: a diagnostic's path
 * reads the document's top level and the few containers below it on the path, skipping over
 * the rest. On a 2.3 MB docs.json with a few warnings this takes a few milliseconds, where
 * building the whole parse tree took about a hundred.
 *
 * @module
 */
import type { ContainerLocation, JsonSourceMap, KeyLocation, SourceFile } from './source-map.ts';

/**
 * Enters `value`, parsed from `text` (valid JSON without repeated keys), in `sourceMap`: each
 * container's location is found on first use, and, for containers reached another way than
 * from the top, all at once by reading the whole document from the top.
 */
export function locatePlainJson(
  text: string,
  value: unknown,
  source: SourceFile,
  sourceMap: JsonSourceMap,
): void {
  const find = (container: object, start: number) => (): ContainerLocation => {
    const { location, values } = readContainer(text, start, source);
    for (const [name, offset] of values) {
      const child: unknown = Object.hasOwn(container, name)
        ? (container as Record<string | number, unknown>)[name]
        : undefined;
      if (typeof child === 'object' && child !== null)
        sourceMap.findLater(child, find(child, offset));
    }
    return location;
  };
  if (typeof value === 'object' && value !== null)
    sourceMap.findLater(value, find(value, skipSpace(text, 0)));
  const readAll = (container: unknown): void => {
    if (typeof container !== 'object' || container === null) return;
    sourceMap.get(container);
    for (const child of Object.values(container)) readAll(child);
  };
  sourceMap.later(() => {
    readAll(value);
  });
}

/**
 * The location of the object or array starting at `start` in `text`, and the key or index and
 * offset of each of its values.
 */
function readContainer(
  text: string,
  start: number,
  source: SourceFile,
): { location: ContainerLocation; values: [string | number, number][] } {
  const isObject = text.charCodeAt(start) === 123; /* { */
  const keys = new Map<string, KeyLocation>();
  const items: number[] = [];
  const values: [string | number, number][] = [];
  let i = skipSpace(text, start + 1);
  // Valid JSON: after each value comes a comma or the container's end.
  while (text.charCodeAt(i) !== 125 && text.charCodeAt(i) !== 93 /* } ] */) {
    if (isObject) {
      const keyEnd = stringEnd(text, i);
      const written = text.slice(i + 1, keyEnd - 1);
      const key = written.includes('\\') ? (JSON.parse(text.slice(i, keyEnd)) as string) : written;
      const at = skipSpace(text, skipSpace(text, keyEnd) + 1);
      keys.set(key, { key: i, value: at });
      values.push([key, at]);
      i = at;
    } else {
      items.push(i);
      values.push([items.length - 1, i]);
    }
    i = skipSpace(text, valueEnd(text, i));
    if (text.charCodeAt(i) === 44 /* , */) i = skipSpace(text, i + 1);
  }
  return { location: { source, self: start, keys, items }, values };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The offset after the string whose opening quote is at `i`. */
function stringEnd(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) i++;
    else if (c === 34 /* " */) return i + 1;
  }
  return i;
}

/** The offset after the value starting at `i`. */
function valueEnd(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === 34) return stringEnd(text, i);
  if (first === 123 || first === 91) {
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) i = stringEnd(text, i) - 1;
      else if (c === 123 || c === 91) depth++;
      else if ((c === 125 || c === 93) && --depth === 0) return i + 1;
    }
    return i;
  }
  // A number, true, false or null.
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 125 || c === 93 || isSpace(c)) break;
    i++;
  }
  return i;
}
