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

/** A division's routes by {@link routeKey}, made as far as its first `read` routes. */
interface KeyIndex {
  routes: Map<string, string>;
  read: number;
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
  readonly #byKey = new Map<DivisionNode, KeyIndex>();
  readonly #keys = new Map<string, string>();
  /** The names a chain of divisions takes out of routes (see {@link routeKey}), per chain. */
  readonly #chainNames = new WeakMap<DivisionNode[], Set<string>>();

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
    return this.#routeByKey(target, info, this.#keyOf(route)) ?? target.url;
  }

  /**
   * The first route of a division, in navigation order, whose {@link routeKey} is `key`. The
   * division's routes are indexed by key only as far as a lookup needs: every page of a site
   * offers every version and language, so the index is kept (the switchers stay linear in the
   * number of pages), but a server's first page, whose equivalents are near the start of each
   * division, does not wait for the keys of every page of the site.
   */
  #routeByKey(division: DivisionNode, info: DivisionInfo, key: string): string | undefined {
    let index = this.#byKey.get(division);
    if (!index) {
      index = { routes: new Map(), read: 0 };
      this.#byKey.set(division, index);
    }
    const known = index.routes.get(key);
    if (known !== undefined) return known;
    while (index.read < info.routes.length) {
      const candidate = info.routes[index.read++] as string;
      const candidateKey = this.#keyOf(candidate);
      if (index.routes.has(candidateKey)) continue;
      index.routes.set(candidateKey, candidate);
      if (candidateKey === key) return candidate;
    }
    return undefined;
  }

  /** The {@link routeKey} of `route`, in the divisions it sits in. */
  #keyOf(route: string): string {
    let key = this.#keys.get(route);
    if (key === undefined) {
      const chain = this.#places.get(route)?.chain ?? [];
      let names = this.#chainNames.get(chain);
      if (!names) {
        names = divisionNames(chain);
        this.#chainNames.set(chain, names);
      }
      key = routeKey(route, names);
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

/** The route segments that name one of `chain`'s divisions, lower-cased. */
function divisionNames(chain: DivisionNode[]): Set<string> {
  return new Set(chain.flatMap((division) => [division.name.toLowerCase(), slug(division.name)]));
}

/**
 * The route without the segments that name its divisions (`names`, from
 * {@link divisionNames}): `/fr/v2/guides/a` → `/guides/a`.
 */
function routeKey(route: string, names: Set<string>): string {
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
