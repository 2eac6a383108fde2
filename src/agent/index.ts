/**
 * The documentation agent: jobs requested through `POST /v1/agent/{projectId}/job` run here.
 * A runner ({@link startAgentRunner}) claims queued jobs from the database, checks each job's
 * branch out in a git worktree, lets a language model edit the docs folder there with tools
 * (files, docs.json, todos, validation, link check) within bounds, commits the result and
 * opens a pull request or points at the server's compare page ({@link agentJobDiff}).
 *
 * @module
 */
export { startAgentRunner, INTERRUPTED_MESSAGE } from './agent-runner.ts';
export type { AgentLogLine, AgentRunner, AgentRunnerOptions } from './agent-runner.ts';
export { runAgentJob } from './run-agent-job.ts';
export type { AgentJobOptions, AgentJobResult } from './run-agent-job.ts';
export { DEFAULT_AGENT_LIMITS, runAgentLoop } from './agent-loop.ts';
export type { AgentBound, AgentLimits, AgentLoopInput, AgentLoopOutcome } from './agent-loop.ts';
export { AgentJobError } from './agent-job-error.ts';
export { agentJobDiff } from './job-diff.ts';
export type { BranchDiff, ChangedFile, FileChangeStatus } from './git/branch-diff.ts';
export type { CompareLink, GitHubOptions } from './publish-branch.ts';
export { GITHUB_API_URL } from './github/pull-request.ts';
export type { CommitAuthor } from './git/commit.ts';
export { DEFAULT_AUTHOR } from './git/commit.ts';
export type {
  BrokenLinkProblem,
  BrokenLinksCheck,
  BrokenLinksResult,
} from './tools/check-tools.ts';
export { agentSystemPrompt } from './system-prompt.ts';
export type { SiteChecks } from './site-checks.ts';
