/**
 * Renders the pages of one docs project to HTML: compiles each page's MDX (code highlighted,
 * snippets bound), renders it with the component library, and wraps it in the layout; a page's
 * search sections include the text of the snippets it uses. Endpoint pages (navigation entries,
 * and MDX pages with `openapi` frontmatter) get the generated API reference, with their examples
 * in the side column. Shared by `folio build` (all pages, in workers) and `folio dev` (one page
 * per request); each renderer loads a spec once.
 *
 * @module
 */
import { codeBlockSettingsOf } from '../config/index.ts';
import { compileMdx, RecentCompiles, localImageFile, updateEntriesOf } from '../content/index.ts';
import type {
  CodeBlockHighlighter,
  CompiledMdx,
  DocsProject,
  HighlightCache,
  PageSection,
  SectionSource,
} from '../content/index.ts';
import type { ResolvedPage } from '../navigation/index.ts';
import type { SearchDocument } from '../search/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { mdxComponents } from './components/index.ts';
import { renderDocument } from './layout/document.ts';
import { uiStrings } from './layout/ui-strings/index.ts';
import type { UiStrings } from './layout/ui-strings/index.ts';
import type { LayoutProps } from './layout/layout-props.ts';
import { siteConfigOf } from './layout/site-config.ts';
import type { SiteConfig } from './layout/site-config.ts';
import { SidebarHtml } from './layout/sidebar-html.ts';
import { SiteNavigation } from './layout/site-navigation.ts';
import type { PagePlace } from './layout/site-navigation.ts';
import { MdxRuntime } from './mdx/mdx-runtime.ts';
import type { RenderedContent } from './mdx/mdx-runtime.ts';
import { SharedRenders } from './mdx/shared-renders.ts';
import { divisionsOf, pageLanguageTag, pageLayoutProps, resolveHref } from './page-layout-props.ts';
import type { AssetUrls, PageLayoutParts } from './page-layout-props.ts';
import { ogImagePath, ogImageSite, pageOgImage } from './og-image/og-image-input.ts';
import type { OgImageSite } from './og-image/og-image-input.ts';
import { frontmatterParts, linkOutHtml } from './frontmatter-parts.ts';
import { apiPageOf } from './mdx-endpoint.ts';
import { codeWarningSink } from './code-warning-sink.ts';
import { pageMetaOf } from './page-meta.ts';
import { projectHighlighting } from './project-highlighting.ts';
import type { PageMeta } from './page-meta.ts';
import { readTextInside } from '../shared/index.ts';
import type { EndpointReference, LoadedEndpoint } from './endpoint-content.ts';
import { contentUses } from './rendered-page.ts';
import type { PageContent, RenderedPage } from './rendered-page.ts';
import { SpecParts } from './spec-parts.ts';
import { bodyMarkdown, PageMarkdowns } from './markdown/index.ts';

export type { RenderedPage };

export class PageRenderer {
  readonly project: DocsProject;
  readonly site: SiteConfig;
  readonly nav: SiteNavigation;
  readonly #files: Set<string>;
  /** Links leading outside the docs folder (files or folders), left out of `#files`. */
  readonly #refused: string[];
  /** Recent compiles by text: copies of a page (versioned sites) are compiled once. */
  readonly #recent = new RecentCompiles();
  /** Body renders of such copies, in a build (see `shared-renders.ts`). */
  readonly #renders: SharedRenders | undefined;
  readonly #markdowns: PageMarkdowns;
  readonly #runtime: MdxRuntime;
  readonly #assets: AssetUrls;
  readonly #sidebars: SidebarHtml;
  /**
   * What compiles code blocks: the highlighter, through the build cache when there is one. Its
   * warnings come back in each compile's diagnostics: `folio dev` renders several pages at once.
   */
  readonly #codeBlocks: CodeBlockHighlighter;
  /** Endpoint and channel pages' parts, loaded with the first such page. */
  readonly #specs: SpecParts;
  readonly #highlightCache: HighlightCache | undefined;
  /** The site's part of generated Open Graph images, if any are made. */
  readonly #ogSite: OgImageSite | undefined;

