/**
 * The site's 404 page: the layout around a short message, with the search button and a link home.
 * docs.json `errors.404` replaces the title and the message (`description`, Markdown), and with
 * `redirect: true` the page sends the reader to the home page at once (a `refresh` meta tag, so
 * the static `404.html` redirects on any host; `folio dev` answers with a redirect instead).
 *
 * @module
 */
import type { DocsConfig } from '../config/index.ts';
import { escapeHtml } from '../web/index.ts';
import { configMarkdownHtml } from './layout/config-markdown.ts';
import { renderDocument } from './layout/document.ts';
import { english, uiStrings } from './layout/ui-strings/index.ts';
import type { PageRenderer } from './page-renderer.ts';

/** docs.json `errors.404`, the parts the 404 page reads. */
export interface NotFoundSettings {
  title?: string | undefined;
  description?: string | undefined;
  redirect: boolean;
}

/** The `errors.404` settings of `config` (all unset when it has none). */
export function notFoundSettingsOf(config: DocsConfig | undefined): NotFoundSettings {
  const settings = config?.errors?.['404'];
  const text = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? undefined : value;
  return {
    title: text(settings?.title),
    description: text(settings?.description),
    redirect: settings?.redirect === true,
  };
}

export function notFoundPage(renderer: PageRenderer): string {
  const route = '/404';
  const settings = notFoundSettingsOf(renderer.project.loaded.config);
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
  props.title = settings.title ?? strings.notFoundTitle;
  props.description = settings.description === undefined ? strings.notFoundDescription : undefined;
  const home = props.homeRoute;
  if (settings.redirect) props.redirect = home;
  const hint = escapeHtml(strings.notFoundHint).replace(
    '{home}',
    `<a href="${escapeHtml(home)}">${escapeHtml(strings.homePage)}</a>`,
  );
  const message =
    settings.description === undefined
      ? ''
      : `<div class="folio-not-found-description">${configMarkdownHtml(settings.description, { resolveHref: props.resolveHref })}</div>`;
  props.contentHtml = `<div class="folio-not-found"><p class="folio-not-found-code">404</p>${message}<p>${hint}</p><button type="button" class="folio-primary-button" data-folio-search-open>${escapeHtml(strings.searchDocs)}</button></div>`;
  return renderDocument(props);
}
