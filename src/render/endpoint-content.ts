/**
 * The OpenAPI side of a site renderer: each spec loaded once (shared by every endpoint page that
 * uses it, fetched once when it is a URL), the operation an endpoint page documents looked up in
 * it, with its `x-folio` / `x-mint` page settings; the spec's problems as page diagnostics (see
 * {@link pageDiagnostics}); the spec files the page depends on, for the build cache; and the
 * generated reference, with the site's `api` settings applied (and the page's own request and
 * response examples in place of generated ones). A page whose operation cannot be loaded keeps a
 * reference with method and path.
 *
 * @module
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { HTTP_METHODS } from '../navigation/index.ts';
import type { EndpointRef } from '../navigation/index.ts';
import { createApiModelCache } from '../openapi/index.ts';
import type { ApiModel, ApiModelCache, ApiOperation } from '../openapi/index.ts';
import type { Diagnostic, SourcePosition } from '../shared/index.ts';
import { examplesColumnHtml } from './components/index.ts';
import type { PageExamples } from './components/index.ts';
import { h } from './h.ts';
import type { UiStrings } from './layout/ui-strings/index.ts';
import {
  endpointPageSettings,
  methodBadge,
  pathParts,
  playgroundShown,
  renderEndpoint,
} from './openapi/index.ts';
import type {
  ApiDisplay,
  EndpointPageSettings,
  HighlightFunction,
  RenderedEndpoint,
  SampleLanguage,
} from './openapi/index.ts';

/** An endpoint page's operation, loaded. */
export interface LoadedEndpoint {
  api: ApiModel;
  operation: ApiOperation;
  settings: EndpointPageSettings;
  /** Made from an MDX `api:` page, which documents its fields itself (see `mdx-endpoint.ts`). */
  fromPage?: boolean | undefined;
}

/** What looking up an endpoint gives a page. */
export interface EndpointLookup {
  /** Undefined when the spec or the operation could not be loaded (see `diagnostics`). */
  endpoint?: LoadedEndpoint | undefined;
  /** The spec's problems this page reports, and why the operation is missing. */
  diagnostics: Diagnostic[];
  /** Local files of the spec (relative to the docs folder): the page changes when they do. */
  dependencies: string[];
}

/** The generated reference of an endpoint page. */
export type EndpointReference = RenderedEndpoint;

/** How a site renders its endpoint pages. */
export interface EndpointContentOptions {
  /** Highlights code like the site's code blocks. */
  highlight: HighlightFunction;
  /** `api.playground.display` of docs.json. */
  playground?: string | undefined;
  /** Languages of generated samples (`api.examples.languages`); the default set when undefined. */
  languages?: SampleLanguage[] | undefined;
  /** The other `api.*` display settings (the format's defaults when undefined). */
  display?: ApiDisplay | undefined;
  /** The spec cache (a fresh one by default: one per renderer). */
  cache?: ApiModelCache | undefined;
}

/** Loads specs and renders endpoint references for one renderer. */
export class EndpointContent {
  readonly #root: string;
  readonly #options: EndpointContentOptions;
  readonly #cache: ApiModelCache;
  /** Specs whose warnings were reported (by a page of this renderer). */
  readonly #warned = new Set<string>();
  readonly #loaded = new Map<string, LoadedEndpoint>();

  /** `root` is the docs folder. */
  constructor(root: string, options: EndpointContentOptions) {
    this.#root = root;
    this.#options = options;
    this.#cache = options.cache ?? createApiModelCache();
  }

