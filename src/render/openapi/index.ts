/**
 * Endpoint pages generated from OpenAPI operations and webhooks: the reference body (with the
 * "Try it" playground's markup, run by `client/playground.ts`), the examples for the side
 * column, the page's search text, and the highlight function they use; and the page settings
 * an operation carries in `x-folio` / `x-mint`.
 *
 * @module
 */
export { renderEndpoint } from './render-endpoint.ts';
export type { RenderEndpointOptions, RenderedEndpoint } from './render-endpoint.ts';
export { endpointHighlight } from './highlight.ts';
export { endpointMarkdown } from './endpoint-markdown.ts';
export type { HighlightFunction } from './code-slots.ts';
export type { SampleLanguage } from './code-samples.ts';
export { SAMPLE_LANGUAGES } from './code-samples.ts';
export { methodBadge, pathParts } from './endpoint-header.ts';
export {
  endpointPageSettings,
  PAGE_EXTENSIONS,
  playgroundShown,
  sampleLanguagesOf,
} from './page-settings.ts';
export type { EndpointPageSettings } from './page-settings.ts';
export { apiDisplayOf, defaultApiDisplay } from './api-display.ts';
export type { ApiDisplay } from './api-display.ts';
export { RenderContext } from './render-context.ts';
export { schemaTree } from './schema-tree.ts';
export { schemaFieldLines } from './endpoint-markdown.ts';
export { typeLabel } from './schema-label.ts';
