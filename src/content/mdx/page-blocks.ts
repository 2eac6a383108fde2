/**
 * Cuts a large page into top-level blocks that can be parsed and checked one at a time, so a
 * block that many pages share is worked on once. Versioned sites copy their pages from version to
 * version with small changes: one public site has 140 changelog pages of about 180 KB that each
 * add a few entries to the previous one. Taken whole, every copy is new text; cut into blocks,
 * almost every block was seen before. `folio validate` checks blocks (`src/site/check-parts.ts`)
 * and builds parse them (`block-trees.ts`).
 *
 * A cut goes before a line that starts a component (`<Name`) or a heading (`#`) at the start of
 * the line, after a blank line, outside fenced code, with every tag and brace opened before it
 * closed. The tracking is lexical and errs towards not cutting. A cut in the wrong place leaves
 * an element or expression open in one block, which MDX reports as an error; the callers then
 * take the page whole, so a page's errors are always those of the whole page. Pages with
 * `import` or `export` lines are not cut: their blocks share the page's code.
 *
 * @module
 */

/** One block of a page's text. */
export interface PageBlock {
  /** Offsets of the block in the text (`end` exclusive). */
  start: number;
  end: number;
  /** Lines of the text before the block (what positions in the block are shifted by). */
  line: number;
}

/** Pages shorter than this are checked whole: cutting them would save nothing. */
export const CUT_FROM = 4096;

/** The opening of a fence, after any list or quote markers. */
const fenceStart = /^(?:[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+|[ \t]*>[ \t]?)*[ \t]*(`{3,}|~{3,})/;
/** A tag on one line: `<Name …>`, `</Name>` or `<Name … />`. */
const tag = /<(\/?)[A-Za-z][\w.:-]*(?:\s[^<>]*?)?(\/?)>/g;
const esm = /^(?:import|export)\b/;
const cutLine = /^(?:<[A-Za-z]|#)/;

/**
 * The blocks of `source`, a page's text, or undefined when it is checked whole: a `.md` page
 * (Markdown rules differ), a short one, one with `import`/`export` lines, or one with no cut.
 */
export function pageBlocks(source: string, file: string): PageBlock[] | undefined {
  if (!file.endsWith('.mdx') || source.length < CUT_FROM) return undefined;
  const sections: PageBlock[] = [];
  let fence: string | undefined;
  let depth = 0;
  let start = 0;
  let startLine = 0;
  let previousBlank = false;
  let offset = 0;
  let lineNumber = 0;
  let frontmatter = source.startsWith('---\n') || source.startsWith('---\r\n');
  while (offset < source.length) {
    const newline = source.indexOf('\n', offset);
    const end = newline === -1 ? source.length : newline + 1;
    const line = source.slice(offset, end).replace(/\r?\n$/, '');
    if (frontmatter) {
      if (lineNumber > 0 && line.trimEnd() === '---') frontmatter = false;
    } else if (fence !== undefined) {
      const close = fenceStart.exec(line)?.[1];
      if (
        close !== undefined &&
        close[0] === fence[0] &&
        close.length >= fence.length &&
        line.trim() === close
      ) {
        fence = undefined;
      }
    } else {
      if (esm.test(line)) return undefined;
      if (depth === 0 && previousBlank && cutLine.test(line) && offset > start) {
        sections.push({ start, end: offset, line: startLine });
        start = offset;
        startLine = lineNumber;
      }
      const opened = fenceStart.exec(line);
      if (opened) fence = opened[1];
      else depth = Math.max(0, depth + balance(line));
    }
    previousBlank = line.trim() === '';
    offset = end;
    lineNumber++;
  }
  if (sections.length === 0) return undefined;
  sections.push({ start, end: source.length, line: startLine });
  return sections;
}

/**
 * Tags opened minus tags closed on `line`, plus braces opened minus closed (`\{` escaped),
 * outside code spans: `` `<resource>` `` is text, not a tag.
 */
function balance(text: string): number {
  const line = text.includes('`') ? withoutCodeSpans(text) : text;
  let count = 0;
  for (const match of line.matchAll(tag)) {
    if (match[1]) count--;
    else if (!match[2]) count++;
  }
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '\\') index++;
    else if (char === '{') count++;
    else if (char === '}') count--;
  }
  return count;
}

/** `line` without its code spans (a run of backticks closes at the next run of the same length). */
function withoutCodeSpans(line: string): string {
  let kept = '';
  let index = 0;
  while (index < line.length) {
    const open = line.indexOf('`', index);
    if (open === -1) break;
    let length = 1;
    while (line[open + length] === '`') length++;
    const close = closingRun(line, open + length, length);
    kept += line.slice(index, open);
    index = close === -1 ? open + length : close + length;
    if (close === -1) kept += line.slice(open, index);
  }
  return kept + line.slice(index);
}

/** Where the next run of exactly `length` backticks from `from` starts, or -1. */
function closingRun(line: string, from: number, length: number): number {
  for (let index = line.indexOf('`', from); index !== -1;) {
    let end = index;
    while (line[end] === '`') end++;
    if (end - index === length) return index;
    index = line.indexOf('`', end);
  }
  return -1;
}
