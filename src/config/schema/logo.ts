/**
 * `logo` and `favicon`: a single image, or one per color mode.
 *
 * @module
 */
import * as z from 'zod';
import { section, withHint } from './section.ts';

export const logoSchema = z.union(
  [
    z.string().min(1),
    section('"logo"', {
      /** Logo image shown in light mode (path in the docs folder or URL). */
      light: z.string().min(1),
      /** Logo image shown in dark mode. */
      dark: z.string().min(1),
      /** Where clicking the logo goes (default: the site's home page). */
      href: z.string().optional(),
    }),
  ],
  {
    error: withHint(
      'Expected a logo',
      'Write an image path ("/logo.svg") or {"light": "/logo/light.svg", "dark": "/logo/dark.svg"}.',
    ),
  },
);

export const faviconSchema = z.union(
  [
    z.string().min(1),
    section('"favicon"', {
      /** Favicon for light mode. */
      light: z.string().min(1),
      /** Favicon for dark mode. */
      dark: z.string().min(1),
    }),
  ],
  {
    error: withHint(
      'Expected a favicon',
      'Write an image path ("/favicon.svg") or {"light": "...", "dark": "..."}.',
    ),
  },
);
