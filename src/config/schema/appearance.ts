/**
 * `appearance` and `background`: color mode and page background.
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema } from './common.ts';
import { section } from './section.ts';

export const appearanceSchema = section('"appearance"', {
  /** Color mode on first visit. */
  default: z.enum(['system', 'light', 'dark']).optional(),
  /** Hide the light/dark toggle. */
  strict: z.boolean().optional(),
});

export const backgroundSchema = section('"background"', {
  /** Background image: a path or `{light, dark}`. */
  image: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  /** Decoration: `gradient`, `grid` or `windows`. */
  decoration: z.string().optional(),
  /** Background color per mode. */
  color: colorPairSchema.optional(),
});
