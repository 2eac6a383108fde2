/**
 * Browser island of endpoint pages: the "Try it" playground (reads the form, builds the request
 * with `buildRequest`, sends it with `fetch` to the chosen server, and shows the status, time,
 * response headers and pretty-printed body, or an explanation when the request fails), and the
 * server selector of the endpoint bar. Everything works on the `data-folio-*` attributes of the
 * server-rendered HTML; nothing runs at import.
 *
 * How a request travels (directly, or through the hosted site's proxy) is in
 * `playground-transport.ts`.
 *
 * Credentials (API keys, tokens, passwords) are kept in memory only, per API, for as long as the
 * page is open: never in Web Storage, where any script of the origin could read them later and
 * where they would outlive the page. Keys that older versions left in sessionStorage are
 * removed when a playground starts.
 *
 * @module
 */
import { buildRequest, PlaygroundInputError } from '../web/index.ts';
import type { PlaygroundConfig, PlaygroundState } from '../web/index.ts';
import { proxyFor, sendDirectly, sendThroughProxy, timeoutMs } from './playground-transport.ts';
import type { ShownResponse } from './playground-transport.ts';
import { uiText } from './ui-text.ts';

/** Bodies longer than this are cut in the display. */
const shownBodyLimit = 200_000;

/** Reads the configuration JSON of a playground form; `undefined` when it is malformed. */
export function parsePlaygroundConfig(text: string | null): PlaygroundConfig | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PlaygroundConfig> | null;
    if (
      value === null ||
      typeof value.method !== 'string' ||
      typeof value.path !== 'string' ||
      !Array.isArray(value.parameters) ||
      !Array.isArray(value.auth) ||
      !Array.isArray(value.bodies) ||
      typeof value.storageKey !== 'string'
    ) {
      return undefined;
    }
    return value as PlaygroundConfig;
  } catch {
    return undefined;
  }
}

/** The reader's input from the form's entries (`base-url`, `param:…`, `auth:…`, `body`). */
export function readPlaygroundState(
  entries: Iterable<[string, FormDataEntryValue]>,
): PlaygroundState {
  const state: PlaygroundState = { baseUrl: '', params: {}, auth: {} };
  for (const [name, entry] of entries) {
    if (typeof entry !== 'string') continue;
    if (name === 'base-url') state.baseUrl = entry;
    else if (name === 'media-type') state.mediaType = entry;
    else if (name === 'body') state.body = entry;
    else if (name.startsWith('param:')) state.params[name.slice('param:'.length)] = entry;
    else if (name.startsWith('auth:')) state.auth[name.slice('auth:'.length)] = entry;
  }
  return state;
}

/** A response body for display: JSON pretty-printed, anything else as it came, cut when huge. */
export function formatResponseBody(text: string, contentType: string | null): string {
  let shown = text;
  const json = contentType !== null && /[/+]json\b/i.test(contentType);
  if (json || /^\s*[[{]/.test(text)) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      shown = text;
    }
  }
  if (shown.length <= shownBodyLimit) return shown;
  return `${shown.slice(0, shownBodyLimit)}\n… (${String(shown.length - shownBodyLimit)} more characters)`;
}

/** Why a request failed, in words a reader can act on. */
export function describeFailure(error: unknown, url: string, pageUrl: string): string {
  if (error instanceof PlaygroundInputError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `No response after ${String(timeoutMs / 1000)} seconds: the request was stopped.`;
  }
  let target: URL | undefined;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return `"${url}" is not a valid URL: check the server URL.`;
  }
  const page = new URL(pageUrl);
  if (page.protocol === 'https:' && target.protocol === 'http:') {
    return uiText().requestBlocked;
  }
  if (target.origin !== page.origin) {
    return `The request to ${target.origin} did not complete. Most often the API does not allow calls from other websites (CORS), so the browser withholds the response; the server may also be unreachable or the URL wrong. The browser console has the details; curl from the examples works without this limit.`;
  }
  return uiText().requestFailed;
}

/** A byte count for display: `512 B`, `1.5 kB`, `2.0 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${String(bytes)} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The class of a status for colouring (`2xx`), matching the page's status badges. */
export function statusClassOf(status: number): string {
  return status >= 100 && status < 600 ? `${String(Math.floor(status / 100))}xx` : 'default';
}

/** Credentials the reader entered on this page, per API (the config's `storageKey`). */
const entered = new Map<string, Record<string, string>>();

function remembered(key: string): Record<string, string> {
  return entered.get(key) ?? {};
}

function remember(key: string, values: Record<string, string>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  entered.set(key, { ...remembered(key), ...kept });
}

/** Removes credentials an older version kept in sessionStorage under `key`. */
function forgetStored(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // No storage (a sandboxed page, blocked storage): nothing can be kept there either.
  }
}

