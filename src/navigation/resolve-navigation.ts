/**
 * Resolves a validated docs.json plus the list of files in the docs folder into the navigation
 * tree: every page's route and source, the division each page belongs to, breadcrumbs,
 * prev/next, OpenAPI scopes and endpoint pages. Pure: no I/O; problems become diagnostics.
 *
 * @module
 */
import type {
  DocsConfig,
  GlobalNavigation,
  Group,
  NavigationFields,
  PageEntry,
} from '../config/index.ts';
import type { Diagnostic, SourcePosition } from '../shared/index.ts';
import { didYouMean, formatJsonPath } from '../shared/index.ts';
import { DEFAULT_API_DIRECTORY } from './endpoint-route.ts';
import { isRemoteSpec, matchSpec, parseEndpointEntry } from './endpoint-entry.ts';
import type { EndpointEntry } from './endpoint-entry.ts';
import { scopeOf } from './openapi-scope.ts';
import { normalizePageRef, PageFiles, routeOfFile, titleFromFile } from './page-ref.ts';
import { finishTree, globalLinks } from './finish-tree.ts';
import type {
  DivisionKind,
  DivisionNode,
  GlobalLinkNode,
  GroupNode,
  NavigationTree,
  NavNode,
  OpenApiScope,
  OperationSummary,
  PageContext,
  PageMeta,
  PageNode,
  ResolvedPage,
  SpecIndex,
} from './types.ts';

export interface ResolveNavigationInput {
  config: DocsConfig;
  /** Files of the docs folder, relative POSIX paths (already filtered by the ignore rules). */
  files: readonly string[];
  /** Frontmatter of a page file, when known. */
  pageMeta?: ((file: string) => PageMeta | undefined) | undefined;
  /** Specs by key (see `collectOpenApiSources`), loaded or not. */
  specs?: ReadonlyMap<string, SpecIndex> | undefined;
  /** Specs found in the folder, used when docs.json names none. */
  discoveredSpecs?: readonly string[] | undefined;
  /** Position of a JSON path of docs.json, for diagnostics. */
  locate?:
    ((path: readonly PropertyKey[], preferKey?: boolean) => SourcePosition | undefined) | undefined;
}

/** What a walk passes down to children. */
interface Scope {
  context: PageContext;
  breadcrumbs: string[];
  openapi?: OpenApiScope | undefined;
  hidden: boolean;
}

/** One appearance of a page in navigation, in reading order. */
export interface Occurrence {
  page: ResolvedPage;
  sidebar: string;
  hidden: boolean;
}

/** An endpoint page waiting for its route (assigned once every page file route is known). */
export interface PendingEndpoint {
  page: ResolvedPage;
  nodes: PageNode[];
  directory: string;
}

const divisionKeys: [field: keyof NavigationFields | 'menu', kind: DivisionKind, label: string][] =
  [
    ['menu', 'menu', 'item'],
    ['tabs', 'tab', 'tab'],
    ['anchors', 'anchor', 'anchor'],
    ['dropdowns', 'dropdown', 'dropdown'],
    ['products', 'product', 'product'],
    ['versions', 'version', 'version'],
    ['languages', 'language', 'language'],
  ];

export function resolveNavigation(input: ResolveNavigationInput): NavigationTree {
  return new Resolver(input).run();
}

class Resolver {
  readonly diagnostics: Diagnostic[] = [];
  readonly pageFiles: PageFiles;
  readonly byFile = new Map<string, ResolvedPage>();
  readonly byEndpoint = new Map<string, PendingEndpoint>();
  readonly pending: PendingEndpoint[] = [];
  readonly occurrences: Occurrence[] = [];
  readonly divisions: DivisionNode[] = [];
  readonly global: GlobalLinkNode[] = [];
  readonly #checkedSpecs = new Set<string>();
  readonly #input: ResolveNavigationInput;
  readonly #specs: ReadonlyMap<string, SpecIndex>;
  readonly #defaultScope: OpenApiScope | undefined;

