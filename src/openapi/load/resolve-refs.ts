/**
 * Resolves the `$ref`s of a loaded spec bundle in place: each reference is replaced by the object
 * it points to, so a referenced object is the same object everywhere and recursive schemas become
 * cyclic object graphs. A reference with other members (`description`, `summary`, ...) becomes a
 * shallow copy of its target with those members on top. Where each target came from is recorded,
 * for positions and component names. References that do not resolve stay as they are, each with
 * one problem (and a "did you mean" hint when a close name exists).
 *
 * @module
 */
import { didYouMean } from '../../shared/index.ts';
import { childPointer, formatPointer, parseFragment, parsePointer } from '../../shared/index.ts';
import type { SpecBundle } from './load-documents.ts';
import type { SourceDocument } from './parse-source.ts';
import type { SpecProblem } from './spec-problem.ts';
import { isRefObject, walkRefs } from './walk-refs.ts';
import type { RefObject } from './walk-refs.ts';

/** Where a referenced object is defined. */
export interface Origin {
  document: SourceDocument;
  /** JSON pointer inside the document. */
  pointer: string;
}

/** What resolving found. */
export interface ResolvedRefs {
  /** The place each referenced object was defined (objects no `$ref` points to are absent). */
  origins: WeakMap<object, Origin>;
  problems: SpecProblem[];
}

/** Marks a reference that was tried and failed. */
const FAILED = Symbol('failed');

/** Resolves every `$ref` of `bundle`'s documents in place. */
export function resolveRefs(bundle: SpecBundle): ResolvedRefs {
  const origins = new WeakMap<object, Origin>();
  const problems: SpecProblem[] = [];
  const results = new Map<RefObject, unknown>();
  const inProgress = new Set<RefObject>();
  const seen = new Set<object>();

  const problem = (
    document: SourceDocument,
    segments: readonly string[],
    fields: Partial<SpecProblem>,
  ) => {
    problems.push({
      severity: 'error',
      code: 'openapi-unresolved-ref',
      message: '',
      document,
      pointer: formatPointer([...segments, '$ref']),
      ...fields,
    });
  };

  /** The object `ref` (found at `segments` of `document`) stands for, or FAILED. */
  const resolve = (
    ref: RefObject,
    document: SourceDocument,
    segments: readonly string[],
  ): unknown => {
    if (results.has(ref)) return results.get(ref);
    if (inProgress.has(ref)) {
      problem(document, segments, {
        code: 'openapi-ref-cycle',
        message: `"${ref.$ref}" refers back to itself through other $refs, never to an object`,
      });
      return FAILED;
    }
    inProgress.add(ref);
    const result = lookUp(ref, document, segments);
    inProgress.delete(ref);
    results.set(ref, result);
    return result;
  };

  const lookUp = (
    ref: RefObject,
    document: SourceDocument,
    segments: readonly string[],
  ): unknown => {
    const url = URL.parse(ref.$ref, document.url);
    if (!url) {
      problem(document, segments, { message: `"${ref.$ref}" is not a valid reference` });
      return FAILED;
    }
    const fragment = url.hash.slice(1);
    url.hash = '';
    const target = bundle.documents.get(url.href);
    if (!target) {
      const failure = bundle.failed.get(url.href);
      const reason = failure?.reason ?? 'file not loaded';
      problem(document, segments, {
        severity: failure?.remote ? 'warning' : 'error',
        code: failure?.remote ? 'openapi-remote-ref' : 'openapi-unresolved-ref',
        message: `cannot resolve "${ref.$ref}": ${reason}`,
      });
      return FAILED;
    }
    const pointer = parseFragment(fragment);
    if (!pointer) {
      problem(document, segments, {
        message: `cannot resolve "${ref.$ref}": the part after # must be a JSON pointer such as #/components/schemas/Name`,
      });
      return FAILED;
    }
    const found = follow(target, pointer);
    if (found === FAILED) return FAILED;
    if ('missing' in found) {
      const suggestion = didYouMean(found.missing, found.candidates);
      const fixed = [
        ...pointer.slice(0, found.depth),
        suggestion ?? '',
        ...pointer.slice(found.depth + 1),
      ];
      const base = ref.$ref.slice(0, ref.$ref.length - fragment.length);
      problem(document, segments, {
        message: `cannot resolve "${ref.$ref}"`,
        hint:
          suggestion === undefined ? undefined : `did you mean "${base}${formatPointer(fixed)}"?`,
      });
      return FAILED;
    }
    const { value, origin } = found;
    if (typeof value === 'object' && value !== null && !origins.has(value))
      origins.set(value, origin);
    return withSiblings(ref, value);
  };

  /** Follows `pointer` from the top of `document`, resolving references met on the way. */
  const follow = (
    document: SourceDocument,
    pointer: readonly string[],
  ):
    | { value: unknown; origin: Origin }
    | { missing: string; depth: number; candidates: string[] }
    | typeof FAILED => {
    let current: unknown = document.value;
    let origin: Origin = { document, pointer: '' };
    const through = (): boolean => {
      if (!isRefObject(current)) return true;
      const resolved = resolve(current, origin.document, parsePointer(origin.pointer) ?? []);
      if (resolved === FAILED) return false;
      if (typeof resolved === 'object' && resolved !== null) {
        origin = origins.get(resolved) ?? origin;
      }
      current = resolved;
      return true;
    };
    for (const [depth, segment] of pointer.entries()) {
      if (!through()) return FAILED;
      const container = current as Record<string, unknown> | unknown[] | null;
      const present =
        typeof container === 'object' &&
        container !== null &&
        (Array.isArray(container)
          ? /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < container.length
          : Object.hasOwn(container, segment));
      if (!present) {
        const candidates =
          typeof container === 'object' && container !== null && !Array.isArray(container)
            ? Object.keys(container)
            : [];
        return { missing: segment, depth, candidates };
      }
      current = (container as Record<string, unknown>)[segment];
      origin = { document: origin.document, pointer: childPointer(origin.pointer, segment) };
    }
    if (!through()) return FAILED;
    return { value: current, origin };
  };

  /** The target itself, or a copy with the reference's other members on top (walked too). */
  const withSiblings = (ref: RefObject, target: unknown): unknown => {
    const keys = Object.keys(ref);
    if (
      keys.length === 1 ||
      typeof target !== 'object' ||
      target === null ||
      Array.isArray(target)
    ) {
      return target;
    }
    const merged: Record<string, unknown> = { ...(target as Record<string, unknown>) };
    for (const key of keys) if (key !== '$ref') merged[key] = ref[key];
    const origin = origins.get(target);
    if (origin) {
      origins.set(merged, origin);
      walkRefs(merged, visitorFor(origin.document), seen, parsePointer(origin.pointer));
    }
    return merged;
  };

  const visitorFor =
    (document: SourceDocument) =>
    (ref: RefObject, _holder: unknown, _key: unknown, path: readonly string[]) => {
      const result = resolve(ref, document, path);
      return result === FAILED ? undefined : result;
    };

  for (const document of bundle.documents.values()) {
    walkRefs(document.value, visitorFor(document), seen);
  }
  return { origins, problems };
}
