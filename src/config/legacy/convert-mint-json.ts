/**
 * Converts a legacy mint.json object into the equivalent docs.json object: renamed settings
 * (`topbarLinks` → `navbar.links`, `footerSocials` → `footer.socials`, `modeToggle` →
 * `appearance`, `analytics` → `integrations`, …), the navigation rebuilt by
 * `convert-mint-navigation.ts`, and a note for each setting docs.json has no place for. Pure:
 * reads nothing, writes nothing; the result is validated like any docs.json.
 *
 * @module
 */
import { Conversion, defined, isObject, text } from './conversion.ts';
import type { LegacyNote, MintObject, Origin } from './conversion.ts';
import { convertMintNavigation } from './convert-mint-navigation.ts';

/** The result of {@link convertMintJson}. */
export interface ConvertedMintJson {
  /** The docs.json object, `$schema` first. */
  docs: MintObject;
  /** Settings left out or changed, with their path in mint.json. */
  notes: LegacyNote[];
  /** For each object and array created, the mint.json value it came from. */
  origins: Map<object, Origin>;
}

export const DOCS_JSON_SCHEMA_URL = 'https://mintlify.com/docs.json';

/** Settings read by the conversion; any other key of mint.json gets a note. */
const HANDLED = new Set([
  '$schema',
  'name',
  'theme',
  'layout',
  'logo',
  'favicon',
  'colors',
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'primaryTab',
  'topAnchor',
  'topbarLinks',
  'topbarCtaButton',
  'api',
  'openapi',
  'modeToggle',
  'background',
  'backgroundImage',
  'footer',
  'footerSocials',
  'analytics',
  'integrations',
  'font',
  'metadata',
  'seo',
  'search',
  'redirects',
  'eyebrow',
  'codeBlock',
]);

/** Settings of mint.json that docs.json dropped, and why that is fine to say. */
const DROPPED: Record<string, string> = {
  mintlify: 'the platform version pin is not used',
  feedback: 'docs.json has no feedback buttons setting',
  sidebar: 'docs.json has no sidebar item style; themes set it',
  topbar: 'docs.json has no top bar style; themes set it',
  rounded: 'docs.json has no corner style; themes set it',
  isWhiteLabeled: 'docs.json has no white-label setting',
};

/** Old theme names and layouts as docs.json themes. */
const THEMES: Record<string, string> = { venus: 'palm', quill: 'willow', prism: 'mint' };
const LAYOUTS: Record<string, string> = { sidenav: 'maple', solidSidenav: 'willow' };

export function convertMintJson(mint: MintObject): ConvertedMintJson {
  const conversion = new Conversion();
  const docs: MintObject = conversion.fromObject({}, mint, {
    navbar: mint['topbarLinks'] === undefined ? 'topbarCtaButton' : 'topbarLinks',
    footer: mint['footer'] === undefined ? 'footerSocials' : 'footer',
    api: mint['api'] === undefined ? 'openapi' : 'api',
    integrations: mint['analytics'] === undefined ? 'integrations' : 'analytics',
    seo: mint['metadata'] === undefined ? 'seo' : 'metadata',
    background: mint['backgroundImage'] === undefined ? 'background' : 'backgroundImage',
    appearance: 'modeToggle',
    fonts: 'font',
    styling: mint['eyebrow'] === undefined ? 'codeBlock' : 'eyebrow',
  });
  docs['$schema'] = DOCS_JSON_SCHEMA_URL;
  docs['theme'] = theme(mint);
  Object.assign(
    docs,
    defined({
      name: mint['name'],
      colors: colors(mint, conversion),
      logo: mint['logo'],
      favicon: mint['favicon'],
      navigation: convertMintNavigation(mint, conversion),
      navbar: navbar(mint, conversion),
      footer: footer(mint, conversion),
      api: api(mint, conversion),
      appearance: appearance(mint, conversion),
      background: background(mint, conversion),
      styling: styling(mint),
      fonts: fonts(mint['font']),
      integrations: integrations(mint, conversion),
      seo: seo(mint, conversion),
      search:
        isObject(mint['search']) && mint['search']['prompt'] !== undefined
          ? { prompt: mint['search']['prompt'] }
          : undefined,
      redirects: mint['redirects'],
    }),
  );
  for (const key of Object.keys(mint)) {
    if (HANDLED.has(key)) continue;
    const why = DROPPED[key];
    conversion.note(
      [key],
      why === undefined
        ? `Unknown mint.json setting "${key}"; left out`
        : `"${key}" is left out: ${why}`,
    );
  }
  if (isObject(mint['search']) && mint['search']['location'] !== undefined) {
    conversion.note(
      ['search', 'location'],
      '"search.location" is left out: docs.json has no search box position',
    );
  }
  return { docs, notes: conversion.notes, origins: conversion.origins };
}

