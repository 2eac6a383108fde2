/**
 * The search dialog island: a modal `<dialog>` opened by the header's search button
 * (`data-folio-search-open`), Ctrl+K / Cmd+K or `/`. On first open it fetches the index named by
 * `<html data-folio-search-index>` (on a built site, a manifest: each query then fetches the few
 * shards it needs), then shows hits as the reader types; arrow keys move, Enter
 * follows, Escape closes and focus goes back to where it was. The markup is built here; the
 * server renders only the button.
 *
 * @module
 */
import { findMatchRanges, openSearchIndex } from '../search/index.ts';
import type { SearchHit, Searcher } from '../search/index.ts';
import { escapeHtml } from '../web/index.ts';
import { englishText, fillText, uiText } from './ui-text.ts';
import type { UiText } from './ui-text.ts';

/** Most hits shown. */
export const MAX_HITS = 12;
/** Pause after the last keystroke before searching, in milliseconds. */
export const DEBOUNCE_MS = 80;
const OPTION_ID = 'folio-search-option-';

/** What the dialog shows below the input. */
export type DialogState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'unavailable' }
  | { kind: 'results'; text: string; hits: readonly SearchHit[] };

/** `text` as HTML with the stretches matching `terms` (a hit's `terms`) in `<mark>`. */
export function highlightHtml(text: string, terms: readonly string[]): string {
  let html = '';
  let position = 0;
  for (const { start, end } of findMatchRanges(text, terms)) {
    html += `${escapeHtml(text.slice(position, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    position = end;
  }
  return html + escapeHtml(text.slice(position));
}

/**
 * Where a hit leads: its route, plus `#anchor` for a section. `base` is the path the site is
 * served under (`<html data-folio-base>`, set by a host that serves it below a prefix such as
 * `/_sites/acme`), `''` at the root of its host.
 */
export function hitHref(hit: SearchHit, base = ''): string {
  const route = `${base}${hit.route}`;
  return hit.anchor === undefined ? route : `${route}#${encodeURIComponent(hit.anchor)}`;
}

/** The path the page's site is served under (`''` at the root of its host). */
function siteBase(): string {
  return document.documentElement.dataset['folioBase'] ?? '';
}

/**
 * The result list's options as HTML; `active` is the highlighted option's position, `base` the
 * path the site is served under (see {@link hitHref}).
 */
export function renderHitsHtml(hits: readonly SearchHit[], active: number, base = ''): string {
  return hits
    .map((hit, i) => {
      const path = hit.heading === undefined ? hit.breadcrumbs : [...hit.breadcrumbs, hit.title];
      const kind = hit.heading === undefined ? 'page' : 'section';
      const snippet = hit.snippet
        ? `<span class="folio-search-hit-snippet">${highlightHtml(hit.snippet, hit.terms)}</span>`
        : '';
      return (
        `<li role="option" id="${OPTION_ID}${i}" class="folio-search-hit" aria-selected="${i === active}">` +
        `<a href="${escapeHtml(hitHref(hit, base))}" tabindex="-1">` +
        `<span class="folio-search-hit-kind" data-kind="${kind}" aria-hidden="true"></span>` +
        `<span class="folio-search-hit-main">` +
        (path.length > 0
          ? `<span class="folio-search-hit-path">${path.map((crumb) => highlightHtml(crumb, hit.terms)).join(' › ')}</span>`
          : '') +
        `<span class="folio-search-hit-title">${highlightHtml(hit.heading ?? hit.title, hit.terms)}</span>` +
        `${snippet}</span>` +
        `<span class="folio-search-hit-enter" aria-hidden="true">↵</span></a></li>`
      );
    })
    .join('');
}

/** The status line: a hint, progress, a problem, or how many hits there are. */
export function statusText(state: DialogState, text: UiText = englishText): string {
  switch (state.kind) {
    case 'empty':
      return text.searchHint;
    case 'loading':
      return text.searchLoading;
    case 'error':
      return text.searchError;
    case 'unavailable':
      return text.searchUnavailable;
    case 'results':
      if (state.hits.length === 0) return fillText(text.noResults, { query: state.text.trim() });
      return state.hits.length === 1
        ? text.oneResult
        : fillText(text.results, { count: String(state.hits.length) });
  }
}

/** The label of the search dialog's Ask AI button for the words typed. */
export function askLabel(words: string, text: UiText = englishText): string {
  const shown = words.length > 60 ? `${words.slice(0, 59)}…` : words;
  return fillText(text.askAbout, { query: shown });
}

/** The key presses that open search: Ctrl+K or Cmd+K anywhere, `/` when not typing in a field. */
export function isOpenShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  typing: boolean,
): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey !== event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typing;
}

