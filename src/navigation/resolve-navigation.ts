/**
 * Resolves a validated docs.json plus the list of files in the docs folder into the navigation
 * tree: every page's route and source, the division each page belongs to, breadcrumbs,
 * prev/next, OpenAPI scopes and endpoint pages. Pure: no I/O; problems become diagnostics.
 *
 * @module
 */
import { divisionKinds } from '../config/index.ts';
import type { DocsConfig, Group, NavigationFields, PageEntry } from '../config/index.ts';
import type { Diagnostic, SourcePosition } from '../shared/index.ts';
import { formatJsonPath } from '../shared/index.ts';
import { parseEndpointEntry } from './endpoint-entry.ts';
import { ChannelPages } from './channel-pages.ts';
import { EndpointPages } from './endpoint-pages.ts';
import { scopeOf } from './openapi-scope.ts';
import { PageFiles, routeOfFile, titleFromFile } from './page-ref.ts';
import { checkDivisionList } from './check-division-list.ts';
import { hasChildFields, listsEntries } from './child-fields.ts';
import { divisionListsOf } from './division-lists.ts';
import type { DivisionList, Level, NamedEntry } from './division-lists.ts';
import { findPageFile } from './find-page-file.ts';
import { finishTree, globalLinks } from './finish-tree.ts';
import type {
  AsyncSpecIndex,
  DivisionKind,
  DivisionNode,
  GlobalLinkNode,
  GroupNode,
  NavigationTree,
  NavNode,
  OpenApiScope,
  PageMeta,
  PageNode,
  ResolvedPage,
  SpecIndex,
} from './types.ts';
import { sidebarKey } from './walk-scope.ts';
import type { Occurrence, PendingEndpoint, WalkScope as Scope } from './walk-scope.ts';

export interface ResolveNavigationInput {
  config: DocsConfig;
  /** Files of the docs folder, relative POSIX paths (already filtered by the ignore rules). */
  files: readonly string[];
  /**
   * Files and folders left out of `files` with an error of their own (links that lead out of
   * the folder): a page entry naming one is dropped without a second error.
   */
  leftOut?: readonly string[] | undefined;
  /** Frontmatter of a page file, when known. */
  pageMeta?: ((file: string) => PageMeta | undefined) | undefined;
  /** Specs by key (see `collectOpenApiSources`), loaded or not. */
  specs?: ReadonlyMap<string, SpecIndex> | undefined;
  /** AsyncAPI specs by key (see `collectAsyncApiSources`), loaded or not. */
  asyncSpecs?: ReadonlyMap<string, AsyncSpecIndex> | undefined;
  /** Specs found in the folder, used when docs.json names none. */
  discoveredSpecs?: readonly string[] | undefined;
  /** Position of a JSON path of docs.json, for diagnostics. */
  locate?:
    ((path: readonly PropertyKey[], preferKey?: boolean) => SourcePosition | undefined) | undefined;
}

export function resolveNavigation(input: ResolveNavigationInput): NavigationTree {
  return new Resolver(input).run();
}

class Resolver {
  readonly diagnostics: Diagnostic[] = [];
  readonly pageFiles: PageFiles;
  readonly byFile = new Map<string, ResolvedPage>();
  readonly occurrences: Occurrence[] = [];
  readonly divisions: DivisionNode[] = [];
  readonly global: GlobalLinkNode[] = [];
  readonly #input: ResolveNavigationInput;
  readonly #defaultScope: OpenApiScope | undefined;
  readonly #endpoints: EndpointPages;
  readonly #channels: ChannelPages;

