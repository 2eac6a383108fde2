/**
 * Whether a navigation entry lists anything below it: pages, a division of any kind, or an
 * OpenAPI spec. An entry that lists nothing and has no `href` is left out with a warning.
 *
 * @module
 */
import { divisionListsOf } from './division-lists.ts';
import type { Level } from './division-lists.ts';

/** True when `level` (a navigation entry) lists pages, divisions or an OpenAPI spec. */
export function hasChildFields(level: Level): boolean {
  return (
    level.pages !== undefined ||
    level.groups !== undefined ||
    level.openapi !== undefined ||
    divisionListsOf(level).length > 0
  );
}
