/**
 * The "Ask AI" launcher, part of the site's main script. Sites built with an assistant carry
 * `<html data-folio-assistant="/_folio/assistant.<hash>.js"
 * data-folio-assistant-config="/_folio/assistant.json">` and an "Ask AI" button
 * (`data-folio-assistant-open`). The first time the reader opens the panel (the button, or
 * Ctrl+I / Cmd+I), the panel's script and the site's assistant settings are fetched and the
 * panel is mounted; later it is only shown and hidden. Closing gives focus back to where it was.
 * `window.folioAskAi(question)` opens it with a question (the search dialog uses it).
 *
 * @module
 */
import { loadScript } from '../load-script.ts';
import type { PanelController } from './panel.ts';
import { pageFilter, parseAssistantConfig, sourceUrlMapper } from './panel-config.ts';

declare global {
  interface Window {
    folioAskAi?: (question?: string) => void;
  }
}

/** Whether a key press is the panel's shortcut: Ctrl+I or Cmd+I. */
export function isAskShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'i'
  );
}

/** Wires the "Ask AI" buttons and shortcut, when the site has an assistant. */
export function initAssistantLauncher(): void {
  const dataset = document.documentElement.dataset;
  const script = dataset['folioAssistant'];
  const configUrl = dataset['folioAssistantConfig'];
  if (!script || !configUrl) return;
  let panel: Promise<PanelController> | undefined;
  let opener: HTMLElement | null = null;

  const close = (): void => {
    void panel?.then((loaded) => {
      loaded.close();
    });
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('.folio-assistant')) active.blur();
    opener?.focus();
    opener = null;
  };
  const load = (): Promise<PanelController> => {
    panel ??= mountPanel(script, configUrl, close).catch((error: unknown) => {
      panel = undefined;
      throw error;
    });
    return panel;
  };
  const open = (question?: string): void => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !active.closest('.folio-assistant')) opener = active;
    setBusy(true);
    load()
      .then((loaded) => {
        loaded.open(question);
      })
      .catch((error: unknown) => {
        announce(
          `Ask AI could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        setBusy(false);
      });
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('[data-folio-assistant-open]')) return;
    event.preventDefault();
    if (isOpenNow()) close();
    else open();
  });
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || !isAskShortcut(event)) return;
    event.preventDefault();
    open();
  });
  window.folioAskAi = open;
}

/** Whether the panel is on screen (its element is rendered without `hidden`). */
function isOpenNow(): boolean {
  return document.querySelector('.folio-assistant:not([hidden])') !== null;
}

async function mountPanel(
  script: string,
  configUrl: string,
  onClose: () => void,
): Promise<PanelController> {
  const [config] = await Promise.all([fetchConfig(configUrl), loadScript(script)]);
  const api = window.FolioAssistant;
  if (!api) throw new Error('the panel script did not start');
  const dataset = document.documentElement.dataset;
  const localBase = `${location.origin}${dataset['folioBase'] ?? ''}`;
  return api.mount({
    config,
    filter: pageFilter(dataset),
    mapUrl: sourceUrlMapper(config.siteUrl, localBase),
    onClose,
  });
}

async function fetchConfig(
  url: string,
): Promise<NonNullable<ReturnType<typeof parseAssistantConfig>>> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
  const config = parseAssistantConfig(await response.json());
  if (!config) throw new Error(`${url} is not an assistant configuration`);
  return config;
}

function setBusy(busy: boolean): void {
  for (const button of document.querySelectorAll('[data-folio-assistant-open]')) {
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  }
}

/** Shows a short message in a live region for a few seconds. */
function announce(text: string): void {
  let region = document.querySelector<HTMLElement>('.folio-assistant-toast');
  if (!region) {
    region = document.createElement('div');
    region.className = 'folio-assistant-toast';
    region.setAttribute('role', 'alert');
    document.body.append(region);
  }
  region.textContent = text;
  region.hidden = false;
  const shown = region;
  setTimeout(() => {
    shown.hidden = true;
  }, 6000);
}
