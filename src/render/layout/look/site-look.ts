/**
 * A site's look, read once per site from docs.json: its theme's overrides (one small stylesheet
 * per theme in `styles/themes/`, selected by `data-folio-theme` on `<html>`; only the chosen
 * theme's rules reach the page), its colours, `fonts` and `background`. All of it is one short
 * inline stylesheet after Folio's shared one (which every theme shares), so a page needs no
 * extra request and a site pays only for its own theme. Also the origins the hosted site's
 * Content-Security-Policy must add (fonts from another host) and a warning for each value
 * that cannot be used.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { knownThemes } from '../../../config/index.ts';
import type { Diagnostic } from '../../../shared/index.ts';
import type { Locate } from '../integrations/index.ts';
import { siteBackground } from './site-background.ts';
import { siteFonts } from './site-fonts.ts';

export interface SiteLook {
  /** The theme the page is drawn in (an unknown name draws as `mint`). */
  theme: string;
  /** The inline stylesheet: theme overrides, colours, fonts, background. */
  css: string;
  /** Stylesheets linked before it (web fonts' CSS). */
  stylesheets: string[];
  /** Origins by CSP directive. */
  sources: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

const themesFolder = new URL('../../styles/themes/', import.meta.url);
const themeCss = new Map<string, string>();

/** The override stylesheet of `theme` (read once per process), without its comments. */
export function themeStylesheet(theme: string): string {
  let css = themeCss.get(theme);
  if (css === undefined) {
    const text = readFileSync(new URL(`${theme}.css`, themesFolder), 'utf8');
    css = text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    themeCss.set(theme, css);
  }
  return css;
}

/** The look of a site with docs.json `config`; `locate` positions warnings. */
export function siteLook(
  config: {
    theme?: string | undefined;
    colors?:
      | { primary?: string | undefined; light?: string | undefined; dark?: string | undefined }
      | undefined;
    fonts?: unknown;
    background?: unknown;
  },
  colors: { primary: string; light: string; dark: string },
  locate?: Locate,
): SiteLook {
  const theme = knownThemes.includes(config.theme ?? 'mint') ? (config.theme ?? 'mint') : 'mint';
  const fonts = siteFonts(config.fonts, locate);
  const background = siteBackground(config.background, locate);
  const colorCss = `:root{--folio-primary:${colors.primary};--folio-primary-light:${colors.light};--folio-primary-dark:${colors.dark}}`;
  return {
    theme,
    css: [themeStylesheet(theme), colorCss, fonts.css, background.css]
      .filter((part) => part !== '')
      .join('\n'),
    stylesheets: fonts.stylesheets,
    sources: fonts.sources,
    diagnostics: [...fonts.diagnostics, ...background.diagnostics],
  };
}

/**
 * What a build needs from the looks besides the pages: the origins for the hosted site's policy
 * and the warnings, positioned in docs.json (pages read the look without them).
 */
export function lookChecks(
  config: { fonts?: unknown; background?: unknown },
  locate?: Locate,
): Pick<SiteLook, 'sources' | 'diagnostics'> {
  const fonts = siteFonts(config.fonts, locate);
  const background = siteBackground(config.background, locate);
  return {
    sources: fonts.sources,
    diagnostics: [...fonts.diagnostics, ...background.diagnostics],
  };
}
