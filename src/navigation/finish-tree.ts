/**
 * The steps after the walk: routes of endpoint pages, pages only on disk, prev/next, where each
 * division starts, versions and languages, and global links.
 *
 * @module
 */
import { divisionKinds, globalLinkKinds } from '../config/index.ts';
import type { DocsConfig, GlobalNavigation } from '../config/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { endpointRoute, uniqueRoute } from './endpoint-route.ts';
import { routeOfFile, titleFromFile } from './page-ref.ts';
import type { PageFiles } from './page-ref.ts';
import type { Occurrence, PendingEndpoint, Report } from './walk-scope.ts';
import type {
  DivisionNode,
  GlobalLinkNode,
  NavigationTree,
  NavNode,
  PageContext,
  ResolvedPage,
} from './types.ts';

/** What the walk leaves for these steps. */
export interface WalkResult {
  diagnostics: Diagnostic[];
  pageFiles: PageFiles;
  byFile: Map<string, ResolvedPage>;
  pending: PendingEndpoint[];
  occurrences: Occurrence[];
  divisions: DivisionNode[];
  global: GlobalLinkNode[];
  report: Report;
}

/** Folders whose files are never pages. */
const NON_PAGE_FOLDERS = ['snippets/', '_snippets/'];

export function finishTree(
  walk: WalkResult,
  config: DocsConfig,
  children: NavNode[],
): NavigationTree {
  const routes = new Map<string, ResolvedPage>();
  for (const page of walk.byFile.values()) {
    const other = routes.get(page.route);
    if (other) {
      walk.diagnostics.push({
        severity: 'error',
        code: 'route-collision',
        message: `${page.file ?? page.route} and ${other.file ?? other.route} both have the route ${page.route}`,
        hint: 'Rename or move one of the two files.',
        position: { file: page.file ?? '', line: 1, column: 1 },
      });
      continue;
    }
    routes.set(page.route, page);
  }

  // Endpoint pages take the route the spec gives them, numbered when taken.
  const taken = new Set(routes.keys());
  for (const { page, nodes, directory, route } of walk.pending) {
    const operation = page.endpoint?.operation;
    const base = route ?? (operation ? endpointRoute(operation, directory) : '/');
    page.route = uniqueRoute(base, taken);
    taken.add(page.route);
    routes.set(page.route, page);
    for (const node of nodes) node.route = page.route;
  }

  // Pages in navigation, in reading order; each page once.
  const pages: ResolvedPage[] = [];
  const listed = new Set<ResolvedPage>();
  for (const occurrence of walk.occurrences) {
    if (!occurrence.hidden) occurrence.page.hidden = false;
    if (!listed.has(occurrence.page)) {
      listed.add(occurrence.page);
      pages.push(occurrence.page);
    }
  }

  // Pages on disk that no entry lists: hidden pages, still built.
  for (const file of walk.pageFiles.files) {
    if (walk.byFile.has(file) || NON_PAGE_FOLDERS.some((folder) => file.startsWith(folder)))
      continue;
    const route = routeOfFile(file);
    const other = routes.get(route);
    if (other) {
      walk.diagnostics.push({
        severity: 'warning',
        code: 'route-collision',
        message: `${file} has the same route (${route}) as ${other.file ?? 'an endpoint page'}; it is not built`,
        hint: 'Rename or move the file, or delete it if it is an old copy.',
        position: { file, line: 1, column: 1 },
      });
      continue;
    }
    const page: ResolvedPage = {
      route,
      kind: 'mdx',
      file,
      title: titleFromFile(file),
      hidden: true,
      inNavigation: false,
      context: {},
      breadcrumbs: [],
    };
    routes.set(route, page);
    pages.push(page);
  }

  linkPrevNext(walk.occurrences);
  for (const division of walk.divisions)
    division.url = division.href ?? firstVisibleRoute(division.children);

  const versions = distinctNames(walk.divisions, 'version');
  const languages = distinctNames(walk.divisions, 'language');
  return {
    children,
    pages,
    routes,
    versions: versions.names,
    defaultVersion: versions.defaultName,
    languages: languages.names,
    defaultLanguage: languages.defaultName,
    global: walk.global,
    drilldown: config.interaction?.drilldown,
    eyebrows: config.styling?.eyebrows,
    diagnostics: walk.diagnostics,
  };
}

/** Prev/next follow reading order within one sidebar, skipping hidden entries and repeats. */
function linkPrevNext(occurrences: Occurrence[]): void {
  const bySidebar = new Map<string, Set<ResolvedPage>>();
  for (const { page, sidebar, hidden } of occurrences) {
    if (hidden) continue;
    let pages = bySidebar.get(sidebar);
    if (!pages) bySidebar.set(sidebar, (pages = new Set()));
    pages.add(page);
  }
  const linked = new Set<ResolvedPage>();
  for (const pages of bySidebar.values()) {
    const list = [...pages];
    list.forEach((page, index) => {
      if (linked.has(page)) return;
      linked.add(page);
      page.prev = list[index - 1]?.route;
      page.next = list[index + 1]?.route;
    });
  }
}

function firstVisibleRoute(nodes: readonly NavNode[]): string | undefined {
  for (const node of nodes) {
    if (node.hidden) continue;
    if (node.type === 'page') return node.route;
    if (node.type === 'division' && node.href) continue;
    if (node.type === 'group' && node.root) return node.root;
    const inner = firstVisibleRoute(node.children);
    if (inner) return inner;
  }
  return undefined;
}

function distinctNames(divisions: readonly DivisionNode[], kind: 'version' | 'language') {
  const names: string[] = [];
  let defaultName: string | undefined;
  for (const division of divisions) {
    if (division.kind !== kind) continue;
    if (!names.includes(division.name)) names.push(division.name);
    if (division.isDefault) defaultName ??= division.name;
  }
  return { names, defaultName: defaultName ?? names[0] };
}

/** The links of a `global` object, shown on the pages of `context`. */
export function globalLinks(
  global: GlobalNavigation | undefined,
  context: PageContext,
): GlobalLinkNode[] {
  if (!global) return [];
  return globalLinkKinds.flatMap((kind) =>
    (global[divisionKinds[kind].list] ?? []).map((link) => ({
      kind,
      label: link[kind] ?? link.href,
      href: link.href,
      icon: link.icon,
      hidden: link.hidden === true,
      context,
    })),
  );
}
