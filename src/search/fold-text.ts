/**
 * Folding: the one normal form both indexed text and queries pass through, so `Café`, `cafe` and
 * `ＣＡＦＥ` meet on the same term.
 *
 * @module
 */

/** Combining diacritical marks (U+0300–U+036F), what NFKD splits off accented Latin letters. */
const DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Lower-cases `text`, strips accents and folds compatibility forms (full-width letters, ligatures,
 * half-width katakana). Marks outside the Latin diacritics block, such as the Japanese voicing mark
 * of `が`, are kept: they change the word, not its spelling.
 */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(DIACRITICS, '').normalize('NFC');
}
