/**
 * Small value schemas shared by several docs.json sections: icons, colors, links, OpenAPI sources.
 *
 * @module
 */
import * as z from 'zod';
import { section, withHint } from './section.ts';

/** An icon: a library icon name (`"book-open"`), an image path or URL, or a detailed object. */
export const iconSchema = z.union(
  [
    z.string(),
    section('an icon', {
      /** Icon name in the library, e.g. `"rocket"`. */
      name: z.string(),
      /** Font Awesome style: `regular`, `solid`, `light`, `thin`, `sharp-solid`, `duotone`, `brands`. */
      style: z.string().optional(),
      /** Which icon library the name belongs to. */
      library: z.enum(['fontawesome', 'lucide', 'tabler']).optional(),
    }),
  ],
  {
    error: withHint(
      'Expected an icon',
      'Write an icon name ("book-open"), an image path, or {"name": "book-open"}.',
    ),
  },
);
export type Icon = z.infer<typeof iconSchema>;

/** A hex color: `#RGB` or `#RRGGBB` (alpha forms `#RGBA`, `#RRGGBBAA` also accepted). */
export const hexColorSchema = z.string().regex(/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, {
  error: withHint('Expected a hex color', 'Write it as "#16A34A" or "#0A8".'),
});

/** A color for light and dark mode. */
export const colorPairSchema = section('a light/dark color pair', {
  /** Color in light mode. */
  light: hexColorSchema.optional(),
  /** Color in dark mode. */
  dark: hexColorSchema.optional(),
});

/**
 * A link target: an absolute URL (`https://…`, `mailto:…`), a path on this site (`/quickstart`)
 * or an in-page anchor (`#install`).
 */
export const hrefSchema = z.string().refine((value) => value.trim() !== '', {
  error: withHint(
    '"href" must not be empty',
    'Write a URL such as "https://example.com" or a path such as "/quickstart".',
  ),
});

export { isAbsoluteHref } from '../href.ts';

/** An OpenAPI source with a URL folder for its generated pages. */
export const openApiObjectSchema = section(
  'an OpenAPI source',
  {
    /** Path (relative to the docs folder, or with a leading `/`) or http(s) URL of the spec. */
    source: z.string().min(1),
    /** Folder the generated endpoint pages live under (default `api-reference`). */
    directory: z.string().optional(),
  },
  '{"source": "openapi.yaml", "directory": "api"}',
);

/**
 * Where OpenAPI specs come from: one path or URL, several, or `{source, directory}`. Children
 * inherit the nearest one; `METHOD /path` page entries are looked up in it.
 */
export const openApiSourceSchema = z.union(
  [z.string().min(1), z.array(z.string().min(1)), openApiObjectSchema],
  {
    error: withHint(
      'Expected an OpenAPI source',
      'Write a path ("openapi.yaml"), a list of paths, or {"source": "openapi.yaml", "directory": "api"}.',
    ),
  },
);
export type OpenApiSource = z.infer<typeof openApiSourceSchema>;

/**
 * `directory`: the listing of child pages a group's root page shows under its content. Set at
 * any level of `navigation`, inherited by every group below it until one sets its own.
 */
export const directorySchema = z.enum(['none', 'accordion', 'card'], {
  error: withHint('Expected "none", "accordion" or "card"', 'Write "directory": "card".'),
});
export type DirectoryStyle = z.infer<typeof directorySchema>;
