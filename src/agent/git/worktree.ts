/**
 * A job's own checkout: a git worktree of the project's repository at
 * `<dataDir>/agent/worktrees/<sessionId>`, on the job's branch. A new branch starts from the
 * project's branch; a branch that exists already (a follow-up job) is continued. The worktree
 * is removed when the job ends; the branch and its commits stay.
 *
 * @module
 */
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { AgentJobError } from '../agent-job-error.ts';
import { fetchBase } from './repository.ts';
import type { AgentRepository, GitAuth } from './repository.ts';
import { withRepositoryLock } from './repository-lock.ts';
import { git, GitError, gitSucceeds } from './run-git.ts';

/** A job's checkout. */
export interface JobWorktree {
  /** The worktree folder. */
  dir: string;
  /** The docs folder inside it. */
  docsDir: string;
  branch: string;
  /** The project's branch commit the job started from: the base of its diff. */
  baseCommit: string;
  /** The project's branch, when it has a name (the base of a pull request). */
  baseBranch: string | undefined;
}

/** What {@link addJobWorktree} needs besides the repository. */
export interface WorktreeRequest {
  dataDir: string;
  sessionId: string;
  branch: string;
  auth: GitAuth;
}

/** The folder of a session's worktree. */
export function worktreeDir(dataDir: string, sessionId: string): string {
  return path.join(path.resolve(dataDir), 'agent', 'worktrees', sessionId);
}

/** Fetches the base (remote repositories), then checks the job's branch out in a new worktree. */
export async function addJobWorktree(
  repository: AgentRepository,
  request: WorktreeRequest,
): Promise<JobWorktree> {
  const { branch } = request;
  const dir = worktreeDir(request.dataDir, request.sessionId);
  return withRepositoryLock(repository.gitDir, async () => {
    const { baseCommit, baseBranch } = await fetchBase(repository, branch, request.auth);
    const cwd = repository.gitDir;
    if (!(await gitSucceeds(['check-ref-format', '--branch', branch], { cwd }))) {
      throw new AgentJobError(`"${branch}" is not a valid git branch name.`);
    }
    if (branch === baseBranch) {
      throw new AgentJobError(
        `"${branch}" is the project's own branch: a job works on a branch of its own, ` +
          'to be reviewed and merged.',
      );
    }
    await removeFolder(repository, dir);
    // Forget worktrees whose folders are gone (a job cut short), which would hold their branch.
    await gitSucceeds(['worktree', 'prune'], { cwd });
    try {
      const { options, startPoint } = await checkout(repository, branch, baseCommit);
      await git(['worktree', 'add', '--quiet', ...options, dir, startPoint], { cwd });
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new AgentJobError(`Could not check out the branch "${branch}": ${error.message}`, {
        cause: error,
      });
    }
    const docsDir = path.join(dir, repository.docsPath);
    try {
      await access(path.join(docsDir, 'docs.json'));
    } catch {
      await removeFolder(repository, dir);
      throw new AgentJobError(
        `The branch "${branch}" has no ${repository.docsPath === '' ? '' : `${repository.docsPath}/`}docs.json: ` +
          'the agent works on a docs folder with a docs.json.',
      );
    }
    return { dir, docsDir, branch, baseCommit, baseBranch };
  });
}

/** Removes a job's worktree (the branch stays). Never fails. */
export async function removeJobWorktree(repository: AgentRepository, dir: string): Promise<void> {
  await withRepositoryLock(repository.gitDir, () => removeFolder(repository, dir)).catch(
    () => undefined,
  );
}

/**
 * How `git worktree add` checks the branch out: continued when it exists (moved up to the
 * origin's when that one is ahead), else created at `baseCommit`.
 */
async function checkout(
  repository: AgentRepository,
  branch: string,
  baseCommit: string,
): Promise<{ options: string[]; startPoint: string }> {
  const cwd = repository.gitDir;
  const local = await refExists(cwd, `refs/heads/${branch}`);
  const origin = `refs/remotes/origin/${branch}`;
  if (repository.kind === 'remote' && (await refExists(cwd, origin))) {
    const behind =
      !local ||
      (await gitSucceeds(['merge-base', '--is-ancestor', `refs/heads/${branch}`, origin], {
        cwd,
      }));
    if (behind) return { options: ['-B', branch], startPoint: origin };
  }
  if (local) return { options: [], startPoint: branch };
  return { options: ['-b', branch], startPoint: baseCommit };
}

async function refExists(cwd: string, ref: string): Promise<boolean> {
  return gitSucceeds(['rev-parse', '--verify', '--quiet', ref], { cwd });
}

async function removeFolder(repository: AgentRepository, dir: string): Promise<void> {
  const cwd = repository.gitDir;
  if (await gitSucceeds(['worktree', 'remove', '--force', dir], { cwd })) return;
  await rm(dir, { recursive: true, force: true });
  await gitSucceeds(['worktree', 'prune'], { cwd });
}