  /**
   * Loads the operation `ref` names. `page` (the MDX file naming it in frontmatter) is where a
   * missing operation is reported; otherwise the spec is.
   */
  async load(ref: EndpointRef, page?: string): Promise<EndpointLookup> {
    const result = await this.#cache.get(this.#root, ref.spec);
    const firstReport = !this.#warned.has(ref.spec);
    this.#warned.add(ref.spec);
    const dependencies = [...result.sources.keys()];
    const api = result.model;
    const operation = api === undefined ? undefined : findOperation(api, ref);
    const diagnostics = pageDiagnostics(result.diagnostics, operation, firstReport);
    if (api === undefined) return { diagnostics, dependencies };
    if (operation === undefined) {
      const where: SourcePosition = { file: page ?? ref.spec, line: 1, column: 1 };
      diagnostics.push({
        severity: 'warning',
        code: 'unknown-endpoint',
        message: `${endpointLabel(ref)} is not an operation of ${ref.spec}; its page shows only the method and path`,
        hint: 'Check the method and path against the spec.',
        ...(page === undefined && /^https?:/i.test(ref.spec) ? {} : { position: where }),
      });
      return { diagnostics, dependencies };
    }
    const endpoint = { api, operation, settings: endpointPageSettings(operation.extensions) };
    this.#loaded.set(keyOf(ref), endpoint);
    return { endpoint, diagnostics, dependencies };
  }

  /** The operation `ref` names, when a page has loaded it already. */
  loaded(ref: EndpointRef): LoadedEndpoint | undefined {
    return this.#loaded.get(keyOf(ref));
  }

