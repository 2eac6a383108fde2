/**
 * Snippet modules: every file a page imports (`.mdx`, `.md`, `.jsx`, `.js`), compiled once per
 * build and shared by all pages. An MDX snippet's default export is a component that renders the
 * snippet with the props it is given (`<Setup word="x" />` → `{word}` and `{props.word}` inside);
 * its `export const` values are named exports. A `.jsx` snippet is evaluated as a module.
 *
 * MDX snippets are compiled here with content's `compileMdx` and the code highlighter the build
 * gives, on first import: which snippets a page needs is known only once its imports, and theirs,
 * are read. A snippet's diagnostics (its code warnings among them) are kept with it and reported
 * by every page that uses it.
 *
 * @module
 */
import { Parser } from 'acorn';
import type { Program } from 'estree';
import acornJsx from 'acorn-jsx';
import { createElement } from 'react';
import type { FC, ReactNode } from 'react';
import type {
  CodeBlockHighlighter,
  CompiledMdx,
  SectionParts,
  SnippetImport,
} from '../../content/index.ts';
import { compileMdx, resolveSnippetPath } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { PageCodeError } from './page-code-error.ts';
import type { Scope } from './evaluate.ts';
import { evaluateProgram, programBody } from './evaluate.ts';
import { esmPrograms, evaluateModule, hastToReact } from './hast-to-react.ts';
import { recordExport } from './islands.ts';
import type { Components } from 'hast-util-to-jsx-runtime';
import { PAGE_REACT } from './page-react.ts';
import { ChainScope } from './scope.ts';
import { useSite } from '../site-context.ts';

/** What snippet loading needs from the build. */
export interface ModuleHost {
  fileExists(relative: string): boolean;
  readFile(relative: string): Promise<string>;
  /** Highlights the code blocks of MDX snippets (left plain without it). */
  code?: CodeBlockHighlighter | undefined;
  /** The component scope every module's names fall back to. */
  components: Scope;
  /** HTML tag overrides (`pre` → CodeBlock). */
  tagComponents: Partial<Components>;
  /** docs.json `variables`, put in place of `{{name}}` in MDX snippets as in pages. */
  variables?: Readonly<Record<string, string>> | undefined;
  /** docs.json `styling.latex` (`false`: `$…$` stays text), in snippets as in pages. */
  latex?: boolean | undefined;
}

interface LoadedModule {
  file: string;
  imports: SnippetImport[];
  compiled?: CompiledMdx | undefined;
  program?: Program | undefined;
  diagnostics: Diagnostic[];
  exports?: Record<string, unknown>;
}

const JsxParser = Parser.extend(acornJsx());

/** A module as the browser's island runtime defines it (see `island-script.ts`). */
export interface ClientModule {
  id: string;
  /** `[local, imported, module]`: `module` is a file, `react`, or empty when unresolved. */
  imports: [string, string, string][];
  bodies: string[];
}

/** The imports of a module, as the browser binds them. */
export function clientImports(imports: readonly SnippetImport[]): ClientModule['imports'] {
  return imports.map((entry) => [
    entry.local,
    entry.imported,
    entry.source === 'react' ? 'react' : (entry.file ?? ''),
  ]);
}

export class SnippetModules {
  readonly #host: ModuleHost;
  readonly #modules = new Map<string, Promise<LoadedModule>>();

  constructor(host: ModuleHost) {
    this.#host = host;
  }

  /**
   * Loads (once) every module `imports` needs, transitively. Returns their diagnostics and the
   * files involved (what a cached page depends on).
   */
  async prepare(
    imports: readonly SnippetImport[],
  ): Promise<{ diagnostics: Diagnostic[]; files: string[] }> {
    const diagnostics: Diagnostic[] = [];
    const seen = new Set<string>();
    const queue = imports.flatMap((entry) => (entry.file === undefined ? [] : [entry.file]));
    while (queue.length) {
      const file = queue.shift();
      if (file === undefined || seen.has(file)) continue;
      seen.add(file);
      const loaded = await this.#load(file);
      diagnostics.push(...loaded.diagnostics);
      for (const entry of loaded.imports) if (entry.file !== undefined) queue.push(entry.file);
    }
    return { diagnostics, files: [...seen] };
  }

  /** The values `imports` bind, by local name (modules must have been prepared). */
  /** Whether `file` was loaded as a snippet (its compile is kept and reused). */
  has(file: string): boolean {
    return this.#modules.has(file);
  }

  async bindings(imports: readonly SnippetImport[]): Promise<Map<string, unknown>> {
    const values = new Map<string, unknown>();
    for (const entry of imports) {
      const value = await this.#importedValue(entry, []);
      // An unresolved import leaves the name to the component library (or to an error when used).
      if (value !== undefined) values.set(entry.local, value);
    }
    return values;
  }

  /**
   * The searchable text of the MDX snippet `file`, from the compilation its rendering uses (so a
   * snippet is compiled once, whether it is rendered, searched or both). Undefined when the file
   * cannot be read or compiled.
   */
  async sectionPartsOf(file: string): Promise<SectionParts | undefined> {
    const loaded = await this.#load(file).catch(() => undefined);
    return loaded?.compiled?.tree === undefined ? undefined : loaded.compiled.sectionParts;
  }

