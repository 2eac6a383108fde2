/**
 * docs.json `background`: the page's colour in each mode, an image (one, or one per mode) and
 * the platform's decorations (`gradient`, `grid`, `windows`), drawn with CSS gradients on a
 * fixed layer behind the page, so no image file is needed and nothing is fetched.
 *
 * @module
 */
import type { Diagnostic } from '../../../shared/index.ts';
import type { Locate } from '../integrations/index.ts';
import { resolveSiteHref } from './site-href.ts';

export const DECORATIONS = ['gradient', 'grid', 'windows'] as const;

/** The layer of each decoration, behind everything (`body::before`). */
const DECORATION_CSS: Readonly<Record<(typeof DECORATIONS)[number], string>> = {
  // A glow of the accent colour across the top of the page.
  gradient:
    'background:radial-gradient(ellipse 80% 45% at 50% -5%,color-mix(in srgb,var(--folio-accent) 28%,transparent),transparent 70%)',
  // Thin lines every 40px, fading out down the page.
  grid: 'background-image:linear-gradient(to right,var(--folio-border) 1px,transparent 1px),linear-gradient(to bottom,var(--folio-border) 1px,transparent 1px);background-size:40px 40px;mask-image:linear-gradient(to bottom,#000,transparent 70%)',
  // Rows of rounded panes tinted with the accent, fading out down the page.
  windows:
    'background-image:radial-gradient(circle at 50% 50%,color-mix(in srgb,var(--folio-accent) 14%,transparent) 0 58%,transparent 60%);background-size:56px 40px;mask-image:linear-gradient(to bottom,#000,transparent 60%)',
};

export interface SiteBackground {
  css: string;
  diagnostics: Diagnostic[];
}

/** Reads docs.json `background` (validated by the schema; shapes checked again here). */
export function siteBackground(value: unknown, locate?: Locate): SiteBackground {
  const result: SiteBackground = { css: '', diagnostics: [] };
  if (!isObject(value)) return result;
  const rules: string[] = [];
  const color = isObject(value['color']) ? value['color'] : {};
  const light = hexColor(color['light']);
  const dark = hexColor(color['dark']);
  // As specific as a theme's own rules for the mode, and after them: the site's colour wins.
  if (light !== undefined) rules.push(`html[data-folio-theme]{--folio-bg:${light}}`);
  if (dark !== undefined) {
    rules.push(`html[data-folio-theme][data-theme='dark']{--folio-bg:${dark}}`);
  }
  const image = value['image'];
  const images =
    typeof image === 'string'
      ? { light: image, dark: image }
      : isObject(image)
        ? { light: image['light'], dark: image['dark'] }
        : {};
  for (const mode of ['light', 'dark'] as const) {
    const source = images[mode];
    if (typeof source !== 'string' || source === '') continue;
    const href = resolveSiteHref(source);
    if (href === undefined) {
      const jsonPath = typeof image === 'string' ? ['image'] : ['image', mode];
      const position = locate?.(['background', ...jsonPath]);
      result.diagnostics.push({
        severity: 'warning',
        code: 'background-ignored',
        message: `background.${jsonPath.join('.')} "${source}" is neither an http(s) URL nor a file inside the docs folder; it is ignored.`,
        hint: 'Give a URL or a path inside the docs folder, such as /images/background.png.',
        jsonPath: ['background', ...jsonPath].join('.'),
        ...(position === undefined ? {} : { position }),
      });
      // One image for both modes: one warning.
      if (typeof image === 'string') break;
      continue;
    }
    const selector = mode === 'light' ? 'html' : "html[data-theme='dark']";
    rules.push(
      `${selector} body{background-image:url("${href}");background-size:cover;background-position:top center;background-attachment:fixed}`,
    );
  }
  const decoration = value['decoration'];
  if (typeof decoration === 'string' && decoration in DECORATION_CSS) {
    rules.push(
      `body::before{content:'';position:fixed;inset:0;z-index:-1;pointer-events:none;${DECORATION_CSS[decoration as keyof typeof DECORATION_CSS]}}`,
    );
  } else if (decoration !== undefined) {
    const position = locate?.(['background', 'decoration']);
    result.diagnostics.push({
      severity: 'warning',
      code: 'background-ignored',
      message: `background.decoration ${JSON.stringify(decoration)} is not one of ${DECORATIONS.join(', ')}; it is ignored.`,
      hint: `Use ${DECORATIONS.map((name) => `"${name}"`).join(', ')}.`,
      jsonPath: 'background.decoration',
      ...(position === undefined ? {} : { position }),
    });
  }
  result.css = rules.join('\n');
  return result;
}

function hexColor(value: unknown): string | undefined {
  return typeof value === 'string' && /^#([\da-f]{3}|[\da-f]{6})$/i.test(value) ? value : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
