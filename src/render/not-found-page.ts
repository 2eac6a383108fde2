/**
 * The site's 404 page: the layout around a short message, with the search button and a link home.
 *
 * @module
 */
import { escapeHtml } from '../web/index.ts';
import { renderDocument } from './layout/document.ts';
import { english, uiStrings } from './layout/ui-strings/index.ts';
import type { PageRenderer } from './page-renderer.ts';

export function notFoundPage(renderer: PageRenderer): string {
  const route = '/404';
  const props = renderer.layoutProps(route, renderer.nav.placeOf(route), {
    title: english.notFoundTitle,
    description: english.notFoundDescription,
    mode: 'center',
    contentHtml: '',
    toc: [],
    noindex: true,
  });
  // The words of the site's default language, known once the layout has found it.
  const strings = uiStrings(props.lang);
  props.title = strings.notFoundTitle;
  props.description = strings.notFoundDescription;
  const home = props.homeRoute;
  const hint = escapeHtml(strings.notFoundHint).replace(
    '{home}',
    `<a href="${escapeHtml(home)}">${escapeHtml(strings.homePage)}</a>`,
  );
  props.contentHtml = `<div class="folio-not-found"><p class="folio-not-found-code">404</p><p>${hint}</p><button type="button" class="folio-primary-button" data-folio-search-open>${escapeHtml(strings.searchDocs)}</button></div>`;
  return renderDocument(props);
}
