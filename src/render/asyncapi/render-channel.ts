/**
 * The body of an AsyncAPI channel page: the channel's address and description, the servers it
 * is reached on (protocol and URL), its parameters, and each operation (send / receive, or
 * publish / subscribe in 2.x) with the messages it carries: payload fields as the same field
 * trees OpenAPI bodies use, headers, and examples. Its text is collected for search.
 *
 * @module
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AsyncChannel, AsyncMessage, AsyncOperation } from '../../asyncapi/index.ts';
import type { ApiSchema } from '../../openapi/index.ts';
import { h } from '../h.ts';
import { english, UiStringsContext } from '../layout/ui-strings/index.ts';
import type { UiStrings } from '../layout/ui-strings/index.ts';
import { RenderContext, schemaTree } from '../openapi/index.ts';
import type { HighlightFunction } from '../openapi/index.ts';

export interface RenderedChannel {
  html: string;
  /** The page's visible text as one line, for search. */
  searchText: string;
  toc: { depth: number; text: string; id: string }[];
}

/** Words for an operation's action, as the spec names it. */
const ACTIONS: Record<string, string> = {
  send: 'Send',
  receive: 'Receive',
  publish: 'Publish',
  subscribe: 'Subscribe',
};

/** Renders `channel`; code (examples, code in descriptions) is highlighted with `highlight`. */
export async function renderChannel(
  channel: AsyncChannel,
  options: { highlight: HighlightFunction; strings?: UiStrings | undefined },
): Promise<RenderedChannel> {
  const strings = options.strings ?? english;
  const context = new RenderContext({}, strings);
  const toc: RenderedChannel['toc'] = [];
  const heading = (level: 'h2' | 'h3', id: string, text: string, ...extra: ReactElement[]) => {
    toc.push({ depth: level === 'h2' ? 2 : 3, text, id });
    context.addSearchText(text);
    return h(level, { id }, ...extra, text);
  };
  /** A section of the page listing `items`, or nothing when there are none. */
  const listSection = (id: string, title: string, className: string, items: ReactElement[]) =>
    items.length === 0
      ? null
      : h(
          'section',
          { className: 'folio-api-section', 'aria-labelledby': id },
          heading('h2', id, title),
          h('ul', { className }, ...items),
        );
  context.addSearchText(channel.id, channel.address, channel.title, channel.summary);
  const body = h(
    'div',
    { className: 'folio-api-reference folio-channel' },
    h(
      'div',
      { className: 'folio-api-header' },
      h(
        'div',
        { className: 'folio-api-endpoint', 'data-channel': channel.id },
        h('span', { className: 'folio-api-method folio-channel-badge' }, 'Channel'),
        h('code', { className: 'folio-api-url folio-channel-address' }, channel.address),
      ),
    ),
    context.description(channel.description, 'folio-api-description'),
    listSection(
      'servers',
      'Servers',
      'folio-channel-servers',
      channel.servers.map((server) => {
        context.addSearchText(server.name, server.protocol, server.url);
        return h(
          'li',
          { key: server.name },
          h('strong', null, server.name),
          server.protocol ? h('span', { className: 'folio-field-label' }, server.protocol) : null,
          ' ',
          h('code', null, server.url),
          server.description ? ` ${server.description}` : null,
        );
      }),
    ),
    listSection(
      'parameters',
      'Parameters',
      'folio-channel-parameters',
      channel.parameters.map((parameter) => {
        context.addSearchText(parameter.name, parameter.description);
        return h(
          'li',
          { key: parameter.name },
          h('code', null, parameter.name),
          parameter.description ? ` ${parameter.description}` : null,
        );
      }),
    ),
    channel.operations.length === 0
      ? null
      : h(
          'section',
          { className: 'folio-api-section', 'aria-labelledby': 'operations' },
          heading('h2', 'operations', 'Operations'),
          ...channel.operations.map((operation) => operationView(operation, context, heading)),
        ),
  );
  const markup = renderToStaticMarkup(h(UiStringsContext.Provider, { value: strings }, body));
  return {
    html: await context.slots.fill(markup, options.highlight),
    searchText: context.searchText(),
    toc,
  };
}

type Heading = (
  level: 'h2' | 'h3',
  id: string,
  text: string,
  ...extra: ReactElement[]
) => ReactElement;

function operationView(
  operation: AsyncOperation,
  context: RenderContext,
  heading: Heading,
): ReactElement {
  const action = ACTIONS[operation.action] ?? operation.action;
  context.addSearchText(operation.id, action);
  return h(
    'div',
    { key: operation.id, className: 'folio-channel-operation', 'data-action': operation.action },
    heading(
      'h3',
      `operation-${anchor(operation.id)}`,
      operation.summary ?? operation.id,
      h(
        'span',
        { className: `folio-channel-action folio-channel-action-${operation.action}` },
        action,
      ),
    ),
    context.description(operation.description, 'folio-api-section-description'),
    ...operation.messages.map((message) => messageView(message, operation, context)),
  );
}

function messageView(
  message: AsyncMessage,
  operation: AsyncOperation,
  context: RenderContext,
): ReactElement {
  context.addSearchText(message.name, message.title, message.summary);
  return h(
    'div',
    { key: message.name, className: 'folio-channel-message' },
    h(
      'h4',
      { id: `message-${anchor(operation.id)}-${anchor(message.name)}` },
      message.title ?? message.name,
      message.contentType
        ? h('code', { className: 'folio-api-media-type' }, message.contentType)
        : null,
    ),
    context.description(message.summary),
    context.description(message.description),
    message.payload
      ? h(
          'div',
          { className: 'folio-channel-payload' },
          h('p', { className: 'folio-field-label' }, 'Payload'),
          schemaTree(message.payload as ApiSchema, 'response', context),
        )
      : null,
    message.headers
      ? h(
          'div',
          { className: 'folio-channel-headers' },
          h('p', { className: 'folio-field-label' }, 'Headers'),
          schemaTree(message.headers as ApiSchema, 'response', context),
        )
      : null,
    ...message.examples.map((example, index) =>
      h(
        'div',
        { key: index, className: 'folio-channel-example' },
        h('p', { className: 'folio-field-label' }, example.name ?? example.summary ?? 'Example'),
        example.payload === undefined
          ? null
          : context.code(JSON.stringify(example.payload, null, 2), 'json'),
      ),
    ),
  );
}

/** An element id part: letters, digits and dashes. */
function anchor(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
}
