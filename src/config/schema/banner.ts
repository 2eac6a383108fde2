/**
 * `banner`: a message across the top of every page.
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const bannerSchema = section('"banner"', {
  /** The message, in MDX (links allowed). */
  content: z.string(),
  /** Readers can dismiss it. */
  dismissible: z.boolean().optional(),
});
