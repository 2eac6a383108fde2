/**
 * `Update`: one changelog entry. Its `label` (usually a date) is a badge beside the entry on wide
 * screens and gives the entry its anchor id; `description` and `tags` sit under it. `rss` only
 * matters to feeds and is ignored here.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { useSite } from '../site-context.ts';
import { hasContent, slugify, textOf, toTextList } from './props.ts';

/** Props of `Update`. */
export interface UpdateProps {
  label?: ReactNode;
  description?: ReactNode;
  /** A list of strings (or one comma-separated string). */
  tags?: unknown;
  rss?: unknown;
  id?: unknown;
  children?: ReactNode;
}

/** A changelog entry. */
export function Update(props: UpdateProps): ReactElement {
  const site = useSite();
  const words = useUiStrings().components;
  const hasLabel = hasContent(props.label);
  if (!hasLabel) site.warn('component-prop', 'Update needs a label (usually a date).');
  // The MDX pipeline gives each Update a page-unique `id` (the same one its TOC entry links to).
  const written = typeof props.id === 'string' && props.id !== '' ? props.id : undefined;
  const id = written ?? (hasLabel ? slugify(textOf(props.label)) : undefined);
  const tags = toTextList(props.tags);
  const label = hasLabel
    ? h(
        id === undefined ? 'span' : 'a',
        { className: 'folio-update-label', href: id === undefined ? undefined : `#${id}` },
        props.label,
      )
    : null;
  return h(
    'section',
    // The tags again as data, for the page's tag filter (src/client/update-filter.ts).
    {
      className: 'folio-update',
      id,
      'data-tags': tags.length === 0 ? undefined : JSON.stringify(tags),
    },
    h(
      'div',
      { className: 'folio-update-meta' },
      label,
      hasContent(props.description)
        ? h('p', { className: 'folio-update-description' }, props.description)
        : null,
      tags.length === 0
        ? null
        : h(
            'ul',
            { className: 'folio-update-tags', 'aria-label': words.tags },
            tags.map((tag) => h('li', { key: tag, className: 'folio-update-tag' }, tag)),
          ),
    ),
    h('div', { className: 'folio-update-body' }, props.children),
  );
}
