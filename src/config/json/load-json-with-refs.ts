/**
 * Loads a JSON file and resolves its `$ref` includes: `{"$ref": "./fr.json"}` is replaced by the
 * content of that file (resolved relative to the including file, recursively), and keys written
 * next to `$ref` override the included object's. `"./nav.json#/tabs"` includes part of a file.
 *
 * @module
 */
import path from 'node:path';
import { parseFragment } from '../../shared/index.ts';
import type { Diagnostic, SourcePosition } from '../../shared/index.ts';
import { parseJson } from './parse-json.ts';
import { readTextFileSync } from './read-text-file.ts';
import type { ReadResult } from './read-text-file.ts';
import { JsonSourceMap } from './source-map.ts';
import type { KeyLocation } from './source-map.ts';

export interface LoadedJson {
  /** The document with every `$ref` resolved; undefined when the main file could not be parsed. */
  value: unknown;
  diagnostics: Diagnostic[];
  /** Text of every file read, keyed by its path relative to the root (for code frames). */
  sources: Map<string, string>;
}

interface LoadOptions {
  /** The docs folder; includes may not leave it. */
  root: string;
  /** The file to load, relative to `root`. */
  file: string;
  sourceMap: JsonSourceMap;
  /**
   * Texts already read, by path relative to `root` (read again from disk when missing): to
   * locate values in exactly the text a cached result was checked against.
   */
  texts?: ReadonlyMap<string, string> | undefined;
}

/**
 * Loads `file` with its includes. The files are few and small, so they are read synchronously;
 * the function stays async for its callers.
 */
export function loadJsonWithRefs(options: LoadOptions): Promise<LoadedJson> {
  return Promise.resolve(loadJsonWithRefsSync(options));
}

/** {@link loadJsonWithRefs}, synchronously. */
export function loadJsonWithRefsSync({ root, file, sourceMap, texts }: LoadOptions): LoadedJson {
  const read = (relative: string): ReadResult => {
    const text = texts?.get(relative);
    return text === undefined ? readTextFileSync(root, relative) : { ok: true, text };
  };
  const loader = new RefLoader(root, sourceMap, read);
  const value = loader.loadFile(file, []);
  return { value, diagnostics: loader.diagnostics, sources: loader.sources };
}

const toPosix = (p: string): string => p.split(path.sep).join('/');

class RefLoader {
  readonly diagnostics: Diagnostic[] = [];
  readonly sources = new Map<string, string>();
  readonly #resolved = new Map<string, unknown>();
  readonly #root: string;
  readonly #sourceMap: JsonSourceMap;
  readonly #read: (file: string) => ReadResult;

  constructor(root: string, sourceMap: JsonSourceMap, read: (file: string) => ReadResult) {
    this.#root = root;
    this.#sourceMap = sourceMap;
    this.#read = read;
  }

