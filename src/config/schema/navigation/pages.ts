/**
 * `pages` entries and `groups` (docs/navigation/pages-and-groups.mdx).
 *
 * @module
 */
import * as z from 'zod';
import { directorySchema, iconSchema, openApiSourceSchema } from '../common.ts';
import { section, withHint } from '../section.ts';
import type { Group, PageEntry } from './types.ts';

/**
 * Title of the group in the sidebar. A blank title (`""` or `" "`) is an untitled group: its
 * pages are listed without a heading, as published sites rely on.
 */
export const groupName = z.string();

/** A group's fields besides its title and its `pages` (which refer back to groups). */
export const groupDetails = {
  /** Icon shown next to the group title. */
  icon: iconSchema.optional(),
  /** A short label shown beside the title, e.g. `"Beta"`. */
  tag: z.string().optional(),
  /** Open in the sidebar by default. */
  expanded: z.boolean().optional(),
  /** Leave the group out of the sidebar (its pages are still built). */
  hidden: z.boolean().optional(),
  /** A page shown when the group title itself is clicked. */
  root: z.string().min(1).optional(),
  /** OpenAPI spec(s) for `METHOD /path` entries in this group (inherited by nested groups). */
  openapi: openApiSourceSchema.optional(),
  /** AsyncAPI spec(s): one page per channel at this level. */
  asyncapi: openApiSourceSchema.optional(),
  /** Directory listing of its children on its root page (inherited by nested groups). */
  directory: directorySchema.optional(),
  /** Search ranking boost for the group's pages. */
  boost: z.number().optional(),
  /** Pages are public even when the site requires authentication. */
  public: z.boolean().optional(),
  /** Whether the group's pages appear in search results (default true). */
  searchable: z.boolean().optional(),
};

export const groupSchema: z.ZodType<Group> = section(
  'a group',
  {
    group: groupName,
    /** The group's pages and nested groups, in order. Required unless `openapi` lists them. */
    pages: z.array(z.lazy(() => pageEntrySchema)).optional(),
    ...groupDetails,
  },
  '{"group": "Getting started", "pages": ["quickstart"]}',
);

/** A page path, an endpoint entry (`GET /users`, `openapi.yaml GET /users`), or a nested group. */
export const pageEntrySchema: z.ZodType<PageEntry> = z.union([z.string(), groupSchema], {
  error: withHint(
    'Expected a page path or a group',
    'Write a page path such as "guides/intro", or a group such as {"group": "Guides", "pages": ["guides/intro"]}.',
  ),
});
