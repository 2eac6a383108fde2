/**
 * Reads files of the icon packages synchronously. The compiled package carries the few files
 * Folio reads of them (the SVGs and the alias lists, a few MB) under `dist/vendor/` (made by
 * `npm run build`), so installs do without the packages themselves (some 110 MB of fonts,
 * sprites and other formats). Each folder's files are packed into one JSON file, read whole
 * the first time one of them is asked for: one icon style is a 1 to 8 MB read and parse
 * instead of the whole package's. A clone reads the installed packages.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files Folio reads of each icon package: folders or files, relative to the package. */
export const ICON_PACKAGE_FILES: Record<string, readonly string[]> = {
  'lucide-static': ['icons'],
  '@fortawesome/fontawesome-free': [
    // `svgs` has the same names, so it is never read while `svgs-full` is there.
    'svgs-full',
    'metadata/icons.yml',
    'metadata/shims.yml',
  ],
};

/** Where `npm run build` packs a package's files: `<package>/<folder>/files.json` in here. */
export const VENDOR_FOLDER = fileURLToPath(new URL('../../vendor/', import.meta.url));

const require = createRequire(import.meta.url);
const packageRoots = new Map<string, string | null>();
const packs = new Map<string, Record<string, string> | null>();

/** The folder of an installed package, or `undefined` when it is not installed. */
function packageRoot(name: string): string | undefined {
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

/** The packed files of one folder of a package (file name → text), or null when not packed. */
function packOf(name: string, folder: string): Record<string, string> | null {
  const key = `${name}/${folder}`;
  let pack = packs.get(key);
  if (pack === undefined) {
    try {
      const file = join(VENDOR_FOLDER, name, folder, 'files.json');
      pack = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      pack = null;
    }
    packs.set(key, pack);
  }
  return pack;
}

/** Reads a text file of a package; `undefined` when the package or file is missing. */
export function readPackageFile(name: string, ...segments: string[]): string | undefined {
  const file = segments.at(-1) ?? '';
  const pack = packOf(name, segments.slice(0, -1).join('/'));
  if (pack) return Object.hasOwn(pack, file) ? pack[file] : undefined;
  const root = packageRoot(name);
  if (root === undefined) return undefined;
  try {
    return readFileSync(join(root, ...segments), 'utf8');
  } catch {
    return undefined;
  }
}
