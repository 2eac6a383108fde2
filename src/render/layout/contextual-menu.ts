/**
 * The contextual menu (docs.json `contextual`): a split button beside the page title (or atop
 * the table of contents with `display: "toc"`) whose main half runs the first option ("Copy
 * page" on most sites) and whose arrow opens the other options as an ARIA menu. Links are
 * complete in the HTML when the site's public URL is known; the browser script (see
 * `src/client/contextual-menu.ts`) rebuilds them from the address being read, copies to the
 * clipboard and drives the keyboard. No inline handlers: the page's CSP stays strict.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { ContextualConfig, CustomContextualOption } from '../../config/index.ts';
import { contextualHref, customHref, markdownPathOf } from '../../web/index.ts';
import type { ContextualPlace } from '../../web/index.ts';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import type { LayoutProps } from './layout-props.ts';
import { uiStrings } from './ui-strings/index.ts';
import type { ContextualStrings } from './ui-strings/index.ts';

/** The built-in options: their icon, and whether they copy (a button) or go somewhere (a link). */
const builtIns: Readonly<
  Record<string, { icon: unknown; copies: boolean; tool?: string | undefined }>
> = {
  copy: { icon: { name: 'copy', library: 'lucide' }, copies: true },
  view: { icon: { name: 'file-text', library: 'lucide' }, copies: false },
  chatgpt: {
    icon: { name: 'openai', style: 'brands', library: 'fontawesome' },
    copies: false,
    tool: 'ChatGPT',
  },
  claude: {
    icon: { name: 'claude', style: 'brands', library: 'fontawesome' },
    copies: false,
    tool: 'Claude',
  },
  perplexity: { icon: { name: 'search', library: 'lucide' }, copies: false, tool: 'Perplexity' },
  grok: {
    icon: { name: 'x-twitter', style: 'brands', library: 'fontawesome' },
    copies: false,
    tool: 'Grok',
  },
  mcp: { icon: { name: 'plug', library: 'lucide' }, copies: true },
  'add-mcp': { icon: { name: 'terminal', library: 'lucide' }, copies: true },
  cursor: { icon: { name: 'mouse-pointer-2', library: 'lucide' }, copies: false, tool: 'Cursor' },
  vscode: { icon: { name: 'code', library: 'lucide' }, copies: false, tool: 'VS Code' },
};

/** One entry of the menu, ready to draw. */
export interface ContextualItem {
  /** The built-in option's name; `undefined` for a custom option. */
  option?: string | undefined;
  title: string;
  description?: string | undefined;
  icon: unknown;
  /** Where a link goes; `undefined` for the copy options. */
  href?: string | undefined;
  /** A custom option's `{base, query}` link, for the browser to fill with its own address. */
  template?: string | undefined;
}

/** The options to show, in docs.json's order; names Folio does not show are left out. */
export function contextualItems(
  options: ContextualConfig['options'],
  place: ContextualPlace,
  strings: ContextualStrings,
): ContextualItem[] {
  const items: ContextualItem[] = [];
  for (const option of options) {
    if (typeof option !== 'string') {
      items.push(customItem(option, place));
      continue;
    }
    const builtIn = builtIns[option];
    if (builtIn === undefined) continue;
    const [title, description] = wordsOf(option, strings, builtIn.tool ?? '');
    items.push({
      option,
      title,
      description,
      icon: builtIn.icon,
      href: builtIn.copies ? undefined : contextualHref(option, place),
    });
  }
  return items;
}

function customItem(option: CustomContextualOption, place: ContextualPlace): ContextualItem {
  const icon =
    option.iconType === undefined || typeof option.icon !== 'string'
      ? option.icon
      : { name: option.icon, style: option.iconType };
  return {
    title: option.title,
    description: option.description,
    icon: icon ?? { name: 'arrow-up-right', library: 'lucide' },
    href: customHref(option.href, place),
    template: typeof option.href === 'string' ? undefined : JSON.stringify(option.href),
  };
}

