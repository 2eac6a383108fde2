/**
 * Highlighting once for two themes. Shiki tokenises a block once per theme; when the dark theme
 * is the light theme's twin (the same scope rules in the same order, each light colour always
 * matching one dark colour, as GitHub's light and dark themes are), the dark colours follow from
 * the light ones, so one pass is enough. The result is the same hast as shiki's dual-theme output.
 *
 * @module
 */
import type { Element, ElementContent } from 'hast';
import { bundledThemes } from 'shiki/themes';
import type { BundledTheme } from 'shiki';

export interface ThemePairing {
  light: BundledTheme;
  dark: BundledTheme;
  /** Light token colour (upper case) → dark token colour. */
  colors: Map<string, string>;
  foreground: { light: string; dark: string };
  background: { light: string; dark: string };
}

interface ThemeJson {
  tokenColors?: { scope?: unknown; settings?: { foreground?: string; fontStyle?: string } }[];
  colors?: Record<string, string>;
}

const pairings = new Map<string, Promise<ThemePairing | undefined>>();

/** The pairing of two themes, or undefined when they are not twins (then highlight twice). */
export function themePairing(
  light: BundledTheme,
  dark: BundledTheme,
): Promise<ThemePairing | undefined> {
  const key = `${light}\0${dark}`;
  let pairing = pairings.get(key);
  if (!pairing) {
    pairing = Promise.all([bundledThemes[light](), bundledThemes[dark]()]).then(([a, b]) =>
      pairThemes(light, dark, a.default as ThemeJson, b.default as ThemeJson),
    );
    pairings.set(key, pairing);
  }
  return pairing;
}

function pairThemes(
  light: BundledTheme,
  dark: BundledTheme,
  a: ThemeJson,
  b: ThemeJson,
): ThemePairing | undefined {
  const rulesA = a.tokenColors ?? [];
  const rulesB = b.tokenColors ?? [];
  if (rulesA.length !== rulesB.length) return undefined;
  const colors = new Map<string, string>();
  for (const [index, ruleA] of rulesA.entries()) {
    const ruleB = rulesB[index];
    if (JSON.stringify(ruleA.scope) !== JSON.stringify(ruleB?.scope)) return undefined;
    if ((ruleA.settings?.fontStyle ?? '') !== (ruleB?.settings?.fontStyle ?? '')) return undefined;
    const from = ruleA.settings?.foreground?.toUpperCase();
    const to = ruleB?.settings?.foreground?.toUpperCase();
    if (from === undefined && to === undefined) continue;
    if (from === undefined || to === undefined) return undefined;
    const known = colors.get(from);
    if (known !== undefined && known !== to) return undefined;
    colors.set(from, to);
  }
  const fgA = a.colors?.['editor.foreground'];
  const fgB = b.colors?.['editor.foreground'];
  const bgA = a.colors?.['editor.background'];
  const bgB = b.colors?.['editor.background'];
  if (fgA === undefined || fgB === undefined || bgA === undefined || bgB === undefined)
    return undefined;
  const knownFg = colors.get(fgA.toUpperCase());
  if (knownFg !== undefined && knownFg !== fgB.toUpperCase()) return undefined;
  colors.set(fgA.toUpperCase(), fgB.toUpperCase());
  return {
    light,
    dark,
    colors,
    foreground: { light: fgA.toLowerCase(), dark: fgB.toLowerCase() },
    background: { light: bgA.toLowerCase(), dark: bgB.toLowerCase() },
  };
}

/**
 * Turns shiki's single-theme `pre` (light theme) into its dual-theme form. Returns false (and
 * leaves the tree alone) when a colour has no known twin; then the caller highlights twice.
 */
export function toDualTheme(pre: Element, pairing: ThemePairing): boolean {
  const spans: [Element, string][] = [];
  const collect = (nodes: ElementContent[]): boolean => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const style = node.properties['style'];
      if (typeof style === 'string' && node.tagName === 'span') {
        const dual = dualStyle(style, pairing);
        if (dual === undefined) return false;
        spans.push([node, dual]);
      }
      if (!collect(node.children)) return false;
    }
    return true;
  };
  if (!collect(pre.children)) return false;
  for (const [span, style] of spans) span.properties['style'] = style;
  const { foreground, background } = pairing;
  // Classes a transformer added (`has-diff`, `has-focused`) stay; the theme's name is replaced.
  const written = pre.properties['class'] ?? '';
  const added = (
    Array.isArray(written) ? written.map(String) : String(written).split(/\s+/)
  ).filter((name) => name !== '' && name !== 'shiki' && name !== pairing.light);
  pre.properties['class'] = [`shiki shiki-themes ${pairing.light} ${pairing.dark}`, ...added].join(
    ' ',
  );
  pre.properties['style'] =
    `--shiki-light:${foreground.light};--shiki-dark:${foreground.dark};--shiki-light-bg:${background.light};--shiki-dark-bg:${background.dark}`;
  return true;
}

/** `color:#CF222E;font-style:italic` → `--shiki-light:#CF222E;--shiki-dark:#FF7B72;--shiki-light-font-style:italic;...` */
function dualStyle(style: string, pairing: ThemePairing): string | undefined {
  const light: string[] = [];
  const dark: string[] = [];
  for (const declaration of style.split(';')) {
    const [property = '', value = ''] = declaration.split(':');
    if (property === 'color') {
      const twin = pairing.colors.get(value.toUpperCase());
      if (twin === undefined) return undefined;
      light.push(`--shiki-light:${value}`);
      dark.push(`--shiki-dark:${twin}`);
    } else if (
      property === 'font-style' ||
      property === 'font-weight' ||
      property === 'text-decoration'
    ) {
      light.push(`--shiki-light-${property}:${value}`);
      dark.push(`--shiki-dark-${property}:${value}`);
    } else if (property !== '') {
      return undefined;
    }
  }
  return [...light, ...dark].join(';');
}
