/**
 * `dropdowns`: an expandable menu at the top of the sidebar (docs/navigation/dropdowns.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema } from '../common.ts';
import { requiredName, section } from '../section.ts';
import { divisionFields } from './navigation-fields.ts';
import type { Dropdown } from './types.ts';

export const dropdownSchema: z.ZodType<Dropdown> = section(
  'a dropdown',
  {
    /** Label of the dropdown entry. */
    dropdown: requiredName('A dropdown name', '"dropdown": "Documentation"'),
    /** One line under the label. */
    description: z.string().optional(),
    /** Accent color of the entry's icon. */
    color: colorPairSchema.optional(),
    ...divisionFields(),
  },
  '{"dropdown": "Documentation", "groups": [...]}',
);
