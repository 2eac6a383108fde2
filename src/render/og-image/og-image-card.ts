/**
 * The layout of a generated Open Graph image, as the element tree satori lays out: a band of the
 * site's primary colour, the logo (or the site's name), the page title and description (each
 * cut to a few lines), the site's name at the foot, over docs.json's `thumbnails.background`
 * and in its `thumbnails.fonts` family when it has them. Plain objects, not React elements: satori
 * reads only `type` and `props`.
 *
 * @module
 */
import { OG_IMAGE_SIZE } from '../layout/head-meta.ts';
import type { OgImageInput } from './og-image-input.ts';

/** An element as satori reads it. */
export interface CardElement {
  type: string;
  props: { style?: Record<string, unknown>; src?: string; children?: CardChild | CardChild[] };
}
type CardChild = CardElement | string;

/** The family name the bundled fonts are registered under. */
export const CARD_FONT = 'Folio Sans';

const PADDING = 80;
const LOOKS = {
  light: { background: '#ffffff', title: '#0f172a', text: '#475569' },
  dark: { background: '#0b0d12', title: '#f8fafc', text: '#cbd5e1' },
} as const;

function element(
  type: string,
  style: Record<string, unknown>,
  children?: CardChild | CardChild[],
): CardElement {
  return { type, props: { style, ...(children === undefined ? {} : { children }) } };
}

/** The card of `input`, {@link OG_IMAGE_SIZE} large. */
export function ogImageCard(input: OgImageInput): CardElement {
  const { site } = input;
  const look = LOOKS[site.appearance];
  const width = OG_IMAGE_SIZE.width - 2 * PADDING;
  const brand = site.logo
    ? { type: 'img', props: { src: site.logo, style: { height: 64, maxWidth: width / 2 } } }
    : element('div', { fontSize: 36, fontWeight: 700, color: site.primary }, site.name);
  return element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      background: look.background,
      // docs.json `thumbnails.background`: an image filling the card, behind everything.
      ...(site.background === undefined
        ? {}
        : { backgroundImage: `url(${site.background})`, backgroundSize: '100% 100%' }),
      fontFamily: site.font?.family ?? CARD_FONT,
    },
    [
      element('div', { display: 'flex', height: 16, width: '100%', background: site.primary }),
      element(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          width,
          margin: `${String(PADDING - 16)}px ${String(PADDING)}px ${String(PADDING - 16)}px`,
        },
        [
          element('div', { display: 'flex', height: 72, alignItems: 'center' }, brand),
          element(
            'div',
            {
              display: 'block',
              marginTop: 40,
              fontSize: 64,
              fontWeight: 700,
              lineHeight: 1.15,
              color: look.title,
              lineClamp: 3,
            },
            input.title,
          ),
          input.description === undefined
            ? element('div', { display: 'flex' })
            : element(
                'div',
                {
                  display: 'block',
                  marginTop: 24,
                  fontSize: 32,
                  lineHeight: 1.4,
                  color: look.text,
                  lineClamp: 2,
                },
                input.description,
              ),
          element('div', { display: 'flex', flexGrow: 1 }),
          element(
            'div',
            { display: 'flex', alignItems: 'center', fontSize: 26, color: look.text },
            [
              element('div', {
                display: 'flex',
                width: 20,
                height: 20,
                borderRadius: 4,
                marginRight: 14,
                background: site.primary,
              }),
              site.name,
            ],
          ),
        ],
      ),
    ],
  );
}
