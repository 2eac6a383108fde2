/**
 * Turns an icon file's SVG source into the markup Folio inlines: comments and sizes dropped, the
 * icon sized to the surrounding text (1em) and hidden from assistive technology.
 *
 * @module
 */

/** How the icon is painted: Font Awesome glyphs are filled shapes, Lucide icons are strokes. */
export type SvgPaint = 'fill' | 'stroke';

const attributePattern = /([\w:-]+)\s*=\s*"([^"]*)"/g;

/** Attributes of the source `<svg>` tag that are kept; everything else is set by Folio. */
const keptAttributes = new Set([
  'xmlns',
  'viewBox',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]);

/**
 * Normalises the SVG source of an icon file. Returns `undefined` when the text holds no `<svg>`
 * element.
 */
export function normalizeSvg(source: string, paint: SvgPaint): string | undefined {
  const withoutComments = source.replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*)>/.exec(withoutComments);
  const end = withoutComments.lastIndexOf('</svg>');
  if (!open || end < open.index) return undefined;
  const attributes = new Map<string, string>();
  for (const [, name, value] of open[1]?.matchAll(attributePattern) ?? []) {
    if (name !== undefined && value !== undefined && keptAttributes.has(name)) {
      attributes.set(name, value);
    }
  }
  if (paint === 'fill') {
    attributes.set('fill', 'currentColor');
  } else {
    attributes.set('fill', 'none');
    attributes.set('stroke', 'currentColor');
    if (!attributes.has('stroke-width')) attributes.set('stroke-width', '2');
  }
  attributes.set('width', '1em');
  attributes.set('height', '1em');
  attributes.set('aria-hidden', 'true');
  attributes.set('focusable', 'false');
  const body = withoutComments
    .slice(open.index + open[0].length, end)
    .replace(/>\s+</g, '><')
    .trim();
  const attributeText = [...attributes].map(([name, value]) => ` ${name}="${value}"`).join('');
  return `<svg${attributeText}>${body}</svg>`;
}
