/**
 * `footer`: social links and columns of links.
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const footerSchema = section('"footer"', {
  /** Social profiles by network name (`x`, `github`, `linkedin`, `discord`, ...) → URL. */
  socials: z.record(z.string(), z.string()).optional(),
  /** Columns of links. */
  links: z
    .array(
      section('a footer column', {
        /** Title of the column. */
        header: z.string().optional(),
        /** The column's links. */
        items: z.array(
          section('a footer link', {
            /** Text of the link. */
            label: z.string(),
            /** Where it goes. */
            href: z.string().min(1),
          }),
        ),
      }),
    )
    .optional(),
});
