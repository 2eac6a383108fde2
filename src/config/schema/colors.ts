/**
 * `colors`: the site's accent colors.
 *
 * @module
 */
import { hexColorSchema } from './common.ts';
import { section } from './section.ts';

/**
 * The colours of a site whose docs.json sets none, and `folio init`'s default: white button
 * labels on `primary` (light mode) and accent text on `light` (dark mode) meet WCAG AA. `light`
 * and `dark` are the shades `folio init` derives from `primary` (30% towards white, 20% towards
 * black).
 */
export const DEFAULT_COLORS = { primary: '#15803D', light: '#5BA677', dark: '#116631' } as const;

export const colorsSchema = section(
  '"colors"',
  {
    /** The main accent color (links, buttons, active items). */
    primary: hexColorSchema.optional(),
    /** Accent color used on dark backgrounds. */
    light: hexColorSchema.optional(),
    /** Accent color used on light backgrounds for emphasis. */
    dark: hexColorSchema.optional(),
  },
  '{"primary": "#16A34A"}',
);