  /**
   * What the browser needs to evaluate `file` again for its islands: its imports and the compiled
   * bodies of its code (an MDX snippet's Markdown is not sent: only its `export`s run there).
   */
  async clientModule(file: string): Promise<ClientModule | undefined> {
    const loaded = await this.#load(file).catch(() => undefined);
    if (!loaded) return undefined;
    const programs = loaded.program
      ? [loaded.program]
      : loaded.compiled?.tree
        ? esmPrograms(loaded.compiled.tree)
        : [];
    return {
      id: file,
      imports: clientImports(loaded.imports),
      bodies: programs.flatMap((program) => programBody(program) ?? []),
    };
  }

  async #importedValue(entry: SnippetImport, stack: string[]): Promise<unknown> {
    if (entry.source === 'react')
      return entry.imported === '*' || entry.imported === 'default'
        ? PAGE_REACT
        : PAGE_REACT[entry.imported];
    if (entry.file === undefined) return this.#missing(entry);
    const exports = await this.#exportsOf(entry.file, stack);
    return entry.imported === '*' ? exports : exports[entry.imported];
  }

  /**
   * What an import of a snippet file that does not exist binds (the compile has warned): the
   * placeholder of a missing `<Snippet file>`, which renders nothing in a built site and names
   * the file in `folio dev`. Imports of packages other than React stay unbound.
   */
  #missing(entry: SnippetImport): unknown {
    if (!/^\.{0,2}\//.test(entry.source)) return undefined;
    const placeholder = this.#host.components.get('Snippet');
    if (typeof placeholder !== 'function') return undefined;
    const source = entry.source;
    return function MissingSnippet(): ReactNode {
      return createElement(placeholder as FC<{ file: string }>, { file: source });
    };
  }

  async #exportsOf(file: string, stack: string[]): Promise<Record<string, unknown>> {
    const loaded = await this.#load(file);
    if (loaded.exports) return loaded.exports;
    if (stack.includes(file)) {
      throw new PageCodeError(
        `Snippets import each other in a circle: ${[...stack, file].join(' → ')}`,
        undefined,
      );
    }
    const bindings = new Map<string, unknown>();
    for (const entry of loaded.imports) {
      bindings.set(entry.local, await this.#importedValue(entry, [...stack, file]));
    }
    const scope = new ChainScope(bindings, this.#host.components);
    const exports: Record<string, unknown> = {};
    if (loaded.program) {
      Object.assign(exports, evaluateProgram(loaded.program, scope));
      const code = programBody(loaded.program) ?? '';
      for (const [name, value] of Object.entries(exports)) {
        recordExport(value, { origin: { module: file, name }, scope, code });
      }
    } else if (loaded.compiled?.tree) {
      const tree = loaded.compiled.tree;
      evaluateModule(tree, bindings, scope, file);
      for (const [name, value] of bindings) {
        if (!loaded.imports.some((entry) => entry.local === name)) exports[name] = value;
      }
      const tagComponents = this.#host.tagComponents;
      exports['default'] = function Snippet(props: Record<string, unknown>): ReactNode {
        const propScope = new ChainScope(
          new Map([...Object.entries(props), ['props', props]]),
          scope,
        );
        return hastToReact(tree, propScope, tagComponents, file, useSite().warn);
      };
    }
    loaded.exports = exports;
    return exports;
  }

  #load(file: string): Promise<LoadedModule> {
    let loading = this.#modules.get(file);
    if (!loading) {
      loading = this.#read(file);
      this.#modules.set(file, loading);
    }
    return loading;
  }

  async #read(file: string): Promise<LoadedModule> {
    const source = await this.#host.readFile(file);
    if (/\.(mdx|md)$/.test(file)) {
      const compiled = await compileMdx(source, {
        file,
        fileExists: (relative) => this.#host.fileExists(relative),
        code: this.#host.code,
        markdown: file.endsWith('.md'),
        variables: this.#host.variables,
        latex: this.#host.latex,
      });
      return { file, imports: compiled.imports, compiled, diagnostics: compiled.diagnostics };
    }
    return this.#readScript(source, file);
  }

  #readScript(source: string, file: string): LoadedModule {
    let program: Program;
    try {
      program = JsxParser.parse(source, {
        ecmaVersion: 'latest',
        sourceType: 'module',
        locations: true,
      }) as unknown as Program;
    } catch (error) {
      const place = (error as { loc?: { line: number; column: number } }).loc;
      return {
        file,
        imports: [],
        diagnostics: [
          {
            severity: 'error',
            code: 'snippet-syntax',
            message:
              error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error),
            position: { file, line: place?.line ?? 1, column: (place?.column ?? 0) + 1 },
          },
        ],
      };
    }
    const imports: SnippetImport[] = [];
    const diagnostics: Diagnostic[] = [];
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      const line = statement.loc?.start.line ?? 1;
      const relative = /^\.{0,2}\//.test(source);
      const resolved = relative
        ? resolveSnippetPath(source, file, (relative) => this.#host.fileExists(relative))
        : undefined;
      if (relative && resolved === undefined) {
        diagnostics.push({
          severity: 'warning',
          code: 'snippet-missing',
          message: `Snippet "${source}" does not exist; the snippet is built without it`,
          position: { file, line, column: (statement.loc?.start.column ?? 0) + 1 },
        });
      }
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value);
        imports.push({ local: specifier.local.name, imported, source, file: resolved, line });
      }
    }
    return { file, imports, program, diagnostics };
  }
}
