/**
 * Folding text the way the search index folds its terms (lower case, accents stripped), so
 * words from a question can be compared with the terms a search matched.
 *
 * @module
 */

/** Combining diacritical marks, what NFKD splits off accented Latin letters. */
const DIACRITICS = /[\u0300-\u036f]/g;

/** `Café` → `cafe`: lower case, compatibility forms folded, Latin accents stripped. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(DIACRITICS, '').normalize('NFC');
}
