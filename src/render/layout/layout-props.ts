/**
 * What every part of the page layout receives.
 *
 * @module
 */
import type { TocEntry } from '../../content/index.ts';
import type { DivisionNode, ResolvedPage } from '../../navigation/index.ts';
import type { ScriptTag } from './integrations/index.ts';
import type { HeadMetaInput } from './head-meta.ts';
import type { SiteConfig } from './site-config.ts';
import type { PagePlace, SiteNavigation } from './site-navigation.ts';

export interface LayoutProps {
  site: SiteConfig;
  nav: SiteNavigation;
  place: PagePlace;
  /** The route being rendered (may differ from `page.route` for the root copy and the 404 page). */
  route: string;
  page?: ResolvedPage | undefined;
  title: string;
  description?: string | undefined;
  /** `mode` from frontmatter: `default`, `wide`, `custom`, `frame`, `center`. */
  mode: string;
  /** The rendered page body. */
  contentHtml: string;
  /** HTML of a `<Panel>` that replaces the table of contents. */
  panelHtml?: string | undefined;
  toc: TocEntry[];
  /** The sidebar's pages and groups, as HTML with the current page marked (see `SidebarHtml`). */
  sidebarHtml: string;
  /** For large sidebars: the shared file holding the whole tree, loaded by the client. */
  sidebarSource?: string | undefined;
  /** BCP 47 tag and direction of the page's language. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Where the home link goes: the first page of the current language and version. */
  homeRoute: string;
  /** Tabs to show on pages outside any tab (the top-level tabs). */
  topTabs: DivisionNode[];
  noindex: boolean;
  /** The page's own head tags: frontmatter meta keys, keywords, generated Open Graph image. */
  head?: Pick<HeadMetaInput, 'frontmatter' | 'keywords' | 'ogImage'> | undefined;
  /** `deprecated: true`: a badge beside the title. */
  deprecated?: boolean | undefined;
  /** `hideFooterPagination: true`: no previous / next links. */
  hideFooterPagination?: boolean | undefined;
  /** When the page last changed (ms since the epoch), shown under it (`metadata.timestamp`). */
  modified?: number | undefined;
  /** A page that only sends readers elsewhere (`url:` frontmatter): the address. */
  redirect?: string | undefined;
  /**
   * URLs of the shared stylesheet and script, of the page's search index and, for sites built
   * with an assistant, of the "Ask AI" panel's script, and of the stylesheet of the Tailwind
   * classes pages name, for sites whose pages name any; the author's own stylesheets and
   * scripts (every `.css` and `.js` file of the docs folder, see `author-files.ts`).
   */
  assets: {
    css: string;
    js: string;
    searchIndex: string;
    assistant?: string | undefined;
    feedback?: string | undefined;
    tailwind?: string | undefined;
    authorStylesheets?: readonly string[] | undefined;
    authorScripts?: readonly string[] | undefined;
    /** docs.json `integrations`' script tags (see `integrations/`). */
    integrations?: readonly ScriptTag[] | undefined;
  };
  /** The version and language the page belongs to, when the site has them. */
  version?: string | undefined;
  language?: string | undefined;
  resolveHref: (href: string) => string;
}
