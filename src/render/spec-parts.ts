/**
 * The parts of the page renderer for pages made from specs: OpenAPI endpoints (see
 * `endpoint-tools.ts`) and AsyncAPI channels (see `channel-part.ts`). Each is loaded the first
 * time a page needs it, so a site without such pages never loads their code.
 *
 * @module
 */
import type { CodeHighlighter, DocsProject, PageSection } from '../content/index.ts';
import type { ResolvedPage } from '../navigation/index.ts';
import type { ChannelPart } from './channel-part.ts';
import type { EndpointTools } from './endpoint-tools.ts';

export class SpecParts {
  readonly #project: DocsProject;
  readonly #highlighter: CodeHighlighter;
  #endpointTools: Promise<EndpointTools> | undefined;
  #channelPart: Promise<ChannelPart> | undefined;
  /** The endpoint tools once loaded (for what must be known without waiting). */
  loadedEndpoints: EndpointTools | undefined;

  constructor(project: DocsProject, highlighter: CodeHighlighter) {
    this.#project = project;
    this.#highlighter = highlighter;
  }

  /** The endpoint tools, loaded the first time an endpoint page needs them. */
  endpoints(): Promise<EndpointTools> {
    this.#endpointTools ??= import('./endpoint-tools.ts').then(({ createEndpointTools }) => {
      this.loadedEndpoints = createEndpointTools(this.#project, this.#highlighter);
      return this.loadedEndpoints;
    });
    return this.#endpointTools;
  }

  /** The channel page part, loaded the first time a channel page needs it. */
  channels(): Promise<ChannelPart> {
    this.#channelPart ??= import('./channel-part.ts').then(({ createChannelPart }) =>
      createChannelPart(this.#project.root, this.#highlighter),
    );
    return this.#channelPart;
  }

  /**
   * The search sections a spec page adds to its MDX ones: its `x-folio.content` (for a generated
   * endpoint page, through `contentSections`) and the reference text, as a build indexes them.
   */
  async sections(
    page: ResolvedPage,
    playground: string | undefined,
    contentSections: (text: string, file: string) => Promise<PageSection[]>,
  ): Promise<PageSection[]> {
    if (page.channel) {
      const rendered = await (await this.channels()).render(page.channel);
      return rendered.searchText === '' ? [] : [{ depth: 0, text: rendered.searchText }];
    }
    if (!page.endpoint) return [];
    const endpoints = await this.endpoints();
    const { endpoint } = await endpoints.content.load(page.endpoint, page.file);
    if (!endpoint) return [];
    const sections: PageSection[] = [];
    if (page.kind !== 'mdx' && endpoint.settings.content !== undefined) {
      sections.push(
        ...(await contentSections(endpoint.settings.content, endpoint.operation.location.file)),
      );
    }
    const reference = await endpoints.content.reference(page.endpoint, endpoint, {
      contentHtml: '',
      playground,
    });
    if (reference.searchText !== '') sections.push({ depth: 0, text: reference.searchText });
    return sections;
  }
}
