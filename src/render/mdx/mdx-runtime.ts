/**
 * Renders compiled pages to HTML: binds each page's snippet imports, evaluates its exports, maps
 * components, and reports unknown components and code errors as positioned diagnostics. One
 * runtime serves a whole build, so snippets are compiled and evaluated once.
 *
 * @module
 */
import type { Root, RootContent } from 'hast';
import type { Components } from 'hast-util-to-jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CompiledMdx } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { h } from '../h.ts';
import { SiteContext } from '../site-context.ts';
import type { SiteContextValue } from '../site-context.ts';
import { PageCodeError } from './evaluate.ts';
import { evaluateModule, hastToReact } from './hast-to-react.ts';
import { ChainScope, ComponentScope } from './scope.ts';
import { SnippetModules } from './snippet-modules.ts';
import type { ModuleHost } from './snippet-modules.ts';

export interface MdxRuntimeOptions {
  /** Components by MDX name (`Card`, `Tree`) and by HTML tag they replace (`pre`). */
  components: Readonly<Record<string, unknown>>;
  fileExists: ModuleHost['fileExists'];
  readFile: ModuleHost['readFile'];
  compile: ModuleHost['compile'];
  site: Omit<SiteContextValue, 'warn'>;
}

export interface RenderedContent {
  html: string;
  diagnostics: Diagnostic[];
  /** Snippet files the page uses, directly or through other snippets. */
  dependencies: string[];
  /** HTML of the page's top-level `<Panel>`, rendered apart for the right-hand column. */
  panelHtml?: string | undefined;
}

const htmlTags = /^[a-z][a-z0-9]*$/;

export class MdxRuntime {
  readonly #modules: SnippetModules;
  readonly #components: ComponentScope;
  readonly #tagComponents: Partial<Components>;
  readonly #site: MdxRuntimeOptions['site'];
  /** Where the page being rendered reports unknown components. */
  #reportUnknown: (name: string) => void = () => undefined;

  constructor(options: MdxRuntimeOptions) {
    this.#site = options.site;
    this.#components = new ComponentScope(options.components, (name) => {
      this.#reportUnknown(name);
    });
    this.#tagComponents = Object.fromEntries(
      Object.entries(options.components).filter(([name]) => htmlTags.test(name)),
    ) as Partial<Components>;
    this.#modules = new SnippetModules({
      fileExists: options.fileExists,
      readFile: options.readFile,
      compile: options.compile,
      components: this.#components,
      tagComponents: this.#tagComponents,
    });
  }

  /** Renders the body of a compiled page to HTML. Never throws for problems in the page. */
  async render(page: CompiledMdx): Promise<RenderedContent> {
    const diagnostics: Diagnostic[] = [];
    if (!page.tree) return { html: '', diagnostics, dependencies: [] };
    const prepared = await this.#modules.prepare(page.imports);
    diagnostics.push(...prepared.diagnostics);

    const unknown = new Set<string>();
    const warnings = new Set<string>();
    this.#reportUnknown = (name) => unknown.add(name);
    const warn = (code: string, message: string): void => {
      if (warnings.has(`${code}\0${message}`)) return;
      warnings.add(`${code}\0${message}`);
      diagnostics.push({
        severity: 'warning',
        code,
        message,
        position: { file: page.file, line: 1, column: 1 },
      });
    };

    let html = '';
    let panelHtml: string | undefined;
    try {
      const bindings = await this.#modules.bindings(page.imports);
      const scope = new ChainScope(bindings, this.#components);
      evaluateModule(page.tree, bindings, scope);
      const { body, panel } = splitPanel(page.tree);
      const toHtml = (tree: Root): string =>
        renderToStaticMarkup(
          h(
            SiteContext.Provider,
            { value: { ...this.#site, warn } },
            hastToReact(tree, scope, this.#tagComponents),
          ),
        );
      html = toHtml(body);
      if (panel) panelHtml = toHtml(panel);
    } catch (error) {
      if (process.env['FOLIO_DEBUG']) console.error(error);
      diagnostics.push(codeDiagnostic(error, page.file));
    } finally {
      this.#reportUnknown = () => undefined;
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
    return { html, diagnostics, dependencies: prepared.files, panelHtml };
  }
}

/** A top-level `<Panel>` replaces the table of contents, so it is rendered apart from the body. */
function splitPanel(tree: Root): { body: Root; panel?: Root } {
  const isPanel = (node: RootContent): boolean =>
    node.type === 'mdxJsxFlowElement' && (node as { name?: string | null }).name === 'Panel';
  const panels = tree.children.filter(isPanel);
  if (panels.length === 0) return { body: tree };
  return {
    body: { ...tree, children: tree.children.filter((node) => !isPanel(node)) },
    panel: { type: 'root', children: panels },
  };
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
  const message = error instanceof Error ? error.message : String(error);
  return { severity: 'error', code: 'mdx-render', message, position: { file, line: 1, column: 1 } };
}
