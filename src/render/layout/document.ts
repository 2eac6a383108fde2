/**
 * The whole HTML document of a page: head (title, meta tags and canonical link, see
 * `head-meta.ts`, favicon, colours, stylesheet, the theme set before first paint), a skip link,
 * the docs.json banner, header, sidebar, page body.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ASSISTANT_CONFIG_URL } from '../assistant-settings.ts';
import { h } from '../h.ts';
import { BANNER_SCRIPT, Banner, bannerKey } from './banner.ts';
import { SiteContext } from '../site-context.ts';
import { Header } from './header.ts';
import { headMeta } from './head-meta.ts';
import { organizationData, scriptJson } from './structured-data.ts';
import type { LayoutProps } from './layout-props.ts';
import { PageBody } from './page-body.ts';
import { pageFeedUrl } from './update-filter.ts';
import { pageModeParts } from './page-mode.ts';
import { Sidebar } from './sidebar.ts';
import { themeScript } from './theme-script.ts';

/** KaTeX's stylesheet, beside Folio's in `_folio/` (see `addKatex` in the build). */
const KATEX_CSS = 'katex/katex.min.css';
import { clientStringsScript, uiStrings, UiStringsContext } from './ui-strings/index.ts';

function Head(props: LayoutProps): ReactNode {
  const feed = pageFeedUrl(props);
  const { site } = props;
  const title = props.title === site.name ? site.name : `${props.title} - ${site.name}`;
  const favicon = site.favicon;
  const meta = headMeta({
    site,
    route: props.page?.route ?? props.route,
    title,
    description: props.description,
    noindex: props.noindex,
    ...props.head,
  });
  // The format leaves structured data out of pages kept from search engines.
  const organization = props.noindex ? undefined : organizationData(site);
  return h(
    'head',
    null,
    h('meta', { charSet: 'utf-8' }),
    h('title', null, title),
    meta.tags.map((tag) =>
      h('meta', {
        key: `${tag.attribute}:${tag.key}`,
        [tag.attribute]: tag.key,
        content: tag.content,
      }),
    ),
    meta.canonical === undefined ? null : h('link', { rel: 'canonical', href: meta.canonical }),
    organization === undefined
      ? null
      : h('script', {
          type: 'application/ld+json',
          dangerouslySetInnerHTML: { __html: scriptJson(organization) },
        }),
    feed === undefined
      ? null
      : h('link', {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: props.title,
          href: feed,
        }),
    props.redirect === undefined
      ? null
      : h('meta', { httpEquiv: 'refresh', content: `0; url=${props.redirect}` }),
    favicon
      ? [
          h('link', {
            key: 'l',
            rel: 'icon',
            href: props.resolveHref(favicon.light),
            media: '(prefers-color-scheme: light)',
          }),
          h('link', {
            key: 'd',
            rel: 'icon',
            href: props.resolveHref(favicon.dark),
            media: '(prefers-color-scheme: dark)',
          }),
        ]
      : null,
    // Web fonts' stylesheets (docs.json `fonts` without a source) before Folio's.
    site.look.stylesheets.map((href) => h('link', { key: href, rel: 'stylesheet', href })),
    h('link', { rel: 'stylesheet', href: props.assets.css }),
    // `styling.latex: true`: KaTeX's stylesheet on every page, beside Folio's own files.
    site.latex === true
      ? h('link', { rel: 'stylesheet', href: props.assets.css.replace(/[^/]*$/, KATEX_CSS) })
      : null,
    // After Folio's stylesheet: a utility a page names wins over Folio's rule of equal weight.
    props.assets.tailwind === undefined
      ? null
      : h('link', { rel: 'stylesheet', href: props.assets.tailwind }),
    // The site's theme overrides, colours, fonts and background (see `look/site-look.ts`).
    h('style', { dangerouslySetInnerHTML: { __html: site.look.css } }),
    h('script', {
      dangerouslySetInnerHTML: {
        __html: themeScript(site.appearance.default, site.appearance.strict),
      },
    }),
    // A banner dismissed before stays hidden from the first paint (see banner.ts).
    site.banner?.dismissible === true
      ? h('script', { dangerouslySetInnerHTML: { __html: BANNER_SCRIPT } })
      : null,
    // The author's files after Folio's (see author-files.ts): their rules win ties with Folio's.
    (props.assets.authorStylesheets ?? []).map((href) =>
      h('link', { key: href, rel: 'stylesheet', href }),
    ),
    h('script', { src: props.assets.js, defer: true }),
    (props.assets.authorScripts ?? []).map((src) => h('script', { key: src, src, defer: true })),
    // Analytics and chat last: loaded after the page, never ahead of the site's own scripts.
    (props.assets.integrations ?? []).map((tag) =>
      h('script', {
        key: tag.src,
        src: tag.src,
        async: tag.async,
        defer: tag.defer,
        ...tag.attributes,
      }),
    ),
  );
}

function Document(props: LayoutProps): ReactNode {
  const withSidebar = pageModeParts(props.mode).sidebar;
  const strings = uiStrings(props.lang);
  const clientStrings = clientStringsScript(strings);
  const banner = props.site.banner;
  return h(
    'html',
    {
      lang: props.lang,
      dir: props.dir,
      'data-theme-name': props.site.theme,
      'data-folio-theme': props.site.look.theme,
      'data-folio-search-index': props.assets.searchIndex,
      'data-folio-version': props.version,
      'data-folio-language': props.language,
      'data-folio-assistant': props.assets.assistant,
      'data-folio-assistant-config':
        props.assets.assistant === undefined ? undefined : ASSISTANT_CONFIG_URL,
      'data-folio-feedback': props.assets.feedback,
      'data-folio-banner': banner?.dismissible === true ? bannerKey(banner.content) : undefined,
    },
    h(Head, props),
    h(
      'body',
      null,
      h('a', { className: 'folio-skip-link', href: '#folio-main' }, strings.skipToContent),
      banner === undefined
        ? null
        : h(Banner, {
            banner,
            closeLabel: strings.dismissBanner,
            resolveHref: props.resolveHref,
          }),
      h(Header, props),
      h(
        'div',
        { className: withSidebar ? 'folio-layout' : 'folio-layout folio-layout-full' },
        withSidebar ? h(Sidebar, props) : null,
        h(PageBody, props),
      ),
      // The browser script's words in this page's language (it has English of its own).
      clientStrings === undefined
        ? null
        : h('script', {
            type: 'application/json',
            id: 'folio-ui-strings',
            dangerouslySetInnerHTML: { __html: clientStrings },
          }),
    ),
  );
}

/** Renders a full HTML page. */
export function renderDocument(props: LayoutProps): string {
  const site = {
    iconLibrary: props.site.iconLibrary,
    resolveHref: props.resolveHref,
    warn: () => undefined,
    sprite: props.site.iconSprite,
  };
  const page = h(UiStringsContext.Provider, { value: uiStrings(props.lang) }, h(Document, props));
  return `<!doctype html>${renderToStaticMarkup(h(SiteContext.Provider, { value: site }, page))}`;
}
