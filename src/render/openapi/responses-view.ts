/**
 * The "Responses" section of an endpoint page: a tab per status, coloured by class (2xx, 3xx,
 * 4xx, 5xx), each with its description, headers and body schema.
 *
 * @module
 */
import type { ReactElement } from 'react';
import type { ApiResponse } from '../../openapi/index.ts';
import { renderTabSet } from '../components/tab-set.ts';
import { Fragment, h } from '../h.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { mediaContent } from './body-view.ts';
import type { RenderContext } from './render-context.ts';
import { schemaField } from './schema-tree.ts';

/** The class of a status for colouring: `2xx`, `4xx`, ..., or `default`. */
export function statusClass(status: string): string {
  const first = status.charAt(0);
  return /^[1-5]$/.test(first) ? `${first}xx` : 'default';
}

/** A status badge: `200`, `4XX`, `default`. */
export function statusBadge(status: string): ReactElement {
  return h(
    'span',
    { className: `folio-api-status folio-api-status-${statusClass(status)}` },
    status === 'default' ? h(DefaultStatus) : status,
  );
}

/** The `default` status, named in the page's language. */
function DefaultStatus(): string {
  return useUiStrings().api.defaultResponse;
}

/** What a responses section is called. */
export interface ResponsesSectionOptions {
  title: string;
  id: string;
}

/** The responses section, or `null` when the operation lists none. */
export function responsesSection(
  responses: readonly ApiResponse[],
  options: ResponsesSectionOptions,
  context: RenderContext,
): ReactElement | null {
  if (responses.length === 0) return null;
  return h(
    'section',
    { className: 'folio-api-section', 'aria-labelledby': options.id },
    h('h2', { id: options.id }, options.title),
    renderTabSet({
      idBase: context.id('responses'),
      className: 'folio-tabs folio-api-response-tabs',
      items: responses.map((response) => ({
        label: response.status,
        title: statusBadge(response.status),
        icon: null,
        panelId: undefined,
        content: responsePanel(response, context),
      })),
      defaultIndex: 0,
      sync: false,
      ariaLabel: 'Response status',
    }),
  );
}

function responsePanel(response: ApiResponse, context: RenderContext): ReactElement {
  context.addSearchText(response.status);
  return h(
    'div',
    { className: 'folio-api-response' },
    context.description(response.description, 'folio-api-section-description'),
    response.headers.length === 0
      ? null
      : h(
          'div',
          { className: 'folio-api-response-headers' },
          h('h3', { className: 'folio-api-subheading' }, context.strings.api.headers),
          response.headers.map((header) =>
            h(
              Fragment,
              { key: header.name },
              schemaField(
                {
                  name: header.name,
                  schema: header.schema,
                  required: header.required,
                  kind: 'response',
                  location: 'header',
                  deprecated: header.deprecated || undefined,
                  description: header.description,
                  example: header.example ?? header.examples[0]?.value,
                },
                'response',
                context,
              ),
            ),
          ),
        ),
    response.content.length === 0
      ? h('p', { className: 'folio-api-field-note' }, context.strings.api.noResponseBody)
      : mediaContent(response.content, 'response', context),
  );
}
