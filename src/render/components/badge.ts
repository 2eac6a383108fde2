/**
 * `Badge`: a small inline label. Named colours map to the theme's tokens so they suit light and dark
 * mode; other values are used as CSS colours. `size` (xs-lg), `shape` (rounded, pill), `stroke`
 * (outlined), `disabled` and a leading `icon` are supported.
 *
 * @module
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { toBoolean, toCssColor, toText } from './props.ts';

/** Props of `Badge`. */
export interface BadgeProps {
  color?: unknown;
  size?: unknown;
  shape?: unknown;
  icon?: unknown;
  iconType?: unknown;
  stroke?: unknown;
  disabled?: unknown;
  children?: ReactNode;
}

const tokenColors: Record<string, string> = {
  gray: 'var(--folio-info)',
  grey: 'var(--folio-info)',
  blue: 'var(--folio-note)',
  green: 'var(--folio-tip)',
  yellow: 'var(--folio-warning)',
  orange: 'var(--folio-warning)',
  red: 'var(--folio-danger)',
  surface: 'var(--folio-fg-muted)',
  white: 'var(--folio-fg-muted)',
  'surface-destructive': 'var(--folio-danger)',
  'white-destructive': 'var(--folio-danger)',
  primary: 'var(--folio-accent)',
};

const sizes = new Set(['xs', 'sm', 'md', 'lg']);

/** The CSS colour of a `color` prop: a token for named colours, else the value itself. */
export function badgeColor(value: unknown): string | undefined {
  const text = toText(value)?.toLowerCase();
  if (text === undefined) return undefined;
  return tokenColors[text] ?? toCssColor(value);
}

/** An inline badge. */
export function Badge(props: BadgeProps): ReactElement {
  const size = toText(props.size)?.toLowerCase();
  const shape = toText(props.shape)?.toLowerCase() === 'pill' ? 'pill' : 'rounded';
  const classNames = [
    'folio-badge',
    `folio-badge-${size !== undefined && sizes.has(size) ? size : 'md'}`,
    `folio-badge-${shape}`,
  ];
  if (toBoolean(props.stroke)) classNames.push('folio-badge-stroke');
  const disabled = toBoolean(props.disabled);
  if (disabled) classNames.push('folio-badge-disabled');
  const style: CSSProperties = {};
  const color = badgeColor(props.color);
  if (color !== undefined) Object.assign(style, { '--folio-badge-color': color });
  return h(
    'span',
    { className: classNames.join(' '), style, 'aria-disabled': disabled || undefined },
    renderIcon(props.icon, { iconType: toText(props.iconType) }),
    props.children,
  );
}
