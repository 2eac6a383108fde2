/**
 * Splitting long section text into overlapping chunks, so a match deep in a long section scores
 * on the words around it rather than on the whole section.
 *
 * @module
 */

/** Target chunk length in characters (about 150–200 English words). */
export const CHUNK_SIZE = 1000;
/** Characters repeated between neighbouring chunks, so a phrase cut in two is still found. */
export const CHUNK_OVERLAP = 150;

/**
 * Whitespace to replace: runs of two or more, and single characters other than a space. Single
 * spaces, most of any text, are left alone rather than replaced by themselves.
 */
const UNTIDY_SPACE = /\s{2,}|[^\S ]/g;

/** Collapses runs of whitespace (newlines of code blocks and lists included) to single spaces. */
export function collapseWhitespace(text: string): string {
  return text.replace(UNTIDY_SPACE, ' ').trim();
}

/**
 * Splits `text` into chunks of at most `size` characters that overlap by about `overlap`
 * characters. Chunks end at a sentence end or a space when one is in the last 40% of the window,
 * and start at a word boundary. Text no longer than `size` is one chunk; empty text is none.
 */
export function chunkText(text: string, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): string[] {
  return chunkCollapsed(collapseWhitespace(text), size, overlap);
}

/** {@link chunkText} of text already passed through {@link collapseWhitespace}. */
export function chunkCollapsed(
  clean: string,
  size = CHUNK_SIZE,
  overlap = CHUNK_OVERLAP,
): string[] {
  if (clean === '') return [];
  if (clean.length <= size) return [clean];
  const chunks: string[] = [];
  let start = 0;
  for (;;) {
    const hardEnd = start + size;
    if (hardEnd >= clean.length) {
      chunks.push(clean.slice(start));
      return chunks;
    }
    const end = breakPoint(clean, start + Math.floor(size * 0.6), hardEnd);
    chunks.push(clean.slice(start, end).trim());
    start = nextStart(clean, Math.max(end - overlap, start + 1), end);
  }
}

/** Where to end a chunk within [min, max]: after a sentence end, else at a space, else at max. */
function breakPoint(text: string, min: number, max: number): number {
  const window = text.slice(min, max + 1);
  const sentence = Math.max(
    window.lastIndexOf('. '),
    window.lastIndexOf('? '),
    window.lastIndexOf('! '),
    window.lastIndexOf('。'),
  );
  if (sentence !== -1) return min + sentence + 1;
  const space = window.lastIndexOf(' ');
  return space === -1 ? max : min + space;
}

/** The first word start at or after `from` (but not past `end`, so chunks always advance). */
function nextStart(text: string, from: number, end: number): number {
  if (from === 0 || text[from - 1] === ' ') return from;
  const space = text.indexOf(' ', from);
  return space === -1 || space >= end ? from : space + 1;
}
