/**
 * The docs.json settings the layout reads, with Folio's defaults filled in: name, logo, favicon,
 * colours, theme, navbar, footer, appearance, icon library (and the sprite of the layout's
 * icons), drilldown and breadcrumbs, the banner.
 *
 * @module
 */
import { DEFAULT_COLORS } from '../../config/index.ts';
import type { ContextualConfig, DocsConfig } from '../../config/index.ts';
import type { NavigationTree, NavNode } from '../../navigation/index.ts';
import { uiIconValues } from '../components/ui-icon.ts';
import { IconSprite, iconSvgs, iconValues, isIconImage } from '../icons/index.ts';
import type { IconLibrary } from '../site-context.ts';
import { siteLook } from './look/site-look.ts';
import { bannerSettingsOf } from './banner.ts';
import type { BannerSettings } from './banner.ts';
import type { OrganizationSettings } from './structured-data.ts';

export interface LinkItem {
  label: string;
  href: string;
  icon?: unknown;
}

export interface SiteConfig {
  name: string;
  description?: string | undefined;
  theme: string;
  logo?: { light: string; dark: string; href?: string | undefined } | undefined;
  favicon?: { light: string; dark: string } | undefined;
  colors: { primary: string; light: string; dark: string };
  /** Theme, colours, fonts and background as the page's inline stylesheet (see `look/`). */
  look: { theme: string; css: string; stylesheets: string[] };
  navbarLinks: LinkItem[];
  navbarPrimary?: (LinkItem & { type: string }) | undefined;
  footerSocials: [platform: string, url: string][];
  footerColumns: { header?: string | undefined; items: LinkItem[] }[];
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  iconLibrary: IconLibrary;
  /** Opening a sidebar group navigates to its first page. */
  drilldown: boolean;
  eyebrows: 'section' | 'breadcrumbs';
  /** docs.json `search.prompt`; without it, the page's language's "Search...". */
  searchPrompt?: string | undefined;
  /** The site's public URL (`seo.metatags.canonical` or similar), for the sitemap. */
  baseUrl?: string | undefined;
  /** docs.json `seo.metatags`: tags for every page (see `head-meta.ts`). */
  metatags: Readonly<Record<string, string>>;
  /** docs.json `seo.indexing`: which pages search engines see. */
  indexing: 'navigable' | 'all';
  /** The layout's and the components' icons as one shared file. */
  iconSprite?: IconSprite | undefined;
  /** docs.json `contextual`: the page menu's options and where it goes. */
  contextual?: ContextualConfig | undefined;
  /** docs.json `banner`: the message across the top of every page. */
  banner?: BannerSettings | undefined;
  /**
   * docs.json `styling.latex`: `true` loads KaTeX's stylesheet on every page (for math a
   * component writes), `false` leaves `$…$` as text; unset, pages that use math load it.
   */
  latex?: boolean | undefined;
  /**
   * docs.json `markdown.instructions` as its lines: the "Agent Instructions" block of every
   * page's Markdown, llms.txt and llms-full.txt (see `site/site-files.ts`).
   */
  agentInstructions?: string[] | undefined;
  /** docs.json `seo.organization`: the JSON-LD publisher of every page (see `structured-data.ts`). */
  organization?: OrganizationSettings | undefined;
}

/** Social platform names in docs.json → Font Awesome brand icons. */
const socialIcons: Readonly<Record<string, string>> = {
  x: 'x-twitter',
  twitter: 'x-twitter',
  website: 'globe',
  hacker_news: 'hacker-news',
  'hacker-news': 'hacker-news',
  earth: 'globe',
};

/**
 * The icon of a `footer.socials` platform: Font Awesome's brand icon whatever the site's icon
 * library (Lucide and Tabler ship no brand icons).
 */
export function socialIcon(platform: string): {
  name: string;
  style: string;
  library: 'fontawesome';
} {
  return { name: socialIcons[platform] ?? platform, style: 'brands', library: 'fontawesome' };
}

/** What a primary navbar button says when docs.json gives no label. */
const primaryLabels: Readonly<Record<string, string>> = { github: 'GitHub', discord: 'Discord' };

/** Theme default for `interaction.drilldown`: only the sidebar-first themes open the first page. */
const drilldownThemes = new Set(['maple', 'willow', 'almond']);

/**
 * The icons of `nodes` and their children, in order. The tree's nodes are walked by their shape,
 * not key by key as docs.json is: a large site has tens of thousands of them.
 */
function navigationIcons(nodes: readonly NavNode[], found: unknown[] = []): unknown[] {
  for (const node of nodes) {
    if (node.icon !== undefined) found.push(node.icon);
    if (node.type !== 'page') navigationIcons(node.children, found);
  }
  return found;
}

