/**
 * `Tabs` / `Tab`. Tabs reads each Tab's `title`, `icon` and `id` to build the tablist; the Tab
 * itself renders its children inside its panel. `defaultTabIndex` picks the visible tab, `sync`
 * switches tabs with the same title together across the page (on unless `sync={false}`), `borderBottom` draws a rule under
 * the panels.
 *
 * @module
 */
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Fragment, h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useSite } from '../site-context.ts';
import { childElements, hasContent, textOf, toBoolean, toInteger, toText } from './props.ts';
import { renderInlineText } from './inline-text.ts';
import { renderTabSet } from './tab-set.ts';

/** Props of `Tabs`. */
export interface TabsProps {
  /** Zero-based index of the tab shown first. */
  defaultTabIndex?: unknown;
  /** On by default: tabs with the same title switch together; `sync={false}` turns it off. */
  sync?: unknown;
  borderBottom?: unknown;
  children?: ReactNode;
}

/** Props of `Tab`. */
export interface TabProps {
  title?: ReactNode;
  icon?: unknown;
  iconType?: unknown;
  /** Fragment id of the tab's panel. */
  id?: unknown;
  children?: ReactNode;
}

/** Tabbed content. */
export function Tabs(props: TabsProps): ReactElement {
  const site = useSite();
  const idBase = useId();
  const tabs = childElements(props.children);
  const items = tabs.map((tab, index) => {
    const tabProps = tab.props as TabProps;
    const label = textOf(tabProps.title).replace(/`/g, '').trim();
    if (label === '') site.warn('component-prop', `Tab ${index + 1} has no title.`);
    return {
      label: label === '' ? `Tab ${index + 1}` : label,
      title: hasContent(tabProps.title) ? renderInlineText(tabProps.title) : `Tab ${index + 1}`,
      icon: renderIcon(tabProps.icon, { iconType: toText(tabProps.iconType) }),
      panelId: toText(tabProps.id),
      content: tab,
    };
  });
  const className = toBoolean(props.borderBottom) ? 'folio-tabs folio-tabs-bordered' : 'folio-tabs';
  return renderTabSet({
    idBase,
    className,
    items,
    defaultIndex: toInteger(props.defaultTabIndex) ?? 0,
    sync: toBoolean(props.sync, true),
    ariaLabel: 'Tabs',
  });
}

/** One tab's content (its title is read by `Tabs`). */
export function Tab(props: TabProps): ReactElement {
  return h(Fragment, null, props.children);
}
