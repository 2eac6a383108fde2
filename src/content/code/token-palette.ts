/**
 * Short class names for token colours. Shiki writes each token's light and dark colour inline
 * (`style="--shiki-light:#1F2328;--shiki-dark:#E6EDF3"`, 50+ bytes per token); here each colour
 * of each theme gets a class (`l3`, `d7`) set in one stylesheet, and tokens in the theme's
 * default colour get none. Code-heavy pages shrink by half. Colours the themes do not list stay
 * inline, so nothing is ever lost.
 *
 * @module
 */
import type { Element, ElementContent } from 'hast';
import { bundledThemes } from 'shiki/themes';
import type { BundledTheme } from 'shiki';

export interface TokenPalette {
  light: Map<string, string>;
  dark: Map<string, string>;
  /** Custom properties for the class names: `.l3{--shiki-light:#1F2328}`. */
  css: string;
}

const palettes = new Map<string, Promise<TokenPalette>>();

/** The palette of a light/dark theme pair (loaded once per process). */
export function tokenPalette(light: BundledTheme, dark: BundledTheme): Promise<TokenPalette> {
  const key = `${light}\0${dark}`;
  let palette = palettes.get(key);
  if (!palette) {
    palette = Promise.all([themeColors(light), themeColors(dark)]).then(
      ([lightColors, darkColors]) => {
        const lightMap = new Map(
          lightColors.map((color, index) => [color, `l${index.toString(36)}`]),
        );
        const darkMap = new Map(
          darkColors.map((color, index) => [color, `d${index.toString(36)}`]),
        );
        const rules = [
          ...[...lightMap].map(([color, name]) => `.${name}{--shiki-light:${color}}`),
          ...[...darkMap].map(([color, name]) => `.${name}{--shiki-dark:${color}}`),
        ];
        return { light: lightMap, dark: darkMap, css: rules.join('') };
      },
    );
    palettes.set(key, palette);
  }
  return palette;
}

/** Every foreground colour a theme's token rules use, upper-cased, in a stable order. */
async function themeColors(theme: BundledTheme): Promise<string[]> {
  const loaded = (await bundledThemes[theme]()).default as {
    tokenColors?: { settings?: { foreground?: string } }[];
    colors?: Record<string, string>;
  };
  const colors = new Set<string>();
  for (const rule of loaded.tokenColors ?? []) {
    const color = rule.settings?.foreground;
    if (color !== undefined) colors.add(color.toUpperCase());
  }
  const foreground = loaded.colors?.['editor.foreground'];
  if (foreground !== undefined) colors.add(foreground.toUpperCase());
  return [...colors].sort();
}

const tokenStyle = /^--shiki-light:(#[0-9A-Fa-f]{3,8});--shiki-dark:(#[0-9A-Fa-f]{3,8})$/;

/**
 * Replaces token colour styles under `pre` with palette classes. `defaults` are the block's own
 * colours (the theme foregrounds): tokens in those colours need nothing at all.
 */
export function compactTokenStyles(pre: Element, palette: TokenPalette): void {
  const defaults = blockDefaults(pre);
  const visit = (nodes: ElementContent[]): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const style = node.properties['style'];
      const match = typeof style === 'string' ? tokenStyle.exec(style) : null;
      if (match?.[1] !== undefined && match[2] !== undefined) {
        const light = match[1].toUpperCase();
        const dark = match[2].toUpperCase();
        const lightClass = light === defaults.light ? '' : palette.light.get(light);
        const darkClass = dark === defaults.dark ? '' : palette.dark.get(dark);
        if (lightClass !== undefined && darkClass !== undefined) {
          // A new object rather than `delete` (see block-hast.ts).
          const { style, ...rest } = node.properties;
          const classes = [lightClass, darkClass].filter((name) => name !== '');
          node.properties = classes.length > 0 ? { ...rest, className: classes } : rest;
        }
      }
      visit(node.children);
    }
  };
  visit(pre.children);
}

function blockDefaults(pre: Element): { light?: string; dark?: string } {
  const style = pre.properties['style'];
  if (typeof style !== 'string') return {};
  const light = /--shiki-light:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1]?.toUpperCase();
  const dark = /--shiki-dark:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1]?.toUpperCase();
  return { ...(light === undefined ? {} : { light }), ...(dark === undefined ? {} : { dark }) };
}
