/**
 * `tabs` and the `menu` items inside a tab (docs/navigation/tabs.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { requiredName, section } from '../section.ts';
import { divisionFields } from './navigation-fields.ts';
import type { MenuItem, Tab } from './types.ts';

export const menuItemSchema: z.ZodType<MenuItem> = section(
  'a menu item',
  {
    /** Label of the item in the tab's dropdown menu. */
    item: requiredName('A menu item name', '"item": "SDKs"'),
    /** One line under the label. */
    description: z.string().optional(),
    ...divisionFields(),
  },
  '{"item": "SDKs", "pages": ["sdks/overview"]}',
);

export const tabSchema: z.ZodType<Tab> = section(
  'a tab',
  {
    /** Label of the tab in the top bar. */
    tab: requiredName('A tab name', '"tab": "Guides"'),
    /** A dropdown menu of items inside the tab. */
    menu: z.array(menuItemSchema).optional(),
    /** Where the tab sits in the bar. */
    align: z.enum(['start', 'end']).optional(),
    ...divisionFields(),
  },
  '{"tab": "Guides", "groups": [...]}',
);