  /**
   * The reference of `endpoint` (as {@link load} gave it) around the page's `contentHtml`;
   * `playground` is the page's own setting; `examples` are the page's own `RequestExample` /
   * `ResponseExample`, shown in the side column instead of the generated examples of their kind.
   * Without `endpoint`, the method and path of `ref`, and the page's own examples.
   */
  async reference(
    ref: EndpointRef,
    endpoint: LoadedEndpoint | undefined,
    page: {
      contentHtml: string;
      playground: string | undefined;
      examples?: PageExamples | undefined;
      /** The words of the page's language (English by default). */
      strings?: UiStrings | undefined;
      /** Highlights this page's code, its warnings going to the page (default: the options'). */
      highlight?: HighlightFunction | undefined;
    },
  ): Promise<EndpointReference> {
    if (endpoint === undefined) {
      return {
        html: endpointStub(ref) + page.contentHtml,
        examplesHtml: examplesColumnHtml(
          page.examples?.request ?? '',
          page.examples?.response ?? '',
        ),
        searchText: '',
        toc: [],
      };
    }
    const { languages } = this.#options;
    return renderEndpoint(endpoint.api, endpoint.operation, {
      highlight: page.highlight ?? this.#options.highlight,
      playground: playgroundShown(page.playground, this.#options.playground),
      contentHtml: page.contentHtml,
      pageExamples: page.examples,
      strings: page.strings,
      fieldsInPage: endpoint.fromPage,
      display: this.#options.display,
      ...(languages === undefined ? {} : { languages }),
    });
  }
}

/**
 * The spec problems an endpoint page reports: those inside its own operation (or its path item),
 * always; those of the document outside `paths` and `webhooks` (components, servers, ...),
 * errors always and warnings on the first page of the spec only; none of other operations (their
 * own pages report them).
 */
export function pageDiagnostics(
  diagnostics: readonly Diagnostic[],
  operation: ApiOperation | undefined,
  firstReport: boolean,
): Diagnostic[] {
  return diagnostics.map(lenientReference).filter((item) => {
    const scope = scopeOf(item, operation);
    if (scope === 'own') return true;
    if (scope === 'other') return false;
    return item.severity === 'error' || firstReport;
  });
}

/**
 * A `$ref` that resolves to nothing is an error for `folio openapi-check`, but a page only loses
 * the detail of one schema: the platform renders such pages, so the build warns instead, and the
 * schema shows as one of any type.
 */
function lenientReference(item: Diagnostic): Diagnostic {
  if (item.code !== 'openapi-unresolved-ref' || item.severity !== 'error') return item;
  return { ...item, severity: 'warning', message: `${item.message}; shown as any value` };
}

const operationMethods = new Set<string>(HTTP_METHODS);

function scopeOf(
  item: Diagnostic,
  operation: ApiOperation | undefined,
): 'own' | 'other' | 'document' {
  // Local files: the pointer; remote ones: `url:line:column pointer` (a URL holds no space).
  const jsonPath = item.jsonPath ?? '';
  const pointer =
    item.position === undefined ? jsonPath.slice(jsonPath.indexOf(' ') + 1) : jsonPath;
  const segments = pointer.split('/');
  if (segments[1] !== 'paths' && segments[1] !== 'webhooks') return 'document';
  if (operation === undefined) return 'other';
  const file = item.position?.file;
  if (file !== undefined && file !== operation.location.file) return 'document';
  const own = operation.location.pointer;
  if (pointer === own || pointer.startsWith(`${own}/`)) return 'own';
  // The path item's own fields (`parameters`, `servers`) belong to each of its operations.
  const pathItem = own.slice(0, own.lastIndexOf('/'));
  if (!pointer.startsWith(`${pathItem}/`)) return 'other';
  const field = pointer.slice(pathItem.length + 1).split('/')[0] ?? '';
  return operationMethods.has(field) ? 'other' : 'own';
}

/** The operation (or webhook) `ref` names; a trailing `/` on either path is tolerated. */
export function findOperation(api: ApiModel, ref: EndpointRef): ApiOperation | undefined {
  if (ref.method === 'webhook') return api.webhooks.find((webhook) => webhook.path === ref.path);
  const trimmed = (path: string): string => path.replace(/(.)\/+$/, '$1');
  return (
    api.operations.find((item) => item.method === ref.method && item.path === ref.path) ??
    api.operations.find(
      (item) => item.method === ref.method && trimmed(item.path) === trimmed(ref.path),
    )
  );
}

/** The reference of an endpoint whose operation could not be loaded: its method and path. */
export function endpointStub(ref: EndpointRef): string {
  const webhook = ref.method === 'webhook';
  return renderToStaticMarkup(
    h(
      'div',
      { className: 'folio-api', 'data-folio-api': webhook ? 'webhook' : 'operation' },
      h(
        'div',
        { className: 'folio-api-header' },
        h(
          'div',
          { className: 'folio-api-endpoint', 'data-method': ref.method },
          webhook ? h('span', { className: 'folio-api-webhook-badge' }, 'Webhook') : null,
          methodBadge(webhook ? 'post' : ref.method),
          h(
            'code',
            { className: 'folio-api-url' },
            h('span', { className: 'folio-api-path' }, pathParts(ref.path)),
          ),
        ),
      ),
    ),
  );
}

/**
 * Diagnostics of an operation's `x-folio.content` (positions inside the MDX text) moved to the
 * operation in the spec, the line inside the content kept in the message.
 */
export function contentDiagnostics(
  diagnostics: readonly Diagnostic[],
  endpoint: LoadedEndpoint,
): Diagnostic[] {
  const { location } = endpoint.operation;
  const key = `${endpoint.settings.extension ?? 'x-folio'}.content`;
  return diagnostics.map((item) => {
    const line = item.position === undefined ? '' : `, line ${String(item.position.line)}`;
    return {
      ...item,
      message: `${item.message} (in ${key} of ${describeOperation(endpoint.operation)}${line})`,
      position: { file: location.file, line: location.line, column: location.column },
    };
  });
}

function describeOperation(operation: ApiOperation): string {
  return operation.kind === 'webhook'
    ? `webhook ${operation.path}`
    : `${operation.method.toUpperCase()} ${operation.path}`;
}

function endpointLabel(ref: EndpointRef): string {
  return ref.method === 'webhook'
    ? `webhook ${ref.path}`
    : `${ref.method.toUpperCase()} ${ref.path}`;
}

function keyOf(ref: EndpointRef): string {
  return `${ref.spec}\u0000${ref.method}\u0000${ref.path}`;
}