function theme(mint: MintObject): string {
  const layout = text(mint['layout']);
  const old = text(mint['theme']);
  const byLayout = layout === undefined ? undefined : LAYOUTS[layout];
  const byTheme = old === undefined ? undefined : THEMES[old];
  return byLayout ?? byTheme ?? 'mint';
}

function colors(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const colors = mint['colors'];
  if (!isObject(colors)) return colors as undefined;
  for (const key of ['anchors', 'ultraLight', 'ultraDark']) {
    if (colors[key] !== undefined) {
      conversion.note(
        ['colors', key],
        `"colors.${key}" is left out: docs.json colors are primary, light and dark`,
      );
    }
  }
  return conversion.fromObject(
    defined({ primary: colors['primary'], light: colors['light'], dark: colors['dark'] }),
    colors,
  );
}

function navbar(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const links = mint['topbarLinks'];
  const button = mint['topbarCtaButton'];
  if (links === undefined && button === undefined) return undefined;
  const result: MintObject = conversion.fromObject({}, mint, {
    links: 'topbarLinks',
    primary: 'topbarCtaButton',
  });
  if (Array.isArray(links)) {
    result['links'] = conversion.fromArray(
      links.map((link: unknown) => {
        if (!isObject(link)) return link;
        const github = link['type'] === 'github';
        return conversion.fromObject(
          { label: github ? 'GitHub' : link['name'], href: link['url'] },
          link,
          { label: github ? 'type' : 'name', href: 'url' },
        );
      }),
      links,
      links.map((_, index) => index),
    );
  }
  if (isObject(button)) {
    const github = button['type'] === 'github';
    result['primary'] = conversion.fromObject(
      github
        ? { type: 'github', href: button['url'] }
        : { type: 'button', label: button['name'], href: button['url'] },
      button,
      { label: 'name', href: 'url' },
    );
    for (const key of ['style', 'arrow']) {
      if (button[key] !== undefined) {
        conversion.note(
          ['topbarCtaButton', key],
          `"topbarCtaButton.${key}" is left out: themes style the button`,
        );
      }
    }
  }
  return result;
}

function footer(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const old = isObject(mint['footer']) ? mint['footer'] : undefined;
  const socials = old?.['socials'] ?? mint['footerSocials'];
  const links = old?.['links'];
  if (socials === undefined && links === undefined) return undefined;
  const result: MintObject = conversion.fromObject({}, old ?? mint, {
    socials: old ? 'socials' : 'footerSocials',
  });
  if (Array.isArray(socials)) {
    // The oldest form: [{"type": "github", "url": "..."}].
    result['socials'] = Object.fromEntries(
      socials.filter(isObject).map((social) => [String(social['type']), social['url']]),
    );
  } else if (socials !== undefined) result['socials'] = socials;
  if (Array.isArray(links)) {
    result['links'] = links.map((column: unknown) =>
      isObject(column)
        ? conversion.fromObject(
            defined({
              header: column['title'],
              items: Array.isArray(column['links'])
                ? column['links'].map((link: unknown) =>
                    isObject(link)
                      ? conversion.fromObject({ label: link['label'], href: link['url'] }, link, {
                          href: 'url',
                        })
                      : link,
                  )
                : column['links'],
            }),
            column,
            { header: 'title', items: 'links' },
          )
        : column,
    );
  }
  return result;
}

