/**
 * Page references in `pages`: `guides/intro`, `/guides/intro`, `guides/intro.mdx`, `guides`
 * (for `guides/index.mdx`). Resolution against the files on disk and the route each gets.
 *
 * @module
 */

/** Page file extensions, in the order a reference without extension tries them. */
export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** `"/guides/intro.mdx"` → `"guides/intro"`: no leading `/` or `./`, no trailing `/`, no extension. */
export function normalizePageRef(ref: string): string {
  // Most references are written plainly (`guides/intro`): one test instead of four rewrites.
  const out = plainRef.test(ref)
    ? ref
    : ref
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(\.\/|\/)+/, '')
        .replace(/\/+$/, '');
  const extension = pageExtension.exec(out);
  return extension ? out.slice(0, extension.index) : out;
}

/**
 * A reference the rewrites above leave as it is: no space, `.` or `/` first, no `\\`, and no
 * space or `/` last.
 */
const plainRef = /^[^\s./\\][^\\]*[^\s/\\]$|^[^\s./\\]$/;
/** {@link PAGE_EXTENSIONS} at the end of a reference, any case. */
const pageExtension = /\.(?:mdx|md)$/i;

/** Route of a page file: `guides/intro.mdx` → `/guides/intro`, `guides/index.mdx` → `/guides`, `index.mdx` → `/`. */
export function routeOfFile(file: string): string {
  const withoutExtension = normalizePageRef(file);
  const withoutIndex = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}

/** True for files that can be pages (`.mdx`, `.md`). */
export function isPageFile(file: string): boolean {
  const lower = file.toLowerCase();
  return PAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export type PageLookup =
  | { found: true; file: string }
  /** `leftOut`: the file is there but was left out for a reason already reported. */
  | {
      found: false;
      caseMismatch?: string | undefined;
      nearest?: string | undefined;
      leftOut?: boolean | undefined;
    };

/** Finds the file a page reference names: `x.mdx`, `x.md`, `x/index.mdx`, `x/index.md`. */
export class PageFiles {
  readonly #files: ReadonlySet<string>;
  /** Lowercase path → path, made on the first reference that names no file. */
  #lowercase: Map<string, string> | undefined;
  readonly #leftOut: readonly string[];
  #references: string[] | undefined;

  /** `leftOut`: files and folders of the folder left out with an error of their own. */
  constructor(files: Iterable<string>, leftOut: readonly string[] = []) {
    const pages = new Set<string>();
    for (const file of files) if (isPageFile(file)) pages.add(file);
    this.#files = pages;
    this.#leftOut = leftOut;
  }

  get files(): ReadonlySet<string> {
    return this.#files;
  }

  /**
   * The page files as references (`guides/intro`), for near-miss suggestions: made once, not for
   * each missing page (a site with many missing pages among thousands would redo it each time).
   */
  get references(): readonly string[] {
    this.#references ??= [...this.#files].map(normalizePageRef);
    return this.#references;
  }

  lookup(ref: string): PageLookup {
    const base = normalizePageRef(ref);
    // A site names its pages tens of thousands of times: the usual hit makes no list.
    const direct = base === '' ? 'index.mdx' : `${base}.mdx`;
    if (this.#files.has(direct)) return { found: true, file: direct };
    const candidates =
      base === ''
        ? ['index.mdx', 'index.md']
        : [
            ...PAGE_EXTENSIONS.map((extension) => base + extension),
            ...PAGE_EXTENSIONS.map((extension) => `${base}/index${extension}`),
          ];
    for (const candidate of candidates)
      if (this.#files.has(candidate)) return { found: true, file: candidate };
    this.#lowercase ??= new Map([...this.#files].map((file) => [file.toLowerCase(), file]));
    for (const candidate of candidates) {
      const other = this.#lowercase.get(candidate.toLowerCase());
      if (other) return { found: false, caseMismatch: normalizePageRef(other) };
    }
    const leftOut = candidates.some((candidate) =>
      this.#leftOut.some((left) => candidate === left || candidate.startsWith(`${left}/`)),
    );
    return leftOut ? { found: false, leftOut } : { found: false };
  }
}

/** `guides/getting-started.mdx` → `Getting started`. */
export function titleFromFile(file: string): string {
  const base =
    normalizePageRef(file)
      .split('/')
      .filter((part) => part !== 'index')
      .at(-1) ?? 'Home';
  const words = base.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Home';
}
