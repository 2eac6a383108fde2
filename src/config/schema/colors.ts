/**
 * `colors`: the site's accent colors.
 *
 * @module
 */
import { hexColorSchema } from './common.ts';
import { section } from './section.ts';

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
