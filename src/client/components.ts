/**
 * Browser island of the MDX components: tab and code-group switching (WAI-ARIA keyboard pattern),
 * dropdown code groups, tabs that sync by label across the page and remember the choice, copy
 * buttons, collapsed long code blocks, deep links that open accordions and tabs, Escape to
 * dismiss tooltips. Everything works
 * on the `data-folio-*` attributes of the server-rendered HTML; nothing runs at import.
 *
 * @module
 */
import { uiText } from './ui-text.ts';

/** localStorage key of the labels chosen in synced tab sets, most recent first. */
export const tabStorageKey = 'folio:tab-labels';
const rememberedLimit = 20;
const copiedFor = 2000;
/** Expandable code blocks longer than this many lines start collapsed. */
const collapsedLines = 16;

/** The tab index a key press moves to in a horizontal tablist, or `undefined` for other keys. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The remembered labels after choosing `label`: it moves first, the list stays short. */
export function rememberLabel(labels: readonly string[], label: string): string[] {
  return [label, ...labels.filter((other) => other !== label)].slice(0, rememberedLimit);
}

/** The most recently chosen label that a tab set offers. */
export function preferredLabel(
  remembered: readonly string[],
  available: readonly string[],
): string | undefined {
  return remembered.find((label) => available.includes(label));
}

/** Parses the stored labels, ignoring anything malformed. */
export function parseRememberedLabels(text: string | null): string[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

function readRemembered(): string[] {
  try {
    return parseRememberedLabels(localStorage.getItem(tabStorageKey));
  } catch {
    return [];
  }
}

function remember(label: string): void {
  try {
    localStorage.setItem(tabStorageKey, JSON.stringify(rememberLabel(readRemembered(), label)));
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); syncing still works on the page.
  }
}

/** Elements matching `selector` inside `root` that belong to it, not to a nested tab set. */
function owned<T extends Element>(root: Element, selector: string): T[] {
  return [...root.querySelectorAll<T>(selector)].filter(
    (element) => element.closest('[data-folio-tabs]') === root,
  );
}

function tabsOf(root: Element): HTMLElement[] {
  return owned<HTMLElement>(root, '[role="tab"][data-folio-tab-label]');
}

function panelsOf(root: Element): HTMLElement[] {
  return owned<HTMLElement>(root, '[data-folio-tab-panel]');
}

function selectOf(root: Element): HTMLSelectElement | undefined {
  return owned<HTMLSelectElement>(root, 'select[data-folio-tab-select]')[0];
}

/** The labels of a tab set, from its tab buttons or its dropdown options. */
function labelsOf(root: Element): string[] {
  const select = selectOf(root);
  const elements = select === undefined ? tabsOf(root) : [...select.options];
  return elements.map((element) => element.getAttribute('data-folio-tab-label') ?? '');
}

/** Shows panel `index` of a tab set and updates its tabs or dropdown. */
function activate(root: Element, index: number, focus = false): void {
  const panels = panelsOf(root);
  if (index < 0 || index >= panels.length) return;
  panels.forEach((panel, position) => {
    panel.hidden = position !== index;
  });
  tabsOf(root).forEach((tab, position) => {
    const selected = position === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected && focus) tab.focus();
  });
  const select = selectOf(root);
  if (select !== undefined) select.value = String(index);
}

/**
 * Chooses tab `index` of `root`; for a synced set, every synced set offering the same label
 * follows, and the label is remembered. The chosen set stays where it is on screen.
 */
function choose(root: Element, index: number, focus: boolean): void {
  const label = labelsOf(root)[index];
  const top = root.getBoundingClientRect().top;
  activate(root, index, focus);
  if (label === undefined || !root.hasAttribute('data-folio-sync')) return;
  for (const other of document.querySelectorAll('[data-folio-tabs][data-folio-sync]')) {
    if (other === root) continue;
    const otherIndex = labelsOf(other).indexOf(label);
    if (otherIndex >= 0) activate(other, otherIndex);
  }
  remember(label);
  const shift = root.getBoundingClientRect().top - top;
  if (shift !== 0) window.scrollBy(0, shift);
}

