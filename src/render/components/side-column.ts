/**
 * The right-hand column of a page, where a table of contents would be: the page's top-level
 * `<Panel>`, then its request examples, then its response examples. `RequestExample` and
 * `ResponseExample` written at the top level of a page go there rather than into the body; on an
 * endpoint page they take the place of the generated examples of their kind.
 *
 * @module
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { h } from '../h.ts';

/** A page's own request and response examples, as HTML (absent when the page has none). */
export interface PageExamples {
  /** Its top-level `<RequestExample>`s. */
  request?: string | undefined;
  /** Its top-level `<ResponseExample>`s. */
  response?: string | undefined;
}

/** What a page puts in the side column, by part, as HTML. */
export interface SideContent extends PageExamples {
  /** Its top-level `<Panel>`s. */
  panel?: string | undefined;
}

/** One part of the side column. */
export type SidePart = keyof SideContent;

const sideParts: ReadonlyMap<string, SidePart> = new Map([
  ['Panel', 'panel'],
  ['RequestExample', 'request'],
  ['ResponseExample', 'response'],
]);

/**
 * The side column part a top-level element of the page belongs to, by its component name;
 * undefined for elements that stay in the body.
 */
export function sidePartOf(componentName: string | null | undefined): SidePart | undefined {
  return componentName == null ? undefined : sideParts.get(componentName);
}

/**
 * Request examples and response examples stacked in one column (`request` before `response`,
 * whatever order the page wrote them in); '' when both are empty.
 */
export function examplesColumnHtml(request: string, response: string): string {
  if (request === '' && response === '') return '';
  return renderToStaticMarkup(
    h('div', {
      className: 'folio-api-examples',
      'data-folio-api-examples': '',
      dangerouslySetInnerHTML: { __html: request + response },
    }),
  );
}

/**
 * The whole side column of `side`: the panel, then the examples; undefined when the page has no
 * part at all (an empty `<Panel>` still replaces the table of contents).
 */
export function sideColumnHtml(side: SideContent): string | undefined {
  if (side.panel === undefined && side.request === undefined && side.response === undefined) {
    return undefined;
  }
  return (side.panel ?? '') + examplesColumnHtml(side.request ?? '', side.response ?? '');
}
