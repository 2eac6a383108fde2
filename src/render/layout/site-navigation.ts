/**
 * Where each page sits in the navigation tree, as the layout needs it: the divisions around it
 * (language, version, product, tab, menu, anchor, dropdown), the sibling divisions to switch
 * between, the sidebar to show, and the equivalent page in another version or language.
 *
 * @module
 */
import type {
  DivisionKind,
  DivisionNode,
  NavNode,
  NavigationTree,
} from '../../navigation/index.ts';

export interface PagePlace {
  /** Divisions containing the page's first occurrence, outermost first. */
  chain: DivisionNode[];
  /** Groups and pages of the innermost division: the sidebar. */
  sidebar: NavNode[];
}

interface DivisionInfo {
  /** Visible divisions of the same kind next to this one (itself included). */
  siblings: DivisionNode[];
  /** Routes of the pages inside, in navigation order. */
  routes: string[];
  parent: DivisionNode | undefined;
}

export class SiteNavigation {
  readonly tree: NavigationTree;
  readonly #places = new Map<string, PagePlace>();
  readonly #divisions = new Map<DivisionNode, DivisionInfo>();
  /** The root's own groups and pages (for pages outside every division). */
  readonly #rootSidebar: NavNode[];
  /** See {@link SiteNavigation.equivalentRoute}: filled as pages are rendered. */
  readonly #byKey = new Map<DivisionNode, Map<string, string>>();
  readonly #keys = new Map<string, string>();

  constructor(tree: NavigationTree) {
    this.tree = tree;
    this.#rootSidebar = tree.children.filter((node) => node.type !== 'division');
    this.#walk(tree.children, [], undefined);
  }

  /** Where a route sits; pages outside navigation get the root sidebar. */
  placeOf(route: string): PagePlace {
    return this.#places.get(route) ?? { chain: [], sidebar: this.#rootSidebar };
  }

  /** Visible divisions of `division`'s kind at its level (itself included). */
  siblingsOf(division: DivisionNode): DivisionNode[] {
    return this.#divisions.get(division)?.siblings ?? [division];
  }

  /** The divisions of `kind` to offer on a page: the siblings of the one it is in, else the top-level ones. */
  choicesFor(
    place: PagePlace,
    kind: DivisionKind,
  ): { current?: DivisionNode; options: DivisionNode[] } {
    const current = place.chain.find((division) => division.kind === kind);
    if (current) return { current, options: this.siblingsOf(current) };
    return { options: [] };
  }

  /**
   * The page of `target` that matches `route` (same path once division names are taken out),
   * or where `target` starts.
   */
  equivalentRoute(route: string, target: DivisionNode): string | undefined {
    const info = this.#divisions.get(target);
    if (!info) return target.url;
    return this.#routesByKey(target, info).get(this.#keyOf(route)) ?? target.url;
  }

  /**
   * The routes of a division by {@link routeKey}, the first in navigation order for each key:
   * made once, as every page of a site offers every version and language (a lookup per option
   * keeps the switchers linear in the number of pages).
   */
  #routesByKey(division: DivisionNode, info: DivisionInfo): Map<string, string> {
    let byKey = this.#byKey.get(division);
    if (!byKey) {
      byKey = new Map();
      for (const candidate of info.routes) {
        const key = this.#keyOf(candidate);
        if (!byKey.has(key)) byKey.set(key, candidate);
      }
      this.#byKey.set(division, byKey);
    }
    return byKey;
  }

  /** The {@link routeKey} of `route`, in the divisions it sits in. */
  #keyOf(route: string): string {
    let key = this.#keys.get(route);
    if (key === undefined) {
      key = routeKey(route, this.#places.get(route)?.chain ?? []);
      this.#keys.set(route, key);
    }
    return key;
  }

  #walk(nodes: NavNode[], chain: DivisionNode[], parent: DivisionNode | undefined): void {
    const sidebar = nodes.filter((node) => node.type !== 'division');
    for (const node of nodes) {
      if (node.type === 'division') {
        const siblings = nodes.filter(
          (other): other is DivisionNode =>
            other.type === 'division' &&
            other.kind === node.kind &&
            (!other.hidden || other === node),
        );
        this.#divisions.set(node, { siblings, routes: [], parent });
        this.#walk(node.children, [...chain, node], node);
      } else {
        this.#addPages(node, chain, sidebar);
      }
    }
  }

  #addPages(node: NavNode, chain: DivisionNode[], sidebar: NavNode[]): void {
    if (node.type === 'page') {
      if (!this.#places.has(node.route)) this.#places.set(node.route, { chain, sidebar });
      for (const division of chain) this.#divisions.get(division)?.routes.push(node.route);
      return;
    }
    if (node.type === 'group') {
      if (node.root !== undefined && !this.#places.has(node.root)) {
        this.#places.set(node.root, { chain, sidebar });
        for (const division of chain) this.#divisions.get(division)?.routes.push(node.root);
      }
      for (const child of node.children) this.#addPages(child, chain, sidebar);
    }
  }
}

/** The route without the segments that name its divisions: `/fr/v2/guides/a` → `/guides/a`. */
function routeKey(route: string, chain: DivisionNode[]): string {
  const names = new Set(
    chain.flatMap((division) => [division.name.toLowerCase(), slug(division.name)]),
  );
  return route
    .split('/')
    .filter((segment) => !names.has(segment.toLowerCase()))
    .join('/');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, '-')
    .replace(/^-|-$/g, '');
}
