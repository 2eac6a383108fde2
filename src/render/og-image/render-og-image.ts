/**
 * Draws a card as a PNG: satori lays it out as SVG (text as paths, with the bundled DejaVu Sans
 * fonts), resvg (WebAssembly, no native addon) rasterises it. Both load once per thread, on the
 * first image (their modules too: satori alone takes longer to load than the dev server takes
 * to answer its first page); a build draws its images on its render threads.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Resvg } from '@resvg/resvg-wasm';
import type satori from 'satori';
import { OG_IMAGE_SIZE } from '../layout/head-meta.ts';
import { CARD_FONT, ogImageCard } from './og-image-card.ts';
import type { OgImageInput } from './og-image-input.ts';

const FONTS = new URL('./fonts/', import.meta.url);

type Weight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

interface Font {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

interface Tools {
  satori: typeof satori;
  Resvg: typeof Resvg;
  fonts: Font[];
}

/** The font `thumbnails.fonts` names, at its weight (both card weights without one). */
function siteFonts(font: OgImageInput['site']['font']): Font[] {
  if (font === undefined) return [];
  const weights: Weight[] =
    font.weight === undefined ? [400, 700] : [(Math.round(font.weight / 100) * 100) as Weight];
  // A Buffer over the same bytes (satori reads Buffers and ArrayBuffers).
  const data = Buffer.from(font.data.buffer, font.data.byteOffset, font.data.byteLength);
  return weights.map((weight) => ({ name: font.family, data, weight, style: 'normal' }));
}

let tools: Promise<Tools> | undefined;

async function loadTools(): Promise<Tools> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  const resvg = await import('@resvg/resvg-wasm');
  const [regular, bold, satoriModule] = await Promise.all([
    readFile(new URL('DejaVuSans.ttf', FONTS)),
    readFile(new URL('DejaVuSans-Bold.ttf', FONTS)),
    import('satori'),
    readFile(wasm).then((bytes) => resvg.initWasm(bytes)),
  ]);
  return {
    satori: satoriModule.default,
    Resvg: resvg.Resvg,
    fonts: [
      { name: CARD_FONT, data: regular, weight: 400, style: 'normal' },
      { name: CARD_FONT, data: bold, weight: 700, style: 'normal' },
    ],
  };
}

/** The PNG of `input`'s card. */
export async function renderOgImage(input: OgImageInput): Promise<Uint8Array> {
  const { satori, Resvg, fonts } = await (tools ??= loadTools());
  // satori's types want a React node; the card is the same shape without React.
  const card = ogImageCard(input) as unknown as Parameters<typeof satori>[0];
  // The bundled fonts stay loaded: satori falls back to them for glyphs the site's font lacks.
  const svg = await satori(card, {
    ...OG_IMAGE_SIZE,
    fonts: [...siteFonts(input.site.font), ...fonts],
  });
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  try {
    return image.asPng();
  } finally {
    image.free();
  }
}
