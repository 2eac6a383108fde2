/**
 * Icon resolution: an icon as written in docs.json or MDX (a name, an `{ name, style, library }`
 * object, or an image path / URL) becomes inline SVG markup, an image URL, or a placeholder.
 * Everything is read from installed packages (never the network) and cached per process.
 *
 * @module
 */
import type { IconLibrary } from '../site-context.ts';
import { readFontAwesomeSvg } from './font-awesome.ts';
import { readLucideSvg, readTablerSvg } from './lucide.ts';
import { shapeWithCharacterSvg, standInNames } from './icon-fallbacks.ts';
import { normalizeSvg } from './svg-markup.ts';

/** The object form of an icon: `{ "name": "github", "style": "brands", "library": "fontawesome" }`. */
export interface IconDescriptor {
  name: string;
  /** Font Awesome style (`solid`, `regular`, `brands`, ...); ignored by other libraries. */
  style?: string;
  /** Overrides the site's `icons.library` for this icon. */
  library?: IconLibrary;
}

/** An icon as authors write it. */
export type IconInput = string | IconDescriptor;

/** What an icon resolves to. */
export type ResolvedIcon =
  | {
      kind: 'svg';
      svg: string;
      /** Set when a related icon stands in for a missing one: the name of the icon drawn. */
      substitute?: string;
    }
  | { kind: 'image'; src: string }
  | { kind: 'placeholder'; name: string };

const libraries = new Set<string>(['fontawesome', 'lucide', 'tabler']);
const cache = new Map<string, ResolvedIcon>();

/** True when an icon value is an image path or URL rather than an icon name. */
export function isIconImage(value: string): boolean {
  const text = value.trim();
  return (
    /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(text) ||
    /^\.{0,2}\//.test(text) ||
    /^data:image\//i.test(text) ||
    /\.(?:svg|png|jpe?g|gif|webp|avif|ico)(?:[?#].*)?$/i.test(text)
  );
}

/** Lower-cases a name and turns spaces and underscores into dashes; `undefined` if it is not a safe name. */
export function normalizeIconName(name: string): string | undefined {
  const normalized = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return /^[a-z\d]+(?:-[a-z\d]+)*$/.test(normalized) ? normalized : undefined;
}

/** Reads any value authors may pass as an icon into an `IconInput`; `undefined` when there is none. */
export function toIconInput(value: unknown): IconInput | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const name = record['name'];
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  const descriptor: IconDescriptor = { name };
  const style = record['style'];
  if (typeof style === 'string') descriptor.style = style;
  const library = record['library'];
  if (typeof library === 'string' && libraries.has(library)) {
    descriptor.library = library as IconLibrary;
  }
  return descriptor;
}

function readLibrarySvg(
  name: string,
  style: string | undefined,
  library: IconLibrary,
): string | undefined {
  if (library === 'lucide') {
    const source = readLucideSvg(name);
    return source === undefined ? undefined : normalizeSvg(source, 'stroke');
  }
  if (library === 'tabler') {
    const source = readTablerSvg(name);
    return source === undefined ? undefined : normalizeSvg(source, 'stroke');
  }
  const fontAwesome = readFontAwesomeSvg(name, style);
  if (fontAwesome !== undefined) return normalizeSvg(fontAwesome, 'fill');
  // Font Awesome Pro names that Lucide shares (sparkles, bot, ...) still get a real icon.
  const lucide = readLucideSvg(name);
  return lucide === undefined ? undefined : normalizeSvg(lucide, 'stroke');
}

/**
 * The icon for a safe name. Names the library lacks get the nearest icon there is: Lucide and
 * Tabler ship no brand icons (`github`, `x-twitter`, `discord`), so Font Awesome Free's, brands
 * included, stand in under the same name; then `circle-1`-style badges are drawn; then a Pro
 * stand-in or a related name is tried, in the site's library first.
 */
function readSvg(name: string, style: string | undefined, library: IconLibrary): ResolvedIcon {
  const svg = readLibrarySvg(name, style, library);
  if (svg !== undefined) return { kind: 'svg', svg };
  if (library !== 'fontawesome') {
    const fontAwesome = readLibrarySvg(name, style, 'fontawesome');
    if (fontAwesome !== undefined) return { kind: 'svg', svg: fontAwesome };
  }
  const shape = shapeWithCharacterSvg(name);
  if (shape !== undefined) return { kind: 'svg', svg: shape };
  for (const related of standInNames(name)) {
    const found =
      readLibrarySvg(related, style, library) ??
      (library === 'fontawesome' ? undefined : readLibrarySvg(related, style, 'fontawesome'));
    if (found !== undefined) return { kind: 'svg', svg: found, substitute: related };
  }
  return { kind: 'placeholder', name };
}

/**
 * Resolves an icon for a site whose `icons.library` is `library`. Synchronous and cached: each
 * distinct icon touches the disk once per process.
 */
export function resolveIcon(icon: IconInput, library: IconLibrary): ResolvedIcon {
  const raw = typeof icon === 'string' ? icon : icon.name;
  const style = typeof icon === 'string' ? undefined : icon.style;
  const effectiveLibrary = typeof icon === 'string' ? library : (icon.library ?? library);
  if (isIconImage(raw)) return { kind: 'image', src: raw.trim() };
  const key = `${effectiveLibrary}\u0000${style ?? ''}\u0000${raw}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const name = normalizeIconName(raw);
  const found = name === undefined ? undefined : readSvg(name, style, effectiveLibrary);
  const resolved: ResolvedIcon =
    found === undefined || found.kind === 'placeholder'
      ? { kind: 'placeholder', name: raw.trim() }
      : found;
  cache.set(key, resolved);
  return resolved;
}
