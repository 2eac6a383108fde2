/**
 * Reads the pixels of a PNG the build wrote (8-bit RGB or RGBA, not interlaced: what resvg
 * writes), so a check can see the colours an Open Graph image was drawn in. Small enough not
 * to need an image library for the tests.
 *
 * @module
 */
import { inflateSync } from 'node:zlib';

/** The pixels of `png` as [r, g, b] triples, row by row. */
export function pngPixels(png: Buffer): [number, number, number][] {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const colourType = png[25];
  if (png[24] !== 8 || (colourType !== 2 && colourType !== 6) || png[28] !== 0) {
    throw new Error('only 8-bit RGB or RGBA PNGs without interlacing are read');
  }
  const channels = colourType === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      chunks.push(png.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  const data = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  const pixels: [number, number, number][] = [];
  for (let row = 0; row < height; row++) {
    const start = row * (stride + 1);
    const filter = data[start] ?? 0;
    const line = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const raw = data[start + 1 + i] ?? 0;
      const left = i >= channels ? (line[i - channels] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= channels ? (previous[i - channels] ?? 0) : 0;
      line[i] = (raw + predict(filter, left, up, upLeft)) & 0xff;
    }
    for (let i = 0; i < stride; i += channels) {
      pixels.push([line[i] ?? 0, line[i + 1] ?? 0, line[i + 2] ?? 0]);
    }
    previous = line;
  }
  return pixels;
}

/** The PNG filter predictors (none, sub, up, average, Paeth). */
function predict(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return Math.floor((left + up) / 2);
  if (filter !== 4) return 0;
  const estimate = left + up - upLeft;
  const [a, b, c] = [
    Math.abs(estimate - left),
    Math.abs(estimate - up),
    Math.abs(estimate - upLeft),
  ];
  if (a <= b && a <= c) return left;
  return b <= c ? up : upLeft;
}
