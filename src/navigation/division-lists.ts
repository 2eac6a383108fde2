/**
 * The division lists of a navigation level (`tabs`, `anchors`, a tab's `menu`, ...) as a union
 * discriminated by kind, in the order of the table of division kinds (config's
 * `division-kinds.ts`). The one switch below is where each kind's list and name are read, so
 * TypeScript checks every access, and a kind added to the table without a case does not compile.
 *
 * @module
 */
import { divisionKindNames } from '../config/index.ts';
import type { Division, DivisionKind, DivisionLists, NavigationFields } from '../config/index.ts';

/** A navigation level: the `navigation` object or a division, with the lists it may hold. */
export type Level = NavigationFields & DivisionLists<DivisionKind>;

/** One entry of a list, with the name its label field gives it (`"tab": "Guides"`). */
export interface NamedEntry<Kind extends DivisionKind> {
  name: string;
  entry: Division<Kind>;
}

/** One list of a level: its kind and its entries, typed by that kind. */
export type DivisionList = {
  [Kind in DivisionKind]: { kind: Kind; entries: NamedEntry<Kind>[] };
}[DivisionKind];

/** The lists `level` holds, in the table's order (the reading order of their pages). */
export function divisionListsOf(level: Level): DivisionList[] {
  const lists: DivisionList[] = [];
  for (const kind of divisionKindNames) {
    const list = listOf(level, kind);
    if (list) lists.push(list);
  }
  return lists;
}

function listOf(level: Level, kind: DivisionKind): DivisionList | undefined {
  switch (kind) {
    case 'menu':
      return (
        level.menu && { kind, entries: level.menu.map((entry) => ({ name: entry.item, entry })) }
      );
    case 'tab':
      return (
        level.tabs && { kind, entries: level.tabs.map((entry) => ({ name: entry.tab, entry })) }
      );
    case 'anchor':
      return (
        level.anchors && {
          kind,
          entries: level.anchors.map((entry) => ({ name: entry.anchor, entry })),
        }
      );
    case 'dropdown':
      return (
        level.dropdowns && {
          kind,
          entries: level.dropdowns.map((entry) => ({ name: entry.dropdown, entry })),
        }
      );
    case 'product':
      return (
        level.products && {
          kind,
          entries: level.products.map((entry) => ({ name: entry.product, entry })),
        }
      );
    case 'version':
      return (
        level.versions && {
          kind,
          entries: level.versions.map((entry) => ({ name: entry.version, entry })),
        }
      );
    case 'language':
      return (
        level.languages && {
          kind,
          entries: level.languages.map((entry) => ({ name: entry.language, entry })),
        }
      );
    default:
      return unknownKind(kind);
  }
}

/** Reached only when the table has a kind the switch above has no case for. */
function unknownKind(kind: never): never {
  throw new Error(`Division kind "${String(kind)}" has no case in divisionListsOf`);
}
