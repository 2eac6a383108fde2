/**
 * `navbar`: links and a primary button in the header.
 *
 * @module
 */
import * as z from 'zod';
import { iconSchema } from './common.ts';
import { section } from './section.ts';

const navbarLinkSchema = section(
  'a navbar link',
  {
    /** Text of the link. */
    label: z.string().optional(),
    /** Where it goes. */
    href: z.string().min(1),
    /** Icon next to the label. */
    icon: iconSchema.optional(),
    /** Font Awesome style of a named `icon`: `solid`, `light`, `duotone`, `brands`… */
    iconType: z.string().optional(),
    /** A special link kind, e.g. `github` (shows the star count) or `discord`. */
    type: z.string().optional(),
  },
  '{"label": "Support", "href": "mailto:help@example.com"}',
);

export const navbarSchema = section('"navbar"', {
  /** Links on the right of the header. */
  links: z.array(navbarLinkSchema).optional(),
  /** The call-to-action button: `button` (label + href), `github` or `discord` (href). */
  primary: section('"navbar.primary"', {
    /** Kind of button. */
    type: z.enum(['button', 'github', 'discord']),
    /** Text of the button (for `button`). */
    label: z.string().optional(),
    /** Where it goes. */
    href: z.string().min(1),
  }).optional(),
});
