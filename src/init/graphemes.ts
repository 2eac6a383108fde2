/**
 * The characters of a text as a reader counts them (an emoji with modifiers or a letter with
 * combining accents is one), for the length limit of a site name and the width of its logo.
 *
 * @module
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
