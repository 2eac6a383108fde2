/**
 * Text edits by offset, and the layout facts edits must respect: line ends (`\n` or `\r\n`),
 * line starts, and the indentation a file already uses. Spec and docs.json rewrites are built
 * from these, so every byte outside an edit stays as it was.
 *
 * @module
 */

/** Replace `length` characters at `offset` with `content` (an insertion when `length` is 0). */
export interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

/** Applies non-overlapping edits (in any order) to `text`. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.length - b.length);
  let out = '';
  let position = 0;
  for (const edit of sorted) {
    if (edit.offset < position) {
      throw new Error(`Overlapping text edits at offset ${edit.offset}`);
    }
    out += text.slice(position, edit.offset) + edit.content;
    position = edit.offset + edit.length;
  }
  return out + text.slice(position);
}

/** The line end a text uses: `\r\n` when its first line ends so, `\n` otherwise. */
export function detectEol(text: string): '\n' | '\r\n' {
  const first = text.indexOf('\n');
  return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}

/** Offset of the start of the line that holds `offset`. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/**
 * Offset of the start of the next line after a value that ends at `end` (exclusive): `end`
 * itself when the value already ends with a line break, else just past the next `\n` (or the
 * end of the text).
 */
export function nextLineStart(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end;
  const newline = text.indexOf('\n', end);
  return newline === -1 ? text.length : newline + 1;
}

/** Column (0-based) of `offset` in its line, or undefined when only spaces do not precede it. */
export function indentColumn(text: string, offset: number): number | undefined {
  const start = lineStartOf(text, offset);
  const before = text.slice(start, offset);
  return /^[ \t]*$/.test(before) ? before.length : undefined;
}

/** The whitespace that starts the line holding `offset`. */
export function lineIndent(text: string, offset: number): string {
  const start = lineStartOf(text, offset);
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

/** 0-based offset of a 1-based line and column (columns in UTF-16 code units). */
export function offsetAt(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1) return text.length;
    offset = newline + 1;
  }
  return Math.min(offset + column - 1, text.length);
}

/** 1-based line and column of a 0-based offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: (before.match(/\n/g)?.length ?? 0) + 1, column: offset - lineStart + 1 };
}

/** How a JSON file indents: a tab, or a number of spaces (2 when the file has no indented line). */
export interface JsonIndent {
  unit: string;
  insertSpaces: boolean;
  tabSize: number;
}

export function detectJsonIndent(text: string): JsonIndent {
  const match = /\n([ \t]+)["{[\]}\w-]/.exec(text);
  const first = match?.[1];
  if (first?.startsWith('\t')) return { unit: '\t', insertSpaces: false, tabSize: 1 };
  const size = first ? first.length : 2;
  return { unit: ' '.repeat(size), insertSpaces: true, tabSize: size };
}

/**
 * Places a multi-line block at `indent`: the first line as is (it follows text already on its
 * line), every later non-empty line prefixed, lines joined with `eol`.
 */
export function indentFollowingLines(block: string, indent: string, eol: string): string {
  return block
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : indent + line))
    .join(eol);
}

/**
 * JSON on one line, as hand-written files have it: a space after `:` and `,` (none with
 * `spaced` false, for minified files).
 */
export function inlineJson(value: unknown, spaced = true): string {
  const space = spaced ? ' ' : '';
  if (Array.isArray(value)) {
    return `[${value.map((item) => inlineJson(item, spaced)).join(`,${space}`)}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${space}${inlineJson(item, spaced)}`,
    );
    return `{${members.join(`,${space}`)}}`;
  }
  return JSON.stringify(value);
}
