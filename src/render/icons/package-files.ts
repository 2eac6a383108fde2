/**
 * Locates the icon packages installed beside Folio and reads their SVG files synchronously.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageRoots = new Map<string, string | null>();

/** The folder of an installed package, or `undefined` when it is not installed. */
export function packageRoot(name: string): string | undefined {
  let root = packageRoots.get(name);
  if (root === undefined) {
    try {
      root = dirname(require.resolve(`${name}/package.json`));
    } catch {
      root = null;
    }
    packageRoots.set(name, root);
  }
  return root ?? undefined;
}

/** Reads a text file inside an installed package; `undefined` when the package or file is missing. */
export function readPackageFile(name: string, ...segments: string[]): string | undefined {
  const root = packageRoot(name);
  if (root === undefined) return undefined;
  try {
    return readFileSync(join(root, ...segments), 'utf8');
  } catch {
    return undefined;
  }
}
