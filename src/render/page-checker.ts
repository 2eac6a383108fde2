/**
 * Checks one page as a build would render it, without laying out a document: compiles its MDX
 * (syntax errors, snippet imports) and runs its code and components through the same runtime
 * (undefined names, code that does not compile, unknown components), keeping the problems and
 * dropping the HTML. `folio validate` uses it, so a folder it passes does not fail the build on
 * a page. Code blocks are not highlighted: that only colours them (the build reports unknown
 * languages).
 *
 * @module
 */
import { compileMdx } from '../content/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { readTextInside } from '../shared/index.ts';
import { mdxComponents } from './components/index.ts';
import type { IconLibrary } from './site-context.ts';
import { MdxRuntime } from './mdx/mdx-runtime.ts';
import { resolveHref } from './page-layout-props.ts';

/** What checking a page found. */
export interface PageCheck {
  /** The page's problems, as a build reports them. */
  diagnostics: Diagnostic[];
  /** Snippet files the page uses, directly or through other snippets. */
  dependencies: string[];
}

export interface PageCheckerOptions {
  /** The docs folder. */
  root: string;
  /** Its files (relative POSIX paths), for snippet imports. */
  files: Iterable<string>;
  /** `icons.library` of docs.json (icons' warnings depend on it). */
  iconLibrary?: IconLibrary | undefined;
  /** docs.json `variables` (a page naming one it does not define gets a warning). */
  variables?: Readonly<Record<string, string>> | undefined;
}

export class PageChecker {
  readonly #files: Set<string>;
  readonly #runtime: MdxRuntime;
  readonly #variables: PageCheckerOptions['variables'];

  constructor(options: PageCheckerOptions) {
    const files = (this.#files = new Set(options.files));
    this.#variables = options.variables;
    this.#runtime = new MdxRuntime({
      components: mdxComponents,
      fileExists: (file) => files.has(file),
      readFile: (file) => readTextInside(options.root, file),
      variables: options.variables,
      site: { iconLibrary: options.iconLibrary ?? 'fontawesome', resolveHref },
    });
  }

  /** Checks the page `file` (relative to the docs folder) whose text is `source`. */
  async check(source: string, file: string): Promise<PageCheck> {
    const compiled = await compileMdx(source, {
      file,
      fileExists: (relative) => this.#files.has(relative),
      markdown: file.endsWith('.md'),
      variables: this.#variables,
    });
    const rendered = await this.#runtime.render(compiled);
    return {
      diagnostics: [...compiled.diagnostics, ...rendered.diagnostics],
      dependencies: rendered.dependencies,
    };
  }
}
