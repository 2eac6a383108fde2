/**
 * The page header: menu button (small screens), logo, version / language / product switchers,
 * the search button, navbar links and primary button, the theme toggle, and the row of tabs
 * (a tab with `href` leaves the site; a tab with a `menu` opens a list of its items).
 *
 * @module
 */
import type { ReactNode } from 'react';
import { languageInfo } from '../../config/index.ts';
import type { DivisionNode } from '../../navigation/index.ts';
import { Fragment, h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { DisclosureMenu, SiteLink } from './menus.ts';
import type { MenuOption } from './menus.ts';
import type { LayoutProps } from './layout-props.ts';
import { uiStrings } from './ui-strings/index.ts';

export function Header(props: LayoutProps): ReactNode {
  const { site } = props;
  const strings = uiStrings(props.lang);
  return h(
    'header',
    { className: 'folio-header' },
    h(
      'div',
      { className: 'folio-header-bar' },
      h(
        'button',
        {
          type: 'button',
          className: 'folio-icon-button folio-menu-button',
          'data-folio-sidebar-toggle': '',
          'aria-controls': 'folio-sidebar',
          'aria-expanded': 'false',
          'aria-label': strings.client.openNavigation,
        },
        h('span', { className: 'folio-burger', 'aria-hidden': true }),
      ),
      h(Logo, props),
      h(Switcher, { ...props, kind: 'version', label: strings.version }),
      h(Switcher, { ...props, kind: 'language', label: strings.language }),
      h('div', { className: 'folio-header-spacer' }),
      h(
        'button',
        {
          type: 'button',
          className: 'folio-search-button',
          'data-folio-search-open': '',
          // Named by its label, which small screens hide only visually, so that the name always
          // holds the text shown; the shortcut is told as a shortcut, not as part of the name.
          'aria-keyshortcuts': 'Control+K Meta+K',
        },
        h('span', { className: 'folio-search-icon', 'aria-hidden': true }),
        h('span', { className: 'folio-search-label' }, site.searchPrompt ?? strings.search),
        h('kbd', { className: 'folio-kbd', 'aria-hidden': true }, 'Ctrl K'),
      ),
      props.assets.assistant === undefined
        ? null
        : h(
            'button',
            {
              type: 'button',
              className: 'folio-assistant-button',
              'data-folio-assistant-open': '',
              'aria-haspopup': 'dialog',
              title: strings.askAiTitle,
            },
            h('span', { className: 'folio-assistant-icon', 'aria-hidden': true }),
            h('span', { className: 'folio-assistant-label' }, strings.askAi),
          ),
      site.navbarLinks.length === 0
        ? null
        : h(
            'nav',
            { className: 'folio-navbar-links', 'aria-label': strings.siteLinks },
            site.navbarLinks.map((link) =>
              h(
                SiteLink,
                { key: link.href, href: link.href, className: 'folio-navbar-link' },
                renderIcon(link.icon),
                link.label,
              ),
            ),
          ),
      site.navbarPrimary
        ? h(
            SiteLink,
            { href: site.navbarPrimary.href, className: 'folio-primary-button', plain: true },
            site.navbarPrimary.label,
          )
        : null,
      site.appearance.strict
        ? null
        : h(
            'button',
            {
              type: 'button',
              className: 'folio-icon-button folio-theme-toggle',
              'data-folio-theme-toggle': '',
              'aria-label': strings.toggleTheme,
            },
            h('span', { className: 'folio-theme-icon', 'aria-hidden': true }),
          ),
    ),
    h(Tabs, props),
  );
}

function Logo(props: LayoutProps): ReactNode {
  const { site } = props;
  const href = site.logo?.href ?? props.homeRoute;
  const content = site.logo
    ? [
        h('img', {
          key: 'light',
          className: 'folio-logo-light',
          src: props.resolveHref(site.logo.light),
          alt: site.name,
        }),
        h('img', {
          key: 'dark',
          className: 'folio-logo-dark',
          src: props.resolveHref(site.logo.dark),
          alt: site.name,
        }),
      ]
    : h('span', { className: 'folio-logo-name' }, site.name);
  return h(
    SiteLink,
    { href, className: 'folio-logo', label: `${site.name} home`, plain: true },
    content,
  );
}

/** Version or language selector: each option keeps the reader on the equivalent page. */
export function Switcher(
  props: LayoutProps & { kind: 'version' | 'language'; label: string; drawer?: boolean },
): ReactNode {
  const { current, options } = props.nav.choicesFor(props.place, props.kind);
  if (!current || options.length < 2) return null;
  const name = (division: DivisionNode): string =>
    props.kind === 'language'
      ? (languageInfo(division.name)?.nativeName ?? division.name)
      : division.name;
  const menu: MenuOption[] = options.map((division) => ({
    label: name(division),
    href: props.nav.equivalentRoute(props.route, division) ?? division.url ?? '/',
    current: division === current,
    description: division.tag,
  }));
  return h(DisclosureMenu, {
    label: `${props.label}: ${name(current)}`,
    summary: name(current),
    options: menu,
    className: `folio-switcher folio-${props.kind}-switcher`,
    // The copy in the small-screen drawer is marked apart from the header's.
    dataKind: props.drawer === true ? `${props.kind}-drawer` : props.kind,
  });
}

function Tabs(props: LayoutProps): ReactNode {
  const { current, options } = props.nav.choicesFor(props.place, 'tab');
  const tabs = current ? options : props.topTabs;
  if (tabs.length === 0) return null;
  return h(
    'nav',
    { className: 'folio-section-tabs', 'aria-label': uiStrings(props.lang).sections },
    h(
      'ul',
      null,
      tabs.map((tab) => {
        const active = tab === current;
        const menus = tab.children.filter(
          (child): child is DivisionNode =>
            child.type === 'division' && child.kind === 'menu' && !child.hidden,
        );
        const currentMenu = props.place.chain.find((division) => division.kind === 'menu');
        const icon = renderIcon(tab.icon, { className: 'folio-section-tab-icon' });
        const body =
          menus.length > 0
            ? h(DisclosureMenu, {
                label: tab.name,
                summary: h(Fragment, null, icon, tab.name),
                options: menus.map((menu) => ({
                  label: menu.name,
                  href: menu.url ?? '/',
                  icon: menu.icon,
                  description: menu.description,
                  current: menu === currentMenu,
                })),
                className: 'folio-section-tab-menu',
                dataKind: 'tab-menu',
              })
            : h(
                SiteLink,
                {
                  href: tab.href ?? tab.url ?? '/',
                  current: active,
                  className: 'folio-section-tab-link',
                },
                icon,
                tab.name,
              );
        return h(
          'li',
          {
            key: tab.name,
            className: active ? 'folio-section-tab folio-section-tab-active' : 'folio-section-tab',
          },
          body,
        );
      }),
    ),
  );
}

/** The section tabs as a plain list, for the navigation drawer on small screens. */
export function SectionTabList(props: LayoutProps): ReactNode {
  const { current, options } = props.nav.choicesFor(props.place, 'tab');
  const tabs = current ? options : props.topTabs;
  if (tabs.length === 0) return null;
  const currentMenu = props.place.chain.find((division) => division.kind === 'menu');
  return h(
    'ul',
    { className: 'folio-mobile-tabs', 'aria-label': uiStrings(props.lang).sections },
    tabs.flatMap((tab) => {
      const menus = tab.children.filter(
        (child): child is DivisionNode =>
          child.type === 'division' && child.kind === 'menu' && !child.hidden,
      );
      const entries = menus.length > 0 ? menus : [tab];
      return entries.map((entry) =>
        h(
          'li',
          { key: `${tab.name}\0${entry.name}` },
          h(
            SiteLink,
            {
              href: entry.href ?? entry.url ?? '/',
              current: entry === tab ? tab === current : entry === currentMenu,
              className: 'folio-mobile-tab',
            },
            h('span', { className: 'folio-anchor-icon' }, renderIcon(entry.icon ?? tab.icon)),
            entry === tab ? tab.name : `${tab.name}: ${entry.name}`,
          ),
        ),
      );
    }),
  );
}
