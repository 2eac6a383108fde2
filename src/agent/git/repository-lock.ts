/**
 * One git operation at a time per repository in this process: two jobs of one project fetching
 * or adding worktrees at once would trip over git's lock files.
 *
 * @module
 */

const tails = new Map<string, Promise<unknown>>();

/** Runs `work` once every earlier `work` for `repository` has settled. */
export async function withRepositoryLock<T>(
  repository: string,
  work: () => Promise<T>,
): Promise<T> {
  const previous = tails.get(repository) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(repository, tail);
  try {
    return await run;
  } finally {
    if (tails.get(repository) === tail) tails.delete(repository);
  }
}
