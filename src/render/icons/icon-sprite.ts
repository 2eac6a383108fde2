/**
 * The site's icon sprite: the icons of the layout (tabs, anchors, menus, sidebar groups, navbar
 * and footer links, all known from docs.json and the navigation) and the components' own
 * interface icons (callouts, copy buttons, chevrons), as `<symbol>`s of one SVG file,
 * `/_folio/icons.<hash>.svg`. Pages then draw them with `<use href="…#id">` instead of repeating
 * the same markup on every page: an icon costs about 110 bytes per page instead of 300 to 1,000.
 * Other icons in page content stay inline (they vary from page to page).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { IconLibrary } from '../site-context.ts';
import { resolveIcon, toIconInput } from './resolve-icon.ts';

/** Attributes of an icon's `<svg>` that draw it, kept on its `<symbol>`. */
const DRAWING_ATTRIBUTES = new Set([
  'viewBox',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]);

const SVG = /^<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

export class IconSprite {
  /** Where the site serves the sprite. */
  readonly url: string;
  /** The sprite file. */
  readonly text: string;
  readonly #ids: ReadonlyMap<string, string>;

  private constructor(url: string, text: string, ids: ReadonlyMap<string, string>) {
    this.url = url;
    this.text = text;
    this.#ids = ids;
  }

  /** A sprite of `svgs` (icon markup as `resolveIcon` gives it); undefined when none fits. */
  static of(svgs: Iterable<string>): IconSprite | undefined {
    const symbols = new Map<string, string>();
    const ids = new Map<string, string>();
    for (const svg of svgs) {
      if (ids.has(svg)) continue;
      const id = `i${hash(svg).slice(0, 10)}`;
      const symbol = toSymbol(svg, id);
      if (symbol === undefined) continue;
      ids.set(svg, id);
      symbols.set(id, symbol);
    }
    if (symbols.size === 0) return undefined;
    const body = [...symbols].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, symbol]) => symbol);
    const text = `<svg xmlns="http://www.w3.org/2000/svg">${body.join('')}</svg>\n`;
    return new IconSprite(`/_folio/icons.${hash(text).slice(0, 12)}.svg`, text, ids);
  }

  /** Markup that draws `svg` from the sprite, or undefined when the sprite lacks it. */
  use(svg: string): string | undefined {
    const id = this.#ids.get(svg);
    if (id === undefined) return undefined;
    return `<svg width="1em" height="1em" aria-hidden="true" focusable="false"><use href="${this.url}#${id}"></use></svg>`;
  }
}

/**
 * The inline SVG of every icon named in `values` (icon props as written: names, objects, image
 * paths), resolved in `library`: the sprite's contents.
 */
export function iconSvgs(values: Iterable<unknown>, library: IconLibrary): string[] {
  const svgs: string[] = [];
  // A large site names the same few icons thousands of times (once per page of each version).
  const named = new Set<string>();
  for (const value of values) {
    if (typeof value === 'string') {
      if (named.has(value)) continue;
      named.add(value);
    }
    const input = toIconInput(value);
    if (input === undefined) continue;
    const resolved = resolveIcon(input, library);
    if (resolved.kind === 'svg' && resolved.substitute === undefined) svgs.push(resolved.svg);
  }
  return svgs;
}

/** Every value of a key named `icon` in `value` (any depth). */
export function iconValues(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    for (const item of value) iconValues(item, found);
  } else if (typeof value === 'object' && value !== null) {
    // Not Object.entries: on a large navigation tree its arrays were most of the walk's time.
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === 'icon') found.push(record[key]);
      else iconValues(record[key], found);
    }
  }
  return found;
}

/** `<svg viewBox="…" fill="…">…</svg>` → `<symbol id="…" viewBox="…" fill="…">…</symbol>`. */
function toSymbol(svg: string, id: string): string | undefined {
  const match = SVG.exec(svg);
  if (!match) return undefined;
  const [, attributes = '', content = ''] = match;
  const kept = [...attributes.matchAll(ATTRIBUTE)]
    .filter(([, name]) => name !== undefined && DRAWING_ATTRIBUTES.has(name))
    .map(([attribute]) => ` ${attribute}`)
    .join('');
  if (!kept.includes('viewBox=')) return undefined;
  return `<symbol id="${id}"${kept}>${content}</symbol>`;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
