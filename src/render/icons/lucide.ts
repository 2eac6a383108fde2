/**
 * Lucide icons, read from the installed `lucide-static` package (one SVG file per icon and alias
 * in its `icons/` folder). Tabler names are served by the Lucide icon of the same name.
 *
 * @module
 */
import { readPackageFile } from './package-files.ts';

/** The SVG source of a Lucide icon, or `undefined` when there is none by that name. */
export function readLucideSvg(name: string): string | undefined {
  return readPackageFile('lucide-static', 'icons', `${name}.svg`);
}

/**
 * The SVG source of the Lucide icon standing in for a Tabler icon: the same name, or for Tabler's
 * `-filled` variants the outline icon.
 */
export function readTablerSvg(name: string): string | undefined {
  for (const candidate of new Set([name, name.replace(/-filled$/, '')])) {
    const source = readLucideSvg(candidate);
    if (source !== undefined) return source;
  }
  return undefined;
}
