/**
 * Records a job's work: every change of its worktree in one commit on the job's branch, by the
 * configured author (default "Folio agent"); and pushes the branch to the origin of a remote
 * repository.
 *
 * @module
 */
import { authEnv, NETWORK_TIMEOUT_MS, revParse } from './repository.ts';
import type { AgentRepository, GitAuth } from './repository.ts';
import { withRepositoryLock } from './repository-lock.ts';
import { git, gitSucceeds } from './run-git.ts';

/** Who the agent's commits are by. */
export interface CommitAuthor {
  name: string;
  email: string;
}

/** The author of the agent's commits unless configured otherwise. */
export const DEFAULT_AUTHOR: CommitAuthor = { name: 'Folio agent', email: 'agent@folio.invalid' };

/**
 * Commits every change of the worktree `dir` with `message`; returns the new commit's id, or
 * undefined when nothing changed.
 */
export async function commitWorktree(
  dir: string,
  message: string,
  author: CommitAuthor = DEFAULT_AUTHOR,
): Promise<string | undefined> {
  await git(['add', '--all', '--', '.'], { cwd: dir });
  if (await gitSucceeds(['diff', '--cached', '--quiet'], { cwd: dir })) return undefined;
  await git(['commit', '--quiet', '--no-verify', '--cleanup=strip', '-m', message], {
    cwd: dir,
    env: {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    },
  });
  return revParse(dir, 'HEAD');
}

/** Pushes `branch` of a remote repository's cache to its origin (never forced). */
export async function pushBranch(
  repository: AgentRepository,
  branch: string,
  auth: GitAuth,
): Promise<void> {
  const url = repository.remoteUrl ?? '';
  await withRepositoryLock(repository.gitDir, () =>
    git(['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], {
      cwd: repository.gitDir,
      env: authEnv(url, auth),
      timeoutMs: NETWORK_TIMEOUT_MS,
    }),
  );
}
