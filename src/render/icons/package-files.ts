/**
 * Reads files of the icon packages synchronously. The compiled package carries the few files
 * Folio reads of them (the SVGs and the alias lists, a few MB) packed into one JSON file per
 * package under `dist/vendor/` (made by `npm run build`), so installs do without the packages
 * themselves (some 110 MB of fonts, sprites and other formats). A clone reads the installed
 * packages.
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
    'svgs-full',
    'svgs',
    'metadata/icons.yml',
    'metadata/shims.yml',
  ],
};

/** Where `npm run build` packs a package's files: `<package name>/files.json` in here. */
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

/** The packed files of a package (`path/with/slashes` → text), or null when not packed. */
function packOf(name: string): Record<string, string> | null {
  let pack = packs.get(name);
  if (pack === undefined) {
    try {
      pack = JSON.parse(readFileSync(join(VENDOR_FOLDER, name, 'files.json'), 'utf8')) as Record<
        string,
        string
      >;
    } catch {
      pack = null;
    }
    packs.set(name, pack);
  }
  return pack;
}

/** Reads a text file of a package; `undefined` when the package or file is missing. */
export function readPackageFile(name: string, ...segments: string[]): string | undefined {
  const pack = packOf(name);
  if (pack) return Object.hasOwn(pack, segments.join('/')) ? pack[segments.join('/')] : undefined;
  const root = packageRoot(name);
  if (root === undefined) return undefined;
  try {
    return readFileSync(join(root, ...segments), 'utf8');
  } catch {
    return undefined;
  }
}
