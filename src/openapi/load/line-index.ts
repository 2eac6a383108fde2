/**
 * Line and column of an offset in a text, for positions in spec files. The line starts are
 * found once per text (one `indexOf` pass), then each lookup is a binary search.
 *
 * @module
 */

/** A 1-based line and column, as editors show them. */
export interface LineColumn {
  line: number;
  column: number;
}

/** Maps offsets of one text to lines and columns. */
export interface LineIndex {
  at: (offset: number) => LineColumn;
}

/** Builds the line index of `text` (line breaks: `\n`, and `\r\n` counts once). */
export function createLineIndex(text: string): LineIndex {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return {
    at(offset) {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] ?? 0) <= offset) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
    },
  };
}
