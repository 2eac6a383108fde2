/**
 * Whether a navigation entry lists anything below it: pages, a division of any kind, or an
 * OpenAPI spec. An entry that lists nothing and has no `href` is left out with a warning, and so
 * is one whose entries were all left out (pages that do not exist, empty groups).
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
    level.asyncapi !== undefined ||
    divisionListsOf(level).length > 0
  );
}

/** True when `level` names at least one page, group or division (an empty list names none). */
export function listsEntries(level: Level): boolean {
  return (
    (level.pages?.length ?? 0) > 0 ||
    (level.groups?.length ?? 0) > 0 ||
    divisionListsOf(level).some((list) => list.entries.length > 0)
  );
}
