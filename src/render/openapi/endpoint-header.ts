/**
 * The top of an endpoint page: the method badge, the URL (server and path, `{parameters}`
 * highlighted), a deprecated badge, and a server selector when the operation has several
 * servers. Webhooks show their name instead of a URL.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import type { ApiOperation } from '../../openapi/index.ts';
import { h } from '../h.ts';
import type { RenderContext } from './render-context.ts';
import { serverChoices } from './server-urls.ts';

/** The method badge: `GET` in the method's colour. */
export function methodBadge(method: string): ReactElement {
  return h(
    'span',
    { className: `folio-api-method folio-api-method-${method.toLowerCase()}` },
    method.toUpperCase(),
  );
}

/**
 * A path template with each `{parameter}` in its own element, and a line-break opportunity after
 * each `/`, so a long path wraps between segments rather than inside them.
 */
export function pathParts(path: string): ReactNode[] {
  return path.split(/(\{[^{}]+\})/).flatMap((part, index): ReactNode[] => {
    if (part === '') return [];
    if (/^\{[^{}]+\}$/.test(part))
      return [h('span', { key: index, className: 'folio-api-path-param' }, part)];
    return part
      .split(/(?<=\/)(?=.)/)
      .flatMap((chunk, at): ReactNode[] =>
        at === 0 ? [chunk] : [h('wbr', { key: `${String(index)}-${String(at)}` }), chunk],
      );
  });
}

/** The endpoint bar and, for several servers, the server selector. */
export function endpointHeader(operation: ApiOperation, context: RenderContext): ReactElement {
  const webhook = operation.kind === 'webhook';
  const servers = webhook ? [] : serverChoices(operation.servers);
  // The path follows the base: a base of `/` (the site's own origin) shows as nothing.
  const base = (servers[0]?.url ?? '').replace(/\/+$/, '');
  context.addSearchText(operation.method.toUpperCase(), operation.path, operation.operationId);
  const selectId = context.id('server');
  const words = context.strings.api;
  return h(
    'div',
    { className: 'folio-api-header' },
    h(
      'div',
      { className: 'folio-api-endpoint', 'data-method': operation.method },
      webhook ? h('span', { className: 'folio-api-webhook-badge' }, words.webhook) : null,
      methodBadge(operation.method),
      h(
        'code',
        { className: 'folio-api-url' },
        servers.length === 0
          ? null
          : h(
              'span',
              {
                className: 'folio-api-base',
                'data-folio-api-base': '',
                // The format shows the path alone unless there is a server to choose or
                // `api.url` is `full`; the element stays for the server selector to update.
                hidden: servers.length < 2 && !context.display.fullUrl ? true : undefined,
              },
              base,
            ),
        h('span', { className: 'folio-api-path' }, pathParts(operation.path)),
      ),
      operation.deprecated
        ? h('span', { className: 'folio-api-deprecated' }, words.deprecatedEndpoint)
        : null,
    ),
    servers.length < 2
      ? null
      : h(
          'div',
          { className: 'folio-api-servers' },
          h('label', { htmlFor: selectId }, words.server),
          h(
            'select',
            {
              id: selectId,
              className: 'folio-api-server-select',
              'data-folio-api-server': '',
              defaultValue: servers[0]?.url,
            },
            servers.map((server) =>
              h(
                'option',
                { key: server.url, value: server.url },
                server.description === undefined
                  ? server.url
                  : `${server.url} (${server.description})`,
              ),
            ),
          ),
        ),
  );
}
