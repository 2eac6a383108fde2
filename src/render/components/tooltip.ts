/**
 * `Tooltip`: text with a tip shown on hover and on keyboard focus, by CSS alone. The trigger is
 * focusable and described by the tip; an optional `headline` and a `cta` link (to `href`) make it a
 * small card. The island dismisses it with Escape.
 *
 * @module
 */
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import { linkAttributes } from './link.ts';
import { hasContent, toText } from './props.ts';

/** Props of `Tooltip`. */
export interface TooltipProps {
  tip?: ReactNode;
  headline?: ReactNode;
  cta?: unknown;
  href?: unknown;
  children?: ReactNode;
}

/** Inline text with a tooltip. */
export function Tooltip(props: TooltipProps): ReactElement {
  const site = useSite();
  const id = useId();
  if (!hasContent(props.tip)) {
    site.warn('component-prop', 'Tooltip needs a tip; the text is shown without one.');
    return h('span', { className: 'folio-tooltip-text' }, props.children);
  }
  const link = linkAttributes(props.href, site);
  const cta = toText(props.cta) ?? (link === undefined ? undefined : 'Learn more');
  return h(
    'span',
    { className: 'folio-tooltip', 'data-folio-tooltip': '' },
    h(
      'span',
      { className: 'folio-tooltip-trigger', tabIndex: 0, 'aria-describedby': id },
      props.children,
    ),
    h(
      'span',
      { className: 'folio-tooltip-content', role: 'tooltip', id },
      hasContent(props.headline)
        ? h('span', { className: 'folio-tooltip-headline' }, props.headline)
        : null,
      h('span', { className: 'folio-tooltip-tip' }, props.tip),
      link === undefined || cta === undefined
        ? null
        : h('a', { className: 'folio-tooltip-cta', ...link }, cta),
    ),
  );
}
