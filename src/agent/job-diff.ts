/**
 * The changes of a job, for the server's compare page: the diff of the job's branch against
 * the commit it started from, read from the repository the job committed in (the local
 * repository, or this server's cache of a remote one).
 *
 * @module
 */
import { getAgentJob, getProject } from '../storage/index.ts';
import type { Queryable } from '../storage/index.ts';
import { AgentJobError } from './agent-job-error.ts';
import { branchDiff } from './git/branch-diff.ts';
import type { BranchDiff } from './git/branch-diff.ts';
import { locateRepository } from './git/repository.ts';
import { GitError } from './git/run-git.ts';

/**
 * The diff of the job `sessionId` of project `projectId`; undefined when the project has no
 * such job. Throws an {@link AgentJobError}, whose message can be shown, when the job has no
 * branch yet or its branch cannot be read on this server.
 */
export async function agentJobDiff(
  options: { db: Queryable; dataDir: string },
  projectId: string,
  sessionId: string,
): Promise<BranchDiff | undefined> {
  const job = await getAgentJob(options.db, sessionId);
  if (job?.projectId !== projectId) return undefined;
  const project = await getProject(options.db, projectId);
  if (!project) return undefined;
  if (job.branch === null || job.baseCommit === null) {
    throw new AgentJobError('This job has not checked out its branch yet: there are no changes.');
  }
  const repository = await locateRepository(project, options.dataDir);
  try {
    return await branchDiff(repository.gitDir, job.branch, job.baseCommit);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new AgentJobError(
      `The branch "${job.branch}" cannot be read on this server: ${error.message}`,
      { cause: error },
    );
  }
}
