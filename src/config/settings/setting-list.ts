/**
 * Every docs.json setting the format documents (and the few Folio adds), with whether Folio
 * applies it today. One list feeds two things: the `not-honoured` warning for a planned key a
 * docs.json sets (`not-honoured.ts`), and the settings table in Folio's docs
 * (`npm run docs:settings`). A key in Folio's schema must appear here (a test walks the schema),
 * so a new setting is classified when it is added.
 *
 * Keys are dotted paths; `[]` stands for any item of an array (`navbar.links[].type`). An object
 * whose keys are all listed is listed too, so a wholly planned section warns once, at its name.
 *
 * @module
 */

/** `honoured`: Folio applies the setting. `planned`: accepted, not applied yet (warned). */
export type SettingStatus = 'honoured' | 'planned';

export interface Setting {
  /** Dotted path in docs.json, e.g. `banner.dismissible`. */
  key: string;
  status: SettingStatus;
  /** Folio version that first applied it (honoured settings only). */
  since?: string;
  /** What Folio does with it, or what is missing. */
  notes?: string;
  /** A setting of Folio's own, not of the format. */
  folioOnly?: true;
}

/** The version the settings table starts from: what was honoured when the table was made. */
const FIRST = '0.1.0';

const yes = (key: string, notes?: string): Setting => ({
  key,
  status: 'honoured',
  since: FIRST,
  ...(notes === undefined ? {} : { notes }),
});

/** The analytics and support providers the format lists, with their fields (all honoured). */
const integrationFields: Readonly<Record<string, readonly string[]>> = {
  adobe: ['launchUrl'],
  amplitude: ['apiKey'],
  clarity: ['projectId'],
  clearbit: ['publicApiKey'],
  fathom: ['siteId'],
  frontchat: ['snippetId'],
  ga4: ['measurementId'],
  gtm: ['tagId'],
  heap: ['appId'],
  hightouch: ['writeKey', 'apiHost'],
  hotjar: ['hjid', 'hjsv'],
  intercom: ['appId'],
  logrocket: ['appId'],
  mixpanel: ['projectToken'],
  pirsch: ['id'],
  plausible: ['domain', 'server'],
  posthog: ['apiKey', 'apiHost', 'sessionRecording'],
  segment: ['key'],
};

const integrationSettings: Setting[] = Object.entries(integrationFields).flatMap(
  ([provider, fields]) => [
    yes(`integrations.${provider}`, 'Loads the provider’s documented snippet after the page.'),
    ...fields.map((field) => yes(`integrations.${provider}.${field}`)),
  ],
);

