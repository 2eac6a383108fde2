/**
 * Renders compiled pages to HTML: binds each page's snippet imports, evaluates its exports, maps
 * components, and reports unknown components and code errors as positioned diagnostics. One
 * runtime serves a whole build, so snippets are compiled and evaluated once. It also gives a page's
 * search sections with its snippets' text in them, from the same compiled snippets.
 *
 * @module
 */
import type { Root, RootContent } from 'hast';
import type { Components } from 'hast-util-to-jsx-runtime';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { snippetSections } from '../../content/index.ts';
import type { CompiledMdx, PageSection, SectionSource } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { sideColumnHtml, sidePartOf } from '../components/index.ts';
import type { SideContent, SidePart } from '../components/index.ts';
import { h } from '../h.ts';
import { english, UiStringsContext } from '../layout/ui-strings/index.ts';
import type { UiStrings } from '../layout/ui-strings/index.ts';
import { SiteContext } from '../site-context.ts';
import type { SiteContextValue } from '../site-context.ts';
import { pageCodeMessage } from './evaluate.ts';
import { PageCodeError } from './page-code-error.ts';
import { esmPrograms, evaluateModule, MdxContent } from './hast-to-react.ts';
import { programBody } from './evaluate.ts';
import { islandRuntimeUrl, islandScript } from './island-script.ts';
import type { IslandScript } from './island-script.ts';
import { IslandCollector, IslandContext, PAGE_MODULE } from './islands.ts';
import type { RenderElement } from './islands.ts';
import { ChainScope, ComponentScope } from './scope.ts';
import { clientImports, SnippetModules } from './snippet-modules.ts';
import type { ClientModule, ModuleHost } from './snippet-modules.ts';

export interface MdxRuntimeOptions {
  /** Components by MDX name (`Card`, `Tree`) and by HTML tag they replace (`pre`). */
  components: Readonly<Record<string, unknown>>;
  fileExists: ModuleHost['fileExists'];
  readFile: ModuleHost['readFile'];
  code?: ModuleHost['code'];
  /** docs.json `variables`, for MDX snippets (pages get them where they are compiled). */
  variables?: ModuleHost['variables'];
  /** docs.json `styling.latex`, for MDX snippets. */
  latex?: ModuleHost['latex'];
  site: Omit<SiteContextValue, 'warn' | 'unknownComponent'>;
}

export interface RenderedContent {
  html: string;
  diagnostics: Diagnostic[];
  /** Snippet files the page uses, directly or through other snippets. */
  dependencies: string[];
  /**
   * HTML of the right-hand column: the page's top-level `<Panel>`, then its top-level
   * `<RequestExample>`s and `<ResponseExample>`s, all rendered apart from the body.
   */
  panelHtml?: string | undefined;
  /**
   * The parts of `panelHtml`, for pages that add to the column (endpoint pages). An example kind
   * written inside the `<Panel>` is `''`: given, and shown in the panel.
   */
  side?: SideContent | undefined;
  /**
   * The page's island script when it has interactive components (`html` then ends with the tags
   * that load it and the island runtime); a file the site must serve at its URL.
   */
  islandScript?: IslandScript | undefined;
}

const htmlTags = /^[a-z][a-z0-9]*$/;

export class MdxRuntime {
  readonly #modules: SnippetModules;
  readonly #components: ComponentScope;
  readonly #tagComponents: Partial<Components>;
  readonly #site: MdxRuntimeOptions['site'];

