/**
 * `Frame`: a bordered frame around an image or video, with an optional `hint` above and `caption`
 * below. Both may be written as Markdown (links, emphasis, code), as the platform renders them.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import { renderInlineMarkdown } from './inline-markdown.ts';
import { hasContent } from './props.ts';
import { uiIcon } from './ui-icon.ts';

/** Props of `Frame`. */
export interface FrameProps {
  caption?: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
}

/** A framed picture. */
export function Frame(props: FrameProps): ReactElement {
  const { resolveHref } = useSite();
  return h(
    'figure',
    { className: 'folio-frame' },
    hasContent(props.hint)
      ? h(
          'p',
          { className: 'folio-frame-hint' },
          uiIcon('info'),
          h('span', null, renderInlineMarkdown(props.hint, resolveHref)),
        )
      : null,
    h('div', { className: 'folio-frame-inner' }, props.children),
    hasContent(props.caption)
      ? h(
          'figcaption',
          { className: 'folio-frame-caption' },
          renderInlineMarkdown(props.caption, resolveHref),
        )
      : null,
  );
}
