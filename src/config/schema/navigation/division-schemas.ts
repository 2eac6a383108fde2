/**
 * The zod schemas of the division kinds, built from their rows in `division-kinds.ts`, and the
 * fields any navigation level may hold. "Anchors, tabs, dropdowns and products can be combined
 * and nested within each other in any order" (docs/navigation/overview.mdx), so every level
 * shares them.
 *
 * The schemas refer to each other, so children are `z.lazy`. zod cannot infer a type through a
 * recursive shape built from a table: `types.ts` composes the types from the same rows, and the
 * two casts below state them for the shapes built with `Object.fromEntries`.
 *
 * @module
 */
import * as z from 'zod';
import { directorySchema, iconSchema, openApiSourceSchema } from '../common.ts';
import { section } from '../section.ts';
import { divisionKindNames, divisionKinds, kindsWithin, levelKindNames } from './division-kinds.ts';
import type { DivisionKind, DivisionRow, LevelKind } from './division-kinds.ts';
import { globalNavigationSchema } from './global.ts';
import { groupSchema, pageEntrySchema } from './pages.ts';
import type { Division } from './types.ts';

/** Fields of every navigation level besides its pages, groups and division lists. */
export const levelDetails = {
  /** OpenAPI spec(s) this level and its children use for `METHOD /path` entries (inherited). */
  openapi: openApiSourceSchema.optional(),
  /** AsyncAPI spec(s): one page per channel at this level. */
  asyncapi: openApiSourceSchema.optional(),
  /** Directory listing on the root pages of the groups below (inherited). */
  directory: directorySchema.optional(),
};

/** Fields of every division, whatever its kind, besides those of any level. */
export const divisionDetails = {
  /** Icon shown next to the label. */
  icon: iconSchema.optional(),
  /** External link: the entry opens this URL instead of holding pages. */
  href: z.string().min(1).optional(),
  /** Leave the entry out of the navigation (its pages are still built). */
  hidden: z.boolean().optional(),
  /** Pages are public even when the site requires authentication. */
  public: z.boolean().optional(),
  /** Whether its pages appear in search results (default true). */
  searchable: z.boolean().optional(),
};

/** The list fields of `Kind` (`tabs`, `anchors`, ...), each an array of its kind's entries. */
type ListShape<Kind extends DivisionKind> = {
  [K in Kind as DivisionRow<K>['list']]: z.ZodOptional<z.ZodArray<z.ZodType<Division<K>>>>;
};

function listFields<Kind extends DivisionKind>(kinds: readonly Kind[]): ListShape<Kind> {
  const lists = kinds.map((kind) => [
    divisionKinds[kind].list,
    z.array(z.lazy(() => divisionSchemas[kind])).optional(),
  ]);
  return Object.fromEntries(lists) as ListShape<Kind>;
}

/** The fields any navigation level may hold: pages, groups, division lists, OpenAPI spec. */
export function navigationFields() {
  return {
    /** Page paths (`"guides/intro"`), endpoint entries (`"GET /users"`) and nested groups, in order. */
    pages: z.array(z.lazy(() => pageEntrySchema)).optional(),
    /** Sidebar groups. */
    groups: z.array(z.lazy(() => groupSchema)).optional(),
    ...listFields<LevelKind>(levelKindNames),
    ...levelDetails,
  };
}

/** The schema of one entry of `kind`: its name, lists only it holds, own fields, then the rest. */
function divisionSchema(kind: DivisionKind): z.ZodType {
  const row = divisionKinds[kind];
  return section(
    row.what,
    {
      [row.label]: row.name,
      ...listFields(kindsWithin(kind)),
      ...row.fields,
      ...('global' in row
        ? {
            /** Links on every page of this division, e.g. translated global anchors. */
            global: z.lazy(() => globalNavigationSchema).optional(),
          }
        : {}),
      ...navigationFields(),
      ...divisionDetails,
    },
    row.example,
  );
}

/** The schema of each division kind. */
export const divisionSchemas = Object.fromEntries(
  divisionKindNames.map((kind) => [kind, divisionSchema(kind)]),
) as { [Kind in DivisionKind]: z.ZodType<Division<Kind>> };
