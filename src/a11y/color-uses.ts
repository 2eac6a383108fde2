/**
 * How Folio's pages draw with the colours of docs.json, written down once so their contrast can
 * be checked without a browser. The values mirror `src/render/styles/tokens.css` and the rules
 * that use `--folio-accent` (a test reads that file, so the two cannot drift):
 *
 * - light mode: the accent is `colors.primary`; text in the accent colour (the active sidebar
 *   item and tab, the eyebrow above a title, links outside the prose, whose links are in the text
 *   colour) is `color-mix(in srgb, accent 70%, #000)` on the white page, and on accent tints: the
 *   strongest is a tag (14%) on the current page's sidebar item (10%); buttons and the skip
 *   link are white on the accent.
 * - dark mode: the accent is `colors.light` (else `colors.primary`, else the default's own light
 *   shade); accent text is the accent itself on the dark page and on its tint; buttons are dark
 *   text on the accent.
 *
 * `colors.dark` and `background.color` are accepted by docs.json but no page style uses them, so
 * nothing here reads them.
 *
 * @module
 */
import { DEFAULT_COLORS } from '../config/index.ts';
import { mixSrgb, over, parseHexColor } from './contrast.ts';
import type { Rgba } from './contrast.ts';

/** A colour mode a page can show. */
export type ColorMode = 'light' | 'dark';

/** The primary colour Folio uses when docs.json sets none (`site-config.ts`). */
export const DEFAULT_PRIMARY: string = DEFAULT_COLORS.primary;

/** The dark-mode accent Folio uses when docs.json sets neither `colors.light` nor `primary`. */
export const DEFAULT_LIGHT: string = DEFAULT_COLORS.light;

const hex = (text: string): Rgba => parseHexColor(text) as Rgba;

/** `--folio-bg` of each mode. */
export const PAGE_BACKGROUND: Readonly<Record<ColorMode, Rgba>> = {
  light: hex('#ffffff'),
  dark: hex('#0b0f19'),
};

/** `--folio-accent-fg`: the text of buttons filled with the accent. */
export const ON_ACCENT: Readonly<Record<ColorMode, Rgba>> = {
  light: hex('#ffffff'),
  dark: hex('#0b0f19'),
};

/** The accent tint behind the current page's sidebar item. */
export const ACTIVE_ITEM_TINT = 0.1;

/** The accent tint behind tags and badges: the strongest under accent text of a rule. */
export const TAG_TINT = 0.14;

/** The share of the accent in light mode's accent text (the rest is black). */
export const ACCENT_TEXT_SHARE = 0.7;

/** One place where the configured colour meets another: text and what is behind it. */
export interface ColorUse {
  /** Stable name: `text`, `tint` or `button`. */
  id: 'text' | 'tint' | 'button';
  /** What a reader sees there, for messages. */
  label: string;
  foreground: Rgba;
  background: Rgba;
}

/**
 * Where `accent` (the configured colour, possibly translucent) is used as text or behind text in
 * `mode`, with the colours the reader sees.
 */
export function colorUses(accent: Rgba, mode: ColorMode): ColorUse[] {
  const page = PAGE_BACKGROUND[mode];
  const solid = over(accent, page);
  const text = mode === 'light' ? mixSrgb(solid, ACCENT_TEXT_SHARE, hex('#000000')) : solid;
  // A tag on the current page's sidebar item: the tints add up there.
  const tint = over({ ...solid, a: TAG_TINT }, over({ ...solid, a: ACTIVE_ITEM_TINT }, page));
  return [
    { id: 'text', label: 'accent text', foreground: text, background: page },
    { id: 'tint', label: 'tags on the current item', foreground: text, background: tint },
    { id: 'button', label: 'button labels', foreground: ON_ACCENT[mode], background: solid },
  ];
}

/**
 * The modes a reader can see: both, unless `appearance.strict` pins the site to the one mode
 * of `appearance.default` (with `system`, the reader's setting still decides).
 */
export function colorModes(appearance?: {
  default?: string | undefined;
  strict?: boolean | undefined;
}): ColorMode[] {
  if (appearance?.strict === true && appearance.default === 'light') return ['light'];
  if (appearance?.strict === true && appearance.default === 'dark') return ['dark'];
  return ['light', 'dark'];
}
