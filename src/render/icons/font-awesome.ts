/**
 * Font Awesome Free icons, read from the installed `@fortawesome/fontawesome-free` package. Pro-only
 * styles (light, thin, duotone, sharp) fall back to solid; missing names are looked up among the
 * package's aliases.
 *
 * @module
 */
import { fontAwesomeAlias } from './font-awesome-aliases.ts';
import type { FontAwesomeStyle } from './font-awesome-aliases.ts';
import { readPackageFile } from './package-files.ts';

const packageName = '@fortawesome/fontawesome-free';

/** Maps an `iconType` / icon `style` as written by authors to a Font Awesome Free folder. */
export function fontAwesomeStyle(style: string | undefined): FontAwesomeStyle | undefined {
  const normalized = style?.trim().toLowerCase();
  if (normalized === undefined || normalized === '') return undefined;
  if (normalized === 'regular') return 'regular';
  if (normalized === 'brands' || normalized === 'brand') return 'brands';
  return 'solid';
}

/** The folders to try, the requested style first. */
function styleOrder(style: FontAwesomeStyle | undefined): FontAwesomeStyle[] {
  const order: FontAwesomeStyle[] = ['solid', 'regular', 'brands'];
  return style === undefined ? order : [style, ...order.filter((other) => other !== style)];
}

function readStyle(name: string, style: FontAwesomeStyle): string | undefined {
  return (
    readPackageFile(packageName, 'svgs-full', style, `${name}.svg`) ??
    readPackageFile(packageName, 'svgs', style, `${name}.svg`)
  );
}

function readAnyStyle(name: string, style: FontAwesomeStyle | undefined): string | undefined {
  for (const candidate of styleOrder(style)) {
    const source = readStyle(name, candidate);
    if (source !== undefined) return source;
  }
  return undefined;
}

/**
 * The SVG source of a Font Awesome icon (`house`, `github`, `fa-gear`, `home`), or `undefined`
 * when Font Awesome Free has no such icon. `name` must already be a safe icon name.
 */
export function readFontAwesomeSvg(name: string, style?: string): string | undefined {
  const bare = name.startsWith('fa-') ? name.slice(3) : name;
  const requested = fontAwesomeStyle(style);
  const direct = readAnyStyle(bare, requested);
  if (direct !== undefined) return direct;
  const alias = fontAwesomeAlias(bare);
  if (alias === undefined || alias.name === bare) return undefined;
  return readAnyStyle(alias.name, alias.style ?? requested);
}
