/**
 * `Color` with `Color.Row` and `Color.Item`: colour swatches for design-system pages. `variant`
 * `compact` (the default) lays the items out in a grid; `table` stacks `Color.Row`s, each a title
 * beside its swatches. An item's `value` is any CSS colour, or `{ light, dark }` for a colour per
 * theme. Each swatch is a button that copies its value (the components' island).
 *
 * @module
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import { hasContent, toCssColor, toText } from './props.ts';

/** Props of `Color`. */
export interface ColorProps {
  /** `compact` (a grid of swatches) or `table` (labelled rows). */
  variant?: unknown;
  children?: ReactNode;
}

/** Props of `Color.Row`. */
export interface ColorRowProps {
  title?: ReactNode;
  children?: ReactNode;
}

/** Props of `Color.Item`. */
export interface ColorItemProps {
  name?: unknown;
  /** A CSS colour, or `{ light, dark }`. */
  value?: unknown;
}

/** The colours of a swatch: one for both themes, or one per theme. */
export interface SwatchColors {
  light: string;
  dark: string;
  /** The text shown and copied: the value as written. */
  label: string;
}

/** Reads an item's `value`; `undefined` when it holds no usable colour. */
export function swatchColors(value: unknown): SwatchColors | undefined {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const light = toCssColor(record['light']);
    const dark = toCssColor(record['dark']);
    if (light === undefined && dark === undefined) return undefined;
    const both = { light: light ?? dark ?? '', dark: dark ?? light ?? '' };
    return {
      ...both,
      label: both.light === both.dark ? both.light : `${both.light} / ${both.dark}`,
    };
  }
  const color = toCssColor(value);
  return color === undefined ? undefined : { light: color, dark: color, label: color };
}

function ColorRoot(props: ColorProps): ReactElement {
  const variant = toText(props.variant)?.toLowerCase() === 'table' ? 'table' : 'compact';
  return h(
    'div',
    { className: `folio-color folio-color-${variant}`, 'data-variant': variant },
    props.children,
  );
}

/** A titled row of swatches (the `table` variant). */
function ColorRow(props: ColorRowProps): ReactElement {
  return h(
    'div',
    { className: 'folio-color-row' },
    h('div', { className: 'folio-color-row-title' }, hasContent(props.title) ? props.title : null),
    h('div', { className: 'folio-color-row-items' }, props.children),
  );
}

/** One swatch with its name and value; a button that copies the value. */
function ColorItem(props: ColorItemProps): ReactElement {
  const site = useSite();
  const name = toText(props.name);
  const colors = swatchColors(props.value);
  if (colors === undefined) {
    site.warn(
      'component-prop',
      `Color.Item${name === undefined ? '' : ` "${name}"`} needs a value: a CSS colour or { light, dark }.`,
    );
  }
  const style: CSSProperties = {};
  if (colors !== undefined) {
    Object.assign(style, {
      '--folio-swatch-light': colors.light,
      '--folio-swatch-dark': colors.dark,
    });
  }
  const label = colors?.label ?? '';
  return h(
    'button',
    {
      type: 'button',
      className: 'folio-color-item',
      'data-folio-copy-text': label,
      title: label === '' ? undefined : `Copy ${label}`,
    },
    h('span', { className: 'folio-color-swatch', style, 'aria-hidden': true }),
    h(
      'span',
      { className: 'folio-color-text' },
      name === undefined ? null : h('span', { className: 'folio-color-name' }, name),
      h('code', { className: 'folio-color-value' }, label),
    ),
  );
}

/** `Color`, with `Color.Row` and `Color.Item` as properties (how MDX reads the dotted names). */
export const Color = Object.assign(ColorRoot, { Row: ColorRow, Item: ColorItem });
export { ColorItem, ColorRow };
