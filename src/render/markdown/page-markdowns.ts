/**
 * The Markdown texts of a renderer's pages (see `pageMarkdown`), made once per compiled text that
 * uses no snippets: copies of a page share one compile (see `RecentCompiles`) and so one text; a
 * versioned site has thousands of copies. With snippets the text is made each time, as a
 * snippet may have changed since (in `folio dev`).
 *
 * @module
 */
import type { CompiledMdx } from '../../content/index.ts';
import { readTextInside } from '../../shared/index.ts';
import { pageMarkdown } from './page-markdown.ts';

export class PageMarkdowns {
  /**
   * Made texts by the compile's tree: copies of a text in other files share one tree (see
   * `RecentCompiles`), and without imports the text depends on nothing else.
   */
  readonly #made = new WeakMap<object, Promise<string>>();
  readonly #root: string;
  readonly #compile: (source: string, file: string) => Promise<CompiledMdx>;

  /** Snippets are read from the docs folder `root` and compiled with `compile`. */
  constructor(root: string, compile: (source: string, file: string) => Promise<CompiledMdx>) {
    this.#root = root;
    this.#compile = compile;
  }

  /** The Markdown text of the page compiled as `compiled`. */
  of(compiled: CompiledMdx): Promise<string> {
    const make = (): Promise<string> =>
      pageMarkdown(compiled, (snippet) => this.#snippetSource(snippet));
    if (compiled.imports.length > 0 || compiled.mdast === undefined) return make();
    let markdown = this.#made.get(compiled.mdast);
    if (!markdown) {
      markdown = make();
      this.#made.set(compiled.mdast, markdown);
    }
    return markdown;
  }

  /** The compiled snippet `file`, or undefined when it cannot be read. */
  async #snippetSource(file: string): Promise<CompiledMdx | undefined> {
    try {
      return await this.#compile(await readTextInside(this.#root, file), file);
    } catch {
      return undefined;
    }
  }
}
