/**
 * `banner`: a message across the top of every page.
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema, hexColorSchema } from './common.ts';
import { section } from './section.ts';

export const bannerSchema = section('"banner"', {
  /** The message, in Markdown (links, bold, italic, code; no HTML). */
  content: z.string(),
  /** Readers can dismiss it; the choice is remembered until the content changes. */
  dismissible: z.boolean().optional(),
  /** The look: `warning` or `critical` (amber, red); anything else is the site's colour. */
  type: z.string().optional(),
  /** Background colour: one hex colour, or `{light, dark}` for each mode. */
  color: z.union([hexColorSchema, colorPairSchema]).optional(),
});