function wordsOf(option: string, strings: ContextualStrings, tool: string): [string, string] {
  const named = (text: string) => text.replaceAll('{name}', tool);
  switch (option) {
    case 'copy':
      return [strings.copyPage, strings.copyPageDescription];
    case 'view':
      return [strings.viewMarkdown, strings.viewMarkdownDescription];
    case 'mcp':
      return [strings.copyMcp, strings.copyMcpDescription];
    case 'add-mcp':
      return [strings.copyMcpCommand, strings.copyMcpCommandDescription];
    case 'cursor':
    case 'vscode':
      return [named(strings.connectTo), named(strings.connectToDescription)];
    default:
      return [named(strings.openIn), strings.openInDescription];
  }
}

/** Where the menu goes on this page: `undefined` when the site has none or this is no page. */
export function contextualPlacement(props: LayoutProps): 'header' | 'toc' | undefined {
  const contextual = props.site.contextual;
  if (contextual === undefined || props.page === undefined) return undefined;
  const hasToc = props.panelHtml === undefined && props.toc.length > 0;
  return contextual.display === 'toc' && hasToc ? 'toc' : 'header';
}

/** Attributes shared by the main button and the menu's entries. */
function itemAttributes(item: ContextualItem, className: string, inMenu: boolean) {
  return {
    className,
    ...(inMenu ? { role: 'menuitem', tabIndex: -1 } : {}),
    ...(item.option === undefined ? {} : { 'data-contextual-option': item.option }),
    ...(item.template === undefined ? {} : { 'data-contextual-template': item.template }),
  };
}

function Entry(props: { item: ContextualItem; inMenu: boolean }): ReactNode {
  const { item, inMenu } = props;
  const className = inMenu ? 'folio-contextual-item' : 'folio-contextual-main';
  const content = [
    h(
      'span',
      { key: 'icon', className: 'folio-contextual-icon' },
      renderIcon(item.icon, { className: 'folio-contextual-icon-svg' }),
    ),
    inMenu
      ? h(
          'span',
          { key: 'text', className: 'folio-contextual-text' },
          h('span', { className: 'folio-contextual-title' }, item.title),
          item.description === undefined
            ? null
            : h('span', { className: 'folio-contextual-description' }, item.description),
        )
      : h('span', { key: 'text', className: 'folio-contextual-title' }, item.title),
  ];
  if (item.href === undefined) {
    return h('button', { type: 'button', ...itemAttributes(item, className, inMenu) }, content);
  }
  return h(
    'a',
    {
      href: item.href,
      target: '_blank',
      rel: 'noopener noreferrer',
      ...itemAttributes(item, className, inMenu),
    },
    content,
  );
}

/** The split button and its menu. */
export function ContextualMenu(props: LayoutProps & { placement: 'header' | 'toc' }): ReactNode {
  const contextual = props.site.contextual;
  if (contextual === undefined) return null;
  const strings = uiStrings(props.lang).contextual;
  const place: ContextualPlace = {
    origin: props.site.baseUrl ?? '',
    route: props.route,
    siteName: props.site.name,
  };
  const items = contextualItems(contextual.options, place, strings);
  const [first] = items;
  if (first === undefined) return null;
  const menuId = 'folio-contextual-menu';
  return h(
    'div',
    {
      className: `folio-contextual folio-contextual-${props.placement}`,
      'data-folio-contextual': '',
      'data-route': props.route,
      'data-markdown': markdownPathOf(props.route),
      'data-site-name': props.site.name,
      'data-copied': strings.copied,
      'data-copy-failed': strings.copyFailed,
    },
    h(Entry, { item: first, inMenu: false }),
    items.length > 1
      ? h(
          'button',
          {
            type: 'button',
            className: 'folio-contextual-toggle',
            'aria-haspopup': 'menu',
            'aria-expanded': 'false',
            'aria-controls': menuId,
            'aria-label': strings.menu,
          },
          renderIcon({ name: 'chevron-down', library: 'lucide' }),
        )
      : null,
    items.length > 1
      ? h(
          'div',
          {
            id: menuId,
            className: 'folio-contextual-menu',
            role: 'menu',
            'aria-label': strings.menu,
            hidden: true,
          },
          items.map((item, index) =>
            h(Entry, { key: `${item.title}\0${String(index)}`, item, inMenu: true }),
          ),
        )
      : null,
    h('span', { className: 'folio-contextual-status', role: 'status', 'aria-live': 'polite' }),
  );
}
