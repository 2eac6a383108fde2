/**
 * `versions`, chosen from a dropdown (docs/navigation/versions.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { requiredName, section } from '../section.ts';
import { globalNavigationSchema } from './global.ts';
import { divisionFields } from './navigation-fields.ts';
import type { Version } from './types.ts';

export const versionSchema: z.ZodType<Version> = section(
  'a version',
  {
    /** Name of the version in the selector, e.g. `"v2"`. */
    version: requiredName('A version name', '"version": "v2"'),
    /** The version shown at the site's root URLs. Default: the first version. */
    default: z.boolean().optional(),
    /** A short label beside the name, e.g. `"Latest"`. */
    tag: z.string().optional(),
    /** Links on every page of this version, e.g. translated global anchors. */
    global: z.lazy(() => globalNavigationSchema).optional(),
    ...divisionFields(),
  },
  '{"version": "v2", "groups": [...]}',
);
