/**
 * Checks a batch of pages (see `PageChecker`), on a worker or on the calling thread, and the
 * messages between `checkPages` and its workers.
 *
 * @module
 */
import type { PageCheck, PageChecker, PageCheckerOptions } from '../render/index.ts';
import { readTextInsideSync } from '../shared/index.ts';

/** One page's check. */
export interface CheckResult extends PageCheck {
  file: string;
}

/** The one message to a check worker. */
export interface CheckOrder {
  checker: PageCheckerOptions & { root: string; files: string[] };
  /** The pages to check, claimed through `counter` (see `RouteQueue`). */
  files: string[];
  counter: SharedArrayBuffer;
}

/** Messages from a check worker. */
export type CheckMessage = { type: 'batch'; results: CheckResult[] } | { type: 'done' };

/**
 * Checks `files` in order, their text read from `root` (synchronously: a thread that only
 * checks has nothing to do while it waits) unless `sources` has it.
 */
export async function checkBatch(
  checker: PageChecker,
  root: string,
  files: readonly string[],
  sources?: ReadonlyMap<string, string>,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const file of files) {
    const source = sources?.get(file) ?? readTextInsideSync(root, file);
    results.push({ file, ...(await checker.check(source, file)) });
  }
  return results;
}
