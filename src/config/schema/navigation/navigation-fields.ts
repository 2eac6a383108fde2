/**
 * The fields any navigation level may hold. "Anchors, tabs, dropdowns and products can be
 * combined and nested within each other in any order" (docs/navigation/overview.mdx), so every
 * level shares them.
 *
 * Declared as functions with lazy children: the navigation schemas refer to each other.
 *
 * @module
 */
import * as z from 'zod';
import { iconSchema, openApiSourceSchema } from '../common.ts';
import { anchorSchema } from './anchors.ts';
import { dropdownSchema } from './dropdowns.ts';
import { languageSchema } from './languages.ts';
import { groupSchema, pageEntrySchema } from './pages.ts';
import { productSchema } from './products.ts';
import { tabSchema } from './tabs.ts';
import { versionSchema } from './versions.ts';

export function navigationFields() {
  return {
    /** Page paths (`"guides/intro"`), endpoint entries (`"GET /users"`) and nested groups, in order. */
    pages: z.array(z.lazy(() => pageEntrySchema)).optional(),
    /** Sidebar groups. */
    groups: z.array(z.lazy(() => groupSchema)).optional(),
    /** Tabs: separate URL sections with a bar at the top of the page. */
    tabs: z.array(z.lazy(() => tabSchema)).optional(),
    /** Anchors: persistent items at the top of the sidebar. */
    anchors: z.array(z.lazy(() => anchorSchema)).optional(),
    /** Dropdowns: an expandable menu at the top of the sidebar. */
    dropdowns: z.array(z.lazy(() => dropdownSchema)).optional(),
    /** Products: dedicated divisions for product-specific docs, chosen with a switcher. */
    products: z.array(z.lazy(() => productSchema)).optional(),
    /** Versions, chosen from a dropdown. */
    versions: z.array(z.lazy(() => versionSchema)).optional(),
    /** Languages, chosen from a dropdown. */
    languages: z.array(z.lazy(() => languageSchema)).optional(),
    /** OpenAPI spec(s) this level and its children use for `METHOD /path` entries (inherited). */
    openapi: openApiSourceSchema.optional(),
    /** AsyncAPI spec(s). Accepted; Folio does not generate AsyncAPI pages yet (warned). */
    asyncapi: z.unknown().optional(),
  };
}

/** Fields of tabs, anchors, dropdowns, products, menu items, versions and languages. */
export function divisionFields() {
  return {
    ...navigationFields(),
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
}
