/**
 * `styling`: presentation details, including breadcrumbs (`eyebrows`, docs/navigation/breadcrumbs.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const stylingSchema = section('"styling"', {
  /**
   * What appears above a page title: `section` (the group name) or `breadcrumbs` (the whole
   * group chain). Unset: the theme's default.
   */
  eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
  /** Code block theme: `system`, `dark`, a shiki theme name, or `{light, dark}` / `{theme}`. */
  codeblocks: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  /** LaTeX rendering on or off (default: on when a page uses it). */
  latex: z.boolean().optional(),
});
