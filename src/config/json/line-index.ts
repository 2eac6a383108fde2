/**
 * Maps character offsets in a text to 1-based line and column numbers. The lines are found on
 * the first call: most parsed files never have a position asked for.
 */
export class LineIndex {
  readonly #text: string;
  #starts: number[] | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  /** 1-based line and column of `offset`. Columns count UTF-16 code units, as editors do. */
  position(offset: number): { line: number; column: number } {
    const starts = (this.#starts ??= lineStarts(this.#text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) starts.push(i + 1);
  }
  return starts;
}
