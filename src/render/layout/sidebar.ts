/**
 * The sidebar: product switcher, dropdown menu, anchors and global anchors pinned at the top, then
 * the groups and pages of the current section. Top-level groups are headings; nested groups fold
 * open and closed (`<details>`); the group holding the current page starts open. With
 * `interaction.drilldown`, a nested group's title goes to its first page.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { DivisionKind } from '../../navigation/index.ts';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import type { LayoutProps } from './layout-props.ts';
import { SectionTabList, Switcher } from './header.ts';
import { DisclosureMenu, SiteLink } from './menus.ts';
import { uiStrings } from './ui-strings/index.ts';

export function Sidebar(props: LayoutProps): ReactNode {
  const strings = uiStrings(props.lang);
  return h(
    'aside',
    { id: 'folio-sidebar', className: 'folio-sidebar', 'aria-label': strings.navigation },
    h(
      'div',
      { className: 'folio-sidebar-mobile' },
      h(
        'div',
        { className: 'folio-sidebar-switchers' },
        h(Switcher, { ...props, kind: 'version', label: strings.version, drawer: true }),
        h(Switcher, { ...props, kind: 'language', label: strings.language, drawer: true }),
      ),
      h(SectionTabList, props),
    ),
    h(
      'div',
      { className: 'folio-sidebar-top' },
      h(DivisionMenu, { ...props, kind: 'product', label: strings.product }),
      h(DivisionMenu, { ...props, kind: 'dropdown', label: strings.section }),
      h(Anchors, props),
      h(GlobalAnchors, props),
    ),
    h('nav', {
      className: 'folio-sidebar-nav',
      'aria-label': strings.pages,
      'data-folio-nav': props.sidebarSource,
      dangerouslySetInnerHTML: { __html: props.sidebarHtml },
    }),
  );
}

function DivisionMenu(props: LayoutProps & { kind: DivisionKind; label: string }): ReactNode {
  const { current, options } = props.nav.choicesFor(props.place, props.kind);
  if (!current || options.length === 0) return null;
  return h(DisclosureMenu, {
    label: `${props.label}: ${current.name}`,
    summary: [
      h('span', { key: 'icon', className: 'folio-menu-icon' }, renderIcon(current.icon)),
      h('span', { key: 'name', className: 'folio-division-name' }, current.name),
    ],
    options: options.map((division) => ({
      label: division.name,
      href: division.href ?? division.url ?? '/',
      icon: division.icon,
      description: division.description,
      current: division === current,
    })),
    className: `folio-division-menu folio-${props.kind}-menu`,
    dataKind: props.kind,
  });
}

function Anchors(props: LayoutProps): ReactNode {
  const { current, options } = props.nav.choicesFor(props.place, 'anchor');
  if (!current) return null;
  return h(
    'ul',
    { className: 'folio-anchors', 'aria-label': uiStrings(props.lang).sections },
    options.map((anchor) =>
      h(
        'li',
        { key: anchor.name },
        h(
          SiteLink,
          {
            href: anchor.href ?? anchor.url ?? '/',
            current: anchor === current,
            className: 'folio-anchor',
          },
          h('span', { className: 'folio-anchor-icon' }, renderIcon(anchor.icon)),
          anchor.name,
        ),
      ),
    ),
  );
}

function GlobalAnchors(props: LayoutProps): ReactNode {
  const language = props.place.chain.find((division) => division.kind === 'language')?.name;
  const version = props.place.chain.find((division) => division.kind === 'version')?.name;
  const links = props.nav.tree.global.filter(
    (link) =>
      !link.hidden &&
      (link.context.language === undefined || link.context.language === language) &&
      (link.context.version === undefined || link.context.version === version),
  );
  if (links.length === 0) return null;
  return h(
    'ul',
    { className: 'folio-anchors folio-global-anchors', 'aria-label': uiStrings(props.lang).links },
    links.map((link) =>
      h(
        'li',
        { key: `${link.label}\0${link.href}` },
        h(
          SiteLink,
          { href: link.href, className: 'folio-anchor' },
          h('span', { className: 'folio-anchor-icon' }, renderIcon(link.icon)),
          link.label,
        ),
      ),
    ),
  );
}
