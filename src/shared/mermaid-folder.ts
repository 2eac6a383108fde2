/**
 * Where Mermaid's browser build is. Folio only copies one file of Mermaid (its minified browser
 * script) into sites, but the package pulls in some 150 MB of dependencies; the compiled
 * package carries that file in `dist/vendor/mermaid/` (put there by `npm run build`, with its
 * licence), so installs do without the package. A clone reads it from the package.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts Mermaid's files, beside the compiled code. */
export const VENDORED_MERMAID = fileURLToPath(new URL('../vendor/mermaid/', import.meta.url));

let folder: string | undefined;

/** The folder holding `mermaid.min.js`. */
export function mermaidFolder(): string {
  folder ??= existsSync(path.join(VENDORED_MERMAID, 'mermaid.min.js'))
    ? VENDORED_MERMAID
    : path.dirname(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'));
  return folder;
}
