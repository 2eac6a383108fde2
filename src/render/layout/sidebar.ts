/**
 * The sidebar: product switcher, dropdown menu, anchors and global anchors pinned at the top, then
 * the groups and pages of the current section. Top-level groups are headings; nested groups fold
 * open and closed (`<details>`); the group holding the current page starts open. With
 * `interaction.drilldown`, a nested group's title goes to its first page.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { DivisionKind, GroupNode, NavNode } from '../../navigation/index.ts';
import { Fragment, h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import type { LayoutProps } from './layout-props.ts';
import { SectionTabList, Switcher } from './header.ts';
import { DisclosureMenu, SiteLink } from './menus.ts';

export function Sidebar(props: LayoutProps): ReactNode {
  return h(
    'aside',
    { id: 'folio-sidebar', className: 'folio-sidebar', 'aria-label': 'Documentation navigation' },
    h(
      'div',
      { className: 'folio-sidebar-mobile' },
      h(
        'div',
        { className: 'folio-sidebar-switchers' },
        h(Switcher, { ...props, kind: 'version', label: 'Version', drawer: true }),
        h(Switcher, { ...props, kind: 'language', label: 'Language', drawer: true }),
      ),
      h(SectionTabList, props),
    ),
    h(
      'div',
      { className: 'folio-sidebar-top' },
      h(DivisionMenu, { ...props, kind: 'product', label: 'Product' }),
      h(DivisionMenu, { ...props, kind: 'dropdown', label: 'Section' }),
      h(Anchors, props),
      h(GlobalAnchors, props),
    ),
    h(
      'nav',
      { className: 'folio-sidebar-nav', 'aria-label': 'Pages' },
      h(NavList, { ...props, nodes: props.place.sidebar, depth: 0 }),
    ),
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
    { className: 'folio-anchors', 'aria-label': 'Sections' },
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
    { className: 'folio-anchors folio-global-anchors', 'aria-label': 'Links' },
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

function NavList(props: LayoutProps & { nodes: NavNode[]; depth: number }): ReactNode {
  const visible = props.nodes.filter((node) => node.type !== 'division' && !node.hidden);
  if (visible.length === 0) return null;
  return h(
    'ul',
    { className: `folio-nav-list folio-nav-depth-${String(props.depth)}` },
    visible.map((node, index) => {
      if (node.type === 'page') {
        return h(
          'li',
          { key: `${node.route}\0${String(index)}` },
          h(
            'a',
            {
              href: node.route,
              className: 'folio-nav-page',
              'aria-current': node.route === props.route ? 'page' : undefined,
            },
            node.method === undefined
              ? renderIcon(node.icon, { className: 'folio-nav-icon' })
              : h(
                  'span',
                  { className: `folio-method folio-method-${node.method}` },
                  methodLabel(node.method),
                ),
            h('span', { className: 'folio-nav-title' }, node.title),
            node.tag === undefined ? null : h('span', { className: 'folio-tag' }, node.tag),
          ),
        );
      }
      if (node.type !== 'group') return null;
      return h(
        'li',
        { key: `${node.title}\0${String(index)}` },
        h(Group, { ...props, group: node }),
      );
    }),
  );
}

function Group(props: LayoutProps & { group: GroupNode; depth: number }): ReactNode {
  const { group, depth } = props;
  const title = h(
    Fragment,
    null,
    renderIcon(group.icon, { className: 'folio-nav-icon' }),
    h('span', { className: 'folio-nav-title' }, group.title),
    group.tag === undefined ? null : h('span', { className: 'folio-tag' }, group.tag),
  );
  const children = h(NavList, { ...props, nodes: group.children, depth: depth + 1 });
  if (depth === 0 && group.root === undefined) {
    return h(
      'div',
      { className: 'folio-nav-section' },
      h('p', { className: 'folio-nav-section-title' }, title),
      children,
    );
  }
  const open = group.expanded || containsRoute(group, props.route);
  const target = group.root ?? (props.site.drilldown ? firstRoute(group) : undefined);
  return h(
    'details',
    {
      className: 'folio-nav-group',
      open,
      'data-folio-drilldown': props.site.drilldown ? 'true' : 'false',
    },
    h(
      'summary',
      { className: 'folio-nav-group-title' },
      target === undefined
        ? title
        : h(
            'a',
            {
              href: target,
              'aria-current': target === props.route ? 'page' : undefined,
              className: 'folio-nav-group-link',
            },
            title,
          ),
      h('span', { className: 'folio-chevron', 'aria-hidden': true }),
    ),
    children,
  );
}

function containsRoute(group: GroupNode, route: string): boolean {
  if (group.root === route) return true;
  return group.children.some((child) =>
    child.type === 'page'
      ? child.route === route
      : child.type === 'group' && containsRoute(child, route),
  );
}

function firstRoute(group: GroupNode): string | undefined {
  for (const child of group.children) {
    if (child.type === 'page' && !child.hidden) return child.route;
    if (child.type === 'group' && !child.hidden) {
      const found = child.root ?? firstRoute(child);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function methodLabel(method: string): string {
  const short: Record<string, string> = { delete: 'DEL', options: 'OPT', webhook: 'HOOK' };
  return short[method] ?? method.toUpperCase();
}
