/**
 * The reference page of one operation or webhook, as HTML: the endpoint bar and servers, the
 * description, the "Try it" playground, authorization, parameters, body and responses in the
 * page; request and response examples for the side column; and the page's text for search.
 *
 * @module
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiModel, ApiOperation } from '../../openapi/index.ts';
import { h } from '../h.ts';
import { bodySection } from './body-view.ts';
import type { SampleLanguage } from './code-samples.ts';
import type { HighlightFunction } from './code-slots.ts';
import { endpointHeader } from './endpoint-header.ts';
import { examplesPanel } from './examples-panel.ts';
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
  /** Nesting levels of schema trees shown (default 5). */
  maxDepth?: number;
  /** Fields per schema tree before the rest is summarised (default 600). */
  maxFields?: number;
}

/** A rendered endpoint page. */
export interface RenderedEndpoint {
  /** The page body (goes where a page's MDX content goes). */
  html: string;
  /** Request and response examples for the side column; empty when there are none. */
  examplesHtml: string;
  /** The page's visible text as one line, for search. */
  searchText: string;
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
  const context = new RenderContext({
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
    ...(options.maxFields === undefined ? {} : { maxFields: options.maxFields }),
  });
  context.addSearchText(operation.summary);
  const content = renderToStaticMarkup(endpointBody(api, operation, context, options));
  const panel = examplesPanel(api, operation, context, options.languages);
  const examples = panel === null ? '' : renderToStaticMarkup(panel);
  const [html, examplesHtml] = await Promise.all([
    context.slots.fill(content, options.highlight),
    context.slots.fill(examples, options.highlight),
  ]);
  return { html, examplesHtml, searchText: context.searchText() };
}

function endpointBody(
  api: ApiModel,
  operation: ApiOperation,
  context: RenderContext,
  options: RenderEndpointOptions,
): ReactElement {
  const webhook = operation.kind === 'webhook';
  return h(
    'div',
    { className: 'folio-api', 'data-folio-api': operation.kind },
    endpointHeader(operation, context),
    webhook
      ? h(
          'p',
          { className: 'folio-api-webhook-note' },
          'Your endpoint receives this request when the event happens. Reply with one of the responses below.',
        )
      : null,
    context.description(operation.description, 'folio-api-description'),
    webhook || options.playground === false ? null : playground(api, operation, context),
    webhook ? null : securitySection(api, operation, context),
    parameterSections(operation, context),
    bodySection(
      operation.requestBody,
      webhook
        ? { title: 'Payload', id: 'payload', direction: 'response' }
        : { title: 'Body', id: 'body', direction: 'request' },
      context,
    ),
    responsesSection(
      operation.responses,
      webhook
        ? { title: 'Expected responses', id: 'responses' }
        : { title: 'Responses', id: 'responses' },
      context,
    ),
  );
}
