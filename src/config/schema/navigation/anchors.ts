/**
 * `anchors`: persistent items at the top of the sidebar (docs/navigation/anchors.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema } from '../common.ts';
import { requiredName, section } from '../section.ts';
import { divisionFields } from './navigation-fields.ts';
import type { Anchor } from './types.ts';

export const anchorSchema: z.ZodType<Anchor> = section(
  'an anchor',
  {
    /** Label of the anchor. */
    anchor: requiredName('An anchor name', '"anchor": "API"'),
    /** Accent color of the anchor's icon. */
    color: colorPairSchema.optional(),
    ...divisionFields(),
  },
  '{"anchor": "API", "pages": [...]}',
);