/** Whether keys pressed on `target` are text for a field rather than shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

const wired = new WeakSet<Document>();

/**
 * Wires search into the page: every `[data-folio-search-open]` element (now or later) opens the
 * dialog, as do the keyboard shortcuts. Calling it again does nothing.
 */
export function initSearchDialog(): void {
  if (wired.has(document)) return;
  wired.add(document);
  let dialog: SearchDialog | undefined;
  const open = (opener: Element | null): void => {
    dialog ??= createSearchDialog();
    dialog.open(opener instanceof HTMLElement ? opener : null);
  };
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest('[data-folio-search-open]');
    if (!opener) return;
    event.preventDefault();
    open(opener);
  });
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (!isOpenShortcut(event, isTyping(event.target))) return;
    event.preventDefault();
    open(document.activeElement);
  });
}

interface SearchDialog {
  open(opener: HTMLElement | null): void;
}

/** The dialog's markup, in the page's language. */
function skeleton(text: UiText): string {
  const e = escapeHtml;
  return `
<div class="folio-search-panel">
  <h2 id="folio-search-title" class="folio-search-hidden">${e(text.searchPlaceholder)}</h2>
  <div class="folio-search-field">
    <span class="folio-search-glass" aria-hidden="true"></span>
    <input class="folio-search-input" type="text" role="combobox" aria-autocomplete="list"
      aria-expanded="false" aria-controls="folio-search-results" aria-labelledby="folio-search-title"
      autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go">
    <button type="button" class="folio-search-close" aria-label="${e(text.closeSearch)}"><kbd>Esc</kbd></button>
  </div>
  <ul id="folio-search-results" class="folio-search-results" role="listbox" aria-label="${e(text.resultsLabel)}"></ul>
  <p class="folio-search-status" role="status" aria-live="polite"></p>
  <button type="button" class="folio-search-ask" hidden><span class="folio-assistant-icon" aria-hidden="true"></span><span class="folio-search-ask-text"></span></button>
  <footer class="folio-search-footer" aria-hidden="true">
    <span><kbd>↑</kbd><kbd>↓</kbd> ${e(text.toNavigate)}</span><span><kbd>↵</kbd> ${e(text.toOpen)}</span><span><kbd>Esc</kbd> ${e(text.toClose)}</span>
  </footer>
</div>`;
}

