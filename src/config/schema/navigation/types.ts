/**
 * Types of the `navigation` section of docs.json. The schemas beside this file validate them;
 * see those files for what each field means.
 *
 * @module
 */
import type { Icon, OpenApiSource } from '../common.ts';

/** Fields every navigation level may hold: its children, and the OpenAPI spec they inherit. */
export interface NavigationFields {
  pages?: PageEntry[] | undefined;
  groups?: Group[] | undefined;
  tabs?: Tab[] | undefined;
  anchors?: Anchor[] | undefined;
  dropdowns?: Dropdown[] | undefined;
  products?: Product[] | undefined;
  versions?: Version[] | undefined;
  languages?: Language[] | undefined;
  openapi?: OpenApiSource | undefined;
  asyncapi?: unknown;
}

/** A page path (`"guides/intro"`), an endpoint (`"GET /users"`) or a nested group. */
export type PageEntry = string | Group;

/** A titled sidebar section of pages. */
export interface Group {
  group: string;
  pages?: PageEntry[] | undefined;
  icon?: Icon | undefined;
  tag?: string | undefined;
  expanded?: boolean | undefined;
  hidden?: boolean | undefined;
  root?: string | undefined;
  openapi?: OpenApiSource | undefined;
  asyncapi?: unknown;
  boost?: number | undefined;
  public?: boolean | undefined;
  searchable?: boolean | undefined;
}

/** Fields shared by tabs, anchors, dropdowns, products, menu items, versions and languages. */
export interface DivisionFields extends NavigationFields {
  icon?: Icon | undefined;
  href?: string | undefined;
  hidden?: boolean | undefined;
  public?: boolean | undefined;
  searchable?: boolean | undefined;
}

export interface Tab extends DivisionFields {
  tab: string;
  menu?: MenuItem[] | undefined;
  align?: 'start' | 'end' | undefined;
}

export interface MenuItem extends DivisionFields {
  item: string;
  description?: string | undefined;
}

export interface Anchor extends DivisionFields {
  anchor: string;
  color?: { light?: string | undefined; dark?: string | undefined } | undefined;
}

export interface Dropdown extends DivisionFields {
  dropdown: string;
  description?: string | undefined;
  color?: { light?: string | undefined; dark?: string | undefined } | undefined;
}

export interface Product extends DivisionFields {
  product: string;
  description?: string | undefined;
}

export interface Version extends DivisionFields {
  version: string;
  global?: GlobalNavigation | undefined;
  default?: boolean | undefined;
  tag?: string | undefined;
}

export interface Language extends DivisionFields {
  language: string;
  global?: GlobalNavigation | undefined;
  default?: boolean | undefined;
  banner?: unknown;
  navbar?: unknown;
  footer?: unknown;
}

/** A link shown in every section of the site; its `href` must be absolute. */
export interface GlobalLink {
  href: string;
  icon?: Icon | undefined;
  hidden?: boolean | undefined;
  color?: { light?: string | undefined; dark?: string | undefined } | undefined;
  anchor?: string | undefined;
  tab?: string | undefined;
  dropdown?: string | undefined;
  product?: string | undefined;
  version?: string | undefined;
  language?: string | undefined;
  description?: string | undefined;
}

export interface GlobalNavigation {
  anchors?: GlobalLink[] | undefined;
  tabs?: GlobalLink[] | undefined;
  dropdowns?: GlobalLink[] | undefined;
  products?: GlobalLink[] | undefined;
  versions?: GlobalLink[] | undefined;
  languages?: GlobalLink[] | undefined;
}

/** The `navigation` object at the top of docs.json. */
export interface Navigation extends NavigationFields {
  global?: GlobalNavigation | undefined;
}
