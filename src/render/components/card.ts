/**
 * `Card`: a bordered box with an optional cover image, icon, title, text and call to action; a
 * `type` gives it a callout kind's colours and icon. With
 * `href` the whole card is clickable through a stretched title link, so links inside the card's
 * text stay valid HTML.
 *
 * @module
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useSite } from '../site-context.ts';
import { MissingImage } from './image.ts';
import { isExternalHref, linkAttributes } from './link.ts';
import { hasContent, textOf, toBoolean, toCssColor, toText } from './props.ts';
import { renderInlineText } from './inline-text.ts';
import { calloutIcons } from './callout.ts';
import type { CalloutKind } from './callout.ts';
import { uiIcon } from './ui-icon.ts';

/** Props of `Card`, as authors write them. */
export interface CardProps {
  title?: ReactNode;
  icon?: unknown;
  iconType?: unknown;
  /** Colour of the icon. */
  color?: unknown;
  href?: unknown;
  /** Icon beside the title instead of above it. */
  horizontal?: unknown;
  /** Cover image path or URL. */
  img?: unknown;
  /** Call-to-action text shown at the bottom. */
  cta?: unknown;
  /** Shows an arrow in the corner. */
  arrow?: unknown;
  /** A callout kind (`note`, `info`, `tip`, `warning`, `danger`, `check`): its colours and icon. */
  type?: unknown;
  children?: ReactNode;
}

function cardKind(value: unknown): CalloutKind | undefined {
  const text = toText(value)?.toLowerCase();
  return text !== undefined && Object.hasOwn(calloutIcons, text)
    ? (text as CalloutKind)
    : undefined;
}

/** A card, linked when it has an `href`. */
export function Card(props: CardProps): ReactElement {
  const site = useSite();
  const link = linkAttributes(props.href, site);
  const horizontal = toBoolean(props.horizontal);
  const color = toCssColor(props.color);
  const image = toText(props.img);
  const cta = toText(props.cta);
  const title = hasContent(props.title) ? renderInlineText(props.title) : undefined;
  const style: CSSProperties = {};
  if (color !== undefined) Object.assign(style, { '--folio-card-icon-color': color });

  const kind = cardKind(props.type);
  const classNames = ['folio-card'];
  if (kind !== undefined) classNames.push('folio-card-typed', `folio-card-${kind}`);
  if (horizontal) classNames.push('folio-card-horizontal');
  if (link !== undefined) classNames.push('folio-card-linked');

  const linkLabel =
    title === undefined ? (cta ?? (textOf(props.children).trim() || link?.href)) : undefined;
  const titleElement =
    link === undefined
      ? title === undefined
        ? null
        : h('p', { className: 'folio-card-title' }, title)
      : h(
          'p',
          {
            className: title === undefined ? 'folio-card-title folio-sr-only' : 'folio-card-title',
          },
          h('a', { className: 'folio-card-link', ...link }, title ?? linkLabel),
        );
  const icon =
    renderIcon(props.icon, { iconType: toText(props.iconType) }) ??
    (kind === undefined ? null : uiIcon(calloutIcons[kind]));
  const arrow =
    toBoolean(props.arrow) && link !== undefined
      ? h(
          'span',
          { className: 'folio-card-arrow' },
          uiIcon(isExternalHref(link.href) ? 'arrow-up-right' : 'arrow-right'),
        )
      : null;

  return h(
    'div',
    { className: classNames.join(' '), style },
    image === undefined
      ? null
      : site.missingImage?.(image) === true
        ? MissingImage({ src: image })
        : h('img', {
            className: 'folio-card-image',
            src: site.resolveHref(image),
            alt: '',
            loading: 'lazy',
            decoding: 'async',
          }),
    h(
      'div',
      { className: 'folio-card-body' },
      icon === null ? null : h('span', { className: 'folio-card-icon' }, icon),
      h(
        'div',
        { className: 'folio-card-text' },
        titleElement,
        hasContent(props.children)
          ? h('div', { className: 'folio-card-content' }, props.children)
          : null,
        cta === undefined
          ? null
          : h('span', { className: 'folio-card-cta' }, cta, ' ', uiIcon('arrow-right')),
      ),
      arrow,
    ),
  );
}