/** Applies the remembered labels to every synced tab set. */
function applyRememberedTabs(): void {
  const remembered = readRemembered();
  if (remembered.length === 0) return;
  for (const root of document.querySelectorAll('[data-folio-tabs][data-folio-sync]')) {
    const labels = labelsOf(root);
    const label = preferredLabel(remembered, labels);
    if (label !== undefined) activate(root, labels.indexOf(label));
  }
}

function tabSetOf(element: Element): Element | null {
  return element.closest('[data-folio-tabs]');
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const tab = target.closest<HTMLElement>('[role="tab"][data-folio-tab-label]');
  const root = tab === null ? null : tabSetOf(tab);
  if (tab !== null && root !== null) {
    choose(root, tabsOf(root).indexOf(tab), false);
    return;
  }
  const copy = target.closest<HTMLButtonElement>('[data-folio-copy]');
  if (copy !== null) void copyCode(copy);
  const expand = target.closest<HTMLButtonElement>('.folio-code-expand');
  if (expand !== null) toggleCollapsed(expand);
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target;
  if (event.key === 'Escape') dismissTooltips();
  if (!(target instanceof HTMLElement) || !target.matches('[role="tab"][data-folio-tab-label]')) {
    return;
  }
  const root = tabSetOf(target);
  if (root === null) return;
  const tabs = tabsOf(root);
  const next = nextTabIndex(event.key, tabs.indexOf(target), tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  choose(root, next, true);
}

function onChange(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement) || !target.matches('[data-folio-tab-select]')) return;
  const root = tabSetOf(target);
  if (root !== null) choose(root, Number(target.value), false);
}

let liveRegion: HTMLElement | undefined;

/** Says `message` to screen readers through one polite live region. */
function announce(message: string): void {
  if (liveRegion === undefined || !liveRegion.isConnected) {
    liveRegion = document.createElement('div');
    liveRegion.className = 'folio-sr-only';
    liveRegion.setAttribute('role', 'status');
    document.body.append(liveRegion);
  }
  liveRegion.textContent = '';
  const region = liveRegion;
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/** The code a copy button copies: the visible `<pre>` of its code block or group. */
function codeFor(button: Element): HTMLElement | undefined {
  const scope = button.closest('[data-folio-code]');
  if (scope === null) return undefined;
  return [...scope.querySelectorAll<HTMLElement>('pre')].find((pre) => {
    const hidden = pre.closest('[hidden]');
    return hidden === null || !scope.contains(hidden);
  });
}

/**
 * The code a copy button copies: the block's text without the lines a diff marks as removed
 * (`// [!code --]`), so what is copied is the code after the change; the marker comments
 * themselves were taken out when the page was built.
 */
export function codeText(pre: Element): string {
  const removed = pre.querySelectorAll('.line.diff.remove');
  if (removed.length === 0) return pre.textContent.replace(/\n$/, '');
  const copy = pre.cloneNode(true) as Element;
  for (const line of copy.querySelectorAll('.line.diff.remove')) {
    // The newline after a removed line goes with it.
    const next = line.nextSibling;
    if (next?.nodeType === Node.TEXT_NODE && next.textContent === '\n') next.remove();
    line.remove();
  }
  return copy.textContent.replace(/\n$/, '');
}

async function copyCode(button: HTMLButtonElement): Promise<void> {
  const pre = codeFor(button);
  if (pre === undefined || pre.hasAttribute('data-nocopy')) return;
  const text = codeText(pre);
  const label = button.querySelector('.folio-copy-label');
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard access (an insecure page, a denied permission): select the code instead.
    const range = document.createRange();
    range.selectNodeContents(pre);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    announce(uiText().codeSelected);
    return;
  }
  button.setAttribute('data-copied', '');
  const words = uiText();
  button.setAttribute('aria-label', words.copied);
  if (label !== null) label.textContent = words.copied;
  announce(words.copiedToClipboard);
  window.setTimeout(() => {
    button.removeAttribute('data-copied');
    button.setAttribute('aria-label', words.copyCode);
    if (label !== null) label.textContent = words.copy;
  }, copiedFor);
}

