/**
 * Text contrast as the reader sees it: for every visible text element inside a region, the
 * WCAG contrast ratio between its computed colour and the first opaque background behind it
 * (colours are read through a canvas, so any CSS colour syntax works).
 *
 * @module
 */
import type { Locator } from 'playwright-core';

/** One piece of text whose contrast is below the WCAG AA minimum. */
export interface LowContrast {
  text: string;
  /** Class list of the element holding the text. */
  element: string;
  color: string;
  background: string;
  ratio: number;
  /** 4.5, or 3 for large text. */
  required: number;
}

/** Visible text in `region` below WCAG AA contrast (4.5:1, or 3:1 for large text). */
export async function lowContrastText(region: Locator): Promise<LowContrast[]> {
  return region.evaluate((root) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) throw new Error('No 2D canvas');
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: readonly number[]): number => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((value = 0) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    /** The colour of the first background behind `element` that covers what is below it. */
    const backgroundOf = (element: Element): [number, number, number] => {
      const layers: [number, number, number, number][] = [];
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      let color: [number, number, number] = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse()) {
        color = [
          r * a + color[0] * (1 - a),
          g * a + color[1] * (1 - a),
          b * a + color[2] * (1 - a),
        ];
      }
      return color;
    };
    const found: LowContrast[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (text === '' || element === null || element.closest('[aria-hidden="true"]')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const bold = Number.parseInt(style.fontWeight, 10) >= 700;
      const required = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      const [r, g, b, a] = rgba(style.color);
      const background = backgroundOf(element);
      const foreground = [r, g, b].map((value, i) => value * a + (background[i] ?? 0) * (1 - a));
      const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      if (ratio < required) {
        found.push({
          text: text.slice(0, 40),
          element: element.getAttribute('class') ?? element.tagName.toLowerCase(),
          color: style.color,
          background: `rgb(${background.map(Math.round).join(', ')})`,
          ratio: Math.round(ratio * 100) / 100,
          required,
        });
      }
    }
    return found;
  });
}
