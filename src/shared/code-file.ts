/**
 * Folio runs as TypeScript from a clone (Node strips the types) and as JavaScript once
 * compiled by `npm run build`. Imports are rewritten by the compiler, but a file started by
 * path (a worker, a child process) is named in a URL the compiler leaves alone: this names it
 * in the form the running code has.
 *
 * @module
 */

/** The URL of the code file `relative` (no extension) beside `base` (an `import.meta.url`). */
export function codeFileUrl(relative: string, base: string): URL {
  return new URL(`${relative}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}