  /** Loads `file` (relative to root) with its includes; `stack` lists the files including it. */
  loadFile(file: string, stack: string[], includedAt?: SourcePosition): unknown {
    if (this.#resolved.has(file)) return this.#resolved.get(file);
    const read = this.#read(file);
    if (!read.ok) {
      this.diagnostics.push(
        includedAt ? { ...read.diagnostic, position: includedAt } : read.diagnostic,
      );
      return undefined;
    }
    this.sources.set(file, read.text);
    const parsed = parseJson(read.text, file, this.#sourceMap);
    this.diagnostics.push(...parsed.diagnostics);
    if (parsed.value === undefined) return undefined;
    const value = this.#resolve(parsed.value, file, [...stack, file]);
    this.#resolved.set(file, value);
    return value;
  }

  #resolve(value: unknown, file: string, stack: string[]): unknown {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.#resolve(value[i], file, stack);
      return value;
    }
    if (typeof value !== 'object' || value === null) return value;
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      if (key !== '$ref') object[key] = this.#resolve(object[key], file, stack);
    }
    if (!Object.hasOwn(object, '$ref')) return object;
    return this.#include(object, file, stack);
  }

  #include(object: Record<string, unknown>, file: string, stack: string[]): unknown {
    const location = this.#sourceMap.get(object);
    const refOffset = location?.keys.get('$ref')?.value ?? location?.self;
    const refPosition =
      location && refOffset !== undefined ? JsonSourceMap.position(location, refOffset) : undefined;
    const at = refPosition ? { position: refPosition } : {};
    const ref = object['$ref'];
    if (typeof ref !== 'string' || ref.trim() === '') {
      this.diagnostics.push({
        severity: 'error',
        code: 'invalid-ref',
        message: '"$ref" must be a path to a JSON file',
        hint: 'Write it relative to this file, e.g. {"$ref": "./navigation/fr.json"}.',
        ...at,
      });
      return undefined;
    }
    const [target = '', pointer] = ref.split('#', 2);
    const absolute = path.resolve(this.#root, path.dirname(file), target);
    const relative = toPosix(path.relative(this.#root, absolute));
    if (relative.startsWith('../') || relative === '..' || path.isAbsolute(relative)) {
      this.diagnostics.push({
        severity: 'error',
        code: 'ref-outside-root',
        message: `"$ref": "${ref}" points outside the docs folder`,
        hint: 'Move the included file into the docs folder and reference it relative to this file.',
        ...at,
      });
      return undefined;
    }
    if (stack.includes(relative)) {
      const cycle = [...stack.slice(stack.indexOf(relative)), relative].join(' → ');
      this.diagnostics.push({
        severity: 'error',
        code: 'ref-cycle',
        message: `"$ref" cycle: ${cycle}`,
        hint: 'An included file cannot include, directly or indirectly, the file that includes it.',
        ...at,
      });
      return undefined;
    }
    let included = this.loadFile(relative, stack, refPosition);
    if (included === undefined) return undefined;
    if (pointer) {
      included = this.#follow(included, pointer, ref, at);
      if (included === undefined) return undefined;
    }

    const siblings = Object.keys(object).filter((key) => key !== '$ref');
    if (siblings.length === 0) return included;
    if (typeof included !== 'object' || included === null || Array.isArray(included)) {
      this.diagnostics.push({
        severity: 'warning',
        code: 'ref-siblings-dropped',
        message: `Keys next to "$ref" are dropped (${siblings.map((k) => `"${k}"`).join(', ')}): "${ref}" is not an object`,
        hint: 'Only an included object can be extended by sibling keys; move these keys into the included file.',
        ...at,
      });
      return included;
    }
    const merged: Record<string, unknown> = { ...(included as Record<string, unknown>) };
    for (const key of siblings) merged[key] = object[key];
    // The merged object keeps where each key was written: siblings here, the rest in the included file.
    if (location) {
      const includedLocation = this.#sourceMap.get(included);
      const keys = new Map<string, KeyLocation>();
      for (const [key, entry] of includedLocation?.keys ?? []) {
        keys.set(key, { ...entry, source: entry.source ?? includedLocation?.source });
      }
      for (const key of siblings) {
        const own = location.keys.get(key);
        if (own) keys.set(key, own);
      }
      this.#sourceMap.set(merged, { ...location, keys });
    }
    return merged;
  }

  /** Follows a JSON pointer (`/tabs/0`) into an included document. */
  #follow(
    document: unknown,
    pointer: string,
    ref: string,
    at: { position?: SourcePosition },
  ): unknown {
    let current = document;
    // A fragment that is not a pointer (`#tabs`) names a top-level key.
    for (const segment of parseFragment(pointer) ?? [pointer]) {
      if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
        current = (current as Record<string, unknown>)[segment];
      } else {
        this.diagnostics.push({
          severity: 'error',
          code: 'invalid-ref',
          message: `"$ref": "${ref}": nothing at "#${pointer}" in the included file`,
          hint: 'Check the part after # (a JSON pointer such as #/navigation/tabs).',
          ...at,
        });
        return undefined;
      }
    }
    return current;
  }
}
