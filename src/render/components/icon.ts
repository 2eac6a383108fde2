/**
 * `Icon`: an inline icon in text (`<Icon icon="leaf" size={20} color="A8FF53" />`).
 *
 * @module
 */
import type { ReactElement } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useSite } from '../site-context.ts';
import { toCssColor, toCssLength, toText } from './props.ts';

/** Props of `Icon`. */
export interface IconProps {
  icon?: unknown;
  iconType?: unknown;
  /** Size in pixels (`{20}`, `"20"`) or a CSS length. */
  size?: unknown;
  color?: unknown;
}

/** An inline icon; a placeholder (and a warning) when `icon` is missing. */
export function Icon(props: IconProps): ReactElement {
  const site = useSite();
  const icon = renderIcon(props.icon, {
    iconType: toText(props.iconType),
    className: 'folio-inline-icon',
    color: toCssColor(props.color),
    size: toCssLength(props.size),
  });
  if (icon !== null) return icon;
  site.warn('component-prop', 'Icon needs an icon name or image path.');
  return h('span', {
    className: 'folio-icon folio-icon-placeholder folio-inline-icon',
    'aria-hidden': true,
  });
}
