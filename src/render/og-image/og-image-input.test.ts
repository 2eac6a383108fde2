import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import type { SiteConfig } from '../layout/site-config.ts';
import { ogImageCard } from './og-image-card.ts';
import { ogImageHash, ogImageSite } from './og-image-input.ts';
import { renderOgImage } from './render-og-image.ts';

const site = {
  name: 'Thumbs',
  colors: { primary: '#15803D', light: '#5BA677', dark: '#116631' },
} as SiteConfig;

/** A 2×2 PNG, all red. */
const redPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAAAMAGvIC/fT5o3cAAAAASUVORK5CYII=',
  'base64',
);

describe('thumbnails.background and thumbnails.fonts', () => {
  it('draws the card over the background image, in the named font', async () => {
    const font = await readFile(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));
    const root = await tempDocs({ 'images/bg.png': redPng, 'fonts/brand.ttf': font });
    const plain = ogImageSite(root, site, { thumbnails: { generate: true } });
    const styled = ogImageSite(root, site, {
      thumbnails: {
        generate: true,
        background: '/images/bg.png',
        fonts: { family: 'Brand', source: 'fonts/brand.ttf' },
      },
    });
    if (!plain || !styled) throw new Error('images are on');
    expect(styled.background).toBe(`data:image/png;base64,${redPng.toString('base64')}`);
    expect(styled.font?.family).toBe('Brand');

    const card = ogImageCard({ site: styled, title: 'Hello' });
    expect(card.props.style).toMatchObject({
      backgroundImage: `url(${styled.background ?? ''})`,
      fontFamily: 'Brand',
    });
    // The look is part of the image's name: another background, another file.
    expect(ogImageHash({ site: styled, title: 'Hello' })).not.toBe(
      ogImageHash({ site: plain, title: 'Hello' }),
    );
    const [withBackground, without] = await Promise.all([
      renderOgImage({ site: styled, title: 'Hello' }),
      renderOgImage({ site: plain, title: 'Hello' }),
    ]);
    expect(Buffer.from(withBackground).equals(Buffer.from(without))).toBe(false);
  });

  it('leaves out a file outside the docs folder', async () => {
    const outside = await tempDocs({ 'bg.png': redPng });
    const root = await tempDocs({ 'index.mdx': '# Hi\n' });
    const thumbs = ogImageSite(root, site, {
      thumbnails: { generate: true, background: `../${outside.split('/').at(-1) ?? ''}/bg.png` },
    });
    expect(thumbs?.background).toBeUndefined();
  });
});
