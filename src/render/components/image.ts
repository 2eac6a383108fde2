/**
 * `Image`, mapped to `img`: every image of a page, Markdown or `<img>`. In a built site it is the
 * `<img>` as written, also when its file is missing (the build has warned; the browser shows the
 * alt text). In `folio dev` an image whose file is not in the docs folder is a visible box that
 * names the path, so the author sees what to fix where it stands.
 *
 * Images zoom on click in the browser (`src/client/image-zoom.ts`); `noZoom`, as the format
 * spells it, becomes `data-folio-nozoom`, which the browser script leaves alone.
 *
 * @module
 */
import type { ReactElement } from 'react';
import { jsxProps } from '../../web/index.ts';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import { toText } from './props.ts';

/** An `<img>`, or in `folio dev` the placeholder of a missing one. */
export function Image(props: Record<string, unknown>): ReactElement {
  const { missingImage } = useSite();
  const src = toText(props['src']);
  if (src !== undefined && missingImage?.(src) === true) {
    return MissingImage({ src, alt: toText(props['alt']) });
  }
  const { noZoom, nozoom, ...rest } = props;
  const attributes = jsxProps(rest);
  if (isSet(noZoom) || isSet(nozoom)) return h('img', { ...attributes, 'data-folio-nozoom': '' });
  return h('img', attributes);
}

/** `noZoom` written bare (`true`) or with a value other than false. */
function isSet(value: unknown): boolean {
  return value !== undefined && value !== false && value !== 'false';
}

/** The box `folio dev` shows for a missing image: the path, and the alt text for screen readers. */
export function MissingImage(props: { src: string; alt?: string | undefined }): ReactElement {
  return h(
    'span',
    {
      className: 'folio-missing folio-missing-image',
      role: 'img',
      'aria-label': props.alt === undefined || props.alt === '' ? props.src : props.alt,
      'data-folio-missing': props.src,
    },
    `Missing image: ${props.src}`,
  );
}
