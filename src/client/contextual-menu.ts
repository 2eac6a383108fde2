/**
 * The contextual menu's behaviour (the HTML is `src/render/layout/contextual-menu.ts`): links
 * rebuilt from the address being read (so previews, `folio dev` and sites under a path prefix
 * name their own `.md` and MCP URLs), "Copy page" fetching the page's Markdown onto the
 * clipboard, the MCP copy options, and the menu button pattern: Enter, Space or ArrowDown on
 * the arrow opens the menu on its first entry, arrows and Home/End move, Escape or Tab closes
 * it and Escape returns focus to the arrow.
 *
 * @module
 */
import { contextualCopyText, contextualHref, customHref, markdownPathOf } from '../web/index.ts';
import type { ContextualPlace, CustomHref } from '../web/index.ts';

/** Wires up every contextual menu on the page. Safe to call more than once. */
export function initContextualMenu(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-folio-contextual]')) {
    if (root.dataset['ready'] === 'true') continue;
    root.dataset['ready'] = 'true';
    const place = placeOf(root);
    fillLinks(root, place);
    wireActions(root, place);
    wireMenu(root);
  }
}

/**
 * The site's origin as this address shows it: the page's route taken off the end of the path
 * leaves the prefix a host may serve the site under (`/_sites/acme`).
 */
function placeOf(root: HTMLElement): ContextualPlace {
  const route = root.dataset['route'] ?? '/';
  const path = location.pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  const trimmedRoute = route.replace(/\/+$/, '');
  const prefix =
    trimmedRoute !== '' && path.endsWith(trimmedRoute)
      ? path.slice(0, path.length - trimmedRoute.length)
      : trimmedRoute === ''
        ? path
        : '';
  return { origin: location.origin + prefix, route, siteName: root.dataset['siteName'] ?? '' };
}

function fillLinks(root: HTMLElement, place: ContextualPlace): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-contextual-option]')) {
    const href = contextualHref(link.dataset['contextualOption'] ?? '', place);
    if (href !== undefined) link.href = href;
  }
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-contextual-template]')) {
    try {
      const template = JSON.parse(link.dataset['contextualTemplate'] ?? '') as CustomHref;
      link.href = customHref(template, place);
    } catch {
      // The server's own link stays.
    }
  }
}

function wireActions(root: HTMLElement, place: ContextualPlace): void {
  const status = root.querySelector<HTMLElement>('.folio-contextual-status');
  const say = (text: string): void => {
    if (!status) return;
    status.textContent = text;
    window.setTimeout(() => {
      if (status.textContent === text) status.textContent = '';
    }, 2000);
  };
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-contextual-option]')) {
    button.addEventListener('click', () => {
      const option = button.dataset['contextualOption'] ?? '';
      closeMenu(root, false);
      void copyFor(option, place).then(
        () => {
          say(root.dataset['copied'] ?? '');
        },
        () => {
          say(root.dataset['copyFailed'] ?? '');
        },
      );
    });
  }
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a.folio-contextual-item')) {
    link.addEventListener('click', () => {
      closeMenu(root, false);
    });
  }
}

/** Puts an option's text on the clipboard: the page's Markdown, or an MCP URL or command. */
async function copyFor(option: string, place: ContextualPlace): Promise<void> {
  const fixed = contextualCopyText(option, place);
  if (fixed !== undefined) {
    await navigator.clipboard.writeText(fixed);
    return;
  }
  const url = `${place.origin}${markdownPathOf(place.route)}`;
  // Safari wants the clipboard write started inside the click: hand it a promise of the text.
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${String(response.status)}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through to writeText (browsers without promised clipboard items).
    }
  }
  await navigator.clipboard.writeText(await text);
}

function itemsOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

function openMenu(root: HTMLElement, focus: 'first' | 'last'): void {
  const toggle = root.querySelector<HTMLElement>('.folio-contextual-toggle');
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  if (!toggle || !menu) return;
  menu.hidden = false;
  toggle.setAttribute('aria-expanded', 'true');
  const items = itemsOf(root);
  (focus === 'first' ? items[0] : items.at(-1))?.focus();
}

function closeMenu(root: HTMLElement, returnFocus: boolean): void {
  const toggle = root.querySelector<HTMLElement>('.folio-contextual-toggle');
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  if (!toggle || !menu || menu.hidden) return;
  menu.hidden = true;
  toggle.setAttribute('aria-expanded', 'false');
  if (returnFocus) toggle.focus();
}

function wireMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLElement>('.folio-contextual-toggle');
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  if (!toggle || !menu) return;
  toggle.addEventListener('click', () => {
    if (menu.hidden) openMenu(root, 'first');
    else closeMenu(root, true);
  });
  toggle.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu(root, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(root, 'last');
    }
  });
  menu.addEventListener('keydown', (event) => {
    const items = itemsOf(root);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number): void => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(root, true);
    } else if (event.key === 'Tab') closeMenu(root, false);
    else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a menu item, links included.
      event.preventDefault();
      document.activeElement.click();
    }
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) closeMenu(root, false);
  });
}
