/**
 * Types of the `navigation` section of docs.json, inferred from the schemas beside this file
 * (see those files for what each field means). The navigation schemas refer to each other, and
 * zod cannot infer such a loop: this file ties it once, from the table of division kinds.
 *
 * @module
 */
import type * as z from 'zod';
import type {
  DivisionKind,
  DivisionRow,
  GlobalLinkKind,
  KindWithin,
  LevelKind,
} from './division-kinds.ts';
import type { divisionDetails, levelDetails } from './division-schemas.ts';
import type { globalLinkFields } from './global.ts';
import type { groupDetails, groupName } from './pages.ts';

/** What a shape of zod fields gives once validated. */
type Output<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/** The division lists of `Kind` (`tabs`, `anchors`, ...), each holding entries of its kind. */
export type DivisionLists<Kind extends DivisionKind> = {
  [K in Kind as DivisionRow<K>['list']]?: Division<K>[] | undefined;
};

/** Fields every navigation level may hold: its children, and the OpenAPI spec they inherit. */
export type NavigationFields = {
  pages?: PageEntry[] | undefined;
  groups?: Group[] | undefined;
} & DivisionLists<LevelKind> &
  Output<typeof levelDetails>;

/** Fields shared by every division (tabs, anchors, ..., menu items, versions and languages). */
export type DivisionFields = NavigationFields & Output<typeof divisionDetails>;

/**
 * One entry of a division list, e.g. a tab: its name, its own fields, and what it holds. For a
 * union of kinds, the union of their entries.
 */
export type Division<Kind extends DivisionKind> = Kind extends DivisionKind
  ? DivisionOf<Kind>
  : never;

type DivisionOf<Kind extends DivisionKind> = {
  [Label in DivisionRow<Kind>['label']]: z.output<DivisionRow<Kind>['name']>;
} & DivisionLists<KindWithin<Kind>> &
  Output<DivisionRow<Kind>['fields']> &
  (DivisionRow<Kind> extends { global: true }
    ? { global?: GlobalNavigation | undefined }
    : unknown) &
  DivisionFields;

export type Tab = Division<'tab'>;
export type MenuItem = Division<'menu'>;
export type Anchor = Division<'anchor'>;
export type Dropdown = Division<'dropdown'>;
export type Product = Division<'product'>;
export type Version = Division<'version'>;
export type Language = Division<'language'>;

/** A page path (`"guides/intro"`), an endpoint (`"GET /users"`) or a nested group. */
export type PageEntry = string | Group;

/** A titled sidebar section of pages. */
export type Group = { group: z.output<typeof groupName>; pages?: PageEntry[] | undefined } & Output<
  typeof groupDetails
>;

/** A link shown in every section of the site; its `href` must be absolute. */
export type GlobalLink = Output<ReturnType<typeof globalLinkFields>> & {
  [Kind in GlobalLinkKind]?: string | undefined;
};

export type GlobalNavigation = {
  [Kind in GlobalLinkKind as DivisionRow<Kind>['list']]?: GlobalLink[] | undefined;
};

/** The `navigation` object at the top of docs.json. */
export type Navigation = NavigationFields & { global?: GlobalNavigation | undefined };
