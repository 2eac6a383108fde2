/**
 * Titles written as props (`<Step title="Run the CLI `dev` command">`) are plain strings in MDX;
 * backtick spans in them are shown as inline code, as they would be in a heading.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { Fragment, h } from '../h.ts';

/** Renders a title prop: strings get their backtick spans as `<code>`, other nodes pass through. */
export function renderInlineText(value: ReactNode): ReactNode {
  if (typeof value !== 'string' || !value.includes('`')) return value;
  const parts = value.split(/(`[^`]+`)/g).filter((part) => part !== '');
  return h(
    Fragment,
    null,
    parts.map((part, index) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`')
        ? h('code', { key: index }, part.slice(1, -1))
        : part,
    ),
  );
}
