/**
 * `seo`: search-engine indexing and meta tags.
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const seoSchema = section('"seo"', {
  /** `navigable` indexes pages in the navigation; `all` also indexes hidden pages. */
  indexing: z.enum(['navigable', 'all']).optional(),
  /** Extra `<meta>` tags for every page: name → content. */
  metatags: z.record(z.string(), z.string()).optional(),
});
