/**
 * The reference page of one operation or webhook, as HTML: the endpoint bar and servers, the
 * description, the "Try it" playground, authorization, parameters, body and responses in the
 * page; request and response examples for the side column (the page's own `RequestExample` /
 * `ResponseExample` in place of generated ones); and the page's text for search.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiModel, ApiOperation } from '../../openapi/index.ts';
import { examplesColumnHtml } from '../components/side-column.ts';
import { english, UiStringsContext } from '../layout/ui-strings/index.ts';
import type { UiStrings } from '../layout/ui-strings/index.ts';
import type { PageExamples } from '../components/side-column.ts';
import { h } from '../h.ts';
import { bodySection } from './body-view.ts';
import type { ApiDisplay } from './api-display.ts';
import type { SampleLanguage } from './code-samples.ts';
import type { HighlightFunction } from './code-slots.ts';
import { endpointHeader } from './endpoint-header.ts';
import { generatedExamples } from './examples-panel.ts';
import { parameterSections } from './parameters-view.ts';
import { playground } from './playground-form.ts';
import { RenderContext } from './render-context.ts';
import { responsesSection } from './responses-view.ts';
import { securitySection } from './security-view.ts';

/** How an endpoint page is rendered. */
export interface RenderEndpointOptions {
  /** Highlights code (samples, examples, fences in descriptions) into a `<pre>` element. */
  highlight: HighlightFunction;
  /** Shows the "Try it" playground on operations (never on webhooks). Default true. */
  playground?: boolean;
  /** Languages of generated request samples, in tab order. Default curl, JavaScript, Python. */
  languages?: readonly SampleLanguage[];
  /** The site's `api.*` display settings (the format's defaults when absent). */
  display?: ApiDisplay | undefined;
  /** Nesting levels of schema trees shown (default 5). */
  maxDepth?: number;
  /** Fields per schema tree before the rest is summarised (default 600). */
  maxFields?: number;
  /**
   * HTML the page adds to the reference (an MDX page's content, or `x-folio.content`): shown
   * under the endpoint bar, above the generated description and sections.
   */
  contentHtml?: string;
  /**
   * The page's own `RequestExample` / `ResponseExample` (HTML): each takes the place of the
   * generated examples of its kind in the side column.
   */
  pageExamples?: PageExamples | undefined;
  /** The words of the page's language (English by default). */
  strings?: UiStrings | undefined;
  /**
   * The page documents the operation's fields itself (an MDX `api:` page): the reference shows
   * the endpoint bar, the page and the playground, without the generated sections.
   */
  fieldsInPage?: boolean | undefined;
}

/** A rendered endpoint page. */
export interface RenderedEndpoint {
  /** The page body (goes where a page's MDX content goes). */
  html: string;
  /**
   * The side column's examples: request examples, then response examples, each the page's own or
   * else generated; empty when there are none.
   */
  examplesHtml: string;
  /** The page's visible text as one line, for search (`contentHtml` left out). */
  searchText: string;
  /** The reference's sections (`Authorization`, `Body`, `Responses`, ...), for a table of contents. */
  toc: { depth: number; text: string; id: string }[];
}

/**
 * Renders `operation` of `api`. The page title is the operation's summary and is not repeated
 * here; its description is rendered as Markdown.
 */
export async function renderEndpoint(
  api: ApiModel,
  operation: ApiOperation,
  options: RenderEndpointOptions,
): Promise<RenderedEndpoint> {
  const strings = options.strings ?? english;
  const context = new RenderContext(
    {
      ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
      ...(options.maxFields === undefined ? {} : { maxFields: options.maxFields }),
    },
    strings,
    options.display,
  );
  context.addSearchText(operation.summary);
  // Components the reference reuses (`Expandable`, tabs) take their words from the context.
  const inLanguage = (element: ReactElement | null): ReactElement =>
    h(UiStringsContext.Provider, { value: strings }, element);
  const content = renderToStaticMarkup(inLanguage(endpointBody(api, operation, context, options)));
  const own = options.pageExamples ?? {};
  const generated = generatedExamples(api, operation, context, {
    languages: options.languages,
    skip: own,
  });
  const markup = (element: ReactElement | null): string =>
    element === null ? '' : renderToStaticMarkup(inLanguage(element));
  const [html, request, response] = await Promise.all([
    context.slots.fill(content, options.highlight),
    context.slots.fill(markup(generated.request), options.highlight),
    context.slots.fill(markup(generated.response), options.highlight),
  ]);
  return {
    html,
    examplesHtml: examplesColumnHtml(own.request ?? request, own.response ?? response),
    searchText: context.searchText(),
    toc: sectionsOf(content),
  };
}

/** The headings of the reference's own sections (their text before any badge). */
function sectionsOf(html: string): RenderedEndpoint['toc'] {
  const heading = /<section class="folio-api-section"[^>]*><h2 id="([^"]+)">([^<]+)/g;
  return [...html.matchAll(heading)].map((match) => ({
    depth: 2,
    id: match[1] ?? '',
    text: decodeEntities(match[2] ?? '').trim(),
  }));
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_whole, name: string) => {
    const characters: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      '#39': "'",
      '#x27': "'",
    };
    return characters[name] ?? '';
  });
}

function endpointBody(
  api: ApiModel,
  operation: ApiOperation,
  context: RenderContext,
  options: RenderEndpointOptions,
): ReactElement {
  const webhook = operation.kind === 'webhook';
  const words = context.strings.api;
  return h(
    'div',
    { className: 'folio-api', 'data-folio-api': operation.kind },
    endpointHeader(operation, context),
    options.contentHtml === undefined || options.contentHtml === ''
      ? null
      : h('div', {
          className: 'folio-api-content',
          dangerouslySetInnerHTML: { __html: options.contentHtml },
        }),
    webhook ? h('p', { className: 'folio-api-webhook-note' }, words.webhookNote) : null,
    context.description(operation.description, 'folio-api-description'),
    webhook || options.playground === false ? null : playground(api, operation, context),
    ...(options.fieldsInPage === true ? [] : referenceSections(api, operation, context)),
  );
}

/** The generated sections under the playground: authorization, parameters, body, responses. */
function referenceSections(
  api: ApiModel,
  operation: ApiOperation,
  context: RenderContext,
): ReactNode[] {
  const webhook = operation.kind === 'webhook';
  const words = context.strings.api;
  return [
    webhook ? null : securitySection(api, operation, context),
    parameterSections(operation, context),
    bodySection(
      operation.requestBody,
      webhook
        ? { title: words.payload, id: 'payload', direction: 'response' }
        : { title: words.body, id: 'body', direction: 'request' },
      context,
    ),
    responsesSection(
      operation.responses,
      webhook
        ? { title: words.expectedResponses, id: 'responses' }
        : { title: words.responses, id: 'responses' },
      context,
    ),
  ];
}
