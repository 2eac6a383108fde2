/**
 * Body renders shared among copies of a page's text. A versioned site holds the same page many
 * times (one public site: 24,803 page files, 1,723 distinct texts); a build compiles such a text
 * once (see `RecentCompiles`), and a copy in another file gets a relocated compile around the
 * same tree. Rendering that tree depends only on the tree, the words of the page's language,
 * the page's imports and the site; for a compile that imports nothing, a copy's render is the
 * first one's with the file its warnings name changed, so it is made once.
 *
 * Only for builds: `folio dev` keeps its renderer while files change, and a render does not say
 * everything it read (a component defined elsewhere may change under a page whose text did not).
 *
 * @module
 */
import type { CompiledMdx } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { UiStrings } from '../layout/ui-strings/index.ts';
import type { RenderedContent } from './mdx-runtime.ts';

interface Made {
  /** The file the render was made for: the one its warnings name. */
  file: string;
  rendered: Promise<RenderedContent>;
}

export class SharedRenders {
  /** By the compile's tree (copies share it), then by the words of the language. */
  readonly #made = new WeakMap<object, Map<UiStrings, Made>>();

  /** `compiled` rendered with `strings` by `render`, or the render of a copy of its text. */
  get(
    compiled: CompiledMdx,
    strings: UiStrings,
    render: () => Promise<RenderedContent>,
  ): Promise<RenderedContent> {
    const tree = compiled.tree;
    if (tree === undefined || compiled.imports.length > 0) return render();
    let byStrings = this.#made.get(tree);
    if (!byStrings) this.#made.set(tree, (byStrings = new Map<UiStrings, Made>()));
    const made = byStrings.get(strings);
    if (!made) {
      const rendered = render();
      byStrings.set(strings, { file: compiled.file, rendered });
      return rendered;
    }
    if (made.file === compiled.file) return made.rendered;
    return made.rendered.then((rendered) => relocated(rendered, made.file, compiled.file));
  }
}

/** `rendered`, made for file `from`, as if made for `file`. */
function relocated(rendered: RenderedContent, from: string, file: string): RenderedContent {
  const diagnostics = rendered.diagnostics.map((item): Diagnostic =>
    item.position?.file === from ? { ...item, position: { ...item.position, file } } : item,
  );
  return { ...rendered, diagnostics };
}
