/**
 * Disclosure components, built on `<details>`/`<summary>` so they work without JavaScript:
 * `Accordion` (deep-linkable by `id`), `AccordionGroup`, and `Expandable` (nested properties of an
 * API field).
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { useSite } from '../site-context.ts';
import { hasContent, slugify, textOf, toBoolean, toText } from './props.ts';
import { renderInlineText } from './inline-text.ts';
import { uiIcon } from './ui-icon.ts';

/** Props of `Accordion`. */
export interface AccordionProps {
  title?: ReactNode;
  description?: ReactNode;
  defaultOpen?: unknown;
  icon?: unknown;
  iconType?: unknown;
  /** Fragment id for deep links; the slugified title when absent. */
  id?: unknown;
  children?: ReactNode;
}

/** A collapsible section; opened by a link to `#id`. */
export function Accordion(props: AccordionProps): ReactElement {
  const site = useSite();
  const hasTitle = hasContent(props.title);
  if (!hasTitle) site.warn('component-prop', 'Accordion needs a title; "Details" is shown.');
  const id = toText(props.id) ?? (hasTitle ? slugify(textOf(props.title)) : undefined);
  const icon = renderIcon(props.icon, { iconType: toText(props.iconType) });
  return h(
    'details',
    {
      className: 'folio-accordion',
      id,
      open: toBoolean(props.defaultOpen) || undefined,
      'data-folio-accordion': '',
    },
    h(
      'summary',
      { className: 'folio-accordion-summary' },
      h('span', { className: 'folio-accordion-chevron' }, uiIcon('chevron-right')),
      icon === null ? null : h('span', { className: 'folio-accordion-icon' }, icon),
      h(
        'span',
        { className: 'folio-accordion-heading' },
        h(
          'span',
          { className: 'folio-accordion-title' },
          hasTitle ? renderInlineText(props.title) : 'Details',
        ),
        hasContent(props.description)
          ? h('span', { className: 'folio-accordion-description' }, props.description)
          : null,
      ),
    ),
    h('div', { className: 'folio-accordion-content' }, props.children),
  );
}

/** Accordions stacked in one bordered box. */
export function AccordionGroup(props: { children?: ReactNode }): ReactElement {
  return h('div', { className: 'folio-accordion-group' }, props.children);
}

/** Props of `Expandable`. */
export interface ExpandableProps {
  /** What is inside, shown as "Show <title>" / "Hide <title>"; "properties" by default. */
  title?: ReactNode;
  defaultOpen?: unknown;
  children?: ReactNode;
}

/** A "Show properties" toggle for nested fields. */
export function Expandable(props: ExpandableProps): ReactElement {
  const words = useUiStrings().components;
  const title = hasContent(props.title) ? renderInlineText(props.title) : words.properties;
  return h(
    'details',
    { className: 'folio-expandable', open: toBoolean(props.defaultOpen) || undefined },
    h(
      'summary',
      { className: 'folio-expandable-summary' },
      h('span', { className: 'folio-expandable-chevron' }, uiIcon('chevron-right')),
      h('span', { className: 'folio-expandable-show' }, ...around(words.showTitle, title)),
      h('span', { className: 'folio-expandable-hide' }, ...around(words.hideTitle, title)),
    ),
    h('div', { className: 'folio-expandable-content' }, props.children),
  );
}

/** `template`'s text before and after its `{title}`, around `title` (a title may be markup). */
function around(template: string, title: ReactNode): ReactNode[] {
  const at = template.indexOf('{title}');
  if (at < 0) return [template];
  return [template.slice(0, at), title, template.slice(at + '{title}'.length)];
}
