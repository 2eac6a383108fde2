/**
 * Folio's own files that pages ask for under `/_folio/`: KaTeX (script, stylesheet, fonts) and
 * Mermaid, served straight from their packages (the build copies the same files).
 *
 * @module
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { mermaidFolder } from '../shared/index.ts';
import { resolveInside } from './static-files.ts';

const require = createRequire(import.meta.url);

/** Package folders by URL prefix under `/_folio/`. */
const packages = new Map<string, () => string>([
  ['katex', () => path.dirname(require.resolve('katex/dist/katex.min.js'))],
  ['mermaid', mermaidFolder],
]);

/**
 * The file of a package that `relative` (a path after `_folio/`, like `katex/fonts/a.woff2`)
 * names; undefined when it names none.
 */
export function packageFile(relative: string): string | undefined {
  const slash = relative.indexOf('/');
  if (slash === -1) return undefined;
  const folder = packages.get(relative.slice(0, slash));
  const rest = relative.slice(slash + 1);
  if (folder === undefined || rest === '') return undefined;
  return resolveInside(folder(), rest);
}
