/**
 * Which fragments (`#setup`) each page has. Heading ids known from parsing answer first; any other
 * fragment is looked up in the page's rendered HTML, which holds every id, including the ones
 * components make (Accordion `id`, Step titles, Update labels, headings inside snippets). Each
 * page is rendered at most once.
 *
 * @module
 */
import type { DocsProject } from '../../content/index.ts';
import { didYouMean } from '../../shared/index.ts';
import { PageRenderer } from '../../render/index.ts';
import { htmlIds } from './html-ids.ts';

export type AnchorLookup = { found: true } | { found: false; suggestion?: string | undefined };

/** The asset URLs only fill the `<link>` and `<script>` tags; no id depends on them. */
const ASSET_URLS = { css: '/_folio/folio.css', js: '/_folio/folio.js' };

/** Fragments that reach the page without an element: the top of the page. */
const topOfPage = new Set(['', 'top']);

export class AnchorIndex {
  readonly #project: DocsProject;
  readonly #knownIds: ReadonlyMap<string, ReadonlySet<string>>;
  readonly #rendered = new Map<string, Promise<Set<string>>>();
  #renderer: PageRenderer | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  /** `knownIds`: ids found without rendering, by route (they are certain to be rendered). */
  constructor(project: DocsProject, knownIds: ReadonlyMap<string, ReadonlySet<string>>) {
    this.#project = project;
    this.#knownIds = knownIds;
  }

  /** Whether the page at `route` has an element with id `fragment` (decoded). */
  async find(route: string, fragment: string): Promise<AnchorLookup> {
    if (topOfPage.has(fragment.toLowerCase())) return { found: true };
    if (this.#knownIds.get(route)?.has(fragment)) return { found: true };
    const ids = await this.idsOf(route);
    if (ids.has(fragment)) return { found: true };
    const candidates = [...ids].filter((id) => !id.startsWith('folio-'));
    return { found: false, suggestion: didYouMean(fragment, candidates) };
  }

  /** Every id in the rendered page at `route` (empty for an unknown route). */
  idsOf(route: string): Promise<Set<string>> {
    let ids = this.#rendered.get(route);
    if (!ids) {
      // Rendering is CPU-bound: one page at a time keeps memory flat and loses no time.
      ids = this.#queue.then(() => this.#render(route));
      this.#queue = ids.catch(() => undefined);
      this.#rendered.set(route, ids);
    }
    return ids;
  }

  async #render(route: string): Promise<Set<string>> {
    const page = this.#project.navigation?.routes.get(route);
    if (!page) return new Set();
    this.#renderer ??= new PageRenderer(this.#project, ASSET_URLS);
    const rendered = await this.#renderer.renderPage(page);
    return htmlIds(rendered.html);
  }
}
