/**
 * The layout props of one route of a site: the page's parts plus everything the layout takes
 * from where the route sits (its language and version, direction, home link, sidebar, top tabs,
 * search index) and the site's shared assets. Also the two small rules the renderer shares:
 * which version and language a place belongs to, and how a path written relative to the docs
 * folder becomes a site URL.
 *
 * @module
 */
import { languageInfo } from '../config/index.ts';
import type { DivisionNode } from '../navigation/index.ts';
import { searchIndexKey } from '../search/index.ts';
import type { ScriptTag } from './layout/integrations/index.ts';
import type { LayoutProps } from './layout/layout-props.ts';
import { uiStrings } from './layout/ui-strings/index.ts';
import type { SiteConfig } from './layout/site-config.ts';
import type { SidebarHtml } from './layout/sidebar-html.ts';
import type { PagePlace, SiteNavigation } from './layout/site-navigation.ts';

/** URLs of the shared assets, from the build. */
export interface AssetUrls {
  css: string;
  js: string;
  /** The "Ask AI" panel's script, for sites built with an assistant. */
  assistant?: string | undefined;
  /** Where the reader feedback widget sends ratings; without it the page has no widget. */
  feedback?: string | undefined;
  /** The stylesheet of the Tailwind classes pages name, for sites whose pages name any. */
  tailwind?: string | undefined;
  /** The author's `.css` files (see `author-files.ts`), linked after Folio's and Tailwind's. */
  authorStylesheets?: readonly string[] | undefined;
  /** The author's `.js` files, loaded with `defer` after Folio's script. */
  authorScripts?: readonly string[] | undefined;
  /**
   * docs.json `integrations`: the providers' script tags, then the site's file of their inline
   * code, after everything else (see `layout/integrations/`). None in `folio dev` unless asked.
   */
  integrations?: readonly ScriptTag[] | undefined;
}

/** What a page brings to its layout. */
export type PageLayoutParts = Pick<
  LayoutProps,
  | 'page'
  | 'title'
  | 'description'
  | 'mode'
  | 'contentHtml'
  | 'panelHtml'
  | 'toc'
  | 'noindex'
  | 'deprecated'
  | 'hideFooterPagination'
  | 'modified'
  | 'redirect'
> &
  Pick<LayoutProps, 'head'>;

/** The parts of a site every route's layout reads. */
export interface SiteLayoutContext {
  site: SiteConfig;
  nav: SiteNavigation;
  sidebars: SidebarHtml;
  assets: AssetUrls;
}

/** Layout props for `route` at `place`, with the page-specific parts given. */
export function pageLayoutProps(
  context: SiteLayoutContext,
  route: string,
  place: PagePlace,
  parts: PageLayoutParts,
): LayoutProps {
  const { site, nav } = context;
  const { language, version } = divisionsOf(place);
  const info = languageInfo(language ?? nav.tree.defaultLanguage ?? 'en');
  const sidebar = context.sidebars.forPage(
    place.sidebar,
    route,
    uiStrings(info?.tag ?? 'en').deprecatedPage,
  );
  const home = place.chain.find(
    (division) => division.kind === 'version' || division.kind === 'language',
  );
  return {
    ...parts,
    site,
    nav,
    place,
    route,
    lang: info?.tag ?? 'en',
    dir: info?.dir ?? 'ltr',
    version,
    language,
    homeRoute: home?.url ?? nav.tree.pages[0]?.route ?? '/',
    topTabs: nav.tree.children.filter(
      (node): node is DivisionNode =>
        node.type === 'division' && node.kind === 'tab' && !node.hidden,
    ),
    sidebarHtml: sidebar.html,
    sidebarSource: sidebar.source,
    assets: {
      ...context.assets,
      searchIndex: `/_folio/search/${searchIndexKey(language, version)}.json`,
    },
    resolveHref,
  };
}

/**
 * The BCP 47 tag of the page at `place`: its language division's, else the site's default
 * language's, else English. The page's words (`uiStrings`) follow it.
 */
export function pageLanguageTag(place: PagePlace, defaultLanguage: string | undefined): string {
  const { language } = divisionsOf(place);
  return languageInfo(language ?? defaultLanguage ?? 'en')?.tag ?? 'en';
}

/** The language and version divisions `place` is inside, by name. */
export function divisionsOf(place: PagePlace): {
  language?: string | undefined;
  version?: string | undefined;
} {
  return {
    language: place.chain.find((division) => division.kind === 'language')?.name,
    version: place.chain.find((division) => division.kind === 'version')?.name,
  };
}

/** Paths written relative to the docs folder (`logo/light.svg`) are served from the site root. */
export function resolveHref(href: string): string {
  if (href === '' || /^([a-z][a-z\d+.-]*:|\/|#|\?)/i.test(href)) return href;
  return `/${href.replace(/^\.\//, '')}`;
}