  /**
   * `options.cache` (default false) keeps highlighted code blocks in the project's cache folder
   * (its `code` folder), for the next build or the next render of the page. `options.preview`
   * (`folio dev`) shows placeholders for missing files; `options.ogImages` names OG images.
   */
  constructor(
    project: DocsProject,
    assets: AssetUrls,
    options: { cache?: boolean; preview?: boolean; ogImages?: boolean } = {},
  ) {
    const tree = project.navigation;
    const config = project.loaded.config;
    if (!tree || !config) throw new Error('The project has no navigation: fix docs.json first.');
    this.project = project;
    this.#renders = options.preview === true ? undefined : new SharedRenders();
    this.#markdowns = new PageMarkdowns(project.root, (source, file) => this.compile(source, file));
    this.nav = new SiteNavigation(tree);
    this.site = siteConfigOf(config, tree);
    this.#files = new Set(project.files);
    this.#refused = project.diagnostics.flatMap((item) =>
      item.code === 'link-outside-folder' && item.position !== undefined
        ? [item.position.file]
        : [],
    );
    this.#sidebars = new SidebarHtml(this.site.drilldown, {
      iconLibrary: this.site.iconLibrary,
      resolveHref,
      sprite: this.site.iconSprite,
    });
    this.#assets = assets;
    this.#ogSite = options.ogImages ? ogImageSite(project.root, this.site, config) : undefined;
    const code = projectHighlighting(project.cacheDir, options.cache === true, {
      themes: codeBlockSettingsOf(config).themes,
      customLanguages: project.customGrammars,
    });
    this.#specs = new SpecParts(project, code.highlighter);
    this.#highlightCache = code.cache;
    this.#codeBlocks = code.blocks;
    this.#runtime = new MdxRuntime({
      components: mdxComponents,
      fileExists: (file) => this.#files.has(file),
      readFile: (file) => readTextInside(project.root, file),
      code: this.#codeBlocks,
      variables: config.variables,
      latex: config.styling?.latex,
      site: {
        iconLibrary: this.site.iconLibrary,
        resolveHref,
        sprite: this.site.iconSprite,
        preview: options.preview === true,
        missingImage: options.preview === true ? (src) => this.#missingImage(src) : undefined,
      },
    });
  }

  /**
   * Compiles MDX (or Markdown, for `.md`) of a docs-folder file; its code warnings are among the
   * result's diagnostics.
   */
  compile(source: string, file: string): Promise<CompiledMdx> {
    const markdown = file.endsWith('.md');
    return this.#recent.get(source, file, markdown, () =>
      compileMdx(source, {
        file,
        fileExists: (relative) => this.#files.has(relative),
        refused: (relative) =>
          this.#refused.some((link) => relative === link || relative.startsWith(`${link}/`)),
        code: this.#codeBlocks,
        markdown,
        variables: this.project.loaded.config?.variables,
        latex: this.project.loaded.config?.styling?.latex,
      }),
    );
  }

  /** Whether the image at site path `src` names no file of the docs folder. */
  #missingImage(src: string): boolean {
    const file = localImageFile(src);
    return file !== undefined && !this.#files.has(file);
  }

  /** Writes the code blocks highlighted since the last call into the build cache. */
  flushCache(): void {
    this.#highlightCache?.flush();
  }

  /**
   * Title, description, `noindex`, `mode` and `playground` of a page, from its frontmatter (for
   * endpoint pages also its operation's `x-folio.metadata`, once loaded) and navigation.
   */
  pageMeta(page: ResolvedPage): PageMeta {
    const frontmatter =
      page.file === undefined ? undefined : this.project.frontmatter.get(page.file)?.data;
    const metadata =
      page.endpoint === undefined
        ? undefined
        : this.#specs.loadedEndpoints?.content.loaded(page.endpoint)?.settings.metadata;
    return pageMetaOf(page, frontmatter, metadata, this.site.indexing);
  }

  /**
   * Whether a page imported `file` as a snippet: a change to it then concerns every page that
   * may use it, not only the page the file is itself (the dev server starts a new renderer).
   */
  usesSnippet(file: string): boolean {
    return this.#runtime.usesSnippet(file);
  }

  /**
   * The search sections of a compiled page (or `x-folio.content`) with the text of the snippets
   * it uses, where they stand; snippets are compiled once per renderer, for rendering and search.
   */
  searchSections(compiled: SectionSource): Promise<PageSection[]> {
    return this.#runtime.searchSections(compiled);
  }

  /** What search indexes of a page (the build and the dev server index pages the same way). */
  searchDocument(page: ResolvedPage, sections: PageSection[]): SearchDocument {
    const { title, description, indexed, keywords, boost } = this.pageMeta(page);
    const { language, version } = divisionsOf(this.nav.placeOf(page.route));
    return {
      route: page.route,
      title,
      description,
      breadcrumbs: page.breadcrumbs,
      language,
      version,
      hidden: !indexed,
      searchable: indexed ? page.searchable : false,
      boost: boost ?? page.boost,
      keywords,
      sections,
    };
  }

  /** Renders the page at `route`; `source` skips reading the file (the dev server passes it). */
  async renderPage(page: ResolvedPage, source?: string): Promise<RenderedPage> {
    const place = this.nav.placeOf(page.route);
    const { language, version } = divisionsOf(place);
    const strings = uiStrings(pageLanguageTag(place, this.nav.tree.defaultLanguage));
    const diagnostics: Diagnostic[] = [];
    const dependencies: string[] = [];
    let endpoint: LoadedEndpoint | undefined;
    const text =
      page.kind === 'mdx' && page.file !== undefined
        ? (source ?? (await readTextInside(this.project.root, page.file)))
        : undefined;
    const apiPage = await apiPageOf(this.project, page, () =>
      this.compile(text ?? '', page.file ?? ''),
    );
    const ref = page.endpoint ?? apiPage?.ref;
    const endpoints = ref ? await this.#specs.endpoints() : undefined;
    if (page.endpoint && endpoints) {
      const lookup = await endpoints.content.load(page.endpoint, page.file);
      diagnostics.push(...lookup.diagnostics);
      dependencies.push(...lookup.dependencies);
      endpoint = lookup.endpoint;
    } else if (apiPage) {
      diagnostics.push(...apiPage.diagnostics);
      endpoint = apiPage.endpoint;
    }
    const meta = this.pageMeta(page);
    const { title, description, noindex, indexed, keywords, mode, playground, frontmatter } = meta;

    let content: PageContent | undefined;
    if (text !== undefined && page.file !== undefined) {
      content = await this.#renderMdx(text, page.file, strings);
    } else if (endpoints && endpoint?.settings.content !== undefined) {
      const file = endpoint.operation.location.file;
      content = await this.#renderMdx(endpoint.settings.content, file, strings);
      content.diagnostics = endpoints.contentDiagnostics(content.diagnostics, endpoint);
    }
    if (content) {
      diagnostics.push(...content.diagnostics);
      dependencies.push(...content.dependencies);
      // A missing image's warning must go once the file is added: the build cache then renders
      // the page again (a missing file is never a match).
      for (const link of content.links) {
        const file = link.kind === 'image' ? localImageFile(link.url) : undefined;
        if (file !== undefined && !this.#files.has(file)) dependencies.push(file);
      }
    }
    let contentHtml = content?.html ?? '';
    let panelHtml = content?.panelHtml;
    const toc = content?.toc ?? [];
    const sections = content?.sections ?? [];
    if (ref && endpoints) {
      // Code-language warnings of the reference go to the page, as those of its content do.
      const reference: EndpointReference = await endpoints.content.reference(ref, endpoint, {
        contentHtml,
        playground,
        examples: content?.side,
        strings,
        highlight: endpoints.highlight(codeWarningSink(diagnostics)),
      });
      contentHtml = reference.html;
      // The page's own examples are in the reference's, in place of generated ones of their kind.
      if (reference.examplesHtml !== '') {
        panelHtml = (content?.side?.panel ?? '') + reference.examplesHtml;
      }
      toc.push(...reference.toc);
      if (reference.searchText !== '') sections.push({ depth: 0, text: reference.searchText });
    }

    let channelMarkdown: string | undefined;
    if (page.channel) {
      const part = await this.#specs.channels();
      const rendered = await part.render(page.channel, strings, codeWarningSink(diagnostics));
      diagnostics.push(...rendered.diagnostics);
      dependencies.push(...rendered.dependencies);
      if (rendered.channel) {
        contentHtml = rendered.html + contentHtml;
        toc.unshift(...rendered.toc);
        if (rendered.searchText !== '') sections.push({ depth: 0, text: rendered.searchText });
        channelMarkdown = part.markdown(
          rendered.channel,
          page.kind === 'mdx' ? undefined : content?.markdown,
        );
      }
    }

    const ogImage = pageOgImage(this.#ogSite, this.site, { title, description, frontmatter });
    // A link out (`url:` frontmatter) sends readers on; its body says where, for those it does not.
    if (meta.url !== undefined) contentHtml = linkOutHtml(meta.url) + contentHtml;
    const props = this.layoutProps(page.route, place, {
      head: { frontmatter, keywords, ogImage: ogImage && ogImagePath(ogImage.hash) },
      page,
      title,
      description,
      mode,
      contentHtml,
      panelHtml,
      toc,
      noindex,
      ...frontmatterParts(this.project, page, meta),
    });
    return {
      route: page.route,
      html: renderDocument(props),
      title,
      description,
      toc,
      sections,
      links: content?.links ?? [],
      diagnostics,
      dependencies: [...new Set(dependencies)],
      language,
      version,
      noindex,
      indexed,
      ogImage,
      markdown: bodyMarkdown(
        content?.markdown,
        // An MDX page naming an operation has its own text already; a generated page, its content.
        (endpoint &&
          endpoints?.endpointMarkdown(
            endpoint.operation,
            page.kind === 'mdx' ? undefined : content?.markdown,
          )) ??
          channelMarkdown,
        page.kind === 'mdx',
      ),
      islandScript: content?.islandScript,
      updates: content?.updates ?? [],
      ...contentUses(contentHtml, panelHtml),
    };
  }

  /**
   * The search sections an endpoint or channel page adds to its MDX ones, as a build indexes
   * them. For the dev server, which indexes pages without rendering them.
   */
  endpointSections(page: ResolvedPage): Promise<PageSection[]> {
    return this.#specs.sections(page, this.pageMeta(page).playground, async (text, file) =>
      this.searchSections(await this.compile(text, file)),
    );
  }

  /** Compiles and renders MDX of `file` (a page, or the spec holding `x-folio.content`). */
  async #renderMdx(text: string, file: string, strings: UiStrings): Promise<PageContent> {
    const compiled = await this.compile(text, file);
    const render = (): Promise<RenderedContent> => this.#runtime.render(compiled, strings);
    const rendered = await (this.#renders?.get(compiled, strings, render) ?? render());
    const diagnostics = [...compiled.diagnostics, ...rendered.diagnostics];
    return {
      html: rendered.html,
      panelHtml: rendered.panelHtml,
      side: rendered.side,
      toc: [...compiled.toc],
      sections: [...(await this.searchSections(compiled))],
      links: compiled.links,
      diagnostics,
      dependencies: rendered.dependencies,
      islandScript: rendered.islandScript,
      markdown: await this.#markdowns.of(compiled),
      updates: compiled.mdast && text.includes('<Update') ? updateEntriesOf(compiled.mdast) : [],
    };
  }

  sidebarFiles(): { url: string; html: string }[] {
    for (const page of this.nav.tree.pages) {
      const place = this.nav.placeOf(page.route);
      const language = pageLanguageTag(place, this.nav.tree.defaultLanguage);
      this.#sidebars.forPage(place.sidebar, page.route, uiStrings(language).deprecatedPage);
    }
    return this.#sidebars.sharedFiles();
  }

  /** Layout props for `route` with the page-specific parts given. */
  layoutProps(route: string, place: PagePlace, parts: PageLayoutParts): LayoutProps {
    const context = {
      site: this.site,
      nav: this.nav,
      sidebars: this.#sidebars,
      assets: this.#assets,
    };
    return pageLayoutProps(context, route, place, parts);
  }
}
