/**
 * `Table`, mapped to `table`: a table wider than the page's column scrolls sideways within itself
 * (`prose.css`), so it takes keyboard focus, as code blocks do, for a reader without a pointer to
 * scroll it with the arrow keys. Everything else the table had is kept.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';

export interface TableProps {
  children?: ReactNode;
  [attribute: string]: unknown;
}

export function Table(props: TableProps): ReactElement {
  const attributes: Record<string, unknown> = { tabIndex: 0 };
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children' && name !== 'node') attributes[name] = value;
  }
  return h('table', attributes, props.children);
}
