/**
 * WCAG 2 colour contrast: relative luminance of sRGB colours and the ratio between two of them
 * (1 for the same colour, 21 for black on white), plus the two colour operations Folio's CSS
 * applies to the configured colours: `color-mix(in srgb, …)` and painting a translucent colour
 * over an opaque one. Formulas from WCAG 2.2, "relative luminance" and "contrast ratio".
 *
 * @module
 */

/** An opaque or translucent sRGB colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the forms docs.json accepts); undefined for
 * anything else.
 */
export function parseHexColor(text: string): Rgba | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  const digits = match?.[1];
  if (digits === undefined) return undefined;
  const full =
    digits.length <= 4
      ? digits.replace(/./g, (digit) => digit + digit)
      : digits.padEnd(8, 'f').slice(0, 8);
  const channel = (index: number): number => Number.parseInt(full.slice(index, index + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: full.length === 8 ? channel(6) / 255 : 1,
  };
}

/** `#rrggbb` of the colour's rounded channels (alpha dropped: call on opaque colours). */
export function toHex(color: Rgba): string {
  const hex = (value: number): string =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
}

/** `color` painted over the opaque `below`: what a reader sees of a translucent colour. */
export function over(color: Rgba, below: Rgba): Rgba {
  const mixChannel = (top: number, bottom: number): number =>
    top * color.a + bottom * (1 - color.a);
  return {
    r: mixChannel(color.r, below.r),
    g: mixChannel(color.g, below.g),
    b: mixChannel(color.b, below.b),
    a: 1,
  };
}

/**
 * CSS `color-mix(in srgb, first share, second)` for opaque colours: each channel is
 * `share * first + (1 - share) * second`, on the gamma-encoded values.
 */
export function mixSrgb(first: Rgba, share: number, second: Rgba): Rgba {
  const mixChannel = (a: number, b: number): number => a * share + b * (1 - share);
  return {
    r: mixChannel(first.r, second.r),
    g: mixChannel(first.g, second.g),
    b: mixChannel(first.b, second.b),
    a: 1,
  };
}

/** WCAG relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance(color: Rgba): number {
  const linear = (value: number): number => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG contrast ratio of two opaque colours, from 1 to 21 (the order does not matter). */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A ratio as WCAG tools print it: two decimals, cut rather than rounded, so a ratio just under
 * the bar never reads as passing (4.499 → `4.49`, not `4.50`).
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2)}:1`;
}
