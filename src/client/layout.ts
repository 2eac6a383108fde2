/**
 * Browser behaviour of the layout: the light/dark toggle (remembered), the sidebar on small
 * screens, closing disclosure menus on outside clicks and Escape, and the table of contents
 * following the reader.
 *
 * @module
 */
import { uiText } from './ui-text.ts';

/** Wires up the layout's controls. Safe to call more than once. */
export function initLayout(): void {
  const root = document.documentElement;
  if (root.dataset['folioLayout'] === 'ready') return;
  root.dataset['folioLayout'] = 'ready';
  initThemeToggle(root);
  initSidebarToggle();
  initMenus();
  initTocSpy();
  void loadFullSidebar();
}

/**
 * Large sidebars arrive in short form (section titles, the current section open); the whole tree
 * is one shared file, fetched here (browsers cache it across pages) and marked for this page.
 */
async function loadFullSidebar(): Promise<void> {
  const nav = document.querySelector<HTMLElement>('nav[data-folio-nav]');
  const source = nav?.dataset['folioNav'];
  if (!nav || source === undefined || source === '') return;
  let html: string;
  try {
    const response = await fetch(source);
    if (!response.ok) return;
    html = await response.text();
  } catch {
    return; // Offline or blocked: the short form stays, and it reaches every section.
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  // Compared without a final `/`: under a path prefix the home link is `/_sites/acme/`.
  const trim = (url: string): string => url.replace(/\/(index\.html)?$/, '') || '/';
  const path = trim(location.pathname);
  let current: Element | undefined;
  for (const link of template.content.querySelectorAll(
    'a.folio-nav-page, a.folio-nav-group-link',
  )) {
    if (trim(link.getAttribute('href') ?? '') !== path) continue;
    link.setAttribute('aria-current', 'page');
    current ??= link;
    // A group's own link sits beside its <details>, not inside it.
    const own = link.classList.contains('folio-nav-group-link') ? link.nextElementSibling : null;
    if (own instanceof HTMLDetailsElement) own.open = true;
    for (
      let group = link.closest('details');
      group;
      group = group.parentElement?.closest('details') ?? null
    ) {
      group.open = true;
    }
  }
  nav.replaceChildren(template.content);
  current?.scrollIntoView({ block: 'nearest' });
}

function initThemeToggle(root: HTMLElement): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-folio-theme-toggle]')) {
    const sync = (): void => {
      button.setAttribute('aria-pressed', String(root.dataset['theme'] === 'dark'));
    };
    sync();
    button.addEventListener('click', () => {
      const next = root.dataset['theme'] === 'dark' ? 'light' : 'dark';
      root.dataset['theme'] = next;
      // The platform's dark-mode class, which authors' CSS files select (see theme-script.ts).
      root.classList.toggle('dark', next === 'dark');
      try {
        localStorage.setItem('folio-theme', next);
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page.
      }
      sync();
    });
  }
}

function initSidebarToggle(): void {
  const sidebar = document.getElementById('folio-sidebar');
  const button = document.querySelector<HTMLButtonElement>('[data-folio-sidebar-toggle]');
  if (!sidebar || !button) return;
  const setOpen = (open: boolean): void => {
    document.body.classList.toggle('folio-sidebar-open', open);
    button.setAttribute('aria-expanded', String(open));
    const text = uiText();
    button.setAttribute('aria-label', open ? text.closeNavigation : text.openNavigation);
    if (open) sidebar.querySelector<HTMLElement>('a, summary, button')?.focus();
  };
  button.addEventListener('click', () => {
    setOpen(!document.body.classList.contains('folio-sidebar-open'));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.body.classList.contains('folio-sidebar-open')) {
      setOpen(false);
      button.focus();
    }
  });
  sidebar.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
}

function initMenus(): void {
  const menus = (): NodeListOf<HTMLDetailsElement> =>
    document.querySelectorAll<HTMLDetailsElement>('details[data-folio-menu][open]');
  document.addEventListener('click', (event) => {
    for (const menu of menus()) {
      if (!(event.target instanceof Node) || !menu.contains(event.target)) menu.open = false;
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}

function initTocSpy(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-folio-toc] a')];
  if (links.length === 0 || !('IntersectionObserver' in window)) return;
  const byId = new Map(links.map((link) => [decodeURIComponent(link.hash.slice(1)), link]));
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      const current = links.find((link) => visible.has(decodeURIComponent(link.hash.slice(1))));
      if (!current) return;
      for (const link of links) link.classList.toggle('folio-toc-active', link === current);
    },
    { rootMargin: '-64px 0px -60% 0px' },
  );
  for (const id of byId.keys()) {
    const heading = document.getElementById(id);
    if (heading) observer.observe(heading);
  }
}
