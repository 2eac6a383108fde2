/**
 * One agent job from claim to ending: check the branch out in a worktree of its own, run the
 * tool loop on the docs folder there (the todo list stored live), commit what changed, publish
 * the branch (pull request or compare page), record the ending, remove the worktree. Whatever
 * happens, the job ends recorded in its session, and nothing but its branch is changed.
 *
 * @module
 */
import type { LanguageModel } from 'ai';
import {
  finishAgentJob,
  getProject,
  recordAgentJobBase,
  updateAgentSession,
} from '../storage/index.ts';
import type { AgentJob, AgentJobEnding, Database } from '../storage/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { AgentJobError } from './agent-job-error.ts';
import { DEFAULT_AGENT_LIMITS, runAgentLoop } from './agent-loop.ts';
import type { AgentLimits, AgentLoopOutcome } from './agent-loop.ts';
import { changedFiles } from './git/changed-files.ts';
import { commitWorktree } from './git/commit.ts';
import type { CommitAuthor } from './git/commit.ts';
import { locateRepository } from './git/repository.ts';
import type { AgentRepository } from './git/repository.ts';
import { addJobWorktree, removeJobWorktree } from './git/worktree.ts';
import type { JobWorktree } from './git/worktree.ts';
import { endingOf, unbuiltEnding } from './job-ending.ts';
import { generatedBranchName, jobPrompt, jobTitle } from './job-prompt.ts';
import { publishBranch } from './publish-branch.ts';
import type { CompareLink, GitHubOptions } from './publish-branch.ts';
import { agentTools } from './tools/agent-tools.ts';
import type { SiteChecks } from './site-checks.ts';
import { diagnosticLine, validateDocs } from './tools/check-tools.ts';
import { Workspace } from './tools/workspace.ts';

/** What a job runs with. */
export interface AgentJobOptions {
  db: Database;
  /** The server's data folder: worktrees and caches of remote repositories go under `agent/`. */
  dataDir: string;
  model: LanguageModel;
  /** The id the job was claimed with. */
  workerId: string;
  limits?: Partial<AgentLimits> | undefined;
  /** GitHub access: without it, jobs link to the compare page instead of a pull request. */
  github?: GitHubOptions | undefined;
  /** The server's compare page of a job's branch. */
  compareLink?: CompareLink | undefined;
  /**
   * The checks that render the job's pages (the `check_links` tool, and the build of the pages
   * the job changed before it is done), run by the server in isolation. Without them there is
   * no link check, and pages are only validated.
   */
  siteChecks?: SiteChecks | undefined;
  /** Who commits (default "Folio agent"). */
  author?: CommitAuthor | undefined;
  /** Aborted when the job must stop (the server shutting down): it ends `interrupted`. */
  signal?: AbortSignal | undefined;
}

/** How a job ended. */
export interface AgentJobResult extends AgentJobEnding {
  /** False when the ending was not recorded: the job had been taken from this runner. */
  recorded: boolean;
  /** The commit made on the branch, when something changed. */
  commit: string | undefined;
}

/**
 * Runs a claimed job to its end, as described in the module comment. Every failure of the job
 * becomes its ending; only a failing database makes it throw.
 */
export async function runAgentJob(
  job: AgentJob,
  options: AgentJobOptions,
): Promise<AgentJobResult> {
  const limits = { ...DEFAULT_AGENT_LIMITS, ...options.limits };
  let repository: AgentRepository | undefined;
  let worktree: JobWorktree | undefined;
  let ending: AgentJobEnding;
  let commit: string | undefined;
  try {
    const project = await getProject(options.db, job.projectId);
    if (!project) throw new AgentJobError('The project of this job no longer exists.');
    repository = await locateRepository(project, options.dataDir);
    const branch = job.branch ?? generatedBranchName(job.sessionId);
    worktree = await addJobWorktree(repository, {
      dataDir: options.dataDir,
      sessionId: job.sessionId,
      branch,
      auth: { token: options.github?.token },
    });
    const base = { branch, baseCommit: worktree.baseCommit };
    if (!(await recordAgentJobBase(options.db, job.sessionId, options.workerId, base))) {
      throw new AgentJobError('This job was stopped before it started.');
    }
    const { outcome, buildErrors } = await runLoop(job, worktree, project.name, limits, options);
    // Pages that do not build are kept on the branch for review, never proposed.
    const builds = buildErrors.length === 0;
    const message = commitMessage(job, outcome, builds);
    commit = await commitWorktree(worktree.dir, message, options.author);
    const context = { branch, committed: commit !== undefined, limits };
    ending =
      outcome.kind === 'finished' && !builds
        ? unbuiltEnding(buildErrors.map(diagnosticLine), context)
        : endingOf(outcome, context);
    if (commit !== undefined) {
      ending = await withPublishedBranch(ending, outcome, builds, {
        job,
        repository,
        worktree,
        options,
      });
    }
  } catch (error) {
    const messageToUser =
      error instanceof AgentJobError
        ? error.message
        : `The job failed: ${error instanceof Error ? error.message : String(error)}`;
    ending = { haultReason: 'error', messageToUser };
  } finally {
    if (repository && worktree) await removeJobWorktree(repository, worktree.dir);
  }
  const recorded = await finishAgentJob(options.db, job.sessionId, options.workerId, ending);
  return { ...ending, recorded, commit };
}

