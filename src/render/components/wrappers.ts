/**
 * Components that mostly pass their content through: `Panel` (moved by the layout to the right-hand
 * column), `Visibility` (content for some readers), `Latex` (typeset by the math island)
 * and the legacy `Snippet` (normally inlined before rendering; a placeholder when its file is
 * missing).
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { Fragment, h } from '../h.ts';
import { useSite } from '../site-context.ts';
import { textOf, toText } from './props.ts';

/** Content for the right-hand column, in place of the table of contents. */
export function Panel(props: { children?: ReactNode }): ReactElement {
  return h('aside', { className: 'folio-panel', 'data-folio-panel': '' }, props.children);
}

/** Props of `Visibility`. */
export interface VisibilityProps {
  /** `humans` (rendered) or `agents` (left out of the HTML). */
  for?: unknown;
  children?: ReactNode;
}

/** Content for human readers or for agents only. */
export function Visibility(props: VisibilityProps): ReactElement | null {
  if (toText(props.for)?.toLowerCase() === 'agents') return null;
  return h(Fragment, null, props.children);
}

/** Inline LaTeX, typeset in the browser by the math island. */
export function Latex(props: { children?: ReactNode }): ReactElement {
  return h('span', { className: 'folio-math', 'data-folio-math': '' }, textOf(props.children));
}

/**
 * The legacy `<Snippet file="..."/>` that the pipeline could not inline (the compile has warned
 * about a missing file): a visible placeholder in `folio dev`, nothing in a built site.
 */
export function Snippet(props: { file?: unknown }): ReactElement | null {
  const site = useSite();
  const file = toText(props.file);
  if (file === undefined) site.warn('snippet-unresolved', 'Snippet needs a file attribute.');
  if (site.preview !== true) return null;
  return h(
    'div',
    { className: 'folio-missing', role: 'note' },
    file === undefined ? 'Snippet without a file' : `Missing snippet: ${file}`,
  );
}
