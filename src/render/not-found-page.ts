/**
 * The site's 404 page: the layout around a short message, with the search button and a link home.
 *
 * @module
 */
import { renderDocument } from './layout/document.ts';
import type { PageRenderer } from './page-renderer.ts';

export function notFoundPage(renderer: PageRenderer): string {
  const route = '/404';
  const props = renderer.layoutProps(route, renderer.nav.placeOf(route), {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    mode: 'center',
    contentHtml: '',
    toc: [],
    noindex: true,
  });
  const home = props.homeRoute;
  props.contentHtml = `<div class="folio-not-found"><p class="folio-not-found-code">404</p><p>Try searching, or go back to the <a href="${home}">home page</a>.</p><button type="button" class="folio-primary-button" data-folio-search-open>Search the docs</button></div>`;
  return renderDocument(props);
}
