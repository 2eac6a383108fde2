/**
 * `Heading`: a heading written as a component (`<Heading level={2} id="setup">`), as pages and
 * their own components do. It gets an id (given, or made from its text like Markdown headings)
 * and the same `#` link, unless `noAnchor`.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { slugify, textOf, toBoolean, toIntegerInRange, toText } from './props.ts';

/** Props of `Heading`. */
export interface HeadingProps {
  /** 1 to 6 (a number outside is clamped); 2 when missing. */
  level?: unknown;
  id?: unknown;
  /** Leaves out the `#` link to the section. */
  noAnchor?: unknown;
  className?: unknown;
  children?: ReactNode;
}

/** A heading of the given level. */
export function Heading(props: HeadingProps): ReactElement {
  const words = useUiStrings().components;
  const level = toIntegerInRange(props.level, 1, 6, 2);
  const id = toText(props.id) ?? slugify(textOf(props.children));
  const anchor =
    id === undefined || toBoolean(props.noAnchor)
      ? null
      : h(
          'a',
          {
            className: 'folio-heading-anchor',
            href: `#${id}`,
            'aria-label': words.linkToSection,
          },
          '#',
        );
  return h(`h${String(level)}`, { id, className: toText(props.className) }, anchor, props.children);
}
