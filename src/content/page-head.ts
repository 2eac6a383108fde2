/**
 * The top of a page file down to the end of its frontmatter: all the navigation needs of a
 * page. The dev server reads every page of the folder before it answers, and renders each page
 * from the file again when asked, so reading whole pages (250 MB on a 25,000-page site) only to
 * parse their frontmatter costs it most of its start-up.
 *
 * @module
 */
import { readHeadInsideSync, readTextInsideSync } from '../shared/index.ts';

/** Bytes read first: frontmatter is almost always shorter. */
const HEAD_BYTES = 4096;

/** Reused by every call (they are synchronous): one allocation, not one per page. */
const head = Buffer.alloc(HEAD_BYTES);

const opening = /^\uFEFF?---[ \t]*\r?\n/;
const closing = /^---[ \t]*$/m;

/**
 * The text of `file` (relative to `root`) up to the end of the line that closes its frontmatter,
 * which {@link parseFrontmatter} reads as it reads the whole file; `''` when the file has no
 * frontmatter; the whole text when the frontmatter does not end within the first bytes (a long
 * frontmatter, or one never closed). Refuses files outside `root` as `readTextInsideSync` does.
 */
export function readPageHeadSync(root: string, file: string): string {
  const { length, size } = readHeadInsideSync(root, file, head);
  if (length >= size) return head.toString('utf8', 0, length);
  // Whole lines only: the last one may be cut, even inside a character.
  const text = head.toString('utf8', 0, head.lastIndexOf(0x0a, length - 1) + 1);
  const open = opening.exec(text);
  if (!open) return '';
  const rest = text.slice(open[0].length);
  const close = closing.exec(rest);
  if (!close) return readTextInsideSync(root, file);
  // Every line of `text` ends in a newline, so the closing line is whole. Decoded again to its
  // end, so that the values parsed from it do not keep the rest of the bytes read alive.
  const end = text.indexOf('\n', open[0].length + close.index + close[0].length) + 1;
  return head.toString('utf8', 0, Buffer.byteLength(text.slice(0, end)));
}
