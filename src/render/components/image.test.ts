/** Images: as written in a build, a placeholder naming the path in `folio dev` when missing. */
import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { Card } from './card.ts';
import { Image } from './image.ts';
import { renderMarkup } from '../../../test/render/render-markup.ts';

const dev = { preview: true, missingImage: (src: string) => src.includes('missing') };

/** The markup without the image preload hints React puts before a standalone render. */
function markup(...args: Parameters<typeof renderMarkup>): string {
  return renderMarkup(...args).html.replace(/<link rel="preload"[^>]*>/g, '');
}

describe('Image', () => {
  it('keeps the <img> as written in a build, missing or not, HTML names fixed', () => {
    const html = markup(
      h(Image, { src: '/images/missing.png', alt: 'Diagram', class: 'wide', style: 'width:50%' }),
    );
    expect(html).toBe(
      '<img src="/images/missing.png" alt="Diagram" class="wide" style="width:50%"/>',
    );
  });

  it('turns noZoom into data-folio-nozoom instead of an unknown attribute', () => {
    expect(markup(h(Image, { src: '/a.png', alt: 'A', noZoom: true }))).toBe(
      '<img src="/a.png" alt="A" data-folio-nozoom=""/>',
    );
    expect(markup(h(Image, { src: '/a.png', alt: 'A', noZoom: 'false' }))).toBe(
      '<img src="/a.png" alt="A"/>',
    );
  });

  it('shows a box naming the path in folio dev when the file is missing', () => {
    expect(markup(h(Image, { src: '/images/missing.png', alt: 'Diagram' }), dev)).toBe(
      '<span class="folio-missing folio-missing-image" role="img" aria-label="Diagram" data-folio-missing="/images/missing.png">Missing image: /images/missing.png</span>',
    );
    expect(markup(h(Image, { src: '/images/here.png', alt: 'Here' }), dev)).toBe(
      '<img src="/images/here.png" alt="Here"/>',
    );
  });

  it('shows the same box for a Card img in folio dev, the <img> in a build', () => {
    const card = h(Card, { title: 'C', img: '/images/missing-card.png' }, 'Body');
    expect(renderMarkup(card, dev).html).toContain(
      '<span class="folio-missing folio-missing-image" role="img" aria-label="/images/missing-card.png" data-folio-missing="/images/missing-card.png">Missing image: /images/missing-card.png</span>',
    );
    expect(renderMarkup(card).html).toContain(
      '<img class="folio-card-image" src="/images/missing-card.png" alt=""',
    );
  });
});