function configOf(form: HTMLFormElement): PlaygroundConfig | undefined {
  return parsePlaygroundConfig(form.getAttribute('data-folio-playground'));
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function setMessage(form: HTMLFormElement, text: string, error = false): void {
  const message = form.querySelector<HTMLElement>('[data-folio-playground-message]');
  if (message === null) return;
  message.textContent = text;
  message.toggleAttribute('data-error', error);
}

async function send(form: HTMLFormElement): Promise<void> {
  const config = configOf(form);
  const result = form.querySelector<HTMLElement>('[data-folio-playground-result]');
  const button = form.querySelector<HTMLButtonElement>('[data-folio-playground-send]');
  if (config === undefined || result === null || button === null) return;
  const state = readPlaygroundState(new FormData(form).entries());
  remember(config.storageKey, state.auth);
  let request;
  try {
    request = buildRequest(config, state);
  } catch (error) {
    setMessage(form, describeFailure(error, '', location.href), true);
    return;
  }
  button.disabled = true;
  setMessage(form, uiText().sending);
  const started = performance.now();
  try {
    const proxyUrl = await proxyFor(form, request.url);
    const response =
      proxyUrl === undefined
        ? await sendDirectly(request.url, {
            ...request.init,
            // Cross-origin requests omit cookies unless the site asks for them.
            ...(config.credentials === true ? { credentials: 'include' as const } : {}),
          })
        : await sendThroughProxy(proxyUrl, request.url, request.init);
    const elapsed = Math.round(performance.now() - started);
    showResponse(result, request.init.method, response, elapsed);
    setMessage(form, `${String(response.status)} in ${String(elapsed)} ms`);
  } catch (error) {
    result.hidden = true;
    setMessage(form, describeFailure(error, request.url, location.href), true);
  } finally {
    button.disabled = false;
  }
}

function showResponse(
  container: HTMLElement,
  method: string,
  response: ShownResponse,
  elapsed: number,
): void {
  const text = response.body;
  const summary = element('div', 'folio-api-result-summary');
  summary.append(
    element(
      'span',
      `folio-api-status folio-api-status-${statusClassOf(response.status)}`,
      `${String(response.status)} ${response.statusText}`.trim(),
    ),
    element('span', 'folio-api-result-meta', `${String(elapsed)} ms`),
    element('span', 'folio-api-result-meta', formatSize(new TextEncoder().encode(text).length)),
  );
  const url = element('p', 'folio-api-result-url', `${method} ${response.url}`);
  const headers = document.createElement('details');
  headers.className = 'folio-api-result-headers';
  const entries = response.headers;
  headers.append(element('summary', '', `Response headers (${String(entries.length)})`));
  const list = document.createElement('dl');
  for (const [name, value] of entries) {
    list.append(element('dt', '', name), element('dd', '', value));
  }
  headers.append(list);
  const body = element('pre', 'folio-api-result-body');
  body.tabIndex = 0;
  body.append(
    element(
      'code',
      '',
      formatResponseBody(text, contentTypeOf(response.headers)) || '(empty body)',
    ),
  );
  container.replaceChildren(summary, url, headers, body);
  container.hidden = false;
}

function contentTypeOf(headers: readonly [string, string][]): string | null {
  return headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? null;
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-folio-playground')) return;
  event.preventDefault();
  void send(form);
}

function onChange(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLSelectElement && target.hasAttribute('data-folio-api-server')) {
    const root = target.closest('.folio-api') ?? document;
    const base = root.querySelector('[data-folio-api-base]');
    if (base !== null) base.textContent = target.value.replace(/\/+$/, '');
    const input = root.querySelector<HTMLInputElement>('[data-folio-playground] [name="base-url"]');
    if (input !== null) input.value = target.value;
    return;
  }
  if (target instanceof HTMLSelectElement && target.name === 'media-type' && target.form !== null) {
    switchMediaType(target.form, target.value);
  }
}

/** Shows the sample of the chosen media type, unless the reader has edited the body. */
function switchMediaType(form: HTMLFormElement, mediaType: string): void {
  const config = configOf(form);
  const editor = form.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
  const label = form.querySelector('[data-folio-playground-media-label]');
  const chosen = config?.bodies.find((body) => body.mediaType === mediaType);
  if (config === undefined || editor === null || chosen === undefined) return;
  if (label !== null) label.textContent = mediaType;
  const untouched =
    editor.value.trim() === '' || config.bodies.some((body) => body.sample === editor.value);
  if (untouched) editor.value = chosen.sample;
}

let installed = false;

/**
 * Wires the playgrounds and server selectors of the current document. Safe to call again (after
 * a page swap or live reload): listeners are added once, and new forms are revealed and filled
 * with the credentials entered on this page.
 */
export function initPlayground(): void {
  if (!installed) {
    installed = true;
    document.addEventListener('submit', onSubmit);
    document.addEventListener('change', onChange);
  }
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-folio-playground]')) {
    if (form.hasAttribute('data-folio-playground-ready')) continue;
    form.setAttribute('data-folio-playground-ready', '');
    const config = configOf(form);
    if (config === undefined) continue;
    forgetStored(config.storageKey);
    const values = remembered(config.storageKey);
    for (const input of form.querySelectorAll<HTMLInputElement>('[data-folio-playground-auth]')) {
      const value = values[input.name.slice('auth:'.length)];
      if (value !== undefined && input.value === '') input.value = value;
    }
    const panel = form.closest<HTMLElement>('[data-folio-playground-panel]');
    if (panel !== null) panel.hidden = false;
  }
}
