/**
 * `products`: dedicated divisions for product-specific docs (docs/navigation/products.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { requiredName, section } from '../section.ts';
import { divisionFields } from './navigation-fields.ts';
import type { Product } from './types.ts';

export const productSchema: z.ZodType<Product> = section(
  'a product',
  {
    /** Name of the product in the switcher. */
    product: requiredName('A product name', '"product": "Cloud"'),
    /** One line under the name. */
    description: z.string().optional(),
    ...divisionFields(),
  },
  '{"product": "Cloud", "groups": [...]}',
);
