/**
 * Whether a navigation entry lists anything below it: pages, a division of any kind, or an
 * OpenAPI spec. An entry that lists nothing and has no `href` is left out with a warning.
 *
 * @module
 */
import type { NavigationFields } from '../config/index.ts';

/** The fields that put something below a navigation entry. */
const CHILD_FIELDS = [
  'pages',
  'groups',
  'menu',
  'tabs',
  'anchors',
  'dropdowns',
  'products',
  'versions',
  'languages',
  'openapi',
] as const;

/** True when `fields` (a navigation entry) lists pages, divisions or an OpenAPI spec. */
export function hasChildFields(fields: NavigationFields & { menu?: unknown }): boolean {
  return CHILD_FIELDS.some((key) => (fields as Record<string, unknown>)[key] !== undefined);
}
