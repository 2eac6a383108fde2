/**
 * `interaction`: how navigation responds (docs/navigation/drilldown.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const interactionSchema = section('"interaction"', {
  /**
   * When a group is expanded: `true` navigates to the group's first page, `false` only expands
   * or collapses it. Unset: the theme's default.
   */
  drilldown: z.boolean().optional(),
});
