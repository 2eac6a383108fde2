/**
 * The contrast of docs.json's colours where Folio's pages use them (see `color-uses.ts`),
 * checked for each mode a reader can see. A colour that falls short becomes a diagnostic at the
 * colour's place in docs.json, with the nearest shade (darker for light mode, lighter for dark
 * mode) that passes every use.
 *
 * @module
 */
import type { DocsConfig, LoadedConfig } from '../config/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import {
  colorModes,
  colorUses,
  DEFAULT_LIGHT,
  DEFAULT_PRIMARY,
  PAGE_BACKGROUND,
} from './color-uses.ts';
import type { ColorMode, ColorUse } from './color-uses.ts';
import { contrastRatio, formatRatio, mixSrgb, over, parseHexColor, toHex } from './contrast.ts';
import type { Rgba } from './contrast.ts';

/** The WCAG conformance levels `folio a11y --level` takes. */
export type WcagLevel = 'A' | 'AA' | 'AAA';

/**
 * The contrast text needs at each level (WCAG 1.4.3 at AA, 1.4.6 at AAA; level A has no contrast
 * criterion). Folio's accent text, tags and buttons are small text, so the normal-text bar holds.
 */
export const TEXT_CONTRAST: Readonly<Record<WcagLevel, number | undefined>> = {
  A: undefined,
  AA: 4.5,
  AAA: 7,
};

/** The contrast of one use of the colour. */
export interface ColorUseResult {
  use: ColorUse['id'];
  label: string;
  foreground: string;
  background: string;
  /** Rounded to two decimals. */
  ratio: number;
  required: number;
  passes: boolean;
}

/** The check of the colour one mode draws with. */
export interface ColorCheck {
  mode: ColorMode;
  /** The docs.json setting the colour comes from (`colors.primary`), or `default`. */
  setting: string;
  value: string;
  uses: ColorUseResult[];
  passes: boolean;
  /** A shade close to `value` that passes every use (only when the colour does not). */
  suggestion?: string;
  /** The problem, positioned at the colour in docs.json (only when the colour does not pass). */
  diagnostic?: Diagnostic;
}

export interface CheckColorsOptions {
  config: Pick<DocsConfig, 'colors' | 'appearance'>;
  locate?: LoadedConfig['locate'];
  level: WcagLevel;
}

/** Checks the colour of each mode a reader can see; nothing to check at level A. */
export function checkColors(options: CheckColorsOptions): ColorCheck[] {
  const required = TEXT_CONTRAST[options.level];
  if (required === undefined) return [];
  const colors = options.config.colors ?? {};
  return colorModes(options.config.appearance).map((mode) => {
    const setting =
      mode === 'dark' && colors.light !== undefined
        ? 'colors.light'
        : colors.primary !== undefined
          ? 'colors.primary'
          : 'default';
    const value =
      setting === 'colors.light'
        ? (colors.light as string)
        : setting === 'colors.primary'
          ? (colors.primary as string)
          : mode === 'dark'
            ? DEFAULT_LIGHT
            : DEFAULT_PRIMARY;
    return checkOne({
      mode,
      setting,
      value,
      required,
      options,
      unsetLight: colors.light === undefined,
    });
  });
}

function checkOne(input: {
  mode: ColorMode;
  setting: string;
  value: string;
  required: number;
  options: CheckColorsOptions;
  unsetLight: boolean;
}): ColorCheck {
  const { mode, setting, value, required } = input;
  const color = parseHexColor(value);
  // docs.json accepts only hex colours, so a config that loaded never gets here.
  if (!color) throw new TypeError(`${setting} is not a hex colour: ${value}`);
  const uses = measure(color, mode, required);
  const passes = uses.every((use) => use.passes);
  if (passes) return { mode, setting, value, uses, passes };
  const suggestion = passingShade(color, mode, required);
  const failing = uses
    .filter((use) => !use.passes)
    .map((use) => `${use.label} ${formatRatio(use.ratio)}`)
    .join(', ');
  const subject = setting === 'default' ? `The default colour ${value}` : `${setting} ${value}`;
  const borrowed =
    mode === 'dark' && setting === 'colors.primary' && input.unsetLight
      ? ' (used in dark mode too, as colors.light is not set)'
      : '';
  const level = input.options.level;
  const message = `${subject}${borrowed} has too little contrast in ${mode} mode: ${failing}; WCAG ${level} asks for ${required}:1`;
  const shade = mode === 'light' ? 'darker' : 'lighter';
  const target = mode === 'dark' ? 'colors.light' : 'colors.primary';
  const hint =
    suggestion === undefined
      ? undefined
      : setting === target
        ? `Use a ${shade} shade that passes, such as "${suggestion}".`
        : `Set "${target}" to a ${shade} shade that passes, such as "${suggestion}"${mode === 'dark' ? ' (light mode keeps colors.primary)' : ''}.`;
  const jsonPath = setting === 'default' ? undefined : setting;
  const position = jsonPath === undefined ? undefined : input.options.locate?.(jsonPath.split('.'));
  const diagnostic: Diagnostic = {
    severity: 'error',
    code: 'low-contrast-color',
    message,
    ...(hint === undefined ? {} : { hint }),
    ...(position === undefined ? {} : { position }),
    ...(jsonPath === undefined ? {} : { jsonPath }),
  };
  return {
    mode,
    setting,
    value,
    uses,
    passes,
    ...(suggestion === undefined ? {} : { suggestion }),
    diagnostic,
  };
}

function measure(color: Rgba, mode: ColorMode, required: number): ColorUseResult[] {
  return colorUses(color, mode).map((use) => {
    const ratio = contrastRatio(use.foreground, use.background);
    return {
      use: use.id,
      label: use.label,
      foreground: toHex(use.foreground),
      background: toHex(use.background),
      ratio: Math.round(ratio * 100) / 100,
      required,
      passes: ratio >= required,
    };
  });
}

/**
 * The first shade, in steps of 1% towards black (light mode) or white (dark mode), whose every
 * use passes. Both directions only help: in light mode a darker accent darkens its text more
 * than its tint and puts white labels on a darker fill; dark mode is the mirror image.
 */
function passingShade(color: Rgba, mode: ColorMode, required: number): string | undefined {
  const solid = over(color, PAGE_BACKGROUND[mode]);
  const toward = mode === 'light' ? { r: 0, g: 0, b: 0, a: 1 } : { r: 255, g: 255, b: 255, a: 1 };
  for (let step = 1; step <= 100; step++) {
    // Rounded to what a hex colour can say, so the suggestion passes exactly as written.
    const candidate = parseHexColor(toHex(mixSrgb(solid, 1 - step / 100, toward))) as Rgba;
    if (measure(candidate, mode, required).every((use) => use.passes)) return toHex(candidate);
  }
  return undefined;
}