  constructor(input: ResolveNavigationInput) {
    this.#input = input;
    this.pageFiles = new PageFiles(input.files, input.leftOut);
    const api = input.config.api?.openapi;
    this.#defaultScope = api
      ? scopeOf(api, ['api', 'openapi'])
      : input.discoveredSpecs?.length
        ? { sources: [...input.discoveredSpecs], definedAt: [] }
        : undefined;
    this.#endpoints = new EndpointPages({
      specs: input.specs ?? new Map(),
      defaultScope: this.#defaultScope,
      pageMeta: input.pageMeta,
      occurrences: this.occurrences,
      diagnostics: this.diagnostics,
      report: (...args) => {
        this.report(...args);
      },
    });
    const asyncApiSource = input.config.api?.asyncapi;
    const asyncApi = asyncApiSource ? scopeOf(asyncApiSource, []) : undefined;
    this.#channels = new ChannelPages({
      specs: input.asyncSpecs ?? new Map(),
      defaultSources: asyncApi?.sources ?? [],
      defaultDirectory: asyncApi?.directory,
      pageMeta: input.pageMeta,
      occurrences: this.occurrences,
      diagnostics: this.diagnostics,
      report: (...args) => {
        this.report(...args);
      },
      pending: this.#endpoints.pending,
    });
  }

  /** Endpoint pages waiting for their routes (see `finishTree`). */
  get pending(): PendingEndpoint[] {
    return this.#endpoints.pending;
  }

  run(): NavigationTree {
    const { navigation } = this.#input.config;
    const rootScope: Scope = {
      context: {},
      breadcrumbs: [],
      hidden: false,
      directory: navigation.directory,
    };
    if (navigation.openapi) {
      rootScope.openapi = scopeOf(navigation.openapi, ['navigation', 'openapi']);
      this.#endpoints.checkScope(rootScope.openapi);
    } else if (this.#defaultScope) {
      rootScope.openapi = this.#defaultScope;
      if (this.#defaultScope.definedAt.length) this.#endpoints.checkScope(this.#defaultScope);
    }
    this.global.push(...globalLinks(navigation.global, {}));
    const children = this.#walkFields(navigation, ['navigation'], rootScope);
    if (navigation.asyncapi)
      children.push(...this.#channels.list(navigation.asyncapi, ['navigation'], rootScope));
    if (children.length === 0 && !this.diagnostics.some((d) => d.severity === 'error')) {
      this.report(
        'warning',
        'empty-navigation',
        ['navigation'],
        '"navigation" lists no pages: the site will be empty',
        'Add pages, e.g. "navigation": {"groups": [{"group": "Getting started", "pages": ["index"]}]}.',
      );
    }
    const tree = finishTree(this, this.#input.config, children);
    for (const page of tree.pages) {
      this.#endpoints.attachFrontmatter(page);
      this.#channels.attachFrontmatter(page);
    }
    this.#endpoints.labelNodes(tree.children, tree.routes);
    return tree;
  }

  report(
    severity: Diagnostic['severity'],
    code: string,
    path: readonly PropertyKey[],
    message: string,
    hint?: string,
    preferKey = false,
  ): void {
    const position = this.#input.locate?.(path, preferKey);
    this.diagnostics.push({
      severity,
      code,
      message,
      ...(hint ? { hint } : {}),
      ...(position ? { position } : {}),
      ...(path.length ? { jsonPath: formatJsonPath(path) } : {}),
    });
  }

  /** Children of any navigation level: pages, groups, then nested divisions. */
  #walkFields(fields: Level, path: PropertyKey[], scope: Scope): NavNode[] {
    const nodes: NavNode[] = [];
    fields.pages?.forEach((entry, index) => {
      const node = this.#pageEntry(entry, [...path, 'pages', index], scope);
      if (node) nodes.push(...node);
    });
    fields.groups?.forEach((group, index) => {
      nodes.push(...this.#group(group, [...path, 'groups', index], scope));
    });
    for (const list of divisionListsOf(fields))
      nodes.push(...this.#divisions(list, [...path, divisionKinds[list.kind].list], scope));
    return nodes;
  }

  #divisions(list: DivisionList, path: PropertyKey[], scope: Scope): DivisionNode[] {
    const defaultIndex = checkDivisionList(list, path, this.report.bind(this));
    const nodes: DivisionNode[] = [];
    list.entries.forEach((entry, index) => {
      const node = this.#division(
        entry,
        list.kind,
        [...path, index],
        scope,
        index === defaultIndex,
      );
      if (node) nodes.push(node);
    });
    return nodes;
  }

  #division(
    { name, entry: fields }: NamedEntry<DivisionKind>,
    kind: DivisionKind,
    path: PropertyKey[],
    scope: Scope,
    isDefault: boolean,
  ): DivisionNode | undefined {
    const inner: Scope = {
      context: { ...scope.context, [kind]: name },
      breadcrumbs: [],
      openapi: this.#ownScope(fields, path) ?? scope.openapi,
      hidden: scope.hidden || fields.hidden === true,
      searchable: fields.searchable ?? scope.searchable,
      boost: scope.boost,
      directory: fields.directory ?? scope.directory,
    };
    if ('global' in fields) this.global.push(...globalLinks(fields.global, inner.context));
    let children = this.#walkFields(fields, path, inner);
    if (children.length === 0 && fields.openapi && inner.openapi)
      children = this.#endpoints.list(inner.openapi, path, inner);
    if (fields.asyncapi) children.push(...this.#channels.list(fields.asyncapi, path, inner));
    if (children.length === 0 && !fields.href) {
      const label = `${capitalize(kind === 'menu' ? 'menu item' : kind)} "${name}"`;
      if (!hasChildFields(fields)) {
        this.report(
          'warning',
          'empty-division',
          path,
          `${label} has no pages, groups, "openapi" or "href"; it is left out`,
          'Add pages or groups to it, an "openapi" spec, or an "href" link.',
        );
        return undefined;
      }
      // Everything it lists was left out (pages that do not exist): a tab or a language with
      // nothing to open would link nowhere, so it goes too.
      if (listsEntries(fields)) {
        this.report(
          'warning',
          'empty-division',
          path,
          `${label} has no pages left: every entry it lists is left out, so it is left out too`,
          'Create the missing pages it lists, or remove it.',
        );
        return undefined;
      }
    }
    const node: DivisionNode = {
      type: 'division',
      kind,
      name,
      icon: fields.icon,
      description: 'description' in fields ? fields.description : undefined,
      tag: 'tag' in fields ? fields.tag : undefined,
      hidden: inner.hidden,
      href: fields.href,
      isDefault,
      openapi: inner.openapi,
      children,
    };
    this.divisions.push(node);
    return node;
  }

  #group(group: Group, path: PropertyKey[], scope: Scope): NavNode[] {
    // A blank name is an untitled group: no heading in the sidebar, no breadcrumb.
    const title = group.group.trim();
    const inner: Scope = {
      context: scope.context,
      breadcrumbs: title === '' ? scope.breadcrumbs : [...scope.breadcrumbs, title],
      openapi: this.#ownScope(group, path) ?? scope.openapi,
      hidden: scope.hidden || group.hidden === true,
      searchable: group.searchable ?? scope.searchable,
      boost: group.boost ?? scope.boost,
      directory: group.directory ?? scope.directory,
    };
    let root: string | undefined;
    if (group.root !== undefined) {
      const nodes = this.#pageEntry(group.root, [...path, 'root'], inner);
      root = nodes?.[0]?.type === 'page' ? nodes[0].route : undefined;
    }
    const children: NavNode[] = [];
    group.pages?.forEach((entry, index) => {
      const nodes = this.#pageEntry(entry, [...path, 'pages', index], inner);
      if (nodes) children.push(...nodes);
    });
    if (group.asyncapi) children.push(...this.#channels.list(group.asyncapi, path, inner));
    if (group.pages === undefined) {
      if (group.openapi && inner.openapi)
        children.push(...this.#endpoints.list(inner.openapi, path, inner));
      else if (root === undefined && group.asyncapi === undefined) {
        // The platform shows such a group as nothing (real sites keep placeholders like
        // `{"group": "Usage"}`), so it is left out with a warning rather than failing the build.
        this.report(
          'warning',
          'empty-group',
          path,
          `${title === '' ? 'An untitled group' : `Group "${title}"`} has no "pages"; it is left out`,
          'Add "pages": [...] with its page paths, or "openapi" to list a spec\'s endpoints.',
        );
        return [];
      }
    } else if (children.length === 0 && root === undefined && group.pages.length > 0) {
      // Every page it lists was left out (files that do not exist): a heading over nothing.
      this.report(
        'warning',
        'empty-group',
        path,
        `${title === '' ? 'An untitled group' : `Group "${title}"`} has no pages left: every page it lists is left out, so it is left out too`,
        'Create the missing pages it lists, or remove the group.',
      );
      return [];
    }
    const node: GroupNode = {
      type: 'group',
      title,
      icon: group.icon,
      tag: group.tag,
      expanded: group.expanded === true,
      hidden: inner.hidden,
      root,
      // Only a group with a root page has a page to list its children on.
      directory:
        root !== undefined && inner.directory !== undefined && inner.directory !== 'none'
          ? inner.directory
          : undefined,
      openapi: inner.openapi,
      children,
    };
    return [node];
  }

  #pageEntry(entry: PageEntry, path: PropertyKey[], scope: Scope): NavNode[] | undefined {
    if (typeof entry !== 'string') return this.#group(entry, path, scope);
    const endpoint = parseEndpointEntry(entry);
    if (endpoint) {
      const node = this.#endpoints.entry(endpoint, entry, path, scope);
      return node ? [node] : undefined;
    }
    const node = this.#filePage(entry, path, scope);
    return node ? [node] : undefined;
  }

  #filePage(ref: string, path: PropertyKey[], scope: Scope): PageNode | undefined {
    const file = findPageFile(ref, this.pageFiles, path, this.report.bind(this));
    if (file === undefined) return undefined;
    const meta = this.#input.pageMeta?.(file);
    const hidden = scope.hidden || meta?.hidden === true;
    let page = this.byFile.get(file);
    if (!page) {
      page = {
        route: routeOfFile(file),
        kind: 'mdx',
        file: file,
        title: meta?.sidebarTitle ?? meta?.title ?? titleFromFile(file),
        hidden,
        inNavigation: true,
        context: scope.context,
        breadcrumbs: scope.breadcrumbs,
        openapi: scope.openapi,
        searchable: scope.searchable,
        boost: scope.boost,
        icon: meta?.icon,
        tag: meta?.tag,
        url: meta?.url,
        deprecated: meta?.deprecated === true ? true : undefined,
      };
      this.byFile.set(file, page);
    }
    this.occurrences.push({ page, sidebar: sidebarKey(scope.context), hidden });
    return {
      type: 'page',
      route: page.route,
      title: page.title,
      hidden,
      icon: page.icon,
      tag: page.tag,
      href: page.url,
      deprecated: page.deprecated,
    };
  }

  #ownScope(
    fields: { openapi?: NavigationFields['openapi'] },
    path: PropertyKey[],
  ): OpenApiScope | undefined {
    if (!fields.openapi) return undefined;
    const scope = scopeOf(fields.openapi, [...path, 'openapi']);
    this.#endpoints.checkScope(scope);
    return scope;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