export const SETTINGS: readonly Setting[] = [
  yes('$schema', 'For editors; never fetched.'),
  yes('$ref', 'Includes another JSON file at any level.'),
  yes(
    'theme',
    'Each theme’s own look (sidebar, header, widths, type, corners), selected by the data-folio-theme attribute of the page; also the default of interaction.drilldown.',
  ),
  yes('name'),
  yes('description', 'The summary line of llms.txt.'),
  yes('colors'),
  yes('colors.primary'),
  yes('colors.light'),
  yes(
    'colors.dark',
    'The colour of primary buttons in light and dark mode, and primary-dark in Tailwind classes.',
  ),
  yes('logo'),
  yes('logo.light'),
  yes('logo.dark'),
  yes('logo.href'),
  yes('favicon'),
  yes('favicon.light'),
  yes('favicon.dark'),
  yes('navigation'),
  yes('navigation.global'),
  yes('navigation.global.tabs'),
  yes('navigation.global.anchors'),
  yes('navigation.global.dropdowns'),
  yes('navigation.global.languages'),
  yes('navigation.global.versions'),
  yes('navigation.global.products'),
  yes('navigation.languages'),
  yes('navigation.versions'),
  yes('navigation.tabs'),
  yes('navigation.anchors'),
  yes('navigation.dropdowns'),
  yes('navigation.products'),
  yes('navigation.menu'),
  yes('navigation.groups'),
  yes('navigation.groups[].boost', 'Raises or lowers the group’s pages in search.'),
  yes('navigation.pages'),
  yes('navigation.openapi'),
  yes('navigation.openapi.source'),
  yes('navigation.openapi.directory'),
  yes('navigation.asyncapi', 'One page per channel of the AsyncAPI 2.x or 3.x spec(s).'),
  yes('navigation.asyncapi.source'),
  yes('navigation.asyncapi.directory'),
  yes(
    'navigation.directory',
    'A listing of child pages under group root pages: accordion or card; inherited, at any level.',
  ),
  yes('appearance'),
  yes('appearance.default'),
  yes('appearance.strict'),
  yes('fonts', 'Google Fonts by family, or @font-face from a URL or a file of the docs folder.'),
  yes('fonts.family'),
  yes('fonts.weight'),
  yes(
    'fonts.source',
    'An https:// URL (added to the hosted font-src) or a path inside the docs folder.',
  ),
  yes('fonts.format'),
  yes('fonts.heading'),
  yes('fonts.body'),
  yes('icons'),
  yes('icons.library'),
  yes('background'),
  yes('background.decoration', 'gradient, grid and windows, drawn with CSS.'),
  yes('background.color'),
  yes('background.color.light'),
  yes('background.color.dark'),
  yes('background.image', 'A URL or a path inside the docs folder.'),
  yes('background.image.light'),
  yes('background.image.dark'),
  yes('styling'),
  yes('styling.eyebrows'),
  yes(
    'styling.latex',
    'true loads KaTeX’s stylesheet on every page; false leaves $…$ as text; unset, pages with math load it.',
  ),
  yes('styling.codeblocks', '"system", "dark", a shiki theme name, or {light, dark}.'),
  yes('styling.codeblocks.theme', 'An unknown theme name is warned, with the nearest one.'),
  yes('styling.codeblocks.languages'),
  yes(
    'styling.codeblocks.languages.custom',
    'TextMate grammar JSON files inside the docs folder; a bad file is warned.',
  ),
  yes('thumbnails', 'An Open Graph image per page.'),
  yes('thumbnails.appearance'),
  yes('thumbnails.background', 'A PNG, JPEG or SVG file inside the docs folder.'),
  yes('thumbnails.fonts', 'With a local "source" file (TTF, OTF, WOFF); builds stay offline.'),
  yes('thumbnails.fonts.family', 'Without a local "source", warned; the bundled font is used.'),
  {
    ...yes(
      'thumbnails.generate',
      'true makes images without a known site address; false turns them off.',
    ),
    folioOnly: true,
  },
  yes('navbar'),
  yes('navbar.links'),
  yes('navbar.links[].label'),
  yes('navbar.links[].href'),
  yes('navbar.links[].icon'),
  yes('navbar.links[].type'),
  yes('navbar.links[].iconType', 'A Font Awesome style; Pro styles are drawn solid.'),
  yes('navbar.primary'),
  yes('navbar.primary.type'),
  yes('navbar.primary.label'),
  yes('navbar.primary.href'),
  yes('footer'),
  yes('footer.socials'),
  yes('footer.links'),
  yes('banner', 'On every page, above the header.'),
  yes('banner.content', 'Markdown (links, bold, code); raw HTML is dropped.'),
  yes('banner.dismissible', 'Remembered in the browser until the content changes.'),
  yes('banner.type', 'warning and critical have their own colours.'),
  yes('banner.color', 'One hex colour, or {light, dark}.'),
  yes('banner.color.light'),
  yes('banner.color.dark'),
  yes('interaction'),
  yes('interaction.drilldown'),
  yes('contextual', 'A "Copy page" menu beside the title; see site/contextual-menu.'),
  yes(
    'contextual.options',
    'copy, view, chatgpt, claude, perplexity, grok, mcp, add-mcp, cursor, vscode and custom links; other names warned.',
  ),
  yes('contextual.display', '`header` (beside the title) or `toc` (atop the table of contents).'),
  yes('redirects'),
  yes('variables', '{{name}} in pages and snippets; an undefined name is warned.'),
  yes('metadata'),
  yes('metadata.timestamp', 'A last-modified date on every page.'),
  yes('errors'),
  yes('errors.404'),
  yes(
    'errors.404.redirect',
    'true sends unknown paths home (404.html refreshes to the home page); Folio’s default is false.',
  ),
  yes('errors.404.title'),
  yes('errors.404.description', 'Markdown.'),
  yes('api'),
  yes('api.openapi'),
  yes('api.openapi.source'),
  yes('api.openapi.directory'),
  yes('api.asyncapi', 'Where asyncapi: frontmatter naming only a channel looks.'),
  yes('api.asyncapi.source'),
  yes('api.asyncapi.directory'),
  yes('api.playground'),
  yes('api.playground.display'),
  yes(
    'api.playground.proxy',
    'Sites hosted by folio serve relay through /_folio/proxy; static builds and dev send directly.',
  ),
  yes('api.playground.credentials', 'Direct requests include the browser’s cookies.'),
  yes('api.params'),
  yes('api.params.expanded'),
  yes('api.url', '`full` shows the base URL with a single server.'),
  yes('api.examples'),
  yes('api.examples.languages'),
  yes('api.examples.defaults', 'Generated bodies keep required fields only.'),
  yes('api.examples.prefill', 'Parameters; the body editor always starts from the example.'),
  yes('api.examples.autogenerate'),
  yes('api.mdx', 'For api: pages written in MDX.'),
  yes('api.mdx.auth'),
  yes('api.mdx.auth.method'),
  yes('api.mdx.auth.name'),
  yes('api.mdx.server'),
  {
    ...yes('api.baseUrl', 'mint.json’s spelling: used as api.mdx.server, with a warning.'),
    folioOnly: true,
  },
  {
    ...yes('api.auth', 'mint.json’s spelling: used as api.mdx.auth, with a warning.'),
    folioOnly: true,
  },
  yes('markdown', 'See site/markdown-pages.'),
  yes(
    'markdown.schema',
    'Endpoint pages’ Markdown ends with the operation as an OpenAPI document unless false.',
  ),
  yes(
    'markdown.instructions',
    'An Agent Instructions block ending each page’s Markdown, and in llms.txt and llms-full.txt.',
  ),
  yes('seo'),
  yes('seo.indexing'),
  yes('seo.metatags'),
  yes('seo.organization', 'A JSON-LD Organization in every indexable page’s head.'),
  yes('seo.organization.id', 'Defaults to the site’s origin followed by /#organization.'),
  yes('seo.organization.name', 'Defaults to the site name.'),
  yes('seo.organization.legalName'),
  yes('seo.organization.url', 'Defaults to the site’s URL.'),
  yes('seo.organization.logo', 'Defaults to the docs logo, as a full URL.'),
  yes('seo.organization.sameAs'),
  yes('search'),
  yes('search.prompt'),
  yes('integrations', 'Off in folio dev unless asked; unknown providers are warned.'),
  ...integrationSettings,
  yes('integrations.telemetry', 'Folio collects no telemetry: nothing to turn off.'),
  yes('integrations.telemetry.enabled'),
  yes('integrations.cookies', 'Providers load once local storage holds the consent value.'),
  yes('integrations.cookies.key', 'The local-storage key the consent banner writes.'),
  yes('integrations.cookies.value'),
];
