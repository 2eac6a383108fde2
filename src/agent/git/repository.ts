/**
 * Which git repository a project's jobs work in, and the commit they start from.
 *
 * - A folder project whose folder lies inside a git repository (how `npm start` serves Folio's
 *   own `docs`): that repository, with the folder as the docs path. Jobs start from its `HEAD`
 *   commit; uncommitted changes of the working tree are not part of it.
 * - A git project whose URL is a local path: that repository, from the project's branch (or
 *   `HEAD`).
 * - A git project with any other URL (`https://`, `ssh://`, `git@host:`, `file://`): a bare
 *   cache kept per project under `<dataDir>/agent/repos/<projectId>`, fetched before each job;
 *   the job's branch is pushed back to the origin only when a token is configured.
 *
 * Jobs never touch the working tree of a local repository: each works in a worktree of its
 * own, on its own branch, which stays in the repository for the person to review.
 *
 * @module
 */
import { mkdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Project } from '../../storage/index.ts';
import { AgentJobError } from '../agent-job-error.ts';
import { git, GitError, gitSucceeds } from './run-git.ts';

/** How long a fetch or a push may take (the first fetch of a large repository is slow). */
export const NETWORK_TIMEOUT_MS = 10 * 60_000;

/** Where a project's jobs commit. */
export interface AgentRepository {
  /** `local`: a repository on this machine; `remote`: the cache of one elsewhere. */
  kind: 'local' | 'remote';
  /** The repository worktrees are added to. */
  gitDir: string;
  /** The docs folder inside the repository, with `/` separators; `''` for its root. */
  docsPath: string;
  /** The branch jobs start from, as configured (undefined: the default branch or `HEAD`). */
  branch: string | undefined;
  /** The origin of a `remote` repository. */
  remoteUrl: string | undefined;
}

/** Credentials for the origin of remote repositories. */
export interface GitAuth {
  /** A token for HTTPS remotes (a GitHub token works as is). */
  token?: string | undefined;
}

/** Where `project`'s jobs commit; looks at the disk but not at the network. */
export async function locateRepository(
  project: Project,
  dataDir: string,
): Promise<AgentRepository> {
  const { source } = project;
  if (source.type === 'folder') return folderRepository(source.path);
  const docsPath = checkedDocsPath(source.directory ?? '');
  if (isLocalPath(source.url)) {
    const gitDir = path.resolve(source.url);
    if (!(await gitSucceeds(['rev-parse', '--git-dir'], { cwd: gitDir }))) {
      throw new AgentJobError(`${gitDir} is not a git repository, so the agent cannot work on it.`);
    }
    return { kind: 'local', gitDir, docsPath, branch: source.branch, remoteUrl: undefined };
  }
  return {
    kind: 'remote',
    gitDir: path.join(path.resolve(dataDir), 'agent', 'repos', project.id),
    docsPath,
    branch: source.branch,
    remoteUrl: source.url,
  };
}

/**
 * Brings a remote repository's cache up to date (the base branch, and the job's branch when
 * the origin has it), and returns the commit jobs start from and the base branch's name.
 */
export async function fetchBase(
  repository: AgentRepository,
  jobBranch: string,
  auth: GitAuth,
): Promise<{ baseCommit: string; baseBranch: string | undefined }> {
  if (repository.kind === 'local') {
    const ref = repository.branch === undefined ? 'HEAD' : `refs/heads/${repository.branch}`;
    const baseCommit = await revParse(repository.gitDir, ref).catch(() => {
      throw new AgentJobError(
        repository.branch === undefined
          ? `The repository ${repository.gitDir} has no commit yet: commit the docs first.`
          : `The repository ${repository.gitDir} has no branch "${repository.branch}".`,
      );
    });
    const baseBranch = repository.branch ?? (await currentBranch(repository.gitDir));
    return { baseCommit, baseBranch };
  }
  const url = repository.remoteUrl ?? '';
  const cwd = repository.gitDir;
  const env = authEnv(url, auth);
  try {
    await ensureCache(cwd, url);
    const baseBranch = repository.branch ?? (await defaultBranch(cwd, url, env));
    const fetched = [baseBranch];
    const remoteHasJob = (
      await git(['ls-remote', '--heads', 'origin', `refs/heads/${jobBranch}`], { cwd, env })
    ).trim();
    if (remoteHasJob !== '' && jobBranch !== baseBranch) fetched.push(jobBranch);
    const refspecs = fetched.map((name) => `+refs/heads/${name}:refs/remotes/origin/${name}`);
    await git(['fetch', '--no-tags', '--quiet', 'origin', ...refspecs], {
      cwd,
      env,
      timeoutMs: NETWORK_TIMEOUT_MS,
    });
    return { baseCommit: await revParse(cwd, `refs/remotes/origin/${baseBranch}`), baseBranch };
  } catch (error) {
    if (error instanceof GitError) {
      throw new AgentJobError(`Could not fetch ${url}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

/** The `GIT_CONFIG_*` variables that send `auth.token` to an HTTPS origin. */
export function authEnv(url: string, auth: GitAuth): Record<string, string> {
  if (auth.token === undefined || !/^https?:\/\//i.test(url)) return {};
  const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraHeader',
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
  };
}

/** The full commit id `ref` names in `cwd`. */
export async function revParse(cwd: string, ref: string): Promise<string> {
  return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd })).trim();
}

async function folderRepository(folder: string): Promise<AgentRepository> {
  const real = await realpath(folder).catch(() => {
    throw new AgentJobError(`The project's folder ${folder} does not exist.`);
  });
  let toplevel: string;
  try {
    toplevel = (await git(['rev-parse', '--show-toplevel'], { cwd: real })).trim();
  } catch {
    throw new AgentJobError(
      `The project's folder ${folder} is not inside a git repository. The agent commits its ` +
        'changes on a branch for review, so it needs one: run "git init" and commit the docs ' +
        'there, or give the project a git source.',
    );
  }
  const root = await realpath(toplevel);
  const docsPath = path.relative(root, real).split(path.sep).join('/');
  return { kind: 'local', gitDir: root, docsPath, branch: undefined, remoteUrl: undefined };
}

async function ensureCache(cwd: string, url: string): Promise<void> {
  const exists = await stat(path.join(cwd, 'HEAD')).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(cwd, { recursive: true });
    await git(['init', '--bare', '--quiet'], { cwd });
    await git(['remote', 'add', 'origin', url], { cwd });
  } else {
    await git(['remote', 'set-url', 'origin', url], { cwd });
  }
}

async function defaultBranch(
  cwd: string,
  url: string,
  env: Record<string, string>,
): Promise<string> {
  const answer = await git(['ls-remote', '--symref', 'origin', 'HEAD'], { cwd, env });
  const name = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(answer)?.[1];
  if (name === undefined) {
    throw new AgentJobError(
      `${url} has no default branch: give the project the branch to start from.`,
    );
  }
  return name;
}

async function currentBranch(cwd: string): Promise<string | undefined> {
  const name = await git(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd }).catch(() => '');
  return name.trim() === '' ? undefined : name.trim();
}

function isLocalPath(url: string): boolean {
  return !url.includes('://') && (path.isAbsolute(url) || /^\.\.?[\\/]/.test(url));
}

function checkedDocsPath(directory: string): string {
  const segments = directory.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  if (segments.includes('..') || path.isAbsolute(directory)) {
    throw new AgentJobError(`The docs directory "${directory}" is outside the repository.`);
  }
  return segments.join('/');
}
