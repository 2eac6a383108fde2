/**
 * The whole docs.json file. Unknown top-level keys are warnings, never errors.
 *
 * @module
 */
import * as z from 'zod';
import { apiSchema } from './api.ts';
import { appearanceSchema, backgroundSchema } from './appearance.ts';
import { bannerSchema } from './banner.ts';
import { colorsSchema } from './colors.ts';
import { contextualSchema } from './contextual.ts';
import {
  errorsSchema,
  fontsSchema,
  integrationsSchema,
  markdownSchema,
  metadataSchema,
  searchSchema,
  thumbnailsSchema,
  variablesSchema,
} from './extras.ts';
import { footerSchema } from './footer.ts';
import { iconsSchema } from './icons.ts';
import { interactionSchema } from './interaction.ts';
import { faviconSchema, logoSchema } from './logo.ts';
import { navbarSchema } from './navbar.ts';
import { navigationSchema } from './navigation/navigation.ts';
import { redirectsSchema } from './redirects.ts';
import { section, withHint } from './section.ts';
import { seoSchema } from './seo.ts';
import { stylingSchema } from './styling.ts';

export const docsJsonSchema = section(
  'docs.json',
  {
    /** URL of the JSON schema, for editors. Any string; never fetched. */
    $schema: z.string().optional(),
    /** Site theme: `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `sequoia`, `luma`. */
    theme: z.string().optional(),
    /** Name of the project, shown in the header and page titles. */
    name: z.string().optional(),
    /** One sentence about the site, for search engines and `llms.txt`. */
    description: z.string().optional(),
    /** Accent colors. */
    colors: colorsSchema.optional(),
    /** Logo in the header. */
    logo: logoSchema.optional(),
    /** Favicon. */
    favicon: faviconSchema.optional(),
    /** The structure of the site: pages, groups, tabs, anchors, dropdowns, products, versions, languages. */
    navigation: navigationSchema,
    /** Header links and button. */
    navbar: navbarSchema.optional(),
    /** Footer socials and link columns. */
    footer: footerSchema.optional(),
    /** Search-engine indexing and meta tags. */
    seo: seoSchema.optional(),
    /** OpenAPI settings for endpoint pages. */
    api: apiSchema.optional(),
    /** Old paths that send visitors to new ones. */
    redirects: redirectsSchema.optional(),
    /** Icon library. */
    icons: iconsSchema.optional(),
    /** Message across the top of every page. */
    banner: bannerSchema.optional(),
    /** Presentation details: breadcrumbs, code block theme, LaTeX. */
    styling: stylingSchema.optional(),
    /** How navigation responds: drilldown. */
    interaction: interactionSchema.optional(),
    /** Color mode. */
    appearance: appearanceSchema.optional(),
    /** Page background. */
    background: backgroundSchema.optional(),
    /** Fonts. */
    fonts: fontsSchema.optional(),
    /** Page menu with copy and open-in-assistant options. */
    contextual: contextualSchema.optional(),
    /** Search box. */
    search: searchSchema.optional(),
    /** The Markdown served to AI tools: agent instructions, endpoint specs. */
    markdown: markdownSchema.optional(),
    /** Analytics and support widgets. */
    integrations: integrationsSchema.optional(),
    /** The 404 page. */
    errors: errorsSchema.optional(),
    /** Page metadata. */
    metadata: metadataSchema.optional(),
    /** Social preview images. */
    thumbnails: thumbnailsSchema.optional(),
    /** `{{name}}` replacements in content. */
    variables: variablesSchema.optional(),
  },
  '{"name": "My docs", "navigation": {"pages": ["index"]}}',
);

/** A validated docs.json. */
export type DocsConfig = z.infer<typeof docsJsonSchema>;

/** Message when `navigation` is missing altogether. */
export const missingNavigationMessage = withHint(
  'docs.json has no "navigation"',
  'Add one, e.g. "navigation": {"groups": [{"group": "Getting started", "pages": ["index"]}]}.',
);