export function siteConfigOf(config: DocsConfig, tree: NavigationTree): SiteConfig {
  const raw = config as Record<string, unknown>;
  const colors = config.colors ?? {};
  // Without a primary colour, the default's own shades; with one, its shades default to it.
  const shades = colors.primary === undefined ? DEFAULT_COLORS : undefined;
  const primary = colors.primary ?? DEFAULT_COLORS.primary;
  const logo = config.logo;
  const favicon = config.favicon;
  const navbar = config.navbar;
  const theme = config.theme ?? 'mint';
  const iconLibrary = config.icons?.library ?? 'fontawesome';
  const footerSocials = Object.entries(config.footer?.socials ?? {});
  const shadesOf = {
    primary,
    light: colors.light ?? shades?.light ?? primary,
    dark: colors.dark ?? shades?.dark ?? primary,
  };
  const look = siteLook(config, shadesOf);
  const navbarLinks = (navbar?.links ?? []).map((link) => ({
    label: link.label ?? link.href,
    href: link.href,
    icon: styledIcon(link.icon, link.iconType),
  }));
  const layoutIcons = [
    // Not docs.json's navigation: every icon of it the site shows is in the tree, walked below
    // (on a site with versions, the navigation is most of docs.json, and walked twice).
    ...iconValues({ ...config, navigation: undefined }),
    // A link's iconType makes an icon of another style than the one its name alone gives.
    ...navbarLinks.map((link) => link.icon),
    ...navigationIcons(tree.children),
    ...tree.global.map((link) => link.icon),
    ...footerSocials.map(([platform]) => socialIcon(platform)),
    // The components' own icons (callouts, copy buttons, chevrons) appear on most pages too.
    ...uiIconValues(),
  ];
  return {
    name: config.name ?? 'Documentation',
    description: config.description,
    theme,
    logo:
      logo === undefined
        ? undefined
        : typeof logo === 'string'
          ? { light: logo, dark: logo }
          : { light: logo.light, dark: logo.dark, href: logo.href },
    favicon:
      favicon === undefined
        ? undefined
        : typeof favicon === 'string'
          ? { light: favicon, dark: favicon }
          : favicon,
    colors: shadesOf,
    look: { theme: look.theme, css: look.css, stylesheets: look.stylesheets },
    navbarLinks,
    navbarPrimary: navbar?.primary && {
      type: navbar.primary.type,
      label: navbar.primary.label ?? primaryLabels[navbar.primary.type] ?? 'Get started',
      href: navbar.primary.href,
    },
    footerSocials,
    footerColumns: (config.footer?.links ?? []).map((column) => ({
      header: column.header,
      items: column.items,
    })),
    appearance: {
      default: config.appearance?.default ?? 'system',
      strict: config.appearance?.strict ?? false,
    },
    iconLibrary,
    drilldown: tree.drilldown ?? drilldownThemes.has(theme),
    eyebrows: tree.eyebrows ?? 'section',
    searchPrompt: searchPromptOf(raw),
    baseUrl: baseUrlOf(raw),
    metatags: config.seo?.metatags ?? {},
    indexing: config.seo?.indexing ?? 'navigable',
    iconSprite: IconSprite.of(iconSvgs(layoutIcons, iconLibrary)),
    contextual: config.contextual,
    banner: bannerSettingsOf(config.banner),
    latex: config.styling?.latex,
    agentInstructions: instructionLines(config.markdown?.instructions),
    organization: config.seo?.organization,
  };
}

/**
 * A navbar link's icon with its `iconType` (a Font Awesome style: `solid`, `duotone`,
 * `sharp-light`, `brands`…): the icon object `{name, style}` a page's icons are written with.
 * An icon object's own `style`, an image, or an SVG keep theirs.
 */
export function styledIcon(icon: unknown, iconType: string | undefined): unknown {
  if (iconType === undefined || typeof icon !== 'string' || icon.trim() === '') return icon;
  if (isIconImage(icon) || icon.trim().startsWith('<')) return icon;
  return { name: icon, style: iconType };
}

/** `markdown.instructions` (a string or a list, joined with line breaks) as lines; none if blank. */
export function instructionLines(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const lines = (typeof value === 'string' ? [value] : value)
    .flatMap((item) => item.split(/\r?\n/))
    .map((line) => line.trimEnd());
  while (lines[0] === '') lines.shift();
  while (lines.at(-1) === '') lines.pop();
  return lines.length === 0 ? undefined : lines;
}

function searchPromptOf(raw: Record<string, unknown>): string | undefined {
  const search = raw['search'];
  if (search && typeof search === 'object') {
    const prompt = (search as Record<string, unknown>)['prompt'];
    if (typeof prompt === 'string' && prompt !== '') return prompt;
  }
  return undefined;
}

function baseUrlOf(raw: Record<string, unknown>): string | undefined {
  const seo = raw['seo'];
  if (!seo || typeof seo !== 'object') return undefined;
  const metatags = (seo as Record<string, unknown>)['metatags'];
  if (!metatags || typeof metatags !== 'object') return undefined;
  const canonical = (metatags as Record<string, unknown>)['canonical'];
  return typeof canonical === 'string' ? canonical.replace(/\/$/, '') : undefined;
}
