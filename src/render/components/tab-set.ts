/**
 * The markup shared by `Tabs` and `CodeGroup`: a WAI-ARIA tablist (or a `<select>` for dropdown code
 * groups) above panels, all rendered, the default one visible and the rest `hidden`. The client
 * island reads the `data-folio-*` attributes to switch, sync and remember them.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';

/** One tab of a tab set. */
export interface TabSetItem {
  /** Plain-text label: shown in dropdowns and used to sync tabs with the same label. */
  label: string;
  /** What the tab button shows (the label, possibly with inline code). */
  title: ReactNode;
  icon: ReactNode;
  /** Fragment id of the panel (a Tab's `id`), for deep links. */
  panelId: string | undefined;
  content: ReactNode;
}

/** How a tab set is drawn. */
export interface TabSetOptions {
  /** Unique prefix for element ids (from `useId`). */
  idBase: string;
  className: string;
  items: TabSetItem[];
  defaultIndex: number;
  /** Switches together with other synced sets sharing a label, and remembers the choice. */
  sync: boolean;
  /** A `<select>` instead of tab buttons. */
  dropdown?: boolean;
  /** Accessible name of the tablist or select. */
  ariaLabel: string;
  /** Extra controls after the tabs (a copy button). */
  actions?: ReactNode;
  /** Extra attributes on the root element. */
  attributes?: Record<string, string>;
}

function tabButton(options: TabSetOptions, item: TabSetItem, index: number, active: number) {
  const selected = index === active;
  return h(
    'button',
    {
      key: index,
      type: 'button',
      role: 'tab',
      className: 'folio-tab',
      id: `${options.idBase}-tab-${index}`,
      'aria-controls': item.panelId ?? `${options.idBase}-panel-${index}`,
      'aria-selected': selected,
      tabIndex: selected ? 0 : -1,
      'data-folio-tab-label': item.label,
    },
    item.icon,
    h('span', { className: 'folio-tab-title' }, item.title),
  );
}

function switcher(options: TabSetOptions, active: number): ReactElement {
  if (options.dropdown === true) {
    return h(
      'select',
      {
        className: 'folio-tabs-select',
        'aria-label': options.ariaLabel,
        defaultValue: String(active),
        'data-folio-tab-select': '',
      },
      options.items.map((item, index) =>
        h(
          'option',
          { key: index, value: String(index), 'data-folio-tab-label': item.label },
          item.label,
        ),
      ),
    );
  }
  return h(
    'div',
    { role: 'tablist', className: 'folio-tabs-list', 'aria-label': options.ariaLabel },
    options.items.map((item, index) => tabButton(options, item, index, active)),
  );
}

/** Renders a tab set. */
export function renderTabSet(options: TabSetOptions): ReactElement {
  const count = options.items.length;
  const active = Math.min(Math.max(options.defaultIndex, 0), Math.max(count - 1, 0));
  const dropdown = options.dropdown === true;
  return h(
    'div',
    {
      ...options.attributes,
      className: options.className,
      'data-folio-tabs': '',
      'data-folio-sync': options.sync ? '' : undefined,
    },
    h('div', { className: 'folio-tabs-header' }, switcher(options, active), options.actions),
    options.items.map((item, index) =>
      h(
        'div',
        {
          key: index,
          className: 'folio-tab-panel',
          id: item.panelId ?? `${options.idBase}-panel-${index}`,
          role: dropdown ? 'group' : 'tabpanel',
          'aria-labelledby': dropdown ? undefined : `${options.idBase}-tab-${index}`,
          'aria-label': dropdown ? item.label : undefined,
          tabIndex: dropdown ? undefined : 0,
          hidden: index === active ? undefined : true,
          'data-folio-tab-panel': '',
        },
        item.content,
      ),
    ),
  );
}
