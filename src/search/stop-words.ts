/**
 * English words too common to be worth indexing in body text. They are still indexed in titles
 * and headings (so `What is Folio` finds its page) and still accepted in queries.
 *
 * @module
 */

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can do does for from has have i if in into is it its of ' +
    'on or our so than that the their them then there these they this to was we were which will ' +
    'with you your'
  ).split(' '),
);
