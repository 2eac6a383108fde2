/**
 * Pages generated from OpenAPI operations: `METHOD /path` entries, levels that list a whole spec
 * (docs/navigation/openapi.mdx), and MDX pages whose frontmatter names an operation. Used by the resolver's walk.
 *
 * @module
 */
import type { Diagnostic } from '../shared/index.ts';
import { didYouMean } from '../shared/index.ts';
import { DEFAULT_API_DIRECTORY } from './endpoint-route.ts';
import { isRemoteSpec, matchSpec, parseEndpointEntry } from './endpoint-entry.ts';
import type { EndpointEntry } from './endpoint-entry.ts';
import type { Occurrence, PendingEndpoint, Report, WalkScope } from './walk-scope.ts';
import { sidebarKey } from './walk-scope.ts';
import type {
  GroupNode,
  NavNode,
  OpenApiScope,
  OperationSummary,
  PageMeta,
  PageNode,
  ResolvedPage,
  SpecIndex,
} from './types.ts';

type Scope = WalkScope;

export interface EndpointPagesOptions {
  specs: ReadonlyMap<string, SpecIndex>;
  /** `api.openapi`, or the specs found in the folder: used where no level names a spec. */
  defaultScope: OpenApiScope | undefined;
  pageMeta: ((file: string) => PageMeta | undefined) | undefined;
  occurrences: Occurrence[];
  diagnostics: Diagnostic[];
  report: Report;
}

export class EndpointPages {
  /** Endpoint pages in the order found, waiting for their routes. */
  readonly pending: PendingEndpoint[] = [];
  readonly #byEndpoint = new Map<string, PendingEndpoint>();
  readonly #checkedSpecs = new Set<string>();
  readonly #specs: ReadonlyMap<string, SpecIndex>;
  readonly #defaultScope: OpenApiScope | undefined;
  readonly #pageMeta: EndpointPagesOptions['pageMeta'];
  readonly #occurrences: Occurrence[];
  readonly #diagnostics: Diagnostic[];
  readonly #report: Report;

  constructor(options: EndpointPagesOptions) {
    this.#specs = options.specs;
    this.#defaultScope = options.defaultScope;
    this.#pageMeta = options.pageMeta;
    this.#occurrences = options.occurrences;
    this.#diagnostics = options.diagnostics;
    this.#report = options.report;
  }

  /** An MDX page whose frontmatter names an endpoint (`openapi: GET /plants`) gets it attached. */
  attachFrontmatter(page: ResolvedPage): void {
    if (page.kind !== 'mdx' || !page.file) return;
    const meta = this.#pageMeta?.(page.file);
    const value = meta?.openapi;
    if (value === undefined) return;
    const at = { file: page.file, line: meta?.openapiLine ?? 1, column: 1 };
    const warn = (message: string, hint: string) =>
      this.#diagnostics.push({
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
      const key = matchSpec(endpoint.spec, this.#specs.keys(), page.file);
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
        // A page without a title of its own is named after its operation, as generated pages are.
        if (meta?.title === undefined && meta?.sidebarTitle === undefined)
          page.title = operation.sidebarTitle ?? operation.title ?? operation.summary ?? page.title;
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

  /**
   * Shows MDX pages that document an endpoint like generated ones in the sidebar: with the
   * method badge, and under the operation's title when the page has none.
   */
  labelNodes(nodes: readonly NavNode[], routes: ReadonlyMap<string, ResolvedPage>): void {
    for (const node of nodes) {
      if (node.type !== 'page') {
        this.labelNodes(node.children, routes);
        continue;
      }
      const page = routes.get(node.route);
      if (page?.kind !== 'mdx' || page.endpoint === undefined) continue;
      node.method ??= page.endpoint.method;
      node.title = page.title;
    }
  }

  entry(
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
        this.#report(
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
      this.checkScope({ sources: [key], definedAt: path });
      sources = [key];
      if (scope.openapi && !scope.openapi.sources.includes(key)) directory = DEFAULT_API_DIRECTORY;
    } else if (scope.openapi) {
      sources = scope.openapi.sources;
    } else {
      this.#report(
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
        this.#report(
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
      this.#report(
        'warning',
        'excluded-endpoint',
        path,
        `"${entry}" is marked x-excluded in the spec: no page is built and the entry is left out`,
        'Remove the entry, or remove x-excluded from the operation.',
      );
      return undefined;
    }
    return this.add(specKey ?? '', operation, directory, scope, label);
  }

  add(
    specKey: string,
    operation: OperationSummary,
    directory: string,
    scope: Scope,
    label: string,
  ): PageNode {
    const key = `${specKey}\u0000${operation.method}\u0000${operation.path}`;
    const hidden = scope.hidden || operation.hidden === true;
    let pending = this.#byEndpoint.get(key);
    if (!pending) {
      const page: ResolvedPage = {
        route: '',
        kind: 'openapi',
        endpoint: { spec: specKey, method: operation.method, path: operation.path, operation },
        title: operation.sidebarTitle ?? operation.title ?? operation.summary ?? label,
        hidden,
        icon: operation.icon,
        tag: operation.tag,
        inNavigation: true,
        context: scope.context,
        breadcrumbs: scope.breadcrumbs,
        openapi: scope.openapi,
        searchable: scope.searchable,
        boost: scope.boost,
      };
      pending = { page, nodes: [], directory };
      this.#byEndpoint.set(key, pending);
      this.pending.push(pending);
    }
    const node: PageNode = {
      type: 'page',
      route: '',
      title: pending.page.title,
      hidden,
      method: operation.method,
      icon: pending.page.icon,
      tag: pending.page.tag,
    };
    pending.nodes.push(node);
    this.#occurrences.push({ page: pending.page, sidebar: sidebarKey(scope.context), hidden });
    return node;
  }

  /** A level with `openapi` and nothing else lists every operation, grouped by first tag. */

  list(scope: OpenApiScope, path: PropertyKey[], parent: Scope): GroupNode[] {
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
        this.add(
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
      this.#report(
        'warning',
        'empty-spec',
        [...path, 'openapi'],
        `The spec ${scope.sources.join(', ')} has no operations to list`,
        'Add paths to the spec, or pages to this entry.',
      );
    }
    return nodes;
  }

  /** Reports, once per spec, a spec that is missing, failed to load, or is remote. */
  checkScope(scope: OpenApiScope): void {
    for (const source of scope.sources) {
      if (this.#checkedSpecs.has(source)) continue;
      this.#checkedSpecs.add(source);
      const spec = this.#specs.get(source);
      if (spec?.operations) continue;
      if (isRemoteSpec(source)) {
        this.#report(
          'warning',
          'remote-spec',
          scope.definedAt,
          spec?.error
            ? `OpenAPI spec ${source}: ${spec.error}; its endpoint entries are not checked`
            : `OpenAPI spec ${source} is a URL that was not fetched; its endpoint entries are not checked`,
          'Check the URL, or download the spec into the docs folder to check it and build its pages offline.',
        );
      } else {
        this.#report(
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
}
