/**
 * The files a job changed in its worktree so far: modified, added, deleted or new (untracked
 * and not ignored), relative to a folder of the worktree.
 *
 * @module
 */
import { git } from './run-git.ts';

/** Files changed under `folder` (a folder of a worktree), relative to it with `/`. */
export async function changedFiles(folder: string): Promise<Set<string>> {
  const [tracked, untracked] = await Promise.all([
    git(['diff', '--name-only', '--relative', '-z', 'HEAD', '--', '.'], { cwd: folder }),
    git(['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], { cwd: folder }),
  ]);
  return new Set(`${tracked}${untracked}`.split('\0').filter((file) => file !== ''));
}
