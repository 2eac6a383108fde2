/** Maps character offsets in a text to 1-based line and column numbers. */
export class LineIndex {
  readonly #starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.#starts.push(i + 1);
    }
  }

  /** 1-based line and column of `offset`. Columns count UTF-16 code units, as editors do. */
  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.#starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.#starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.#starts[low] as number) + 1 };
  }
}
