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
  /** The publisher in every page's JSON-LD (schema.org `Organization`); all fields optional. */
  organization: section('"seo.organization"', {
    /** Stable `@id` URL, e.g. `https://example.com/#organization`. */
    id: z.string().optional(),
    /** Defaults to the site name. */
    name: z.string().optional(),
    /** Registered legal name. */
    legalName: z.string().optional(),
    /** The organization's homepage. */
    url: z.string().optional(),
    /** Logo URL; defaults to the docs logo. */
    logo: z.string().optional(),
    /** Official profiles (X, LinkedIn, GitHub…). */
    sameAs: z.array(z.string()).optional(),
  }).optional(),
});
