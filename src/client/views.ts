/**
 * Browser island of the display components: the dropdown that switches a page's `View`s (the
 * chosen view is remembered across pages, and the table of contents lists only its headings),
 * and the copy buttons of `Prompt` and `Color` swatches. Works on the `data-folio-*` attributes of
 * the server-rendered HTML; nothing runs at import.
 *
 * @module
 */
import { uiText } from './ui-text.ts';

/** localStorage key of the view chosen last. */
export const viewStorageKey = 'folio:view';
const copiedFor = 2000;

/** The distinct view titles in page order. */
export function viewTitles(views: readonly { title: string }[]): string[] {
  return [...new Set(views.map((view) => view.title))];
}

/** The view to show: the remembered one when the page has it, else the first. */
export function initialView(
  titles: readonly string[],
  remembered: string | null,
): string | undefined {
  return remembered !== null && titles.includes(remembered) ? remembered : titles[0];
}

function readRemembered(): string | null {
  try {
    return localStorage.getItem(viewStorageKey);
  } catch {
    return null;
  }
}

function remember(title: string): void {
  try {
    localStorage.setItem(viewStorageKey, title);
  } catch {
    // Storage can be unavailable (private mode): the switch still works on this page.
  }
}

function viewsOf(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-folio-view]')];
}

/** Shows the views titled `title`, hides the others, and the table of contents follows. */
function showView(title: string): void {
  for (const view of viewsOf()) view.hidden = view.getAttribute('data-folio-view') !== title;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    '[data-folio-toc] a[href^="#"]',
  )) {
    const id = decodeURIComponent(link.hash.slice(1));
    const target = id === '' ? null : document.getElementById(id);
    const item = link.closest('li');
    if (item !== null) item.hidden = target?.closest('[data-folio-view][hidden]') != null;
  }
}

/** Adds the view dropdown before the first view (once per page). */
function installSwitcher(): void {
  const views = viewsOf();
  if (views.length === 0 || document.querySelector('[data-folio-view-switcher]') !== null) return;
  const titles = viewTitles(
    views.map((view) => ({ title: view.getAttribute('data-folio-view') ?? '' })),
  );
  const chosen = initialView(titles, readRemembered());
  if (chosen === undefined) return;
  const switcher = document.createElement('div');
  switcher.className = 'folio-view-switcher';
  switcher.setAttribute('data-folio-view-switcher', '');
  const select = document.createElement('select');
  select.setAttribute('aria-label', uiText().viewLabel);
  select.setAttribute('data-folio-view-select', '');
  for (const title of titles) select.add(new Option(title, title, false, title === chosen));
  switcher.append(select);
  views[0]?.before(switcher);
  document.documentElement.setAttribute('data-folio-views-ready', '');
  showView(chosen);
}

function onChange(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement) || !target.matches('[data-folio-view-select]')) return;
  remember(target.value);
  showView(target.value);
}

/** Copies `text`, marking `button` as done for a moment. */
async function copyText(button: HTMLElement, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  button.setAttribute('data-copied', '');
  button.setAttribute('aria-label', uiText().copied);
  window.setTimeout(() => {
    button.removeAttribute('data-copied');
    button.removeAttribute('aria-label');
  }, copiedFor);
}

/** The text of a prompt, as it reads (line breaks kept). */
function promptText(button: Element): string | undefined {
  const text = button
    .closest('[data-folio-prompt]')
    ?.querySelector<HTMLElement>('[data-folio-prompt-text]');
  return text?.innerText.trim() ?? text?.textContent.trim();
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const swatch = target.closest<HTMLElement>('[data-folio-copy-text]');
  if (swatch !== null) {
    void copyText(swatch, swatch.getAttribute('data-folio-copy-text') ?? '');
    return;
  }
  const copy = target.closest<HTMLElement>('[data-folio-prompt-copy]');
  const copied = copy === null ? undefined : promptText(copy);
  if (copy !== null && copied !== undefined) void copyText(copy, copied);
  const cursor = target.closest<HTMLElement>('[data-folio-prompt-cursor]');
  const text = cursor === null ? undefined : promptText(cursor);
  if (text !== undefined) {
    const url = new URL('cursor://anysphere.cursor-deeplink/prompt');
    url.searchParams.set('text', text);
    window.location.href = url.href;
  }
}

let installed = false;

/** Wires the views and copy buttons of the current document; safe to call again. */
export function initViews(): void {
  if (!installed) {
    installed = true;
    document.addEventListener('change', onChange);
    document.addEventListener('click', onClick);
  }
  for (const button of document.querySelectorAll<HTMLElement>(
    '[data-folio-prompt-copy][hidden], [data-folio-prompt-cursor][hidden]',
  )) {
    button.hidden = false;
  }
  installSwitcher();
}
