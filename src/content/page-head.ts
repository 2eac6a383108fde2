/**
 * The top of a page file down to the end of its frontmatter: all the navigation needs of a
 * page. The dev server reads every page of the folder before it answers, and renders each page
 * from the file again when asked, so reading whole pages (250 MB on a 25,000-page site) only to
 * parse their frontmatter costs it most of its start-up.
 *
 * @module
 */
import { readHeadInsideSync, readTextInsideSync } from '../shared/index.ts';
import type { OpenedFile } from '../shared/index.ts';

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
 * frontmatter, or one never closed). The head only, even of a short page, so that the heads kept
 * between runs (`page-head-cache.ts`) hold no page body. Refuses files outside `root` as
 * `readTextInsideSync` does.
 */
export function readPageHeadSync(root: string, file: string): string {
  return readPageHead(root, file).head;
}

/**
 * {@link readPageHeadSync}, with the stat of the file as opened (taken before it was read) and
 * whether it was reached through no link, for the heads cache.
 */
export function readPageHead(root: string, file: string): { head: string } & OpenedFile {
  const { length, size, info, direct } = readHeadInsideSync(root, file, head);
  const opened = { info, direct };
  const whole = length >= size;
  // Whole lines only: unless the file ends there, the last one may be cut, even inside a character.
  const text = head.toString('utf8', 0, whole ? length : head.lastIndexOf(0x0a, length - 1) + 1);
  const open = opening.exec(text);
  if (!open) return { head: '', ...opened };
  const rest = text.slice(open[0].length);
  const close = closing.exec(rest);
  if (!close) return { head: whole ? text : readTextInsideSync(root, file), ...opened };
  // The closing line with its newline (a file may end on the closing line). Decoded again to
  // its end, so that the values parsed from it do not keep the rest of the bytes read alive.
  const newline = text.indexOf('\n', open[0].length + close.index + close[0].length);
  const end = newline === -1 ? text.length : newline + 1;
  return { head: head.toString('utf8', 0, Buffer.byteLength(text.slice(0, end))), ...opened };
}

/**
 * The head of a page's whole `text`, as {@link readPageHeadSync} cuts it from the file (a
 * frontmatter longer than its first bytes is cut at its end too, rather than kept whole: it
 * parses the same), for callers that read the whole page anyway.
 */
export function pageHeadOf(text: string): string {
  const open = opening.exec(text);
  if (!open) return '';
  const close = closing.exec(text.slice(open[0].length));
  if (!close) return text;
  const newline = text.indexOf('\n', open[0].length + close.index + close[0].length);
  // Copied out, so that what is kept of the head does not keep the whole text alive.
  return Buffer.from(newline === -1 ? text : text.slice(0, newline + 1)).toString('utf8');
}
