/**
 * Checks a batch of pages (see `PageChecker`), on a worker or on the calling thread, and the
 * messages between `checkPages` and its workers.
 *
 * @module
 */
import type { PageCheck, PageChecker, PageCheckerOptions } from '../render/index.ts';
import { readTextInsideSync } from '../shared/index.ts';

/** One check: of a page, or of a block of it (positions count from the block's first line). */
export interface CheckResult extends PageCheck {
  /** The queue item (see `checkBatch`). */
  item: string;
  file: string;
}

/** The one message to a check worker. */
export interface CheckOrder {
  checker: PageCheckerOptions & { root: string; files: string[] };
  /** The items to check (see `checkBatch`), claimed through `counter` (see `RouteQueue`). */
  files: string[];
  counter: SharedArrayBuffer;
}

/**
 * A message to a check worker before its order: make the keys or the cuts (see `checkParts`) of
 * the pages `files` of `root`, claimed through `counter` with the other threads.
 */
export interface PartsOrder {
  type: 'keys' | 'cuts';
  root: string;
  files: readonly string[];
  counter: SharedArrayBuffer;
}

/** Messages from a check worker. */
export type CheckMessage =
  | { type: 'batch'; results: CheckResult[] }
  | { type: 'done' }
  | { type: 'made'; made: [file: string, made: unknown][] };

/**
 * Checks `items` in order: each a page (`file`) or a block of one (`file\0start\0end`, offsets
 * in its text), the text read from `root` (synchronously: a thread that only checks has nothing
 * to do while it waits) unless `sources` has it.
 */
export async function checkBatch(
  checker: PageChecker,
  root: string,
  items: readonly string[],
  sources?: ReadonlyMap<string, string>,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const item of items) {
    const [file = item, start, end] = item.split('\0');
    const text = sources?.get(file) ?? readTextInsideSync(root, file);
    const source = start === undefined ? text : text.slice(Number(start), Number(end));
    results.push({ item, file, ...(await checker.check(source, file)) });
  }
  return results;
}
