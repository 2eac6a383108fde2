/**
 * `redirects`: old paths that send visitors to new ones. `:slug*`, `:path*` and `*` wildcards.
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

export const redirectSchema = section(
  'a redirect',
  {
    /** The old path, e.g. `/v3/:slug*`. */
    source: z.string().min(1),
    /** Where it goes: a path (`/:slug*`) or a URL. */
    destination: z.string().min(1),
    /** Permanent (301/308) rather than temporary (302/307). Default true. */
    permanent: z.boolean().optional(),
  },
  '{"source": "/old", "destination": "/new"}',
);

export const redirectsSchema = z.array(redirectSchema);