  constructor(options: MdxRuntimeOptions) {
    this.#site = options.site;
    this.#components = new ComponentScope(options.components);
    this.#tagComponents = Object.fromEntries(
      Object.entries(options.components).filter(([name]) => htmlTags.test(name)),
    ) as Partial<Components>;
    this.#modules = new SnippetModules({
      fileExists: options.fileExists,
      readFile: options.readFile,
      code: options.code,
      components: this.#components,
      tagComponents: this.#tagComponents,
      variables: options.variables,
      latex: options.latex,
    });
  }

  /**
   * The search sections of a compiled page with the text of the snippets it uses, each where it
   * stands. Snippets come from the same cache as rendering, so none is compiled again.
   */
  searchSections(page: SectionSource): Promise<PageSection[]> {
    return snippetSections(page, (file) => this.#modules.sectionPartsOf(file));
  }

  /** Whether `file` was loaded as a snippet of some page (its compile is cached here). */
  usesSnippet(file: string): boolean {
    return this.#modules.has(file);
  }

  /**
   * Renders the body of a compiled page to HTML. Never throws for problems in the page. What the
   * page reports is collected by this call alone (the context of its own React render), so pages
   * rendered at once keep their warnings apart. `strings` are the words of the page's language
   * (components' labels); English by default.
   */
  async render(page: CompiledMdx, strings: UiStrings = english): Promise<RenderedContent> {
    const diagnostics: Diagnostic[] = [];
    if (!page.tree) return { html: '', diagnostics, dependencies: [] };
    const prepared = await this.#modules.prepare(page.imports);
    diagnostics.push(...prepared.diagnostics);

    const unknown = new Set<string>();
    const unknownComponent = (name: string): void => {
      unknown.add(name);
    };
    const warnings = new Set<string>();
    const warn: SiteContextValue['warn'] = (code, message, place, hint): void => {
      if (warnings.has(`${code}\0${message}`)) return;
      warnings.add(`${code}\0${message}`);
      diagnostics.push({
        severity: 'warning',
        code,
        message,
        ...(hint === undefined ? {} : { hint }),
        position: place ?? { file: page.file, line: 1, column: 1 },
      });
    };

    let html = '';
    let side: SideContent | undefined;
    let script: IslandScript | undefined;
    const islands = new IslandCollector((message, place, hint) => {
      warn(
        'island-static',
        message,
        place,
        hint ?? 'Pass the value as text or JSON, or let the component compute it from such props',
      );
    });
    try {
      const bindings = await this.#modules.bindings(page.imports);
      const scope = new ChainScope(bindings, this.#components);
      evaluateModule(page.tree, bindings, scope, PAGE_MODULE);
      const { body, parts, inPanel } = splitSide(page.tree);
      const site = { ...this.#site, warn, unknownComponent };
      // Each part is its own render: a prefix keeps the ids of its components apart.
      const toHtml = (tree: Root, identifierPrefix = ''): string => {
        const render: RenderElement = (element: ReactNode, hydrate: boolean, ids = '') =>
          (hydrate ? renderToString : renderToStaticMarkup)(
            h(
              SiteContext.Provider,
              { value: site },
              h(
                UiStringsContext.Provider,
                { value: strings },
                h(IslandContext.Provider, { value: islands }, element),
              ),
            ),
            { identifierPrefix: ids || identifierPrefix },
          );
        return islands.fill(
          render(
            h(MdxContent, { tree, scope, components: this.#tagComponents, file: page.file, warn }),
            false,
          ),
          render,
        );
      };
      html = toHtml(body);
      if (parts.size > 0) {
        side = {};
        for (const kind of inPanel) side[kind] = '';
        for (const [part, tree] of parts) side[part] = toHtml(tree, `${part}-`);
      }
      if (islands.hydrated.size > 0) {
        script = await this.#islandScript(page, prepared.files);
        html += `<script src="${await islandRuntimeUrl()}" defer></script><script src="${script.url}" defer></script>`;
      }
    } catch (error) {
      if (process.env['FOLIO_DEBUG']) console.error(error);
      diagnostics.push(codeDiagnostic(error, page.file));
    }
    for (const name of unknown) {
      diagnostics.push({
        severity: 'warning',
        code: 'unknown-component',
        message: `Unknown component <${name}>: its content is shown without it`,
        hint: `Check the spelling, or define it: export const ${name} = ({ children }) => <div>{children}</div>`,
        position: page.componentPositions.get(name) ?? { file: page.file, line: 1, column: 1 },
      });
    }
    return {
      html,
      diagnostics,
      dependencies: prepared.files,
      panelHtml: side && sideColumnHtml(side),
      side,
      islandScript: script,
    };
  }

  /** The island script of `page`: its own code and that of every snippet it uses. */
  async #islandScript(page: CompiledMdx, files: readonly string[]): Promise<IslandScript> {
    const modules: ClientModule[] = [];
    for (const file of files) {
      const module = await this.#modules.clientModule(file);
      if (module) modules.push(module);
    }
    modules.push({
      id: PAGE_MODULE,
      imports: clientImports(page.imports),
      bodies: page.tree
        ? esmPrograms(page.tree).flatMap((program) => programBody(program) ?? [])
        : [],
    });
    return islandScript(modules);
  }
}

/**
 * A top-level `<Panel>` replaces the table of contents, and top-level `<RequestExample>` and
 * `<ResponseExample>` go beside the page: each is taken out of the body, grouped by part in page
 * order. `inPanel` names the example kinds written directly inside a top-level `<Panel>`.
 */
function splitSide(tree: Root): {
  body: Root;
  parts: Map<SidePart, Root>;
  inPanel: Set<'request' | 'response'>;
} {
  const parts = new Map<SidePart, Root>();
  const inPanel = new Set<'request' | 'response'>();
  const body: RootContent[] = [];
  for (const node of tree.children) {
    const part = sidePartOf(componentName(node));
    if (part === undefined) {
      body.push(node);
      continue;
    }
    const root = parts.get(part) ?? { type: 'root', children: [] };
    root.children.push(node);
    parts.set(part, root);
    if (part !== 'panel' || !('children' in node)) continue;
    for (const child of node.children as RootContent[]) {
      const kind = sidePartOf(componentName(child));
      if (kind === 'request' || kind === 'response') inPanel.add(kind);
    }
  }
  return { body: parts.size === 0 ? tree : { ...tree, children: body }, parts, inPanel };
}

/** The component name of an MDX element (`Panel` for `<Panel>`); undefined for other nodes. */
function componentName(node: RootContent): string | null | undefined {
  return node.type === 'mdxJsxFlowElement' ? (node as { name?: string | null }).name : undefined;
}

function codeDiagnostic(error: unknown, file: string): Diagnostic {
  if (error instanceof PageCodeError) {
    return {
      severity: 'error',
      code: 'mdx-code',
      message: error.message,
      position: { file, line: error.line ?? 1, column: error.column ?? 1 },
    };
  }
  const message = pageCodeMessage(error);
  return { severity: 'error', code: 'mdx-render', message, position: { file, line: 1, column: 1 } };
}