/**
 * The tool loop of `job`, and the build errors of the pages it changed as the last final check
 * found them (none when no check ran: the loop did not finish).
 */
async function runLoop(
  job: AgentJob,
  worktree: JobWorktree,
  projectName: string,
  limits: AgentLimits,
  options: AgentJobOptions,
): Promise<{ outcome: AgentLoopOutcome; buildErrors: Diagnostic[] }> {
  const workspace = await Workspace.open(worktree.docsDir);
  // What the folder had before the job is not the job's to fix.
  const baseline = new Set((await validateDocs(workspace.root)).toFix.map(errorKey));
  const checks = options.siteChecks;
  let buildErrors: Diagnostic[] = [];
  const tools = agentTools({
    workspace,
    brokenLinks: checks && ((root) => checks.brokenLinks(job.projectId, root)),
    onTodos: async (todos) => {
      await updateAgentSession(options.db, job.sessionId, { todos });
    },
  });
  const { instructions, messages } = jobPrompt(job, {
    projectName,
    branch: worktree.branch,
    linkCheck: checks !== undefined,
  });
  const outcome = await runAgentLoop({
    model: options.model,
    instructions,
    messages,
    tools,
    limits,
    signal: options.signal ?? new AbortController().signal,
    finalCheck: async () => {
      buildErrors = [];
      // Errors, and navigation entries naming pages that do not exist (only a warning in a
      // build, where the entry is left out, but never what the person asked for).
      const { toFix } = await validateDocs(workspace.root);
      const added = toFix.filter((problem) => !baseline.has(errorKey(problem)));
      if (added.length > 0) {
        return [
          `folio validate reports ${added.length} new problems after your changes (errors, or ` +
            'navigation entries naming pages that do not exist). Fix them, run validate_docs ' +
            'again, then answer with your summary.',
          ...added.slice(0, 30).map(diagnosticLine),
        ].join('\n');
      }
      if (!checks) return undefined;
      buildErrors = await errorsOfChangedPages(checks, job.projectId, workspace.root);
      if (buildErrors.length === 0) return undefined;
      return [
        `${buildErrors.length} pages you changed do not build. Fix them, then answer with your ` +
          'summary.',
        ...buildErrors.slice(0, 30).map(diagnosticLine),
      ].join('\n');
    },
  });
  return { outcome, buildErrors };
}

/**
 * The build errors in the files the job changed under `root`, and those with no file (the build
 * could not finish); errors the pages had before are not the job's to fix.
 */
async function errorsOfChangedPages(
  checks: SiteChecks,
  projectId: string,
  root: string,
): Promise<Diagnostic[]> {
  const changed = await changedFiles(root);
  if (changed.size === 0) return [];
  const errors = await checks.buildErrors(projectId, root);
  return errors.filter((error) => !error.position || changed.has(error.position.file));
}

/** The ending once the committed branch is published (or why it could not be). */
async function withPublishedBranch(
  ending: Omit<AgentJobEnding, 'pullRequestLink'>,
  outcome: AgentLoopOutcome,
  builds: boolean,
  context: {
    job: AgentJob;
    repository: AgentRepository;
    worktree: JobWorktree;
    options: AgentJobOptions;
  },
): Promise<AgentJobEnding> {
  const { job, repository, worktree, options } = context;
  const compare = options.compareLink?.({
    projectId: job.projectId,
    sessionId: job.sessionId,
    branch: worktree.branch,
  });
  // Unfinished work, or pages that do not build, are kept on the branch for review, never
  // proposed for merging.
  if (outcome.kind !== 'finished' || !builds)
    return { ...ending, pullRequestLink: compare ?? null };
  const published = await publishBranch({
    repository,
    projectId: job.projectId,
    sessionId: job.sessionId,
    branch: worktree.branch,
    baseBranch: worktree.baseBranch,
    title: jobTitle(job),
    body: `${outcome.summary}\n\n---\nOpened by the Folio agent (session ${job.sessionId}).`,
    draft: job.asDraft,
    github: options.github,
    compareLink: options.compareLink,
  });
  if (published.failure === undefined) {
    return { ...ending, pullRequestLink: published.pullRequestLink };
  }
  return {
    haultReason: 'github_missconfigured',
    messageToUser:
      `The changes are committed on the branch "${worktree.branch}", but the pull request ` +
      `could not be opened: ${published.failure}\n\n${ending.messageToUser}`,
    pullRequestLink: published.pullRequestLink,
  };
}

function commitMessage(job: AgentJob, outcome: AgentLoopOutcome, builds: boolean): string {
  const finished = outcome.kind === 'finished';
  const title = `${finished && builds ? '' : 'WIP: '}${jobTitle(job)}`;
  const summary = 'summary' in outcome ? outcome.summary : '';
  const note = !finished
    ? 'Unfinished: the job stopped before the agent was done.\n\n'
    : builds
      ? ''
      : 'Unfinished: pages the agent changed do not build.\n\n';
  return `${title}\n\n${note}${summary}\n\nFolio-Agent-Session: ${job.sessionId}`.replace(
    /\n{3,}/g,
    '\n\n',
  );
}

function errorKey(diagnostic: Diagnostic): string {
  return `${diagnostic.code}\0${diagnostic.position?.file ?? ''}\0${diagnostic.message}`;
}
