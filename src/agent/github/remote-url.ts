/**
 * The owner and name of a GitHub repository from the URL a project clones it with:
 * `https://github.com/acme/docs(.git)`, `ssh://git@github.com/acme/docs.git` or
 * `git@github.com:acme/docs.git`. Any host is accepted, for GitHub Enterprise servers.
 *
 * @module
 */

/** A repository on GitHub. */
export interface GitHubRepository {
  owner: string;
  repo: string;
}

/** The repository `url` names, or undefined when it is not a GitHub-style URL. */
export function gitHubRepositoryOf(url: string): GitHubRepository | undefined {
  let repositoryPath: string | undefined;
  const scp = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(url);
  if (scp) {
    repositoryPath = scp[1];
  } else {
    try {
      const parsed = new URL(url);
      if (!['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol)) return undefined;
      repositoryPath = parsed.pathname;
    } catch {
      return undefined;
    }
  }
  const parts = (repositoryPath ?? '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/');
  const [owner, repo] = parts.filter((part) => part !== '');
  if (owner === undefined || repo === undefined || parts.filter(Boolean).length !== 2) {
    return undefined;
  }
  return { owner, repo };
}
