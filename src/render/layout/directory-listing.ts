/**
 * docs.json `directory`: a group's root page lists the group's pages and nested groups under its
 * own content, so a landing page stays in step with the navigation without being written by
 * hand. `accordion` lists them grouped by section (a nested group is a collapsible list of its
 * pages); `card` shows one card per page or nested group. The listing follows the sidebar:
 * hidden entries are left out, `url:` pages link out.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { GroupNode, NavigationTree, NavNode } from '../../navigation/index.ts';
import { uiIcon } from '../components/ui-icon.ts';
import { h } from '../h.ts';
import type { LayoutProps } from './layout-props.ts';

/** The groups with a listing, by the route of their root page; one walk per tree. */
const byTree = new WeakMap<NavigationTree, Map<string, GroupNode>>();

/** The group whose root page is `route` and that lists its children there, if any. */
export function directoryGroup(tree: NavigationTree, route: string): GroupNode | undefined {
  let groups = byTree.get(tree);
  if (!groups) {
    groups = new Map();
    collect(tree.children, groups);
    byTree.set(tree, groups);
  }
  return groups.get(route);
}

function collect(nodes: readonly NavNode[], into: Map<string, GroupNode>): void {
  for (const node of nodes) {
    if (node.type === 'page') continue;
    // The first group naming a root wins, as the page's first occurrence does elsewhere.
    if (node.type === 'group' && node.directory && node.root && !into.has(node.root))
      into.set(node.root, node);
    collect(node.children, into);
  }
}

/** The listing under the root page of a group with `directory`, or nothing. */
export function DirectoryListing(props: LayoutProps): ReactNode {
  const group = directoryGroup(props.nav.tree, props.route);
  if (!group?.directory) return null;
  const entries = group.children.filter(
    (node) => !node.hidden && !(node.type === 'page' && node.route === group.root),
  );
  if (entries.length === 0) return null;
  const label = group.title === '' ? undefined : group.title;
  if (group.directory === 'card') {
    return h(
      'nav',
      {
        className: 'folio-directory folio-directory-card folio-columns folio-columns-2',
        'aria-label': label,
      },
      entries.map((node, index) => h(DirectoryCard, { key: String(index), node })),
    );
  }
  return h(
    'nav',
    { className: 'folio-directory folio-directory-accordion', 'aria-label': label },
    h(EntryList, { nodes: entries }),
  );
}

function DirectoryCard({ node }: { node: NavNode }): ReactNode {
  const target = linkOf(node);
  if (!target) return null;
  return h(
    'div',
    { className: 'folio-card folio-card-linked' },
    h(
      'div',
      { className: 'folio-card-body' },
      h(
        'p',
        { className: 'folio-card-title' },
        h('a', { className: 'folio-card-link', ...target.attributes }, target.title),
      ),
    ),
  );
}

/** Pages as links; a nested group as a collapsible list of its own entries. */
function EntryList({ nodes }: { nodes: readonly NavNode[] }): ReactNode {
  const pages = nodes.filter((node) => node.type === 'page');
  const sections = nodes.filter((node) => node.type === 'group');
  return h(
    'div',
    null,
    pages.length === 0
      ? null
      : h(
          'ul',
          { className: 'folio-directory-pages' },
          pages.map((node, index) => {
            const target = linkOf(node);
            return target
              ? h('li', { key: String(index) }, h('a', target.attributes, target.title))
              : null;
          }),
        ),
    sections.map((group, index) =>
      h(
        'details',
        { key: String(index), className: 'folio-accordion', 'data-folio-accordion': '' },
        h(
          'summary',
          { className: 'folio-accordion-summary' },
          h('span', { className: 'folio-accordion-chevron' }, uiIcon('chevron-right')),
          h(
            'span',
            { className: 'folio-accordion-heading' },
            h('span', { className: 'folio-accordion-title' }, group.title),
          ),
        ),
        h(
          'div',
          { className: 'folio-accordion-content' },
          h(EntryList, { nodes: group.children.filter((node) => !node.hidden) }),
        ),
      ),
    ),
  );
}

interface Target {
  title: string;
  attributes: { href: string; target?: string; rel?: string };
}

/** Where an entry leads: a page's route (or its `url:`), a group's root or first page. */
function linkOf(node: NavNode): Target | undefined {
  if (node.type === 'page') {
    return node.href === undefined
      ? { title: node.title, attributes: { href: node.route } }
      : {
          title: node.title,
          attributes: { href: node.href, target: '_blank', rel: 'noopener noreferrer' },
        };
  }
  if (node.type === 'group') {
    const href = node.root ?? firstRoute(node.children);
    return href === undefined ? undefined : { title: node.title, attributes: { href } };
  }
  return undefined;
}

function firstRoute(nodes: readonly NavNode[]): string | undefined {
  for (const node of nodes) {
    if (node.hidden) continue;
    if (node.type === 'page') return node.route;
    const inner = node.type === 'group' ? (node.root ?? firstRoute(node.children)) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}
