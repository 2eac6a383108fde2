/**
 * What a site renderer needs for endpoint pages, in one module it imports on first use: the spec
 * loading and reference rendering of `endpoint-content.ts` with the site's settings applied, and
 * the reference as Markdown. OpenAPI's code is large and most pages never need it, so a renderer
 * that meets no endpoint page never loads it.
 *
 * @module
 */
import type { CodeHighlighter, CodeWarningSink, DocsProject } from '../content/index.ts';
import { createApiModelCache, remoteCacheFrom } from '../openapi/index.ts';
import {
  apiDisplayOf,
  endpointHighlight,
  endpointMarkdown,
  sampleLanguagesOf,
} from './openapi/index.ts';
import type { HighlightFunction } from './openapi/index.ts';
import { contentDiagnostics, EndpointContent } from './endpoint-content.ts';

/** A renderer's endpoint content and the helpers that go with it. */
export interface EndpointTools {
  content: EndpointContent;
  contentDiagnostics: typeof contentDiagnostics;
  endpointMarkdown: typeof endpointMarkdown;
  /** Highlights a page's reference code, its warnings going to `onWarning` (the page's). */
  highlight: (onWarning: CodeWarningSink) => HighlightFunction;
}

/** Endpoint tools for `project`, highlighting code with the renderer's `highlighter`. */
export function createEndpointTools(
  project: DocsProject,
  highlighter: CodeHighlighter,
): EndpointTools {
  const config = project.loaded.config;
  const content = new EndpointContent(project.root, {
    highlight: endpointHighlight(highlighter),
    playground: config?.api?.playground?.display,
    languages: sampleLanguagesOf(config?.api?.examples?.languages),
    display: apiDisplayOf(config?.api),
    // Remote specs were fetched once, when the project loaded.
    cache: createApiModelCache({ remoteCache: remoteCacheFrom(project.remoteSpecs) }),
  });
  return {
    content,
    contentDiagnostics,
    // docs.json `markdown.schema`: the operation's OpenAPI document ends its Markdown unless false.
    endpointMarkdown: (operation, text) =>
      endpointMarkdown(operation, text, { schema: config?.markdown?.schema }),
    highlight: (onWarning) => endpointHighlight(highlighter, onWarning),
  };
}
