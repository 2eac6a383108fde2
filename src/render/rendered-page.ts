/**
 * What rendering a page gives: the whole page ({@link RenderedPage}) and its own MDX content
 * ({@link PageContent}), which the layout then wraps.
 *
 * @module
 */
import type { CompiledMdx, PageSection, TocEntry, UpdateEntry } from '../content/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { SideContent } from './components/index.ts';
import type { IslandScript } from './mdx/island-script.ts';
import type { OgImageInput } from './og-image/og-image-input.ts';

export interface RenderedPage {
  route: string;
  html: string;
  title: string;
  description?: string | undefined;
  toc: TocEntry[];
  sections: PageSection[];
  links: CompiledMdx['links'];
  diagnostics: Diagnostic[];
  /** Snippet and spec files the page uses (for the build cache). */
  dependencies: string[];
  /** Language and version, for the search index and sitemap. */
  language?: string | undefined;
  version?: string | undefined;
  noindex: boolean;
  /** In the sitemap, llms.txt and search (see `indexingOf`). */
  indexed: boolean;
  /** The page's generated Open Graph image: its name and what it shows (the build draws it). */
  ogImage?: { hash: string; input: OgImageInput } | undefined;
  /**
   * The page's body as Markdown (see `render/markdown`), an endpoint page's reference included:
   * the text of `<route>.md` and of the page in `llms-full.txt`, under the page's title.
   */
  markdown: string;
  /** The script of the page's interactive components, a file the site serves at its URL. */
  islandScript?: IslandScript | undefined;
  /** The page's `<Update>` entries, for its feed (none for most pages). */
  updates: readonly UpdateEntry[];
  /** Whether its content shows math, or Mermaid diagrams: the site then needs their files. */
  usesMath: boolean;
  usesMermaid: boolean;
}

/** A page's own content, rendered from MDX. */
export interface PageContent {
  html: string;
  panelHtml?: string | undefined;
  /** The parts of `panelHtml`: the page's `<Panel>` and its own request and response examples. */
  side?: SideContent | undefined;
  toc: TocEntry[];
  sections: PageSection[];
  links: CompiledMdx['links'];
  diagnostics: Diagnostic[];
  dependencies: string[];
  islandScript?: IslandScript | undefined;
  /** The content as Markdown. */
  markdown: string;
  /** The content's `<Update>` entries. */
  updates: readonly UpdateEntry[];
}

/**
 * Whether a page's content (`contentHtml`, `panelHtml`) shows math or Mermaid diagrams. Looked
 * for in the content only: the layout around it is most of a page's HTML.
 */
export function contentUses(
  contentHtml: string,
  panelHtml: string | undefined,
): Pick<RenderedPage, 'usesMath' | 'usesMermaid'> {
  const shows = (marker: string): boolean =>
    contentHtml.includes(marker) || panelHtml?.includes(marker) === true;
  return { usesMath: shows('data-folio-math'), usesMermaid: shows('data-folio-mermaid') };
}