function createSearchDialog(): SearchDialog {
  const dialog = document.createElement('dialog');
  dialog.className = 'folio-search-dialog';
  dialog.setAttribute('aria-labelledby', 'folio-search-title');
  dialog.innerHTML = skeleton(uiText());
  document.body.append(dialog);
  const input = dialog.querySelector<HTMLInputElement>('.folio-search-input');
  const list = dialog.querySelector<HTMLUListElement>('.folio-search-results');
  const status = dialog.querySelector<HTMLParagraphElement>('.folio-search-status');
  const close = dialog.querySelector<HTMLButtonElement>('.folio-search-close');
  const ask = dialog.querySelector<HTMLButtonElement>('.folio-search-ask');
  const askText = dialog.querySelector<HTMLElement>('.folio-search-ask-text');
  if (!input || !list || !status || !close || !ask || !askText)
    throw new Error('The search dialog markup is incomplete.');
  const prompt = document.querySelector(
    '[data-folio-search-open] .folio-search-label',
  )?.textContent;
  input.placeholder = prompt?.trim() || uiText().searchPlaceholder;

  const url = document.documentElement.dataset['folioSearchIndex'];
  let index: Promise<Searcher> | undefined;
  let ready: Searcher | undefined;
  let hits: readonly SearchHit[] = [];
  let active = -1;
  let opener: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  /** The text of `file`; a built site's index is split in shards beside the manifest `url`. */
  const fetchText = async (file: string): Promise<string> => {
    const response = await fetch(file);
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    return response.text();
  };
  const loadIndex = (): Promise<Searcher> => {
    if (url === undefined || url === '') return Promise.reject(new Error('no search index'));
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    index ??= fetchText(url)
      .then((json) => {
        ready = openSearchIndex(json, (shard) => fetchText(`${folder}${shard}`));
        return ready;
      })
      .catch((error: unknown) => {
        index = undefined;
        throw error;
      });
    return index;
  };

  // Sites with an assistant: hand the words typed here to the Ask AI panel.
  const hasAssistant = Boolean(document.documentElement.dataset['folioAssistant']);
  const syncAsk = (): void => {
    const text = input.value.trim();
    ask.hidden = !hasAssistant || text === '';
    askText.textContent = askLabel(text, uiText());
  };
  ask.addEventListener('click', () => {
    const question = input.value.trim();
    opener = null;
    dialog.close();
    window.folioAskAi?.(question);
  });

  const show = (state: DialogState): void => {
    syncAsk();
    hits = state.kind === 'results' ? state.hits : [];
    active = hits.length > 0 ? 0 : -1;
    list.innerHTML = renderHitsHtml(hits, active, siteBase());
    list.hidden = hits.length === 0;
    status.textContent = statusText(state, uiText());
    status.classList.toggle('folio-search-hidden', hits.length > 0);
    input.setAttribute('aria-expanded', String(hits.length > 0));
    syncActive();
  };

  const syncActive = (): void => {
    const options = list.querySelectorAll<HTMLElement>('[role="option"]');
    options.forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === active));
    });
    const current = options[active];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const search = async (): Promise<void> => {
    const text = input.value;
    const run = ++generation;
    if (text.trim() === '' || url === undefined || url === '') {
      show({ kind: text.trim() === '' ? 'empty' : 'unavailable' });
      return;
    }
    if (ready === undefined) show({ kind: 'loading' });
    try {
      const loaded = await loadIndex();
      if (run !== generation) return;
      // A split index fetches the shards this query needs; a newer query may start meanwhile.
      const found = await loaded.query(text, { limit: MAX_HITS });
      if (run !== generation) return;
      show({ kind: 'results', text, hits: found });
    } catch {
      if (run === generation) show({ kind: 'error' });
    }
  };

  const follow = (hit: SearchHit | undefined): void => {
    if (hit === undefined) return;
    dialog.close();
    window.location.assign(hitHref(hit, siteBase()));
  };

  input.addEventListener('input', () => {
    syncAsk();
    clearTimeout(timer);
    timer = setTimeout(() => void search(), DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      active = (active + step + hits.length) % hits.length;
      syncActive();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      follow(hits[active]);
    }
  });
  list.addEventListener('mousemove', (event) => {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    const position = option ? Number(option.id.slice(OPTION_ID.length)) : -1;
    if (position >= 0 && position !== active) {
      active = position;
      syncActive();
    }
  });
  list.addEventListener('click', (event) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0;
    if (plain && event.target instanceof Element && event.target.closest('a')) dialog.close();
  });
  close.addEventListener('click', () => {
    dialog.close();
  });
  // A click on the backdrop lands on the dialog itself; a text selection dragged out of the input
  // does too, so the press must also have started there.
  let pressedBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && pressedBackdrop) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const stops = [input, ...(ask.hidden ? [] : [ask]), close];
    const here = stops.indexOf(document.activeElement as HTMLInputElement);
    const step = event.shiftKey ? -1 : 1;
    stops[(here + step + stops.length) % stops.length]?.focus();
  });
  dialog.addEventListener('close', () => {
    clearTimeout(timer);
    opener?.focus();
    opener = null;
  });

  show({ kind: 'empty' });
  return {
    open(from) {
      if (!dialog.open) {
        opener = from;
        dialog.showModal();
        if (input.value.trim() !== '') void search();
        loadIndex().catch(() => undefined);
      }
      input.focus();
      input.select();
    },
  };
}
