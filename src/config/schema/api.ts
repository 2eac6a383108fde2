/**
 * `api`: OpenAPI/AsyncAPI specs for the whole site and how endpoint pages behave.
 *
 * @module
 */
import * as z from 'zod';
import { openApiSourceSchema } from './common.ts';
import { section } from './section.ts';

export const apiSchema = section('"api"', {
  /** OpenAPI spec(s) used when no navigation level names one. */
  openapi: openApiSourceSchema.optional(),
  /** AsyncAPI spec(s) that `asyncapi:` frontmatter naming only a channel looks in. */
  asyncapi: openApiSourceSchema.optional(),
  /** mint.json's spelling of `api.mdx.server` (moved there, with a warning). */
  baseUrl: z.union([z.string(), z.array(z.string())]).optional(),
  /** mint.json's spelling of `api.mdx.auth` (moved there, with a warning). */
  auth: z.record(z.string(), z.unknown()).optional(),
  /** Display of parameter lists. */
  params: section('"api.params"', {
    /** Expand nested parameters by default. */
    expanded: z.union([z.boolean(), z.enum(['all', 'closed'])]).optional(),
  }).optional(),
  /** The interactive "Try it" playground. */
  playground: section('"api.playground"', {
    /** `interactive` (send requests), `simple` (copyable example) or `none`. */
    display: z.enum(['interactive', 'simple', 'none']).optional(),
    /** Send requests through a proxy to avoid CORS problems. */
    proxy: z.boolean().optional(),
    /** Direct requests (no proxy) carry the browser's cookies and HTTP authentication. */
    credentials: z.boolean().optional(),
  }).optional(),
  /** Generated code examples. */
  examples: section('"api.examples"', {
    /** Languages of generated examples, e.g. `["curl", "javascript", "python"]`. */
    languages: z.array(z.string()).optional(),
    /** `all` shows optional parameters in examples; `required` only required ones. */
    defaults: z.enum(['all', 'required']).optional(),
    /** Prefill the playground with example values. */
    prefill: z.boolean().optional(),
    /** Generate examples from the spec. */
    autogenerate: z.boolean().optional(),
  }).optional(),
  /** Settings for endpoint pages written by hand in MDX. */
  mdx: z.record(z.string(), z.unknown()).optional(),
  /** `full`: the endpoint bar shows the base URL on every page, not only with several servers. */
  url: z.string().optional(),
});
