/**
 * Small building blocks of the layout: links that know whether they leave the site, and the
 * disclosure menu (`<details>`) used by the version, language and product switchers, the
 * dropdowns atop the sidebar and the tab menus. Menus work without JavaScript; the client only
 * closes them on outside clicks and Escape.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { isExternalUrl } from '../../content/index.ts';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';

export interface MenuOption {
  label: string;
  href: string;
  icon?: unknown;
  description?: string | undefined;
  current?: boolean | undefined;
}

/** `<a>` with `target`/`rel` for links that leave the site. */
export function SiteLink(props: {
  href: string;
  className?: string | undefined;
  current?: boolean | undefined;
  children?: ReactNode;
  label?: string | undefined;
  /** No "leaves the site" arrow (logos, icon links, buttons). */
  plain?: boolean | undefined;
}): ReactNode {
  const external = isExternalUrl(props.href) && !props.href.startsWith('mailto:');
  return h(
    'a',
    {
      href: props.href,
      className: props.className,
      'aria-current': props.current === true ? 'page' : undefined,
      'aria-label': props.label,
      ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    },
    props.children,
    external && props.plain !== true
      ? h('span', { className: 'folio-external', 'aria-hidden': true }, '↗')
      : null,
  );
}

/** A disclosure menu: the summary shows the current choice, the panel lists the options. */
export function DisclosureMenu(props: {
  label: string;
  summary: ReactNode;
  options: MenuOption[];
  className?: string | undefined;
  dataKind: string;
}): ReactNode {
  return h(
    'details',
    {
      className: ['folio-menu', props.className].filter(Boolean).join(' '),
      'data-folio-menu': props.dataKind,
    },
    h(
      'summary',
      { 'aria-label': props.label },
      props.summary,
      h('span', { className: 'folio-chevron', 'aria-hidden': true }),
    ),
    h(
      'ul',
      { className: 'folio-menu-panel' },
      props.options.map((option) =>
        h(
          'li',
          { key: `${option.label}\0${option.href}` },
          h(
            SiteLink,
            { href: option.href, current: option.current, className: 'folio-menu-item' },
            option.icon === undefined
              ? null
              : renderIcon(option.icon, { className: 'folio-menu-icon' }),
            h(
              'span',
              { className: 'folio-menu-text' },
              h('span', { className: 'folio-menu-label' }, option.label),
              option.description === undefined
                ? null
                : h('span', { className: 'folio-menu-description' }, option.description),
            ),
          ),
        ),
      ),
    ),
  );
}
