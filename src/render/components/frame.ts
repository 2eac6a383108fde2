/**
 * `Frame`: a bordered frame around an image or video, with an optional `hint` above and `caption`
 * below.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
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
  return h(
    'figure',
    { className: 'folio-frame' },
    hasContent(props.hint)
      ? h('p', { className: 'folio-frame-hint' }, uiIcon('info'), h('span', null, props.hint))
      : null,
    h('div', { className: 'folio-frame-inner' }, props.children),
    hasContent(props.caption)
      ? h('figcaption', { className: 'folio-frame-caption' }, props.caption)
      : null,
  );
}