function api(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const old = isObject(mint['api']) ? mint['api'] : undefined;
  const openapi = mint['openapi'];
  if (old === undefined && openapi === undefined) return undefined;
  const result: MintObject = conversion.fromObject({}, old ?? mint, { openapi: 'openapi' });
  if (openapi !== undefined) result['openapi'] = openapi;
  if (old === undefined) return result;
  if (old['baseUrl'] !== undefined) result['baseUrl'] = old['baseUrl'];
  if (isObject(old['auth'])) {
    const { inputPrefix, ...auth } = old['auth'];
    result['auth'] = auth;
    if (inputPrefix !== undefined)
      conversion.note(
        ['api', 'auth', 'inputPrefix'],
        '"api.auth.inputPrefix" is left out: it was deprecated',
      );
  }
  const playground = isObject(old['playground']) ? old['playground'] : undefined;
  if (playground) {
    const modes: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };
    const mode = text(playground['mode']);
    const proxy = playground['disableProxy'];
    result['playground'] = conversion.fromObject(
      defined({
        display: mode === undefined ? undefined : (modes[mode] ?? mode),
        proxy: typeof proxy === 'boolean' ? !proxy : undefined,
      }),
      playground,
      { display: 'mode', proxy: 'disableProxy' },
    );
  }
  const example =
    isObject(old['request']) && isObject(old['request']['example'])
      ? old['request']['example']
      : undefined;
  if (example?.['languages'] !== undefined)
    result['examples'] = { languages: example['languages'] };
  if (example?.['showOptionalParams'] !== undefined) {
    conversion.note(
      ['api', 'request', 'example', 'showOptionalParams'],
      '"showOptionalParams" is left out: use "api.examples.defaults" in docs.json',
    );
  }
  const paramFields = isObject(old['paramFields']) ? old['paramFields'] : undefined;
  if (paramFields?.['expanded'] !== undefined) {
    result['params'] = { expanded: paramFields['expanded'] === 'all' ? 'all' : 'closed' };
  }
  if (old['maintainOrder'] !== undefined) {
    conversion.note(
      ['api', 'maintainOrder'],
      '"api.maintainOrder" is left out: docs.json keeps the spec\'s order',
    );
  }
  return result;
}

function appearance(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const toggle = mint['modeToggle'];
  if (!isObject(toggle)) return undefined;
  const result = defined({
    default: toggle['default'],
    strict: typeof toggle['isHidden'] === 'boolean' ? toggle['isHidden'] : undefined,
  });
  return Object.keys(result).length > 0
    ? conversion.fromObject(result, toggle, { strict: 'isHidden' })
    : undefined;
}

function background(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const style = isObject(mint['background']) ? mint['background']['style'] : undefined;
  const colors =
    isObject(mint['colors']) && isObject(mint['colors']['background'])
      ? mint['colors']['background']
      : undefined;
  const result = defined({
    image: mint['backgroundImage'],
    decoration: style,
    color: colors
      ? conversion.fromObject(defined({ light: colors['light'], dark: colors['dark'] }), colors)
      : undefined,
  });
  if (Object.keys(result).length === 0) return undefined;
  return conversion.fromObject(result, mint, {
    image: 'backgroundImage',
    decoration: 'background',
    color: 'colors',
  });
}

function styling(mint: MintObject): MintObject | undefined {
  const display = isObject(mint['eyebrow']) ? mint['eyebrow']['display'] : undefined;
  const mode = isObject(mint['codeBlock']) ? mint['codeBlock']['mode'] : undefined;
  const result = defined({
    eyebrows:
      display === undefined ? undefined : display === 'breadcrumbs' ? 'breadcrumbs' : 'section',
    codeblocks: mode === undefined ? undefined : mode === 'dark' ? 'dark' : 'system',
  });
  return Object.keys(result).length > 0 ? result : undefined;
}

/** `font` (one font, or `headings` and `body`) as `fonts`; `url` is now `source`. */
function fonts(font: unknown): MintObject | undefined {
  if (!isObject(font)) return undefined;
  const details = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    const { url, ...rest } = value;
    return url === undefined ? rest : { ...rest, source: url };
  };
  if ('family' in font) return details(font) as MintObject;
  return defined({ heading: details(font['headings']), body: details(font['body']) });
}

function integrations(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const analytics = isObject(mint['analytics']) ? mint['analytics'] : undefined;
  const old = isObject(mint['integrations']) ? mint['integrations'] : undefined;
  if (!analytics && !old) return undefined;
  const result: MintObject = { ...analytics };
  if (old?.['intercom'] !== undefined) result['intercom'] = { appId: old['intercom'] };
  if (old?.['frontchat'] !== undefined) result['frontchat'] = { snippetId: old['frontchat'] };
  return analytics ? conversion.fromObject(result, analytics) : result;
}

function seo(mint: MintObject, conversion: Conversion): MintObject | undefined {
  const metadata = mint['metadata'];
  const old = isObject(mint['seo']) ? mint['seo'] : undefined;
  const indexHidden = old?.['indexHiddenPages'];
  if (metadata === undefined && indexHidden === undefined) return undefined;
  return conversion.fromObject(
    defined({
      metatags: metadata,
      indexing: indexHidden === undefined ? undefined : indexHidden === true ? 'all' : 'navigable',
    }),
    mint,
    { metatags: 'metadata', indexing: 'seo' },
  );
}
