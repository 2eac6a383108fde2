/**
 * The `navigation` object of docs.json (docs/navigation/overview.mdx).
 *
 * @module
 */
import type * as z from 'zod';
import { section } from '../section.ts';
import { globalNavigationSchema } from './global.ts';
import { navigationFields } from './division-schemas.ts';
import type { Navigation } from './types.ts';

export const navigationSchema: z.ZodType<Navigation> = section(
  '"navigation"',
  {
    ...navigationFields(),
    /** Links shown on every page, in every section and language. */
    global: globalNavigationSchema.optional(),
  },
  '{"groups": [{"group": "Getting started", "pages": ["index"]}]}',
);
