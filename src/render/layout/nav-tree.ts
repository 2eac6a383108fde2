/**
 * The pages and groups of a sidebar as HTML. A sidebar is the same for every page of its section
 * except for the current page, so it is rendered once per section with no page marked, and each
 * page then marks its own link (`aria-current`) and opens the groups around it, by editing the
 * string: a 300-link sidebar costs one render per section instead of one per page.
 *
 * Top-level groups are headings; nested groups fold (`<details>`, open when `expanded`). With
 * `interaction.drilldown`, a nested group's title links to its first page. A group whose title
 * is a link (its overview page, or drilldown) keeps the link out of its `<summary>`: a link in a
 * summary is a control inside a control, which assistive technology cannot reach properly. The
 * link is the group's row, and the summary beside it only folds the group.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { GroupNode, NavNode, PageNode } from '../../navigation/index.ts';
import { Fragment, h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { SiteContext } from '../site-context.ts';
import type { SiteContextValue } from '../site-context.ts';

interface TreeOptions {
  drilldown: boolean;
  /** Group → its number in the tree (the `data-folio-group` marker). */
  ids: Map<GroupNode, number>;
  /** Top-level nodes to render without their children (the short form of large sidebars). */
  folded?: ReadonlySet<NavNode> | undefined;
  /** The badge of `deprecated: true` pages, in the section's language. */
  deprecatedLabel?: string | undefined;
}

/** Numbers the visible groups of `nodes` and lists, for each route, the groups around it. */
export function indexTree(nodes: readonly NavNode[]): {
  ids: Map<GroupNode, number>;
  ancestors: Map<string, number[]>;
} {
  const ids = new Map<GroupNode, number>();
  const ancestors = new Map<string, number[]>();
  const note = (route: string, path: number[]): void => {
    if (!ancestors.has(route)) ancestors.set(route, path);
  };
  const walk = (list: readonly NavNode[], path: number[]): void => {
    for (const node of list) {
      if (node.hidden) continue;
      if (node.type === 'page') note(node.route, path);
      if (node.type !== 'group') continue;
      const id = ids.size;
      ids.set(node, id);
      if (node.root !== undefined) note(node.root, [...path, id]);
      walk(node.children, [...path, id]);
    }
  };
  walk(nodes, []);
  return { ids, ancestors };
}

/** Renders the tree with no page marked. */
export function renderTree(
  nodes: readonly NavNode[],
  options: TreeOptions,
  site: Omit<SiteContextValue, 'warn'>,
): string {
  return renderToStaticMarkup(
    h(
      SiteContext.Provider,
      { value: { ...site, warn: () => undefined } },
      h(NavList, { nodes, depth: 0, options }),
    ),
  );
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Marks `route`'s links as the current page and opens the groups listed in `open`. */
export function markCurrent(html: string, route: string, open: readonly number[]): string {
  const href = `href="${escapeAttribute(route)}"`;
  let marked = html
    .replaceAll(
      `<a ${href} class="folio-nav-page"`,
      `<a ${href} class="folio-nav-page" aria-current="page"`,
    )
    .replaceAll(
      `<a ${href} class="folio-nav-group-link"`,
      `<a ${href} class="folio-nav-group-link" aria-current="page"`,
    );
  for (const id of open) {
    marked = marked.replace(
      `<details class="folio-nav-group" data-folio-group="${String(id)}"`,
      `<details class="folio-nav-group" open="" data-folio-group="${String(id)}"`,
    );
  }
  return marked;
}

function NavList(props: {
  nodes: readonly NavNode[];
  depth: number;
  options: TreeOptions;
}): ReactNode {
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
          h(PageLink, { node, deprecatedLabel: props.options.deprecatedLabel }),
        );
      }
      if (node.type !== 'group') return null;
      const folded = props.depth === 0 && props.options.folded?.has(node) === true;
      return h(
        'li',
        { key: `${node.title}\0${String(index)}`, className: 'folio-nav-group-item' },
        h(Group, { group: node, depth: props.depth, options: props.options, folded }),
      );
    }),
  );
}

/**
 * A page's entry. A page with `url:` frontmatter links out (in a new tab, with the "leaves the
 * site" arrow the site's other external links have), as the platform's sidebar does.
 */
function PageLink(props: { node: PageNode; deprecatedLabel: string | undefined }): ReactNode {
  const { node } = props;
  const external = node.href !== undefined;
  return h(
    'a',
    {
      href: node.href ?? node.route,
      className: 'folio-nav-page',
      ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
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
    node.deprecated === true && props.deprecatedLabel !== undefined
      ? h('span', { className: 'folio-tag folio-deprecated' }, props.deprecatedLabel)
      : null,
    external ? h('span', { className: 'folio-external', 'aria-hidden': true }, '↗') : null,
  );
}

function Group(props: {
  group: GroupNode;
  depth: number;
  options: TreeOptions;
  folded: boolean;
}): ReactNode {
  const { group, depth, options } = props;
  if (group.title === '') {
    // An untitled group: its pages without a heading, never folded (nothing would name them).
    return h(
      'div',
      { className: depth === 0 ? 'folio-nav-section folio-nav-untitled' : 'folio-nav-untitled' },
      h(NavList, { nodes: group.children, depth: depth + 1, options }),
    );
  }
  const title = h(
    Fragment,
    null,
    renderIcon(group.icon, { className: 'folio-nav-icon' }),
    h('span', { className: 'folio-nav-title' }, group.title),
    group.tag === undefined ? null : h('span', { className: 'folio-tag' }, group.tag),
  );
  if (props.folded) {
    // Short form: the section's title, leading to its first page; the client loads the rest.
    const first = group.root ?? firstRoute(group);
    return h(
      'div',
      { className: 'folio-nav-section' },
      h(
        'p',
        { className: 'folio-nav-section-title' },
        first === undefined ? title : h('a', { href: first }, title),
      ),
    );
  }
  const children = h(NavList, { nodes: group.children, depth: depth + 1, options });
  if (depth === 0 && group.root === undefined) {
    return h(
      'div',
      { className: 'folio-nav-section' },
      h('p', { className: 'folio-nav-section-title' }, title),
      children,
    );
  }
  const target = group.root ?? (options.drilldown ? firstRoute(group) : undefined);
  const chevron = h('span', { className: 'folio-chevron', 'aria-hidden': true });
  const details = (summary: ReactNode): ReactNode =>
    h(
      'details',
      {
        className: 'folio-nav-group',
        open: group.expanded,
        'data-folio-group': String(options.ids.get(group) ?? -1),
        'data-folio-drilldown': options.drilldown ? 'true' : 'false',
      },
      summary,
      children,
    );
  if (target === undefined) {
    return details(h('summary', { className: 'folio-nav-group-title' }, title, chevron));
  }
  return h(
    Fragment,
    null,
    h('a', { href: target, className: 'folio-nav-group-link' }, title),
    details(
      h(
        'summary',
        { className: 'folio-nav-group-toggle' },
        // Named like the link beside it; screen readers add that it expands or collapses.
        h('span', { className: 'folio-sr-only' }, group.title),
        chevron,
      ),
    ),
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
