/**
 * Where a finished job's work is shown. A remote repository with a GitHub token configured:
 * the branch is pushed and a pull request opened (a draft when asked); the session links to
 * it. Otherwise the session links to the server's compare page for the branch. When the push
 * or the pull request fails, the job ends `github_missconfigured` with the reason; its commit
 * stays on the branch, shown by the compare page.
 *
 * @module
 */
import type { AgentRepository } from './git/repository.ts';
import { pushBranch } from './git/commit.ts';
import { openPullRequest } from './github/pull-request.ts';
import { gitHubRepositoryOf } from './github/remote-url.ts';

/** GitHub access for pull requests. */
export interface GitHubOptions {
  /** A token that may push branches and open pull requests (FOLIO_GITHUB_TOKEN). */
  token: string;
  /** The REST API's base URL (default https://api.github.com). */
  apiUrl?: string | undefined;
}

/** The address of the server's compare page of a job's branch. */
export type CompareLink = (job: { projectId: string; sessionId: string; branch: string }) => string;

/** What {@link publishBranch} needs. */
export interface PublishInput {
  repository: AgentRepository;
  projectId: string;
  sessionId: string;
  branch: string;
  baseBranch: string | undefined;
  title: string;
  body: string;
  draft: boolean;
  github: GitHubOptions | undefined;
  compareLink: CompareLink | undefined;
}

/** The link to show, and why the pull request failed when it did. */
export interface PublishResult {
  pullRequestLink: string | null;
  failure?: string | undefined;
}

/** Publishes a committed branch as described in the module comment. */
export async function publishBranch(input: PublishInput): Promise<PublishResult> {
  const compare =
    input.compareLink?.({
      projectId: input.projectId,
      sessionId: input.sessionId,
      branch: input.branch,
    }) ?? null;
  const { repository, github } = input;
  if (repository.kind !== 'remote' || github === undefined) return { pullRequestLink: compare };
  const url = repository.remoteUrl ?? '';
  const target = gitHubRepositoryOf(url);
  if (!target) {
    return failed(compare, `${url} is not the address of a GitHub repository.`);
  }
  if (input.baseBranch === undefined) {
    return failed(compare, 'the project has no branch to merge into.');
  }
  try {
    await pushBranch(repository, input.branch, { token: github.token });
  } catch (error) {
    return failed(compare, `the branch could not be pushed to ${url}: ${(error as Error).message}`);
  }
  try {
    const link = await openPullRequest({
      repository: target,
      token: github.token,
      apiUrl: github.apiUrl,
      head: input.branch,
      base: input.baseBranch,
      title: input.title,
      body: input.body,
      draft: input.draft,
    });
    return { pullRequestLink: link };
  } catch (error) {
    return failed(compare, (error as Error).message);
  }
}

function failed(compare: string | null, reason: string): PublishResult {
  return { pullRequestLink: compare, failure: reason };
}
