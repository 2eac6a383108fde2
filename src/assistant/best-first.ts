/**
 * Reading scored items best first without sorting them all: a search touches thousands of
 * sections and keeps five, so the items go into a binary heap (built in linear time) and only
 * as many are taken out as the reader asks for.
 *
 * @module
 */

/**
 * `items` by descending `scores[item]`, equal scores smallest item first, each taken from a heap
 * only when the loop asks for the next one.
 */
export function* bestFirst(items: readonly number[], scores: ArrayLike<number>): Generator<number> {
  const heap = Int32Array.from(items);
  let size = heap.length;
  const before = (a: number, b: number): boolean => {
    const scoreA = scores[a] ?? 0;
    const scoreB = scores[b] ?? 0;
    return scoreA > scoreB || (scoreA === scoreB && a < b);
  };
  const siftDown = (start: number): void => {
    let parent = start;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= size) return;
      const right = left + 1;
      let child = left;
      if (right < size && before(heap[right] ?? 0, heap[left] ?? 0)) child = right;
      const parentItem = heap[parent] ?? 0;
      const childItem = heap[child] ?? 0;
      if (!before(childItem, parentItem)) return;
      heap[parent] = childItem;
      heap[child] = parentItem;
      parent = child;
    }
  };
  for (let index = (size >> 1) - 1; index >= 0; index--) siftDown(index);
  while (size > 0) {
    const top = heap[0] ?? 0;
    size -= 1;
    heap[0] = heap[size] ?? 0;
    siftDown(0);
    yield top;
  }
}
