/**
 * "Was this page helpful?": the reader feedback widget at the foot of a page, for sites built
 * with a feedback endpoint (`data-folio-feedback` on `<html>`: `/_folio/feedback` on hosted
 * sites and in `folio dev`, the `--feedback-api` URL of a static build). Made here rather than
 * in the page's HTML, so a page without script shows no buttons that cannot work. Two toggle
 * buttons (thumbs up, thumbs down), then an optional comment and a send button; one POST of
 * `{page, rating, comment}` when sent. Wired with listeners only (no inline handlers), so it
 * runs under the hosted sites' script policy.
 *
 * @module
 */
import { uiText } from './ui-text.ts';

/** The longest comment sent; the server refuses longer ones. */
export const MAX_COMMENT = 1000;

type Rating = 'up' | 'down';

/**
 * The path the server checks against the site's pages: no `.html`, no `/index`, and without
 * the site's base path (`/_sites/acme` on a site reached by path), which is not part of it.
 */
export function feedbackPage(pathname: string, basePath = ''): string {
  const base = basePath.replace(/\/+$/, '');
  const within =
    base !== '' && (pathname === base || pathname.startsWith(`${base}/`))
      ? pathname.slice(base.length)
      : pathname;
  const page = within.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/** Adds the widget to the page, when the site has a feedback endpoint. */
export function initFeedback(): void {
  const endpoint = document.documentElement.dataset['folioFeedback'];
  const article = document.querySelector('.folio-article');
  if (!endpoint || !article || article.querySelector('.folio-feedback')) return;
  const text = uiText();
  const section = element('section', 'folio-feedback');
  section.setAttribute('aria-labelledby', 'folio-feedback-question');
  const question = element('p', 'folio-feedback-question', text.feedbackQuestion);
  question.id = 'folio-feedback-question';
  const choices = element('div', 'folio-feedback-choices');
  choices.setAttribute('role', 'group');
  choices.setAttribute('aria-labelledby', question.id);
  const up = choice('up', text.feedbackYes);
  const down = choice('down', text.feedbackNo);
  choices.append(up, down);

  const form = element('form', 'folio-feedback-form');
  form.hidden = true;
  const label = element('label', 'folio-feedback-label', text.feedbackComment);
  label.setAttribute('for', 'folio-feedback-comment');
  const comment = element('textarea', 'folio-feedback-comment');
  comment.id = 'folio-feedback-comment';
  comment.maxLength = MAX_COMMENT;
  comment.rows = 3;
  const submit = element('button', 'folio-feedback-submit', text.feedbackSubmit);
  submit.type = 'submit';
  form.append(label, comment, submit);
  const status = element('p', 'folio-feedback-status');
  status.setAttribute('role', 'status');
  section.append(question, choices, form, status);

  let rating: Rating | undefined;
  for (const button of [up, down]) {
    button.addEventListener('click', () => {
      rating = button.dataset['rating'] as Rating;
      up.setAttribute('aria-pressed', String(rating === 'up'));
      down.setAttribute('aria-pressed', String(rating === 'down'));
      form.hidden = false;
      status.textContent = '';
      comment.focus();
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (rating === undefined) return;
    submit.disabled = true;
    status.textContent = text.sending;
    void send(endpoint, rating, comment.value.slice(0, MAX_COMMENT)).then((sent) => {
      submit.disabled = false;
      if (!sent) {
        status.textContent = text.feedbackFailed;
        return;
      }
      choices.remove();
      form.remove();
      question.remove();
      section.removeAttribute('aria-labelledby');
      status.textContent = text.feedbackThanks;
      status.tabIndex = -1;
      status.focus();
    });
  });

  const place =
    article.querySelector('.folio-pagination') ?? article.querySelector('.folio-footer');
  article.insertBefore(section, place);
}

async function send(endpoint: string, rating: Rating, comment: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        page: feedbackPage(location.pathname, document.documentElement.dataset['folioBase']),
        rating,
        ...(comment.trim() === '' ? {} : { comment }),
      }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function choice(rating: Rating, label: string): HTMLButtonElement {
  const button = element('button', `folio-feedback-choice folio-feedback-${rating}`);
  button.type = 'button';
  button.dataset['rating'] = rating;
  button.setAttribute('aria-pressed', 'false');
  const icon = element('span', 'folio-feedback-icon', rating === 'up' ? '👍' : '👎');
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon, element('span', 'folio-feedback-choice-label', label));
  return button;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  content?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}
