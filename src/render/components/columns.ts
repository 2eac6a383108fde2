/**
 * `Columns` and the legacy `CardGroup`: a grid of 1 to 4 columns (2 by default) that collapses to
 * one column on narrow screens. `Column` is one cell with mixed content.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { toIntegerInRange } from './props.ts';

/** Props of `Columns` / `CardGroup`. */
export interface ColumnsProps {
  /** Number of columns, 1-4 (`{3}` or `"3"`). */
  cols?: unknown;
  children?: ReactNode;
}

/** A responsive grid of cards or columns. */
export function Columns(props: ColumnsProps): ReactElement {
  const columns = toIntegerInRange(props.cols, 1, 4, 2);
  return h(
    'div',
    { className: `folio-columns folio-columns-${columns}`, 'data-cols': columns },
    props.children,
  );
}

/** Legacy name of `Columns`. */
export const CardGroup = Columns;

/** One cell of `Columns`. */
export function Column(props: { children?: ReactNode }): ReactElement {
  return h('div', { className: 'folio-column' }, props.children);
}