  constructor(input: ResolveNavigationInput) {
    this.#input = input;
    this.#specs = input.specs ?? new Map();
    this.pageFiles = new PageFiles(input.files);
    const api = input.config.api?.openapi;
    this.#defaultScope = api
      ? scopeOf(api, ['api', 'openapi'])
      : input.discoveredSpecs?.length
        ? { sources: [...input.discoveredSpecs], definedAt: [] }
        : undefined;
  }

  run(): NavigationTree {
    const { navigation } = this.#input.config;
    const rootScope: Scope = { context: {}, breadcrumbs: [], hidden: false };
    if (navigation.openapi) {
      rootScope.openapi = scopeOf(navigation.openapi, ['navigation', 'openapi']);
      this.#checkScope(rootScope.openapi);
    } else if (this.#defaultScope) {
      rootScope.openapi = this.#defaultScope;
      if (this.#defaultScope.definedAt.length) this.#checkScope(this.#defaultScope);
    }
    this.#warnAsyncApi(navigation, ['navigation']);
    this.global.push(...globalLinks(navigation.global, {}));
    const children = this.#walkFields(navigation, ['navigation'], rootScope);
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
    for (const page of tree.pages) this.#checkFrontmatterEndpoint(page);
    return tree;
  }

  /** An MDX page whose frontmatter names an endpoint (`openapi: GET /plants`) gets it attached. */
  #checkFrontmatterEndpoint(page: ResolvedPage): void {
    if (page.kind !== 'mdx' || !page.file) return;
    const value = this.#input.pageMeta?.(page.file)?.openapi;
    if (value === undefined) return;
    const at = {
      file: page.file,
      line: this.#input.pageMeta?.(page.file)?.openapiLine ?? 1,
      column: 1,
    };
    const warn = (message: string, hint: string) =>
      this.diagnostics.push({
        severity: 'warning',
        code: 'frontmatter-openapi',
        message,
        hint,
        position: at,
      });
    const endpoint = parseEndpointEntry(value);
    if (!endpoint) {
      warn(
        `openapi: "${value}" is not an endpoint reference; the page renders without a generated API reference`,
        'Write it as "METHOD /path" or "spec-file METHOD /path", e.g. openapi: GET /users.',
      );
      return;
    }
    let candidates: string[];
    if (endpoint.spec) {
      const key = matchSpec(endpoint.spec, this.#specs.keys());
      if (!key) {
        if (!isRemoteSpec(endpoint.spec))
          warn(
            `openapi: "${value}" names the spec "${endpoint.spec}", which is not in the docs folder`,
            'Fix the spec name (a path, or the file name without extension).',
          );
        return;
      }
      candidates = [key];
    } else {
      candidates = [
        ...new Set([
          ...(page.openapi?.sources ?? []),
          ...(this.#defaultScope?.sources ?? []),
          ...this.#specs.keys(),
        ]),
      ];
    }
    for (const source of candidates) {
      const operations = this.#specs.get(source)?.operations;
      if (!operations) continue;
      const operation = operations.find(
        (op) => op.method === endpoint.method && op.path === endpoint.path,
      );
      if (operation) {
        page.endpoint = { spec: source, method: operation.method, path: operation.path, operation };
        return;
      }
    }
    if (candidates.every((source) => !this.#specs.get(source)?.operations)) {
      if (candidates.length === 0)
        warn(
          `openapi: "${value}" names an endpoint, but the docs folder has no OpenAPI spec`,
          'Add the spec and name it in docs.json ("api": {"openapi": "openapi.yaml"}).',
        );
      return;
    }
    warn(
      `openapi: "${value}" is not an operation of ${candidates.join(', ')}; the page renders without a generated API reference`,
      'Check the method and path against the spec.',
    );
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
  #walkFields(
    fields: NavigationFields & { menu?: unknown },
    path: PropertyKey[],
    scope: Scope,
  ): NavNode[] {
    const nodes: NavNode[] = [];
    fields.pages?.forEach((entry, index) => {
      const node = this.#pageEntry(entry, [...path, 'pages', index], scope);
      if (node) nodes.push(...node);
    });
    fields.groups?.forEach((group, index) => {
      nodes.push(...this.#group(group, [...path, 'groups', index], scope));
    });
    for (const [field, kind, label] of divisionKeys) {
      const entries = (fields as Record<string, unknown>)[field];
      if (Array.isArray(entries))
        nodes.push(
          ...this.#divisions(
            entries as Record<string, unknown>[],
            kind,
            label,
            [...path, field],
            scope,
          ),
        );
    }
    return nodes;
  }

  #divisions(
    entries: Record<string, unknown>[],
    kind: DivisionKind,
    label: string,
    path: PropertyKey[],
    scope: Scope,
  ): DivisionNode[] {
    const seen = new Map<string, number>();
    let defaultIndex = -1;
    entries.forEach((entry, index) => {
      const name = String(entry[label]);
      const earlier = seen.get(name);
      if (earlier !== undefined && (kind === 'version' || kind === 'language')) {
        this.report(
          'error',
          `duplicate-${kind}`,
          [...path, index, label],
          `${capitalize(kind)} "${name}" is listed twice in this list (also item ${earlier})`,
          `Give each ${kind} a distinct "${label}", or merge the two entries.`,
        );
      }
      seen.set(name, index);
      if (entry['default'] === true) {
        if (defaultIndex === -1) defaultIndex = index;
        else
          this.report(
            'warning',
            'duplicate-default',
            [...path, index, 'default'],
            `More than one default ${kind}: "${name}" is not used as the default`,
            `Keep "default": true on one ${kind} only; item ${defaultIndex} is the default.`,
          );
      }
    });
    if (defaultIndex === -1) defaultIndex = 0;
    const nodes: DivisionNode[] = [];
    entries.forEach((entry, index) => {
      const node = this.#division(
        entry,
        kind,
        label,
        [...path, index],
        scope,
        index === defaultIndex,
      );
      if (node) nodes.push(node);
    });
    return nodes;
  }

  #division(
    entry: Record<string, unknown>,
    kind: DivisionKind,
    label: string,
    path: PropertyKey[],
    scope: Scope,
    isDefault: boolean,
  ): DivisionNode | undefined {
    const fields = entry as NavigationFields & {
      hidden?: boolean;
      href?: string;
      icon?: unknown;
      description?: string;
      tag?: string;
    };
    const name = String(entry[label]);
    const inner: Scope = {
      context: { ...scope.context, [kind]: name },
      breadcrumbs: [],
      openapi: this.#ownScope(fields, path) ?? scope.openapi,
      hidden: scope.hidden || fields.hidden === true,
    };
    this.#warnAsyncApi(fields, path);
    this.global.push(
      ...globalLinks((entry as { global?: GlobalNavigation }).global, inner.context),
    );
    let children = this.#walkFields(fields, path, inner);
    if (children.length === 0 && fields.openapi && inner.openapi)
      children = this.#listOperations(inner.openapi, path, inner);
    if (children.length === 0 && !fields.href) {
      const listsNothing = !hasChildFields(fields);
      if (listsNothing) {
        this.report(
          'warning',
          'empty-division',
          path,
          `${capitalize(kind === 'menu' ? 'menu item' : kind)} "${name}" has no pages, groups, "openapi" or "href"; it is left out`,
          'Add pages or groups to it, an "openapi" spec, or an "href" link.',
        );
        return undefined;
      }
    }
    const node: DivisionNode = {
      type: 'division',
      kind,
      name,
      icon: fields.icon as DivisionNode['icon'],
      description: fields.description,
      tag: fields.tag,
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
    const inner: Scope = {
      context: scope.context,
      breadcrumbs: [...scope.breadcrumbs, group.group],
      openapi: this.#ownScope(group, path) ?? scope.openapi,
      hidden: scope.hidden || group.hidden === true,
    };
    this.#warnAsyncApi(group, path);
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
    if (group.pages === undefined) {
      if (group.openapi && inner.openapi)
        children.push(...this.#listOperations(inner.openapi, path, inner));
      else {
        this.report(
          'error',
          'missing-key',
          path,
          `Group "${group.group}" has no "pages"`,
          'Add "pages": [...] with its page paths, or "openapi" to list a spec\'s endpoints.',
        );
      }
    }
    const node: GroupNode = {
      type: 'group',
      title: group.group,
      icon: group.icon,
      tag: group.tag,
      expanded: group.expanded === true,
      hidden: inner.hidden,
      root,
      openapi: inner.openapi,
      children,
    };
    return [node];
  }

  #pageEntry(entry: PageEntry, path: PropertyKey[], scope: Scope): NavNode[] | undefined {
    if (typeof entry !== 'string') return this.#group(entry, path, scope);
    const endpoint = parseEndpointEntry(entry);
    if (endpoint) {
      const node = this.#endpointPage(endpoint, entry, path, scope);
      return node ? [node] : undefined;
    }
    const node = this.#filePage(entry, path, scope);
    return node ? [node] : undefined;
  }

  #filePage(ref: string, path: PropertyKey[], scope: Scope): PageNode | undefined {
    if (normalizePageRef(ref) === '' && ref.trim() === '') {
      this.report(
        'error',
        'empty-page',
        path,
        'Empty page path',
        'Write the path of a page file without extension, e.g. "guides/intro".',
      );
      return undefined;
    }
    const lookup = this.pageFiles.lookup(ref);
    if (!lookup.found) {
      const base = normalizePageRef(ref);
      const nearest =
        lookup.caseMismatch ?? didYouMean(base, [...this.pageFiles.files].map(normalizePageRef));
      this.report(
        'error',
        'missing-page',
        path,
        `Page "${ref}" does not exist: no ${base}.mdx, ${base}.md or ${base}/index.mdx`,
        lookup.caseMismatch
          ? `The file is named "${lookup.caseMismatch}": paths are case-sensitive.`
          : nearest
            ? `Did you mean "${nearest}"?`
            : `Create ${base}.mdx, or correct the path (relative to the docs folder, without extension).`,
      );
      return undefined;
    }
    if (lookup.file.startsWith('snippets/')) {
      this.report(
        'warning',
        'snippet-in-navigation',
        path,
        `"${ref}" is a snippet (everything under snippets/ is), not a page; it is left out`,
        'Move the file out of snippets/ to make it a page, or import it into a page: import X from "/snippets/...".',
      );
      return undefined;
    }
    const meta = this.#input.pageMeta?.(lookup.file);
    const hidden = scope.hidden || meta?.hidden === true;
    let page = this.byFile.get(lookup.file);
    if (!page) {
      page = {
        route: routeOfFile(lookup.file),
        kind: 'mdx',
        file: lookup.file,
        title: meta?.sidebarTitle ?? meta?.title ?? titleFromFile(lookup.file),
        hidden,
        inNavigation: true,
        context: scope.context,
        breadcrumbs: scope.breadcrumbs,
        openapi: scope.openapi,
        icon: meta?.icon,
        tag: meta?.tag,
      };
      this.byFile.set(lookup.file, page);
    }
    this.occurrences.push({ page, sidebar: sidebarKey(scope.context), hidden });
    return {
      type: 'page',
      route: page.route,
      title: page.title,
      hidden,
      icon: page.icon,
      tag: page.tag,
    };
  }

