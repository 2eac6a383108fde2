/**
 * docs.json `fonts`: the CSS that puts the site's own typefaces on every page. A `source` URL
 * becomes an `@font-face` that points at the URL (nothing is fetched at build time, so offline
 * builds keep working); a `source` path is a file of the docs folder, copied with the site's
 * other files; a family without a source is loaded from Google Fonts, as the platform does.
 * The origins those fonts come from are returned for the hosted site's Content-Security-Policy.
 *
 * @module
 */
import type { Diagnostic } from '../../../shared/index.ts';
import type { Locate } from '../integrations/index.ts';
import { resolveSiteHref } from './site-href.ts';

/** One family setting: `fonts` itself, `fonts.heading` or `fonts.body`. */
export interface FontSetting {
  family: string;
  weight?: number | undefined;
  /** A URL, or a site path (`/fonts/brand.woff2`) of a file in the docs folder. */
  source?: string | undefined;
  format?: 'woff' | 'woff2' | undefined;
}

/** What `fonts` adds to a site's pages. */
export interface SiteFonts {
  /** `@font-face` rules and the variables that select the families. */
  css: string;
  /** Stylesheets to link before the page's own (Google Fonts' CSS). */
  stylesheets: string[];
  /** Origins by CSP directive (`font-src`, `style-src`). */
  sources: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

/** Google Fonts: its CSS API and the origin of the font files that CSS names. */
export const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com';
export const GOOGLE_FONTS_FILES = 'https://fonts.gstatic.com';

/** What follows a chosen family, for letters it lacks and while it loads. */
const SANS_FALLBACK = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const ROLES = ['heading', 'body'] as const;

/** Reads docs.json `fonts` (anything; checked here). */
export function siteFonts(value: unknown, locate?: Locate): SiteFonts {
  const result: SiteFonts = { css: '', stylesheets: [], sources: {}, diagnostics: [] };
  if (!isObject(value)) return result;
  const warn = (jsonPath: PropertyKey[], message: string, hint: string): void => {
    const position = locate?.(['fonts', ...jsonPath]);
    result.diagnostics.push({
      severity: 'warning',
      code: 'font-ignored',
      message,
      hint,
      jsonPath: ['fonts', ...jsonPath].join('.'),
      ...(position === undefined ? {} : { position }),
    });
  };
  const all = readSetting(value, [], warn);
  const roles = Object.fromEntries(
    ROLES.map((role) => [
      role,
      isObject(value[role]) ? readSetting(value[role], [role], warn) : undefined,
    ]),
  ) as Record<(typeof ROLES)[number], FontSetting | undefined>;
  const faces: string[] = [];
  const variables: string[] = [];
  const google = new Map<string, Set<number>>();
  const sources = new Map<string, Set<string>>();
  const addSource = (directive: string, origin: string): void => {
    const known = sources.get(directive) ?? new Set<string>();
    sources.set(directive, known.add(origin));
  };
  for (const setting of [all, roles.heading, roles.body]) {
    if (setting === undefined) continue;
    if (setting.source === undefined) {
      const weights = google.get(setting.family) ?? new Set<number>();
      if (setting.weight !== undefined) weights.add(setting.weight);
      google.set(setting.family, weights);
      addSource('style-src', GOOGLE_FONTS_CSS);
      addSource('font-src', GOOGLE_FONTS_FILES);
    } else {
      faces.push(fontFace(setting));
      if (/^https:\/\//i.test(setting.source))
        addSource('font-src', new URL(setting.source).origin);
    }
  }
  const stack = (setting: FontSetting): string => `${cssString(setting.family)}, ${SANS_FALLBACK}`;
  const body = roles.body ?? all;
  const heading = roles.heading ?? all;
  if (body !== undefined) variables.push(`--folio-font:${stack(body)}`);
  if (heading !== undefined) variables.push(`--folio-font-heading:${stack(heading)}`);
  if (heading?.weight !== undefined) variables.push(`--folio-heading-weight:${heading.weight}`);
  // As specific as a theme's own variables (linden's monospace), and after them: the site wins.
  const rule = variables.length > 0 ? `html[data-folio-theme]{${variables.join(';')}}` : '';
  result.css = [...faces, rule].filter((rule) => rule !== '').join('\n');
  result.stylesheets = [...google].map(([family, weights]) => googleFontsUrl(family, [...weights]));
  for (const [directive, origins] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    result.sources[directive] = [...origins].sort();
  }
  return result;
}

/** The Google Fonts CSS URL of `family` (only the weights named, else its regular weight). */
export function googleFontsUrl(family: string, weights: readonly number[]): string {
  const name = encodeURIComponent(family).replace(/%20/g, '+');
  const axis = weights.length === 0 ? '' : `:wght@${[...weights].sort((a, b) => a - b).join(';')}`;
  return `${GOOGLE_FONTS_CSS}/css2?family=${name}${axis}&display=swap`;
}

/** The `@font-face` rule of a setting with a source. */
export function fontFace(setting: FontSetting): string {
  const source = setting.source ?? '';
  const format = setting.format ?? (/\.woff$/i.test(source) ? 'woff' : 'woff2');
  const parts = [
    `font-family:${cssString(setting.family)}`,
    `src:url(${cssString(source)}) format('${format}')`,
    setting.weight === undefined ? '' : `font-weight:${setting.weight}`,
    'font-display:swap',
  ].filter((part) => part !== '');
  return `@font-face{${parts.join(';')}}`;
}

/**
 * A font file's site path when `source` names a file inside the docs folder, or a message
 * saying why it cannot be used. URLs must be `https://`; paths may not climb out of the folder.
 */
export function fontSource(source: string): { url: string } | { problem: string } {
  if (/^http:\/\//i.test(source)) return { problem: `"${source}" is not an https:// URL` };
  const url = resolveSiteHref(source);
  if (url !== undefined) return { url };
  if (source.replace(/\\/g, '/').split('/').includes('..')) {
    return { problem: `"${source}" is outside the docs folder` };
  }
  return { problem: `"${source}" is neither an https:// URL nor a file of the docs folder` };
}

function readSetting(
  value: Record<string, unknown>,
  at: string[],
  warn: (jsonPath: PropertyKey[], message: string, hint: string) => void,
): FontSetting | undefined {
  const name = ['fonts', ...at].join('.');
  const family = value['family'];
  if (family === undefined) return undefined;
  if (typeof family !== 'string' || family.trim() === '' || /[;{}<>\\"]/.test(family)) {
    warn(
      [...at, 'family'],
      `${name}.family must be a font family name; it is ignored.`,
      'Write a name such as "Inter".',
    );
    return undefined;
  }
  const setting: FontSetting = { family: family.trim() };
  const weight = value['weight'];
  if (typeof weight === 'number' && Number.isInteger(weight) && weight >= 1 && weight <= 1000) {
    setting.weight = weight;
  } else if (weight !== undefined) {
    warn(
      [...at, 'weight'],
      `${name}.weight must be a number from 1 to 1000; it is ignored.`,
      'Write a weight such as 400.',
    );
  }
  const format = value['format'];
  if (format === 'woff' || format === 'woff2') setting.format = format;
  else if (format !== undefined) {
    warn(
      [...at, 'format'],
      `${name}.format must be "woff" or "woff2"; it is ignored.`,
      'Remove it to guess from the file name.',
    );
  }
  const source = value['source'];
  if (typeof source === 'string') {
    const checked = fontSource(source);
    if ('problem' in checked) {
      warn(
        [...at, 'source'],
        `${name}.source ${checked.problem}; the font is not loaded.`,
        'Give an https:// URL or a path inside the docs folder, such as /fonts/brand.woff2.',
      );
      return undefined;
    }
    setting.source = checked.url;
  } else if (source !== undefined) {
    warn(
      [...at, 'source'],
      `${name}.source must be a URL or a path; the font is not loaded.`,
      'Give an https:// URL or a path such as /fonts/brand.woff2.',
    );
    return undefined;
  }
  return setting;
}

/** A CSS string literal of `text`. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r<>]/g, '')}"`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