/** Collapses long `pre[data-expandable]` blocks behind a "Show more" button (once per block). */
function collapseLongCode(): void {
  for (const pre of document.querySelectorAll<HTMLElement>('pre[data-expandable]')) {
    if (pre.hasAttribute('data-folio-expand-ready')) continue;
    pre.setAttribute('data-folio-expand-ready', '');
    if (pre.querySelectorAll('.line').length <= collapsedLines) continue;
    pre.setAttribute('data-collapsed', '');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'folio-code-expand';
    button.setAttribute('aria-expanded', 'false');
    button.textContent = uiText().showMore;
    pre.after(button);
  }
}

function toggleCollapsed(button: HTMLButtonElement): void {
  const pre = button.previousElementSibling;
  if (!(pre instanceof HTMLElement)) return;
  const collapsed = pre.toggleAttribute('data-collapsed');
  button.setAttribute('aria-expanded', String(!collapsed));
  button.textContent = collapsed ? uiText().showMore : uiText().showLess;
}

/** Opens the accordions, folders and tabs around `target`; true when something changed. */
function reveal(target: Element): boolean {
  let changed = false;
  for (let node: Element | null = target; node !== null; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      node.open = true;
      changed = true;
    }
    if (node instanceof HTMLElement && node.hidden && node.hasAttribute('data-folio-tab-panel')) {
      const root = tabSetOf(node);
      if (root !== null) {
        activate(root, panelsOf(root).indexOf(node));
        changed = true;
      }
    }
  }
  return changed;
}

function targetOfHash(): Element | null {
  const hash = location.hash.slice(1);
  if (hash === '') return null;
  try {
    return document.getElementById(decodeURIComponent(hash));
  } catch {
    return document.getElementById(hash);
  }
}

function revealHashTarget(): void {
  const target = targetOfHash();
  if (target !== null && reveal(target)) target.scrollIntoView();
}

/** Keeps the URL pointing at the accordion a reader opened, so it can be shared. */
function onToggle(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLDetailsElement) || !target.hasAttribute('data-folio-accordion')) {
    return;
  }
  if (target.open && target.id !== '' && location.hash !== `#${target.id}`) {
    history.replaceState(history.state, '', `#${encodeURIComponent(target.id)}`);
  }
}

function dismissTooltips(): void {
  for (const tooltip of document.querySelectorAll('[data-folio-tooltip]')) {
    if (tooltip.matches(':hover, :focus-within')) tooltip.setAttribute('data-dismissed', '');
  }
}

/** A dismissed tooltip shows again once the pointer or focus has left it. */
function onLeave(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const tooltip = target.closest('[data-folio-tooltip][data-dismissed]');
  const next = (event as FocusEvent | PointerEvent).relatedTarget;
  if (tooltip !== null && !(next instanceof Node && tooltip.contains(next))) {
    tooltip.removeAttribute('data-dismissed');
  }
}

let installed = false;

/**
 * Wires the components of the current document. Safe to call again (after a page swap or live
 * reload): listeners are added once, and the page state is re-applied.
 */
export function initComponents(): void {
  if (!installed) {
    installed = true;
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('change', onChange);
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('focusout', onLeave);
    document.addEventListener('pointerout', onLeave);
    window.addEventListener('hashchange', revealHashTarget);
  }
  for (const button of document.querySelectorAll<HTMLElement>('[data-folio-copy][hidden]')) {
    button.hidden = false;
  }
  collapseLongCode();
  applyRememberedTabs();
  revealHashTarget();
}