  #endpointPage(
    endpoint: EndpointEntry,
    entry: string,
    path: PropertyKey[],
    scope: Scope,
  ): PageNode | undefined {
    let sources: string[];
    let directory = scope.openapi?.directory ?? DEFAULT_API_DIRECTORY;
    if (endpoint.spec) {
      const key = matchSpec(endpoint.spec, this.#specs.keys());
      if (!key) {
        this.report(
          'error',
          'missing-spec',
          path,
          `"${entry}" names the spec "${endpoint.spec}", which is not in the docs folder`,
          this.#specs.size
            ? `Known specs: ${[...this.#specs.keys()].join(', ')}.`
            : 'Add the spec file, or fix its name.',
        );
        return undefined;
      }
      this.#checkScope({ sources: [key], definedAt: path });
      sources = [key];
      if (scope.openapi && !scope.openapi.sources.includes(key)) directory = DEFAULT_API_DIRECTORY;
    } else if (scope.openapi) {
      sources = scope.openapi.sources;
    } else {
      this.report(
        'error',
        'no-openapi',
        path,
        `"${entry}" is an endpoint, but no OpenAPI spec is in scope here`,
        'Set "openapi": "openapi.yaml" on this group or a parent, or "api": {"openapi": "openapi.yaml"} at the top of docs.json.',
      );
      return undefined;
    }

    const label = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
    let operation: OperationSummary | undefined;
    let specKey: string | undefined;
    let uncheckable: string | undefined;
    for (const source of sources) {
      const spec = this.#specs.get(source);
      if (!spec?.operations) {
        uncheckable ??= source;
        continue;
      }
      operation =
        spec.operations.find((op) => op.method === endpoint.method && op.path === endpoint.path) ??
        (endpoint.method === 'webhook'
          ? undefined
          : spec.operations.find(
              (op) =>
                op.method === endpoint.method &&
                op.path.replace(/\/+$/, '') === endpoint.path.replace(/\/+$/, ''),
            ));
      if (operation) {
        specKey = source;
        break;
      }
    }
    if (!operation) {
      if (uncheckable !== undefined) {
        // A remote spec (or one that failed to load, reported once where it is named): build the page
        // with what the entry says.
        specKey = uncheckable;
        operation = { method: endpoint.method, path: endpoint.path, tags: [] };
      } else {
        const known = sources.flatMap(
          (source) =>
            this.#specs
              .get(source)
              ?.operations?.map((op) => `${op.method.toUpperCase()} ${op.path}`) ?? [],
        );
        const suggestion = didYouMean(label, known);
        this.report(
          'error',
          'unknown-endpoint',
          path,
          `"${entry}" is not an operation of ${sources.join(', ')}`,
          suggestion
            ? `Did you mean "${suggestion}"?`
            : `Check the method and path against the spec's "paths"${endpoint.method === 'webhook' ? ' (webhooks: its "webhooks")' : ''}.`,
        );
        return undefined;
      }
    }
    if (operation.excluded) {
      this.report(
        'warning',
        'excluded-endpoint',
        path,
        `"${entry}" is marked x-excluded in the spec: no page is built and the entry is left out`,
        'Remove the entry, or remove x-excluded from the operation.',
      );
      return undefined;
    }
    return this.#addEndpoint(specKey ?? '', operation, directory, scope, label);
  }

  #addEndpoint(
    specKey: string,
    operation: OperationSummary,
    directory: string,
    scope: Scope,
    label: string,
  ): PageNode {
    const key = `${specKey}\u0000${operation.method}\u0000${operation.path}`;
    const hidden = scope.hidden || operation.hidden === true;
    let pending = this.byEndpoint.get(key);
    if (!pending) {
      const page: ResolvedPage = {
        route: '',
        kind: 'openapi',
        endpoint: { spec: specKey, method: operation.method, path: operation.path, operation },
        title: operation.title ?? operation.summary ?? label,
        hidden,
        inNavigation: true,
        context: scope.context,
        breadcrumbs: scope.breadcrumbs,
        openapi: scope.openapi,
      };
      pending = { page, nodes: [], directory };
      this.byEndpoint.set(key, pending);
      this.pending.push(pending);
    }
    const node: PageNode = {
      type: 'page',
      route: '',
      title: pending.page.title,
      hidden,
      method: operation.method,
    };
    pending.nodes.push(node);
    this.occurrences.push({ page: pending.page, sidebar: sidebarKey(scope.context), hidden });
    return node;
  }

  /** A level with `openapi` and nothing else lists every operation, grouped by first tag (rule 9). */
  #listOperations(scope: OpenApiScope, path: PropertyKey[], parent: Scope): GroupNode[] {
    const groups = new Map<string, { specKey: string; operation: OperationSummary }[]>();
    for (const source of scope.sources) {
      const spec = this.#specs.get(source);
      if (!spec?.operations) continue;
      for (const tag of spec.tagOrder ?? []) if (!groups.has(tag)) groups.set(tag, []);
      for (const operation of spec.operations) {
        if (operation.excluded) continue;
        const tag = operation.tags[0] ?? 'API Reference';
        let list = groups.get(tag);
        if (!list) groups.set(tag, (list = []));
        list.push({ specKey: source, operation });
      }
    }
    const nodes: GroupNode[] = [];
    for (const [tag, operations] of groups) {
      if (operations.length === 0) continue;
      const inner: Scope = { ...parent, breadcrumbs: [...parent.breadcrumbs, tag] };
      const children = operations.map(({ specKey, operation }) =>
        this.#addEndpoint(
          specKey,
          operation,
          scope.directory ?? DEFAULT_API_DIRECTORY,
          inner,
          `${operation.method.toUpperCase()} ${operation.path}`,
        ),
      );
      nodes.push({
        type: 'group',
        title: tag,
        expanded: false,
        hidden: parent.hidden,
        openapi: scope,
        children,
      });
    }
    if (
      nodes.length === 0 &&
      scope.sources.every((source) => this.#specs.get(source)?.operations)
    ) {
      this.report(
        'warning',
        'empty-spec',
        [...path, 'openapi'],
        `The spec ${scope.sources.join(', ')} has no operations to list`,
        'Add paths to the spec, or pages to this entry.',
      );
    }
    return nodes;
  }

  #ownScope(
    fields: { openapi?: NavigationFields['openapi'] },
    path: PropertyKey[],
  ): OpenApiScope | undefined {
    if (!fields.openapi) return undefined;
    const scope = scopeOf(fields.openapi, [...path, 'openapi']);
    this.#checkScope(scope);
    return scope;
  }

  /** Reports, once per spec, a spec that is missing, failed to load, or is remote. */
  #checkScope(scope: OpenApiScope): void {
    for (const source of scope.sources) {
      if (this.#checkedSpecs.has(source)) continue;
      this.#checkedSpecs.add(source);
      const spec = this.#specs.get(source);
      if (spec?.operations) continue;
      if (isRemoteSpec(source)) {
        this.report(
          'warning',
          'remote-spec',
          scope.definedAt,
          `OpenAPI spec ${source} is a URL and cannot be fetched offline; its endpoint entries are not checked`,
          'Download the spec into the docs folder to check it (and to build its pages offline).',
        );
      } else {
        this.report(
          'error',
          'missing-spec',
          scope.definedAt,
          spec?.error
            ? `OpenAPI spec "${source}" cannot be loaded: ${spec.error}`
            : `OpenAPI spec "${source}" does not exist`,
          'Paths are relative to the docs folder (a leading / means the same). Fix the path or add the file.',
        );
      }
    }
  }

  #warnAsyncApi(fields: { asyncapi?: unknown }, path: PropertyKey[]): void {
    if (fields.asyncapi === undefined) return;
    this.report(
      'warning',
      'unsupported',
      [...path, 'asyncapi'],
      '"asyncapi" is not supported yet: no AsyncAPI pages are generated',
      'Remove it, or keep it for a later Folio version; the rest of the site builds.',
      true,
    );
  }
}

function hasChildFields(fields: NavigationFields & { menu?: unknown }): boolean {
  return [
    'pages',
    'groups',
    'menu',
    'tabs',
    'anchors',
    'dropdowns',
    'products',
    'versions',
    'languages',
    'openapi',
  ].some((key) => (fields as Record<string, unknown>)[key] !== undefined);
}

/** Pages sharing a sidebar: same language, version, product, tab, menu item, anchor and dropdown. */
function sidebarKey(context: PageContext): string {
  return JSON.stringify([
    context.language,
    context.version,
    context.product,
    context.tab,
    context.menu,
    context.anchor,
    context.dropdown,
  ]);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
