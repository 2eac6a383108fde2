/**
 * The page itself: eyebrow (section name, or breadcrumbs when `styling.eyebrows` is
 * `breadcrumbs`), title and description, the rendered MDX, previous / next links, the footer, and
 * the right-hand table of contents (or the page's `<Panel>`).
 *
 * @module
 */
import type { ReactNode } from 'react';
import { h } from '../h.ts';
import { ContextualMenu, contextualPlacement } from './contextual-menu.ts';
import { DirectoryListing } from './directory-listing.ts';
import { Footer } from './footer.ts';
import type { LayoutProps } from './layout-props.ts';
import { pageModeParts } from './page-mode.ts';
import { FeedLink, pageFeedUrl, UpdateFilter } from './update-filter.ts';
import { uiStrings } from './ui-strings/index.ts';

export function PageBody(props: LayoutProps): ReactNode {
  const parts = pageModeParts(props.mode);
  return h(
    'main',
    { id: 'folio-main', className: 'folio-main', 'data-mode': parts.mode, tabIndex: -1 },
    h(
      'article',
      { className: 'folio-article' },
      parts.header ? h(PageHeader, props) : null,
      h('div', {
        className: 'folio-prose',
        dangerouslySetInnerHTML: { __html: props.contentHtml },
      }),
      h(DirectoryListing, props),
      props.modified === undefined ? null : h(LastModified, { ...props, modified: props.modified }),
      parts.pagination && props.hideFooterPagination !== true ? h(Pagination, props) : null,
      parts.footer ? h(Footer, props) : null,
    ),
    parts.tableOfContents ? h(TableOfContents, props) : null,
  );
}

function PageHeader(props: LayoutProps): ReactNode {
  const feed = pageFeedUrl(props);
  const crumbs = props.page?.breadcrumbs ?? [];
  let eyebrow: ReactNode = null;
  if (props.site.eyebrows === 'breadcrumbs' && crumbs.length > 0) {
    const sections = props.place.chain
      .filter(
        (division) =>
          division.kind === 'tab' || division.kind === 'anchor' || division.kind === 'dropdown',
      )
      .map((division) => ({ label: division.name, href: division.url }));
    const trail = [...sections, ...crumbs.map((label) => ({ label, href: undefined }))];
    eyebrow = h(
      'nav',
      { className: 'folio-breadcrumbs', 'aria-label': uiStrings(props.lang).breadcrumb },
      h(
        'ol',
        null,
        trail.map((crumb, index) =>
          h(
            'li',
            { key: `${crumb.label}\0${String(index)}` },
            crumb.href === undefined ? crumb.label : h('a', { href: crumb.href }, crumb.label),
          ),
        ),
      ),
    );
  } else if (crumbs.length > 0) {
    eyebrow = h('p', { className: 'folio-eyebrow' }, crumbs.at(-1));
  }
  const title = h(
    'h1',
    { className: 'folio-title' },
    props.title,
    props.deprecated === true
      ? h('span', { className: 'folio-tag folio-deprecated' }, uiStrings(props.lang).deprecatedPage)
      : null,
  );
  const placement = contextualPlacement(props);
  return h(
    'header',
    { className: 'folio-page-header' },
    eyebrow,
    placement === 'header'
      ? h(
          'div',
          { className: 'folio-title-row' },
          title,
          h(ContextualMenu, { ...props, placement }),
        )
      : title,
    props.description === undefined
      ? null
      : h('p', { className: 'folio-description' }, props.description),
    feed === undefined ? null : h(FeedLink, { ...props, href: feed }),
  );
}

function Pagination(props: LayoutProps): ReactNode {
  const page = props.page;
  if (!page || (page.prev === undefined && page.next === undefined)) return null;
  const strings = uiStrings(props.lang);
  const link = (route: string | undefined, rel: 'prev' | 'next'): ReactNode => {
    if (route === undefined) return h('span');
    const target = props.nav.tree.routes.get(route);
    // A page with `url:` frontmatter is a link out, here as in the sidebar.
    const out = target?.url;
    return h(
      'a',
      {
        href: out ?? route,
        rel: out === undefined ? rel : `${rel} noopener noreferrer`,
        className: `folio-pagination-${rel}`,
        ...(out === undefined ? {} : { target: '_blank' }),
      },
      h(
        'span',
        { className: 'folio-pagination-label' },
        rel === 'prev' ? strings.previous : strings.next,
      ),
      h('span', { className: 'folio-pagination-title' }, target?.title ?? route),
    );
  };
  return h(
    'nav',
    { className: 'folio-pagination', 'aria-label': strings.pagination },
    link(page.prev, 'prev'),
    link(page.next, 'next'),
  );
}

/** "Last modified on <date>", the date in the page's language (UTC: the same on every machine). */
function LastModified(props: LayoutProps & { modified: number }): ReactNode {
  const date = new Date(props.modified);
  const text = new Intl.DateTimeFormat(props.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
  const [before, after] = uiStrings(props.lang).lastModified.split('{date}');
  return h(
    'p',
    { className: 'folio-last-modified' },
    before,
    h('time', { dateTime: date.toISOString().slice(0, 10) }, text),
    after,
  );
}

function TableOfContents(props: LayoutProps): ReactNode {
  if (props.panelHtml !== undefined) {
    return h('aside', {
      className: 'folio-toc folio-toc-panel',
      dangerouslySetInnerHTML: { __html: props.panelHtml },
    });
  }
  if (props.toc.length === 0) return h('aside', { className: 'folio-toc', 'aria-hidden': true });
  return h(
    'aside',
    { className: 'folio-toc', 'aria-labelledby': 'folio-toc-title' },
    contextualPlacement(props) === 'toc' ? h(ContextualMenu, { ...props, placement: 'toc' }) : null,
    h(UpdateFilter, props),
    h(
      'p',
      { id: 'folio-toc-title', className: 'folio-toc-title' },
      uiStrings(props.lang).onThisPage,
    ),
    h(
      'ul',
      { 'data-folio-toc': '' },
      props.toc.map((entry) =>
        h(
          'li',
          { key: entry.id, className: `folio-toc-depth-${String(entry.depth)}` },
          h('a', { href: `#${entry.id}` }, entry.text),
        ),
      ),
    ),
  );
}
