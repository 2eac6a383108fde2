/**
 * The footer: docs.json `footer.links` columns and `footer.socials` icons.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import type { LayoutProps } from './layout-props.ts';
import { socialIcon } from './site-config.ts';
import { SiteLink } from './menus.ts';
import { fillSlots, uiStrings } from './ui-strings/index.ts';

export function Footer(props: LayoutProps): ReactNode {
  const { site } = props;
  const strings = uiStrings(props.lang);
  return h(
    'footer',
    { className: 'folio-footer' },
    site.footerColumns.length === 0
      ? null
      : h(
          'div',
          { className: 'folio-footer-columns' },
          site.footerColumns.map((column, index) =>
            h(
              'div',
              { key: `${column.header ?? ''}\0${String(index)}`, className: 'folio-footer-column' },
              column.header === undefined
                ? null
                : h('p', { className: 'folio-footer-header' }, column.header),
              h(
                'ul',
                null,
                column.items.map((item) =>
                  h('li', { key: item.href }, h(SiteLink, { href: item.href }, item.label)),
                ),
              ),
            ),
          ),
        ),
    h(
      'div',
      { className: 'folio-footer-bottom' },
      h(
        'ul',
        { className: 'folio-socials', 'aria-label': strings.socialLinks },
        site.footerSocials.map(([platform, url]) =>
          h(
            'li',
            { key: platform },
            h(
              SiteLink,
              { href: url, label: platform, plain: true },
              renderIcon(socialIcon(platform), { className: 'folio-social-icon' }),
            ),
          ),
        ),
      ),
      h('p', { className: 'folio-powered' }, fillSlots(strings.builtWith, { name: 'Folio' })),
    ),
  );
}
