/**
 * JSON pointers (RFC 6901) as `$ref` fragments and diagnostics use them: `~0` and `~1` escapes,
 * percent-encoding in URI fragments, and lookup of a pointer in a parsed document.
 *
 * @module
 */

/** Escapes one segment: `~` becomes `~0`, `/` becomes `~1`. */
export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer of `segments`: `['paths', '/users']` is `/paths/~1users`; no segments is `''`. */
export function formatPointer(segments: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) pointer += `/${escapeSegment(String(segment))}`;
  return pointer;
}

/**
 * The segments of a pointer (`/paths/~1users` is `['paths', '/users']`), or undefined when it is
 * not a pointer (it must be empty or start with `/`).
 */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The segments of a URI fragment (`#/components/schemas/Foo%20Bar`, without the `#`), which is
 * a percent-encoded pointer. A fragment that is not valid percent-encoding is taken as written.
 */
export function parseFragment(fragment: string): string[] | undefined {
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // A lone `%`: keep the fragment as it is.
  }
  return parsePointer(decoded);
}

/** Appends a segment to a pointer. */
export function childPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${escapeSegment(String(segment))}`;
}

/** The value at `segments` inside `root`, or `undefined` (with how far the walk got) when absent. */
export function valueAt(
  root: unknown,
  segments: readonly string[],
): { found: true; value: unknown } | { found: false; depth: number } {
  let current = root;
  for (const [depth, segment] of segments.entries()) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment) || Number(segment) >= current.length) {
        return { found: false, depth };
      }
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return { found: false, depth };
    }
  }
  return { found: true, value: current };
}
