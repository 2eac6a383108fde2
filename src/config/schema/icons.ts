/**
 * `icons`: which library icon names come from.
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const iconsSchema = section('"icons"', {
  /** Icon library for every icon name on the site (default Font Awesome). */
  library: z.enum(['fontawesome', 'lucide', 'tabler']),
});
