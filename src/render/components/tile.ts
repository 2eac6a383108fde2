/**
 * `Tile`: a preview area (its children, usually an image) above a title and description, linked to
 * `href`.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import { linkAttributes } from './link.ts';
import { hasContent } from './props.ts';
import { renderInlineText } from './inline-text.ts';

/** Props of `Tile`. */
export interface TileProps {
  href?: unknown;
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** A linked preview tile. */
export function Tile(props: TileProps): ReactElement {
  const site = useSite();
  const link = linkAttributes(props.href, site);
  if (link === undefined)
    site.warn('component-prop', 'Tile needs an href; it is shown without a link.');
  const title = hasContent(props.title) ? renderInlineText(props.title) : undefined;
  const titleContent =
    link === undefined
      ? title
      : h('a', { className: 'folio-tile-link', ...link }, title ?? link.href);
  return h(
    'div',
    { className: link === undefined ? 'folio-tile' : 'folio-tile folio-tile-linked' },
    hasContent(props.children)
      ? h('div', { className: 'folio-tile-preview' }, props.children)
      : null,
    titleContent === undefined ? null : h('p', { className: 'folio-tile-title' }, titleContent),
    hasContent(props.description)
      ? h('p', { className: 'folio-tile-description' }, props.description)
      : null,
  );
}
