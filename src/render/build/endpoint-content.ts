/**
 * The body of a page generated from an OpenAPI operation, until the full endpoint page (parameters,
 * schemas, examples, playground) arrives with the OpenAPI pages: method, path, summary and
 * description from the spec.
 *
 * @module
 */
import type { EndpointRef } from '../../navigation/index.ts';

export function endpointContent(endpoint: EndpointRef): string {
  const method = endpoint.method.toUpperCase();
  const summary = endpoint.operation?.summary;
  return [
    `<div class="folio-endpoint"><span class="folio-method folio-method-${escapeHtml(endpoint.method)}">${escapeHtml(method)}</span>`,
    `<code class="folio-endpoint-path">${escapeHtml(endpoint.path)}</code></div>`,
    summary === undefined ? '' : `<p>${escapeHtml(summary)}</p>`,
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}
