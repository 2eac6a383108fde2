/**
 * The `light` and `dark` colors of docs.json derived from the primary one, so a starter asks for
 * one color and still fills all three: `light` is used on dark backgrounds (it needs to be
 * brighter), `dark` for buttons and links on light ones.
 *
 * @module
 */

export interface ColorShades {
  primary: string;
  light: string;
  dark: string;
}

/** Shades of a `#RRGGBB` color: 30% towards white and 20% towards black. */
export function colorShades(primary: string): ColorShades {
  const channels = [1, 3, 5].map((start) => Number.parseInt(primary.slice(start, start + 2), 16));
  const mix = (target: number, amount: number) =>
    `#${channels
      .map((channel) => Math.round(channel + (target - channel) * amount))
      .map((channel) => channel.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()}`;
  return { primary, light: mix(255, 0.3), dark: mix(0, 0.2) };
}
